import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/VisuallyHidden';

export function StoryArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" sx={{ maxWidth: '70ch' }}>
      <VisuallyHidden>{t('status.loading')}</VisuallyHidden>
      <Box aria-hidden>
        <Skeleton variant="rounded" sx={{ width: 80, height: 24 }} />
        <Skeleton variant="text" sx={{ fontSize: '3rem' }} />
        <Skeleton variant="text" sx={{ width: '60%', fontSize: '3rem' }} />
        <Skeleton variant="text" sx={{ fontSize: '1.3rem' }} />
        <Skeleton variant="text" sx={{ width: '40%', mb: 3 }} />
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto', mb: 3 }} />
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="text" sx={{ width: index % 3 === 2 ? '75%' : '100%' }} />
        ))}
      </Box>
    </Box>
  );
}
