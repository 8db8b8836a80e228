import type { Preferences } from '@helionews/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useColorMode } from '@/lib/color-mode';

/** Puts saved preferences into effect on this device: interface language and light/dark theme. */
export function useApplyPreferences(): (preferences: Preferences) => void {
  const { i18n } = useTranslation();
  const { setColorMode } = useColorMode();
  return useCallback(
    ({ language, theme }: Preferences) => {
      // The language detector stores the choice under 'preferred-language'.
      if (language && language !== i18n.resolvedLanguage) void i18n.changeLanguage(language);
      if (theme) setColorMode(theme);
    },
    [i18n, setColorMode],
  );
}
