import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/lib/ssr-context';

const SIZE = 40;

export interface LoadingSpinnerProps {
  /** Fill the viewport (first page load) instead of the content area. */
  fullPage?: boolean;
}

export function LoadingSpinner({ fullPage = false }: LoadingSpinnerProps) {
  const { t } = useTranslation();
  // CircularProgress sizes itself with a style="" attribute, which the CSP blocks in
  // server-rendered markup (ADR 015): the server (and hydration) draws an empty box that size.
  const hydrated = useHydrated();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 8,
        minHeight: fullPage ? '100vh' : '40vh',
      }}
    >
      {hydrated ? (
        <CircularProgress aria-hidden size={SIZE} />
      ) : (
        <Box aria-hidden sx={{ width: SIZE, height: SIZE }} />
      )}
      <Typography variant="body2" color="text.secondary">
        {t('status.loading')}
      </Typography>
    </Box>
  );
}
