import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** What a reader sees when rendering crashed (SPEC section 2: exact English texts). */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        minHeight: '60vh',
        px: 3,
      }}
    >
      <Typography variant="h2" component="h1">
        {t('errors.boundaryTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '45ch' }}>
        {t('errors.boundaryDescription')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Box>
  );
}
