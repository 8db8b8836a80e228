import type { SecurityEvent } from '@helionews/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SECURITY_NS } from '@/features/admin/shared/admin-i18n';

export interface SecurityFormat {
  /** '23 Nov 2026, 14:05' in the reader's language and time zone. */
  time: (iso: string) => string;
  /** 'Account locked' for 'account_locked'. */
  type: (type: SecurityEvent['type']) => string;
  number: (value: number) => string;
}

/** Times, type labels and numbers of the Security page in the reader's language. */
export function useSecurityFormat(): SecurityFormat {
  const { t, i18n } = useTranslation(ADMIN_SECURITY_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const numbers = new Intl.NumberFormat(language);
    return {
      time: (iso) => dateTime.format(new Date(iso)),
      type: (type) => t(`types.${type}`),
      number: (value) => numbers.format(value),
    };
  }, [language, t]);
}
