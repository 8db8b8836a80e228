import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';

/** The way out of every dead end. */
export function HomeLink() {
  const { t } = useTranslation();
  const routes = useReaderRoutes();
  return (
    <Button component={RouterLink} to={routes.home} variant="contained" startIcon={<ArrowBack />}>
      {t('notFound.backHome')}
    </Button>
  );
}
