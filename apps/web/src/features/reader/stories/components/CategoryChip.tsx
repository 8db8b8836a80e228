import type { StorySummary } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';
import { useCategoryLabel } from '@/lib/category-label';
import { TAP_TARGET_PX } from '@/lib/tap-target';
import { useReaderRoutes } from '@/lib/reader-routes';

type CategoryRef = NonNullable<StorySummary['category']>;

/**
 * Sits above a card's stretched headline link, so it stays separately clickable. The link is a
 * transparent box tall enough for a thumb on phones; the small chip inside is only its picture.
 */
export function CategoryChip({ category }: { category: CategoryRef }) {
  const routes = useReaderRoutes();
  const categoryLabel = useCategoryLabel();
  return (
    <Box
      component={RouterLink}
      to={routes.category(category.slug)}
      sx={{
        position: 'relative',
        zIndex: 1,
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: { xs: TAP_TARGET_PX, sm: 'auto' },
        minWidth: { xs: TAP_TARGET_PX, sm: 'auto' },
        // Start-aligned in both flex and grid parents, so it never stretches to the column's width.
        alignSelf: 'flex-start',
        justifySelf: 'start',
        borderRadius: 4,
        textDecoration: 'none',
        '&:hover .MuiChip-root': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: 'none' },
        '&:focus-visible .MuiChip-root': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <Chip
        component="span"
        size="small"
        color="primary"
        variant="outlined"
        label={categoryLabel(category)}
        sx={{ cursor: 'pointer' }}
      />
    </Box>
  );
}
