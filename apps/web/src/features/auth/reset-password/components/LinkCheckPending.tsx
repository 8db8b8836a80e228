import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/lib/ssr-context';

const SIZE = 32;

/** While the page asks whether the emailed link still works. */
export function LinkCheckPending() {
  const { t } = useTranslation();
  // CircularProgress sizes itself with a style="" attribute, which the CSP blocks in
  // server-rendered markup (ADR 015): the server draws an empty box that size.
  const hydrated = useHydrated();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}
    >
      {hydrated ? (
        <CircularProgress aria-hidden size={SIZE} />
      ) : (
        <Box aria-hidden sx={{ width: SIZE, height: SIZE }} />
      )}
      <Typography variant="body2" color="text.secondary">
        {t('reset.checking')}
      </Typography>
    </Box>
  );
}
