import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEMBERS_NS } from '@/features/admin/shared/admin-i18n';
import { ChartLoading } from '@/features/admin/shared/components/ChartStates';

/** The charts come with the members' chunk, fetched when a page first shows them. */
const MembershipCharts = lazy(() =>
  import('../members-admin').then((chunk) => ({ default: chunk.MembershipCharts })),
);

/**
 * Where the Analytics page shows the membership figures (issue 33): members over time, paid
 * members, monthly recurring revenue and cancellations, the same charts (and tables) as the
 * Members page, loaded with the members' chunk.
 */
export function MembershipFiguresEntry() {
  const { t } = useTranslation(ADMIN_MEMBERS_NS);
  return (
    <Suspense fallback={<ChartLoading label={t('common.loading')} height={200} />}>
      <MembershipCharts />
    </Suspense>
  );
}
