import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '@/components/forms/AuthCard';
import { ChooseNewPasswordForm } from '../components/ChooseNewPasswordForm';
import { RequestResetForm } from '../components/RequestResetForm';

/** /reset-password asks for the email; /reset-password?token=... (the emailed link) sets a new one. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const routes = useReaderRoutes();
  const token = searchParams.get('token')?.trim() || null;
  const title = token ? t('reset.chooseTitle') : t('reset.requestTitle');
  useDocumentTitle(title);

  return (
    <AuthCard
      title={title}
      description={token ? t('reset.chooseDescription') : t('reset.requestDescription')}
      footer={
        <>
          {t('reset.remembered')}{' '}
          <Link component={RouterLink} to={routes.login}>
            {t('reset.loginLink')}
          </Link>
        </>
      }
    >
      {/* Keyed by token: a different link starts a fresh form. */}
      {token ? <ChooseNewPasswordForm key={token} token={token} /> : <RequestResetForm />}
    </AuthCard>
  );
}
