import type { AdminNewsletter } from '@helionews/contracts';
import { useTranslation } from 'react-i18next';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import { hourName, weekdayNames } from './NewsletterFormDialog';

/** 'Each story', 'Daily at 07:00', 'Weekly on Monday at 07:00', in the editor's language. */
export function useCadenceLabel() {
  const { t, i18n } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (newsletter: Pick<AdminNewsletter, 'cadence' | 'digest_hour' | 'digest_weekday'>) => {
    const hour = hourName(language, newsletter.digest_hour);
    if (newsletter.cadence === 'daily') return t('cadenceAt.daily', { hour });
    if (newsletter.cadence === 'weekly')
      return t('cadenceAt.weekly', {
        hour,
        weekday: weekdayNames(language)[newsletter.digest_weekday] ?? '',
      });
    return t('cadence.each_story');
  };
}
