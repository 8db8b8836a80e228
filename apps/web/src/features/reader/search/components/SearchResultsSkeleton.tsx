import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/VisuallyHidden';

const ROWS = 4;

/** Mirrors a results list (count line, then rows with a thumbnail) so nothing jumps on arrival. */
export function SearchResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true">
      <VisuallyHidden>{t('searchPage.searching')}</VisuallyHidden>
      <Box aria-hidden>
        <Skeleton variant="text" sx={{ width: 160, mb: 1 }} />
        {Array.from({ length: ROWS }, (_, index) => (
          <Box key={index}>
            {index > 0 && <Divider />}
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 160px', gap: 3, py: 3 }}>
              <Box sx={{ display: 'grid', gap: 1 }}>
                <Skeleton variant="rounded" sx={{ width: 72, height: 24 }} />
                <Skeleton variant="text" sx={{ width: '85%', fontSize: '1.5rem' }} />
                <Skeleton variant="text" />
                <Skeleton variant="text" sx={{ width: '60%' }} />
              </Box>
              <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
