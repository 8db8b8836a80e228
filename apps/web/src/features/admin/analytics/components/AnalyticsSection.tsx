import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DashboardSection,
  SectionQuery,
} from '@/features/admin/shared/components/DashboardSection';
import { ADMIN_ANALYTICS_NS } from '@/features/admin/shared/admin-i18n';

/** The analytics page's sections, each with its heading, description, loading and empty texts. */
export type AnalyticsSectionName =
  'traffic' | 'users' | 'categories' | 'devices' | 'stories' | 'referrers' | 'pages' | 'searches';

/** Which query a section reads, and so which failure text it shows. */
export type AnalyticsSource = 'content' | 'users';

export interface AnalyticsSectionProps<T> {
  name: AnalyticsSectionName;
  source: AnalyticsSource;
  query: UseQueryResult<T>;
  /** How tall the loading placeholder stands. */
  height?: number;
  /** The figures hold nothing to show: the section says so instead. */
  isEmpty: (data: T) => boolean;
  children: (data: T, ids: { headingId: string; descriptionId: string }) => ReactNode;
}

/**
 * A titled card of the analytics page and what it shows: its figures once they are in, else a
 * loading placeholder, the failure with a retry, or the sentence saying there is nothing yet. A
 * failed refetch keeps the figures on screen.
 */
export function AnalyticsSection<T>({
  name,
  source,
  query,
  height = 200,
  isEmpty,
  children,
}: AnalyticsSectionProps<T>) {
  const { t } = useTranslation(ADMIN_ANALYTICS_NS);
  return (
    <DashboardSection title={t(`${name}.heading`)} description={t(`${name}.description`)}>
      {(ids) => (
        <SectionQuery
          query={query}
          errorText={t(`errors.${source}`)}
          loadingText={t(`${name}.loading`)}
          placeholder={<Skeleton variant="rounded" height={height} />}
          keepDataOnError
          isEmpty={isEmpty}
          emptyText={t(`${name}.empty`)}
        >
          {(data) => children(data, ids)}
        </SectionQuery>
      )}
    </DashboardSection>
  );
}
