import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import type { Activity, ActivityAction } from '@helionews/contracts';
import { useTranslation } from 'react-i18next';
import { ADMIN_DASHBOARD_NS } from '@/features/admin/shared/admin-i18n';
import { RelativeTime } from '@/components/RelativeTime';
import type { useRecentActivity } from '../api/dashboard';
import { isKnownEntityType, readableEntityType } from '../activity-text';
import { PersonRow } from './PersonRow';
import {
  AvatarListSkeleton,
  DashboardSection,
  SectionQuery,
} from '@/features/admin/shared/components/DashboardSection';

/** Only colours whose text passes AA on the paper in both themes (info and warning do not). */
const ACTION_COLORS: Record<ActivityAction, 'primary' | 'success' | 'error' | 'default'> = {
  create: 'primary',
  update: 'default',
  delete: 'error',
  approve: 'success',
  reject: 'error',
  publish: 'success',
  sign_in: 'default',
  submit: 'primary',
  schedule: 'primary',
  unpublish: 'default',
  archive: 'default',
  restore: 'primary',
  activate: 'success',
  deactivate: 'error',
  reorder: 'default',
  resolve: 'success',
};

/** The latest back-office actions: who did what to which entity, and when. */
export function RecentActivityList({
  query,
  showTenant,
}: {
  query: ReturnType<typeof useRecentActivity>;
  /** Platform-wide figures: name each action's publication. */
  showTenant: boolean;
}) {
  const { t } = useTranslation(ADMIN_DASHBOARD_NS);

  const entityName = (type: string) =>
    isKnownEntityType(type) ? t(`activity.entities.${type}`) : readableEntityType(type);

  const row = (activity: Activity) => {
    const actor = activity.actor?.username ?? t('activity.system');
    return (
      <PersonRow
        key={activity.id}
        name={actor}
        initial={actor.charAt(0).toUpperCase()}
        avatarColor="primary.main"
        chips={
          <Chip
            size="small"
            variant="outlined"
            color={ACTION_COLORS[activity.action]}
            label={t('activity.summary', {
              action: t(`activity.actions.${activity.action}`),
              entity: entityName(activity.entity_type),
            })}
          />
        }
        details={
          <>
            {activity.entity_label && (
              <Box component="span" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
                {activity.entity_label}
              </Box>
            )}
            <Box component="span">
              <RelativeTime dateTime={activity.created_at} />
              {showTenant && activity.tenant_slug && ` · ${activity.tenant_slug}`}
            </Box>
          </>
        }
      />
    );
  };

  return (
    <DashboardSection title={t('activity.heading')}>
      {({ headingId }) => (
        <SectionQuery
          query={query}
          errorText={t('errors.recentActivity')}
          loadingText={t('activity.loading')}
          placeholder={<AvatarListSkeleton rows={4} widths={['60%', '40%']} />}
          isEmpty={(data) => data.activities.length === 0}
          emptyText={t('activity.empty')}
        >
          {({ activities }) => (
            <List dense disablePadding aria-labelledby={headingId}>
              {activities.map(row)}
            </List>
          )}
        </SectionQuery>
      )}
    </DashboardSection>
  );
}
