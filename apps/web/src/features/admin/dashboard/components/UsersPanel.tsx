import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_DASHBOARD_NS } from '@/features/admin/shared/admin-i18n';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { formatLongDate, formatRelativeTime } from '@/lib/format-date';
import type { useDashboardStatistics } from '../api/dashboard';
import { PersonRow } from './PersonRow';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import {
  AvatarListSkeleton,
  DashboardSection,
  SectionEmpty,
  SectionError,
} from '@/features/admin/shared/components/DashboardSection';
import { StatCards } from '@/features/admin/shared/components/StatCards';

/**
 * The dashboard statistics (SPEC section 7, for roles that may read them): the analytics
 * overview's user figures and system status, and the five newest of the first 1000 users.
 */
export function UsersPanel({ query }: { query: ReturnType<typeof useDashboardStatistics> }) {
  const { t } = useTranslation(ADMIN_DASHBOARD_NS);
  const formatNumber = useFormatNumber();
  const overview = query.data?.overview;
  const figure = (value: number | undefined) => (value === undefined ? null : formatNumber(value));

  return (
    <DashboardSection title={t('stats.usersHeading')}>
      {() =>
        query.isError ? (
          <SectionError message={t('errors.statistics')} onRetry={() => query.refetch()} />
        ) : (
          <>
            <StatCards
              label={t('stats.usersHeading')}
              loadingLabel={t('stats.loading')}
              items={[
                {
                  key: 'users-total',
                  label: t('stats.usersTotal'),
                  value: figure(overview?.users.total),
                },
                {
                  key: 'users-active',
                  label: t('stats.usersActive'),
                  value: figure(overview?.users.active),
                },
                {
                  key: 'users-admins',
                  label: t('stats.usersAdmins'),
                  value: figure(overview?.users.admin),
                },
                {
                  key: 'system-status',
                  label: t('stats.systemStatus'),
                  value: overview
                    ? overview.system.status === 'online'
                      ? t('stats.online')
                      : t('stats.degraded')
                    : null,
                  color: overview?.system.status === 'online' ? 'success.main' : 'warning.main',
                },
              ]}
            />
            <RecentUsersList query={query} />
          </>
        )
      }
    </DashboardSection>
  );
}

function RecentUsersList({ query }: { query: ReturnType<typeof useDashboardStatistics> }) {
  const { t, i18n } = useTranslation(ADMIN_DASHBOARD_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();

  return (
    <Box sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('users.heading')}
      </Typography>
      {(() => {
        if (!query.data) {
          return (
            <Box aria-busy>
              <VisuallyHidden>{t('users.loading')}</VisuallyHidden>
              <AvatarListSkeleton rows={3} widths={['50%', '70%']} />
            </Box>
          );
        }
        const users = query.data.recentUsers;
        if (users.length === 0) return <SectionEmpty>{t('users.empty')}</SectionEmpty>;
        return (
          <List dense disablePadding aria-labelledby={headingId}>
            {users.map((user) => (
              <PersonRow
                key={user.id}
                name={user.username}
                initial={(user.username.charAt(0) || user.email.charAt(0)).toUpperCase()}
                avatarColor="secondary.main"
                wrapName
                chips={
                  <>
                    {user.is_admin && (
                      <Chip size="small" color="primary" label={t('users.admin')} />
                    )}
                    <Chip
                      size="small"
                      variant="outlined"
                      color={user.is_active ? 'success' : 'default'}
                      label={user.is_active ? t('users.active') : t('users.inactive')}
                    />
                    {user.access_requested && (
                      <Chip
                        size="small"
                        variant="outlined"
                        color="warning"
                        label={t('users.accessRequested')}
                      />
                    )}
                  </>
                }
                details={
                  <>
                    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                      {user.email}
                    </Box>
                    <Box
                      component="time"
                      dateTime={user.created_at}
                      title={formatLongDate(user.created_at, language)}
                    >
                      {t('users.joined', {
                        when: formatRelativeTime(user.created_at, language),
                      })}
                    </Box>
                  </>
                }
              />
            ))}
          </List>
        );
      })()}
    </Box>
  );
}
