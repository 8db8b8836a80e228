import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { ADMIN_DASHBOARD_NS } from '@/features/admin/shared/admin-i18n';
import { useCategoryLabel } from '@/lib/category-label';
import type { useArticlesByCategory } from '../api/dashboard';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { ChartDataTable } from '@/features/admin/shared/components/ChartDataTable';
import {
  DashboardSection,
  SectionQuery,
} from '@/features/admin/shared/components/DashboardSection';

const ROW_HEIGHT = 36;
/** Room for the axis and the legend around the bars. */
const CHART_CHROME = 90;

/** Per category, published, pending and other (drafts, rejected) articles as stacked bars. */
export function CategoryChart({ query }: { query: ReturnType<typeof useArticlesByCategory> }) {
  const { t } = useTranslation(ADMIN_DASHBOARD_NS);
  const theme = useTheme();
  // CSS variables (theme.vars): the bars follow the colour scheme without a re-render.
  const { palette } = theme.vars ?? theme;
  const formatNumber = useFormatNumber();
  // A standard section in the admin's language, as readers see it; the tenant's own name else.
  const categoryLabel = useCategoryLabel();

  return (
    <DashboardSection title={t('categories.heading')} description={t('categories.description')}>
      {({ headingId, descriptionId }) => (
        <SectionQuery
          query={query}
          errorText={t('errors.articlesByCategory')}
          loadingText={t('categories.loading')}
          placeholder={<Skeleton variant="rounded" height={240} />}
          isEmpty={(data) => data.categories.length === 0}
          emptyText={t('categories.empty')}
        >
          {({ categories }) => {
            const rows = categories.map((category) => ({
              key: category.slug ?? '',
              name:
                category.slug !== null && category.name !== null
                  ? categoryLabel({ slug: category.slug, name: category.name })
                  : (category.name ?? t('categories.uncategorized')),
              total: category.total,
              published: category.published,
              pending: category.pending,
              other: Math.max(0, category.total - category.published - category.pending),
            }));
            const series = [
              {
                key: 'published',
                label: t('categories.published'),
                color: palette.success.main,
                data: rows.map((row) => row.published),
              },
              {
                key: 'pending',
                label: t('categories.pending'),
                color: palette.warning.main,
                data: rows.map((row) => row.pending),
              },
              {
                key: 'other',
                label: t('categories.other'),
                color: palette.text.disabled,
                data: rows.map((row) => row.other),
              },
            ];
            const height = CHART_CHROME + rows.length * ROW_HEIGHT;
            return (
              <Box
                component="figure"
                aria-labelledby={headingId}
                aria-describedby={descriptionId}
                sx={{ m: 0, position: 'relative' }}
              >
                <Box aria-hidden sx={{ width: '100%', height }}>
                  <BarChart
                    // The figures reach screen readers through the table below; the picture is hidden.
                    disableKeyboardNavigation
                    layout="horizontal"
                    height={height}
                    title={t('categories.heading')}
                    yAxis={[
                      {
                        scaleType: 'band',
                        data: rows.map((row) => row.name),
                        width: 96,
                      },
                    ]}
                    xAxis={[{ tickMinStep: 1 }]}
                    series={series.map(({ key, label, color, data }) => ({
                      id: key,
                      label,
                      color,
                      data,
                      stack: 'total',
                      valueFormatter: (value: number | null) =>
                        value === null ? '' : formatNumber(value),
                    }))}
                    grid={{ vertical: true }}
                    margin={{ right: 12 }}
                  />
                </Box>
                <ChartDataTable
                  title={t('categories.heading')}
                  columns={[
                    t('categories.category'),
                    t('categories.total'),
                    t('categories.published'),
                    t('categories.pending'),
                  ]}
                  rows={rows.map((row) => ({
                    key: row.key,
                    name: row.name,
                    values: [row.total, row.published, row.pending],
                  }))}
                  formatNumber={formatNumber}
                />
              </Box>
            );
          }}
        </SectionQuery>
      )}
    </DashboardSection>
  );
}
