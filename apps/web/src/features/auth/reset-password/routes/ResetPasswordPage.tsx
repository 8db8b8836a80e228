import { AUTH_MESSAGES } from '@helionews/contracts';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadingSpinner } from '@/components/LoadingSpinner';
import { AuthCard } from '@/components/forms/AuthCard';
import { FormAlert } from '@/components/forms/FormAlert';
import { formErrorText } from '../../shared/server-messages';
import { useResetLinkCheck } from '../api/check-reset-link';
import { ChooseNewPasswordForm } from '../components/ChooseNewPasswordForm';
import { RequestResetForm } from '../components/RequestResetForm';

/**
 * /reset-password asks for the email; /reset-password?token=... (the emailed link) sets a new
 * one; with &welcome=1 (the mail of an account an administrator created) it sets the first one.
 * A link is checked as the page opens: a used, ended or expired one says so at once and offers
 * a new one, instead of failing only after the password was typed twice.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const routes = useReaderRoutes();
  const token = searchParams.get('token')?.trim() || null;
  const welcome = token !== null && searchParams.get('welcome') === '1';
  const check = useResetLinkCheck(token);
  // 400: the link does not work. Any other failure (offline, 5xx, 429) leaves the form, whose
  // submission tells about the link anyway.
  const linkDead = token !== null && isApiError(check.error) && check.error.status === 400;

  let title: string;
  let description: string;
  let body: ReactNode;
  if (!token) {
    title = t('reset.requestTitle');
    description = t('reset.requestDescription');
    body = <RequestResetForm />;
  } else if (linkDead) {
    title = t('reset.requestNewLink');
    description = t('reset.requestDescription');
    body = (
      <Stack spacing={2.5}>
        <FormAlert>{formErrorText(check.error, AUTH_MESSAGES.resetInvalid, t)}</FormAlert>
        <RequestResetForm />
      </Stack>
    );
  } else {
    title = welcome ? t('reset.welcomeTitle') : t('reset.chooseTitle');
    description = welcome ? t('reset.welcomeDescription') : t('reset.chooseDescription');
    body = check.isPending ? (
      <LoadingSpinner inline label={t('reset.checking')} />
    ) : (
      // Keyed by token: a different link starts a fresh form.
      <ChooseNewPasswordForm key={token} token={token} welcome={welcome} />
    );
  }
  useDocumentTitle(title);

  return (
    <AuthCard
      title={title}
      description={description}
      footer={
        // A new account has no password to remember.
        welcome && !linkDead ? undefined : (
          <>
            {t('reset.remembered')}{' '}
            <Link component={RouterLink} to={routes.login}>
              {t('reset.loginLink')}
            </Link>
          </>
        )
      }
    >
      {body}
    </AuthCard>
  );
}
