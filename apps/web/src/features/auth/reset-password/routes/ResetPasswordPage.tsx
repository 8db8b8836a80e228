import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '@/components/forms/AuthCard';
import { ChooseNewPasswordForm } from '../components/ChooseNewPasswordForm';
import { RequestResetForm } from '../components/RequestResetForm';

/**
 * /reset-password asks for the email; /reset-password?token=... (the emailed link) sets a new
 * one; with &welcome=1 (the mail of an account an administrator created) it sets the first one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const routes = useReaderRoutes();
  const token = searchParams.get('token')?.trim() || null;
  const welcome = token !== null && searchParams.get('welcome') === '1';
  const title = welcome
    ? t('reset.welcomeTitle')
    : token
      ? t('reset.chooseTitle')
      : t('reset.requestTitle');
  useDocumentTitle(title);

  return (
    <AuthCard
      title={title}
      description={
        welcome
          ? t('reset.welcomeDescription')
          : token
            ? t('reset.chooseDescription')
            : t('reset.requestDescription')
      }
      footer={
        // A new account has no password to remember.
        welcome ? undefined : (
          <>
            {t('reset.remembered')}{' '}
            <Link component={RouterLink} to={routes.login}>
              {t('reset.loginLink')}
            </Link>
          </>
        )
      }
    >
      {/* Keyed by token: a different link starts a fresh form. */}
      {token ? (
        <ChooseNewPasswordForm key={token} token={token} welcome={welcome} />
      ) : (
        <RequestResetForm />
      )}
    </AuthCard>
  );
}
