import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface LoadingSpinnerProps {
  /** Fill the viewport (first page load) instead of the content area. */
  fullPage?: boolean;
}

export function LoadingSpinner({ fullPage = false }: LoadingSpinnerProps) {
  const { t } = useTranslation();
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
      <CircularProgress aria-hidden size={40} />
      <Typography variant="body2" color="text.secondary">
        {t('status.loading')}
      </Typography>
    </Box>
  );
}
