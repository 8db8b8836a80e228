import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * "3 new stories": shown while the reader is further down the page, so nothing moves under their
 * eyes; pressing it takes them to the top, where the stories are revealed.
 */
export function NewStoriesBanner({ count, onReveal }: { count: number; onReveal: () => void }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: { xs: 16, md: 24 },
        display: 'flex',
        justifyContent: 'center',
        zIndex: 'snackbar',
        pointerEvents: 'none',
      }}
    >
      <Button
        variant="contained"
        startIcon={<ArrowUpward />}
        onClick={onReveal}
        sx={{ pointerEvents: 'auto', borderRadius: 8, px: 2.5, boxShadow: 6 }}
      >
        {t('realtime.newStories', { count })}
      </Button>
    </Box>
  );
}
