import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers, money, percentages and dates in the page's language. */
export function useAdsFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language);
    const money = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const percent = new Intl.NumberFormat(language, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    return {
      language,
      number: (value: number) => number.format(value),
      money: (value: number) => money.format(value),
      /** `value` is a percentage (1.5 for 1.5 %). */
      percent: (value: number) => percent.format(value / 100),
      date: (iso: string) => date.format(new Date(iso)),
    };
  }, [language]);
}
