import { ROUTES, type AnalyticsContent } from '@helionews/contracts';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { ADMIN_ANALYTICS_NS } from '@/features/admin/shared/admin-i18n';
import { AnalyticsSection, type AnalyticsSectionName } from './AnalyticsSection';
import { FigureTable } from './FigureTable';
import { RankedBarChart } from './RankedBarChart';

type ContentQuery = UseQueryResult<AnalyticsContent>;

/** A section of the content figures whose rows are ranked bars (categories, devices). */
function RankedSection({
  name,
  query,
  rows,
  nameLabel,
  color,
}: {
  name: AnalyticsSectionName;
  query: ContentQuery;
  rows: (data: AnalyticsContent) => { key: string; name: string; value: number }[];
  nameLabel: string;
  color: string;
}) {
  const { t } = useTranslation(ADMIN_ANALYTICS_NS);
  const formatNumber = useFormatNumber();
  return (
    <AnalyticsSection
      name={name}
      source="content"
      query={query}
      isEmpty={(data) => rows(data).length === 0}
    >
      {(data, { headingId, descriptionId }) => (
        <RankedBarChart
          rows={rows(data)}
          title={t(`${name}.heading`)}
          headingId={headingId}
          descriptionId={descriptionId}
          nameLabel={nameLabel}
          valueLabel={t('traffic.views')}
          color={color}
          formatNumber={formatNumber}
        />
      )}
    </AnalyticsSection>
  );
}

/** A section of the content figures shown as a table of names and counts. */
function TableSection({
  name,
  query,
  rows,
  nameLabel,
  valueLabel,
}: {
  name: AnalyticsSectionName;
  query: ContentQuery;
  rows: (data: AnalyticsContent) => { key: string; name: ReactNode; value: number }[];
  nameLabel: string;
  valueLabel?: string;
}) {
  const { t } = useTranslation(ADMIN_ANALYTICS_NS);
  const formatNumber = useFormatNumber();
  return (
    <AnalyticsSection
      name={name}
      source="content"
      query={query}
      isEmpty={(data) => rows(data).length === 0}
    >
      {(data, { headingId }) => (
        <FigureTable
          headingId={headingId}
          nameLabel={nameLabel}
          valueLabel={valueLabel ?? t('traffic.views')}
          rows={rows(data).map((row) => ({ ...row, value: formatNumber(row.value) }))}
        />
      )}
    </AnalyticsSection>
  );
}

/**
 * The content figures beyond the daily chart: top categories and devices as bars; top stories,
 * referrers, pages and searches that found nothing as tables.
 */
export function ContentSections({ query }: { query: ContentQuery }) {
  const { t } = useTranslation(ADMIN_ANALYTICS_NS);
  const theme = useTheme();
  const { palette } = theme.vars ?? theme;
  return (
    <>
      <RankedSection
        name="categories"
        query={query}
        rows={(data) =>
          data.top_categories.map((c) => ({ key: c.slug, name: c.name, value: c.views }))
        }
        nameLabel={t('categories.category')}
        color={palette.primary.main}
      />
      <RankedSection
        name="devices"
        query={query}
        rows={(data) =>
          data.devices.map((d) => ({
            key: d.device,
            name: t(`devices.${d.device}`),
            value: d.views,
          }))
        }
        nameLabel={t('devices.device')}
        color={palette.secondary.main}
      />
      <TableSection
        name="stories"
        query={query}
        rows={(data) =>
          data.top_stories.map((s) => ({
            key: String(s.story_id),
            name:
              s.title === null ? (
                t('stories.removed', { id: s.story_id })
              ) : (
                <Link component={RouterLink} to={ROUTES.story(s.story_id)}>
                  {s.title}
                </Link>
              ),
            value: s.views,
          }))
        }
        nameLabel={t('stories.story')}
      />
      <TableSection
        name="referrers"
        query={query}
        rows={(data) =>
          data.referrers.map((r) => ({ key: r.domain, name: r.domain, value: r.views }))
        }
        nameLabel={t('referrers.domain')}
      />
      <TableSection
        name="pages"
        query={query}
        rows={(data) => data.top_pages.map((p) => ({ key: p.path, name: p.path, value: p.views }))}
        nameLabel={t('pages.path')}
      />
      <TableSection
        name="searches"
        query={query}
        rows={(data) =>
          data.zero_result_searches.map((m) => ({ key: m.term, name: m.term, value: m.count }))
        }
        nameLabel={t('searches.term')}
        valueLabel={t('searches.count')}
      />
    </>
  );
}
