import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@helionews/contracts';
import Check from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAP_TARGET_PX } from '@/lib/tap-target';
import { toSupportedLanguage } from '@/lib/i18n';

/** Languages listed by their native names, so a reader finds theirs whatever is shown now. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = toSupportedLanguage(i18n.resolvedLanguage);

  const choose = (language: Language) => {
    setAnchor(null);
    // The language detector caches the choice under 'preferred-language'.
    void i18n.changeLanguage(language);
  };

  return (
    <>
      <Button
        color="inherit"
        // Includes the visible language name, so voice users can say what they see.
        aria-label={`${t('language.change')}: ${LANGUAGE_NAMES[current]}`}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        sx={{
          minWidth: { xs: TAP_TARGET_PX, md: 0 },
          '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 } },
        }}
      >
        <Box component="span" lang={current} sx={{ display: { xs: 'none', md: 'inline' } }}>
          {LANGUAGE_NAMES[current]}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('language.menu') } }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            onClick={() => choose(language)}
          >
            <ListItemIcon>{language === current && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{LANGUAGE_NAMES[language]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
