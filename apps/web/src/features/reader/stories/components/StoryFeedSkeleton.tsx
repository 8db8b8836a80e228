import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/VisuallyHidden';

function CardSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Skeleton variant="rounded" sx={{ width: 72, height: 24 }} />
      <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
      <Skeleton variant="text" sx={{ width: '80%' }} />
      <Skeleton variant="text" sx={{ width: '40%' }} />
    </Box>
  );
}

/** Mirrors the feed's layout so nothing jumps when the stories arrive. */
export function StoryFeedSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true">
      <VisuallyHidden>{t('status.loading')}</VisuallyHidden>
      <Grid container spacing={3} aria-hidden>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <Skeleton variant="text" sx={{ fontSize: '2.5rem', mt: 1 }} />
          <Skeleton variant="text" sx={{ width: '70%' }} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: { xs: 'none', md: 'grid' }, gap: 3 }}>
          <CardSkeleton />
        </Grid>
        {Array.from({ length: 6 }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            <CardSkeleton />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
