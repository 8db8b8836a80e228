import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';

/** SPEC section 2: 'Loading admin panel...' while the session or the caller's access loads. */
export function AdminLoading() {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden size={40} />
      <Typography color="text.secondary">{t('loading')}</Typography>
    </Box>
  );
}
