import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A moment in the editor's language ('29 Nov 2026, 21:04'); '' for none. */
export function useFormatDateTime(): (iso: string | null) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string | null) => (iso ? format.format(new Date(iso)) : '');
  }, [language]);
}
