import { LANGUAGE_NAMES, LANGUAGES, STORAGE_KEYS } from '@helionews/contracts';
import Check from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DisclosureMenu, DisclosureMenuLink } from '@/components/DisclosureMenu';
import { chooseHrefWith, chooseReturnParam } from '@/lib/choose-href';
import { TAP_TARGET_PX } from '@/lib/tap-target';
import { toSupportedLanguage } from '@/lib/i18n';
import { useAddressText } from '@/lib/server-fragment';
import { writeStorage } from '@/lib/storage';

/**
 * Languages listed by their native names, so a reader finds theirs whatever is shown now: a
 * `<details>` menu of links to `/choose`, which stores the language and comes back to this page,
 * with or without script (ADR 016), on reader and account pages alike (issue 30). Where the
 * application runs, the click also stores the choice where its language detector reads it.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  // Every link comes back to this page (a token in a cached server fragment).
  const back = useAddressText(({ pathname, search }) => chooseReturnParam(`${pathname}${search}`));
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
          href={chooseHrefWith({ lng: language }, back)}
          lang={language}
          current={language === current}
          dataAttributes={{ 'data-language': language }}
          onClick={() => writeStorage(STORAGE_KEYS.preferredLanguage, language)}
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
