import { ADMIN_ROUTES } from '@helionews/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NotFoundMessage } from '@/components/NotFoundMessage';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';

/** A back-office address that names no page: a 404 inside the layout, with a way back. */
export function AdminNotFoundPage() {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  return (
    <NotFoundMessage
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={
        <Button
          component={RouterLink}
          to={ADMIN_ROUTES.dashboard}
          variant="contained"
          startIcon={<ArrowBack />}
        >
          {t('access.backToDashboard')}
        </Button>
      }
    />
  );
}
