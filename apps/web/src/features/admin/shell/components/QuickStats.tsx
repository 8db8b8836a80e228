import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { mayOpen, useGrantedAccess } from '../access-context';
import { useActiveUsers, useNewArticlesThisWeek, useSystemOnline } from '../api/quick-stats';

/**
 * The side panel's Quick Stats: live figures of this tenant (SPEC's block had constants). Active
 * users only for roles that may open the analytics.
 */
export function QuickStats() {
  const { t, i18n } = useTranslation(ADMIN_SHELL_NS);
  const headingId = useId();
  const access = useGrantedAccess();
  const showUsers = mayOpen(access, 'analytics');
  const activeUsers = useActiveUsers(showUsers);
  const newArticles = useNewArticlesThisWeek();
  const online = useSystemOnline();
  const formatNumber = (value: number) =>
    new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language).format(value);
  const figure = (query: UseQueryResult<number>) =>
    query.data !== undefined
      ? formatNumber(query.data)
      : query.isError
        ? t('quickStats.unknown')
        : null;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, py: 2 }}>
      <Typography
        id={headingId}
        component="h2"
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', lineHeight: 2 }}
      >
        {t('quickStats.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
        {showUsers && <Stat term={t('quickStats.activeUsers')} value={figure(activeUsers)} />}
        <Stat
          term={t('quickStats.newArticles')}
          hint={t('quickStats.thisWeek')}
          value={figure(newArticles)}
        />
        <Stat
          term={t('quickStats.systemStatus')}
          value={
            online.data === undefined ? null : (
              <Box
                component="span"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.75,
                  color: online.data ? 'success.main' : 'error.main',
                  fontWeight: 600,
                }}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'currentColor' }}
                />
                {online.data ? t('quickStats.online') : t('quickStats.offline')}
              </Box>
            )
          }
        />
      </Box>
    </Box>
  );
}

function Stat({ term, hint, value }: { term: string; hint?: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
        {hint && (
          <Typography component="span" variant="caption" sx={{ ml: 0.5 }}>
            ({hint})
          </Typography>
        )}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        {value ?? <Skeleton width={32} />}
      </Typography>
    </Box>
  );
}
