import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers in the reader's language: '1,234', '1 234', '1.234'. */
export function useFormatNumber(): (value: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const formatter = new Intl.NumberFormat(language);
    return (value: number) => formatter.format(value);
  }, [language]);
}
