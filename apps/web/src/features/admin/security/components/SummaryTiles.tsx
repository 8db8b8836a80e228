import { ADMIN_CLIENT_ERRORS } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SECURITY_NS } from '@/features/admin/shared/admin-i18n';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { VisuallyHidden, visuallyHiddenSx } from '@/components/VisuallyHidden';
import { securityCountQueryOptions, type SecurityScope } from '../api/security-events';
import { useSecurityFormat } from '../use-security-format';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** 24 hours ago, to the minute: the query key stays the same for a minute. */
const dayAgo = () =>
  new Date(Math.floor((Date.now() - DAY_MS) / MINUTE_MS) * MINUTE_MS).toISOString();

/** Open critical events, open warnings and everything of the last 24 hours, as three figures. */
export const SummaryTiles = memo(function SummaryTiles({ scope }: { scope: SecurityScope }) {
  const { t } = useTranslation(ADMIN_SECURITY_NS);
  const format = useSecurityFormat();
  const headingId = useId();
  const tiles = [
    {
      key: 'open-critical',
      label: t('summary.openCritical'),
      accent: 'error.main',
      query: useQuery(securityCountQueryOptions(scope, { kind: 'open', severity: 'critical' })),
    },
    {
      key: 'open-warnings',
      label: t('summary.openWarnings'),
      accent: 'warning.main',
      query: useQuery(securityCountQueryOptions(scope, { kind: 'open', severity: 'warning' })),
    },
    {
      key: 'last-24h',
      label: t('summary.last24h'),
      accent: 'info.main',
      query: useQuery({
        ...securityCountQueryOptions(scope, { kind: 'since', since: dayAgo() }),
        placeholderData: keepPreviousData,
      }),
    },
  ];
  const failed = tiles.filter((tile) => tile.query.isError);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" sx={visuallyHiddenSx}>
        {t('summary.label')}
      </Typography>
      {failed.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <RetryAlert onRetry={() => failed.forEach((tile) => void tile.query.refetch())}>
            {ADMIN_CLIENT_ERRORS.fetchSecurityEvents}
          </RetryAlert>
        </Box>
      )}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {tiles.map((tile) => {
          const value = tile.query.data;
          return (
            <Paper
              key={tile.key}
              component="li"
              variant="outlined"
              sx={{
                p: 2,
                borderLeft: 4,
                borderLeftColor: value ? tile.accent : 'divider',
                minWidth: 0,
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {tile.label}
              </Typography>
              {value === undefined ? (
                tile.query.isError ? (
                  <Typography variant="h4" component="p">
                    <span aria-hidden>–</span>
                    <VisuallyHidden>{t('summary.unavailable')}</VisuallyHidden>
                  </Typography>
                ) : (
                  <Box aria-busy>
                    <VisuallyHidden>{t('summary.loading')}</VisuallyHidden>
                    <Skeleton variant="text" width={64} sx={{ fontSize: '2.125rem' }} />
                  </Box>
                )
              ) : (
                <Typography variant="h4" component="p">
                  {format.number(value)}
                </Typography>
              )}
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
});
