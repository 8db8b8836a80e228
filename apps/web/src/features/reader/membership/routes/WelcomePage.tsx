import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /membership/welcome: where Stripe Checkout comes back to. The payment's webhook may not have
 * arrived yet, so this page promises nothing about the plan: it is being activated.
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const routes = useReaderRoutes();
  useDocumentTitle(t('membership.welcome.title'));
  return (
    <Box sx={{ maxWidth: 600, mx: 'auto', py: { xs: 4, md: 8 }, display: 'grid', gap: 2 }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 48 } }}>
        <CelebrationOutlined />
      </Box>
      <Typography variant="h3" component="h1">
        {t('membership.welcome.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '60ch' }}>
        {t('membership.welcome.text')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1 }}>
        <Button href={routes.profile} variant="contained" disableElevation>
          {t('membership.welcome.profile')}
        </Button>
        <Button href={routes.home} variant="outlined">
          {t('membership.welcome.home')}
        </Button>
      </Stack>
    </Box>
  );
}
