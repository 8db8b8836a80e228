import { ADMIN_ROUTES, BRANDING_DEFAULTS, ROUTES } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { adminKeys } from '@/features/admin/shared/api/get-access';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session-context';
import { useTenant } from '@/lib/tenant-context';
import { readAdminReturnTo } from '../../shell/return-to';
import { recordBackOfficeSignIn } from '../api/record-sign-in';
import { AdminAuthCard } from '../components/AdminAuthCard';
import { EmailField } from '@/components/forms/EmailField';
import { focusFirstError } from '@/components/forms/focus';
import { FormAlert } from '@/components/forms/FormAlert';
import { PasswordField } from '@/components/forms/PasswordField';

/**
 * /admin/login: the reader sign-in's API and texts, then the back-office sign-in is recorded and
 * the visitor lands on /admin, or the back-office page the guard sent them away from.
 */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_SHELL_NS);
  const session = useSession();
  const { currentTenant } = useTenant();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const target = readAdminReturnTo(location.state);
  const siteName = currentTenant?.display_name || BRANDING_DEFAULTS.display_name;

  const login = useMutation({
    mutationFn: async (credentials: { email: string; password: string }) => {
      await session.login(credentials);
      const access = await recordBackOfficeSignIn();
      // The guard then starts from this answer instead of asking again.
      if (access) queryClient.setQueryData(adminKeys.access(), access);
    },
    onSuccess: () => navigate(target, { replace: true }),
  });

  // Already signed in (here or in another tab): straight on. Not while this form signs in, which
  // goes on by itself once the sign-in is recorded.
  if (session.status === 'signedIn' && login.isIdle) return <Navigate to={target} replace />;

  const errors = {
    email: email.trim() ? null : t('validation.emailRequired'),
    password: password.trim() ? null : t('validation.passwordRequired'),
  };
  const shown = submitted ? errors : { email: null, password: null };

  const showError = (message: string | null) => {
    flushSync(() => setFormError(message));
    focusFirstError(formRef.current);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    if (errors.email || errors.password) {
      flushSync(() => setSubmitted(true));
      showError(null);
      return;
    }
    setFormError(null);
    login.mutate(
      { email: email.trim(), password },
      { onError: (error) => showError(errorMessage(error, t('errors.loginFailed'))) },
    );
  };

  return (
    <AdminAuthCard
      title={t('login.title')}
      description={tAdmin('login.description', { site: siteName })}
      footer={
        <>
          <span>
            {tAdmin('login.noAccount')}{' '}
            <Link component={RouterLink} to={ADMIN_ROUTES.register}>
              {tAdmin('login.registerLink')}
            </Link>
          </span>
          <span>
            {tAdmin('login.trouble')}{' '}
            <Link component={RouterLink} to={ADMIN_ROUTES.loginSimple}>
              {tAdmin('login.simpleLink')}
            </Link>
            {' · '}
            <Link component={RouterLink} to={ADMIN_ROUTES.loginTest}>
              {tAdmin('login.testLink')}
            </Link>
          </span>
        </>
      }
    >
      <Stack component="form" ref={formRef} noValidate onSubmit={handleSubmit} spacing={2.5}>
        {formError && <FormAlert>{formError}</FormAlert>}
        <EmailField value={email} onChange={setEmail} error={shown.email} />
        <Box>
          <PasswordField
            label={t('auth.password')}
            name="password"
            value={password}
            onChange={setPassword}
            error={shown.password}
            autoComplete="current-password"
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Link component={RouterLink} to={ROUTES.resetPassword} variant="body2">
              {t('login.forgotPassword')}
            </Link>
          </Box>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disableElevation
          loading={login.isPending}
          loadingPosition="start"
        >
          {t('login.submit')}
        </Button>
      </Stack>
    </AdminAuthCard>
  );
}
