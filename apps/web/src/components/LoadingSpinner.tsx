import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/lib/ssr-context';

export interface LoadingSpinnerProps {
  /** Fill the viewport (first page load) instead of the content area. */
  fullPage?: boolean;
  /** A line within a form or card instead of the content area: a smaller spinner beside its text. */
  inline?: boolean;
  /** What is being waited for; 'Loading...' by default. */
  label?: string;
}

export function LoadingSpinner({ fullPage = false, inline = false, label }: LoadingSpinnerProps) {
  const { t } = useTranslation();
  // CircularProgress sizes itself with a style="" attribute, which the CSP blocks in
  // server-rendered markup (ADR 015): the server (and hydration) draws an empty box that size.
  const hydrated = useHydrated();
  const size = inline ? 32 : 40;
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={
        inline
          ? { display: 'flex', alignItems: 'center', gap: 2, py: 2 }
          : {
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
              py: 8,
              minHeight: fullPage ? '100vh' : '40vh',
            }
      }
    >
      {hydrated ? (
        <CircularProgress aria-hidden size={size} />
      ) : (
        <Box aria-hidden sx={{ width: size, height: size }} />
      )}
      <Typography variant="body2" color="text.secondary">
        {label ?? t('status.loading')}
      </Typography>
    </Box>
  );
}
