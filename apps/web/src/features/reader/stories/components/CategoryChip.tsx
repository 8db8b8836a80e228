import type { StorySummary } from '@helionews/contracts';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';

type CategoryRef = NonNullable<StorySummary['category']>;

/** Sits above a card's stretched headline link, so it stays separately clickable. */
export function CategoryChip({ category }: { category: CategoryRef }) {
  const routes = useReaderRoutes();
  return (
    <Chip
      component={RouterLink}
      to={routes.category(category.slug)}
      clickable
      size="small"
      color="primary"
      variant="outlined"
      label={category.name}
      // Start-aligned in both flex and grid parents, so it never stretches to the column's width.
      sx={{ position: 'relative', zIndex: 1, alignSelf: 'flex-start', justifySelf: 'start' }}
    />
  );
}
