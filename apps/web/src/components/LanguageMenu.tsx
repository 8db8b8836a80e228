import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@helionews/contracts';
import Check from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { use, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DisclosureMenu, DisclosureMenuLink } from '@/components/DisclosureMenu';
import { IslandPageContext } from '@/islands/Island';
import { chooseHref } from '@/lib/choose-href';
import { TAP_TARGET_PX } from '@/lib/tap-target';
import { toSupportedLanguage } from '@/lib/i18n';

/** Languages listed by their native names, so a reader finds theirs whatever is shown now. */
export function LanguageMenu() {
  return use(IslandPageContext) ? <LanguageLinks /> : <LiveLanguageMenu />;
}

/**
 * On a page of islands (ADR 016): a `<details>` menu of links to `/choose`, which stores the
 * language and comes back to this page, with or without script.
 */
function LanguageLinks() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const current = toSupportedLanguage(i18n.resolvedLanguage);
  return (
    <DisclosureMenu
      menu="language"
      label={`${t('language.change')}: ${LANGUAGE_NAMES[current]}`}
      listLabel={t('language.menu')}
      summarySx={{ minWidth: { xs: TAP_TARGET_PX, md: 0 }, minHeight: TAP_TARGET_PX, gap: 1 }}
      summary={
        <>
          <TranslateIcon />
          <Box component="span" lang={current} sx={{ display: { xs: 'none', md: 'inline' } }}>
            {LANGUAGE_NAMES[current]}
          </Box>
        </>
      }
    >
      {LANGUAGES.map((language) => (
        <DisclosureMenuLink
          key={language}
          href={chooseHref({ lng: language }, `${pathname}${search}`)}
          lang={language}
          current={language === current}
          dataAttributes={{ 'data-language': language }}
        >
          <Box component="span" sx={{ width: 20, display: 'inline-flex' }}>
            {language === current && <Check fontSize="small" />}
          </Box>
          {LANGUAGE_NAMES[language]}
        </DisclosureMenuLink>
      ))}
    </DisclosureMenu>
  );
}

function LiveLanguageMenu() {
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
