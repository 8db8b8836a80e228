import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_DASHBOARD_NS } from '@/features/admin/shared/admin-i18n';
import { useAdminAccess } from '@/features/admin/shared/api/get-access';
import { MembershipCard } from '@/features/admin/members/entry/MembershipCard';
import {
  useArticlesByCategory,
  useDashboardStatistics,
  useDashboardSummary,
  useRecentActivity,
  useWeeklyActivity,
  type DashboardScope,
} from '../api/dashboard';
import { CategoryChart } from '../components/CategoryChart';
import { RecentActivityList } from '../components/RecentActivityList';
import { ScopeToggle } from '../components/ScopeToggle';
import { SummaryFigures } from '../components/SummaryFigures';
import { UsersPanel } from '../components/UsersPanel';
import { WeeklyActivityChart } from '../components/WeeklyActivityChart';

/**
 * /admin and /admin/dashboard: the publication's figures, a week of activity, articles by
 * category, recent activity and, for administrators, the users (SPEC section 7's statistics).
 * Platform admins may switch every figure to all publications.
 */
export function DashboardPage() {
  const { t } = useTranslation(ADMIN_DASHBOARD_NS);
  const role = useAdminAccess().data?.role ?? null;
  const isPlatformAdmin = role === 'platform_admin';
  // Analytics and the user list answer 403 to editors and contributors: never asked for them.
  const mayReadStatistics = role === 'admin' || isPlatformAdmin;
  // Paid members and MRR (issue 33): the members' figures admit editors and admins.
  const mayReadMembership = mayReadStatistics || role === 'editor';

  const [chosenScope, setScope] = useState<DashboardScope>('tenant');
  const scope: DashboardScope = isPlatformAdmin ? chosenScope : 'tenant';

  const summary = useDashboardSummary(scope);
  const weekly = useWeeklyActivity(scope);
  const categories = useArticlesByCategory(scope);
  const activity = useRecentActivity(scope);
  const statistics = useDashboardStatistics(mayReadStatistics);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        {isPlatformAdmin && <ScopeToggle value={scope} onChange={setScope} />}
      </Box>

      <SummaryFigures query={summary} scope={scope} role={role} />
      {mayReadMembership && scope === 'tenant' && <MembershipCard />}

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          gap: { xs: 2, md: 3 },
        }}
      >
        <WeeklyActivityChart query={weekly} />
        <CategoryChart query={categories} />
        <RecentActivityList query={activity} showTenant={scope === 'platform'} />
        {mayReadStatistics && <UsersPanel query={statistics} />}
      </Box>
    </Box>
  );
}
