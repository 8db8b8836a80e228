import { ROUTES, type AnalyticsContent } from '@helionews/contracts';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { ADMIN_ANALYTICS_NS } from '@/features/admin/shared/admin-i18n';
import { figureOf, type FigureKey } from '@/features/admin/shared/components/ChartFigure';
import { HorizontalBarChart } from '@/features/admin/shared/components/HorizontalBarChart';
import { AnalyticsSection, type AnalyticsSectionName } from './AnalyticsSection';
import { FigureTable } from './FigureTable';

type ContentQuery = UseQueryResult<AnalyticsContent>;

/** A section of the content figures, a row a name and its count (views, searches). */
interface FiguresProps<N> {
  name: AnalyticsSectionName;
  query: ContentQuery;
  rows: (data: AnalyticsContent) => { key: string; name: N; value: number }[];
  nameLabel: string;
}

/** The section `name` of the content figures, showing its rows, or that there are none. */
function ContentSection<N>({
  rows,
  children,
  ...section
}: Omit<FiguresProps<N>, 'nameLabel'> & {
  children: (
    rows: ReturnType<FiguresProps<N>['rows']>,
    ids: { headingId: string; descriptionId: string },
  ) => ReactNode;
}) {
  return (
    <AnalyticsSection {...section} source="content" isEmpty={(data) => rows(data).length === 0}>
      {(data, ids) => children(rows(data), ids)}
    </AnalyticsSection>
  );
}

/** A section of the content figures whose rows are ranked bars (categories, devices). */
function RankedSection({ nameLabel, color, ...section }: FiguresProps<string> & { color: string }) {
  const { t } = useTranslation(ADMIN_ANALYTICS_NS);
  const formatNumber = useFormatNumber();
  return (
    <ContentSection {...section}>
      {(rows, { headingId, descriptionId }) => (
        <HorizontalBarChart
          rows={rows}
          series={[{ key: 'value', label: t('traffic.views'), color }]}
          title={t(`${section.name}.heading`)}
          headingId={headingId}
          descriptionId={descriptionId}
          nameLabel={nameLabel}
          formatNumber={formatNumber}
        />
      )}
    </ContentSection>
  );
}

/** Rows keyed and named by the field `name` of each item, counted by its field `value`. */
function namedFigures<T>(
  items: readonly T[],
  name: { [K in keyof T]: T[K] extends string ? K : never }[keyof T],
  value: FigureKey<T>,
) {
  return items.map((item) => ({
    key: item[name] as string,
    name: item[name] as string,
    value: figureOf(item, value),
  }));
}

type TableSectionProps = FiguresProps<ReactNode> & { valueLabel?: string };

/** A section of the content figures shown as a table of names and counts. */
function TableSection({ nameLabel, valueLabel, ...section }: TableSectionProps) {
  const { t } = useTranslation(ADMIN_ANALYTICS_NS);
  const formatNumber = useFormatNumber();
  return (
    <ContentSection {...section}>
      {(rows, { headingId }) => (
        <FigureTable
          headingId={headingId}
          nameLabel={nameLabel}
          valueLabel={valueLabel ?? t('traffic.views')}
          rows={rows.map((row) => ({ ...row, value: formatNumber(row.value) }))}
        />
      )}
    </ContentSection>
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
  // The tables whose rows are named by one field of the figures and counted by another.
  const tables: Omit<TableSectionProps, 'query'>[] = [
    {
      name: 'referrers',
      rows: (data) => namedFigures(data.referrers, 'domain', 'views'),
      nameLabel: t('referrers.domain'),
    },
    {
      name: 'pages',
      rows: (data) => namedFigures(data.top_pages, 'path', 'views'),
      nameLabel: t('pages.path'),
    },
    {
      name: 'searches',
      rows: (data) => namedFigures(data.zero_result_searches, 'term', 'count'),
      nameLabel: t('searches.term'),
      valueLabel: t('searches.count'),
    },
  ];
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
      {tables.map((table) => (
        <TableSection key={table.name} query={query} {...table} />
      ))}
    </>
  );
}
