import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ANALYTICS_NS } from '@/features/admin/shared/admin-i18n';

/** UTC days in the back-office's language: on an axis, in a tooltip and in the range shown. */
export function useDayFormats() {
  const { i18n } = useTranslation(ADMIN_ANALYTICS_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      shortDay: new Intl.DateTimeFormat(language, {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
      longDay: new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }),
      rangeDay: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }),
    }),
    [language],
  );
}
