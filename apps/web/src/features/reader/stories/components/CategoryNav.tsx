import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCategoryLabel } from '@/lib/category-label';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useCategories } from '../api/get-categories';

export interface CategoryNavProps {
  /** slug of the section being shown; omitted on the front page */
  activeSlug?: string;
}

/** The sections bar: one tap to any category, scrolling sideways on phones. */
export function CategoryNav({ activeSlug }: CategoryNavProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const routes = useReaderRoutes();
  const categoryLabel = useCategoryLabel();

  const chip = (key: string, label: string, to: string, active: boolean) => (
    <Chip
      key={key}
      component={RouterLink}
      to={to}
      clickable
      label={label}
      color={active ? 'primary' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      aria-current={active ? 'page' : undefined}
    />
  );

  return (
    <Box
      component="nav"
      aria-label={t('stories.categories')}
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        flexWrap: { xs: 'nowrap', md: 'wrap' },
        pb: 1,
        mb: 3,
        scrollbarWidth: 'thin',
        '& > *': { flexShrink: 0 },
      }}
    >
      {chip('latest', t('stories.latest'), routes.home, !activeSlug)}
      {categories.isPending &&
        Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} variant="rounded" sx={{ width: 88, height: 32, borderRadius: 4 }} />
        ))}
      {categories.data?.map((category) =>
        chip(
          category.slug,
          categoryLabel(category),
          routes.category(category.slug),
          category.slug === activeSlug,
        ),
      )}
    </Box>
  );
}
