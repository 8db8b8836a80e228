import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ADMIN_DASHBOARD_NS } from '@/features/admin/shared/admin-i18n';
import { useCategoryLabel } from '@/lib/category-label';
import type { useArticlesByCategory } from '../api/dashboard';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { HorizontalBarChart } from '@/features/admin/shared/components/HorizontalBarChart';
import {
  DashboardSection,
  SectionQuery,
} from '@/features/admin/shared/components/DashboardSection';

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
            const [published, pending, other] = [
              { key: 'published', label: t('categories.published'), color: palette.success.main },
              { key: 'pending', label: t('categories.pending'), color: palette.warning.main },
              { key: 'other', label: t('categories.other'), color: palette.text.disabled },
            ] as const;
            return (
              <HorizontalBarChart
                rows={rows}
                series={[published, pending, other]}
                columns={[{ key: 'total', label: t('categories.total') }, published, pending]}
                title={t('categories.heading')}
                headingId={headingId}
                descriptionId={descriptionId}
                nameLabel={t('categories.category')}
                formatNumber={formatNumber}
              />
            );
          }}
        </SectionQuery>
      )}
    </DashboardSection>
  );
}
