import {
  API_BASE,
  SSO_API_PATHS,
  SSO_CODE_PARAM,
  SSO_ERROR_CODES,
  SSO_ERROR_PARAM,
  ssoStatusSchema,
  type SsoErrorCode,
  type SsoStatus,
} from '@helionews/contracts';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ADMIN_SSO_NS } from '@/features/admin/shared/admin-i18n';
import { apiTenantSlug } from '@/lib/active-tenant';
import { apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/session-context';

const isErrorCode = (value: string | null): value is SsoErrorCode =>
  value !== null && (SSO_ERROR_CODES as readonly string[]).includes(value);

/** GET /api/auth/sso/{tenant_slug}: whether this publication offers single sign-on. */
function useSsoStatus(slug: string) {
  return useQuery({
    queryKey: ['sso-status', slug],
    queryFn: ({ signal }): Promise<SsoStatus> =>
      apiGet(SSO_API_PATHS.ssoStatus(slug), { schema: ssoStatusSchema, signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * Single sign-on on /admin/login: the publication's status, the exchange of the `sso_code` a
 * provider's callback left in the address (the address is cleaned at once), and the reason of an
 * `sso_error`. `exchanging` is true while a code is being exchanged: the page waits for it.
 */
export function useSsoSignIn(target: string, onSignedIn: () => Promise<void>) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const slug = apiTenantSlug();
  const status = useSsoStatus(slug);
  const params = new URLSearchParams(location.search);
  const code = params.get(SSO_CODE_PARAM);
  const errorParam = params.get(SSO_ERROR_PARAM);

  const exchange = useMutation({
    mutationFn: async (value: string) => {
      const { returnTo } = await session.completeSignInExchange(value);
      await onSignedIn();
      return returnTo;
    },
    // `replace`: the code leaves the address and the history.
    onSuccess: (returnTo) => navigate(returnTo ?? target, { replace: true }),
  });
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!code || started.current === code) return;
    started.current = code;
    // The code leaves the address before anything else: it works once, and never again here.
    void navigate(
      { pathname: location.pathname, search: '' },
      { replace: true, state: location.state },
    );
    exchange.mutate(code);
  }, [code, exchange, location.pathname, location.state, navigate]);

  const error: SsoErrorCode | 'exchange' | null = exchange.isError
    ? 'exchange'
    : isErrorCode(errorParam)
      ? errorParam
      : null;
  return {
    status: status.data?.enabled ? status.data : null,
    exchanging: Boolean(code) || exchange.isPending || exchange.isSuccess,
    error,
    startHref: `${API_BASE}${SSO_API_PATHS.ssoStart(slug)}?return_to=${encodeURIComponent(target)}`,
  };
}

export type SsoSignInState = ReturnType<typeof useSsoSignIn>;

/**
 * "Sign in with {provider}" above the password form, the reason a single sign-on failed, and,
 * when the publication signs its staff in with single sign-on only, why the password is gone.
 */
export function SsoSignIn({ sso, children }: { sso: SsoSignInState; children: ReactNode }) {
  const { t } = useTranslation(ADMIN_SSO_NS);
  const { status, error, exchanging, startHref } = sso;
  // SSO only: the password form is for readers and platform admins, shown on request.
  const [passwordShown, setPasswordShown] = useState(false);
  if (exchanging) {
    return (
      <Typography role="status" sx={{ textAlign: 'center', py: 2 }}>
        {t('login.exchanging')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" role="alert">
          {t(`login.errors.${error}`)}
        </Alert>
      )}
      {status && (
        <>
          <Button
            href={startHref}
            variant="contained"
            size="large"
            startIcon={<VpnKeyOutlined />}
            fullWidth
          >
            {t('login.button', { provider: status.display_name })}
          </Button>
          {status.sso_only ? (
            <Alert severity="info">{t('login.ssoOnly', { provider: status.display_name })}</Alert>
          ) : (
            <Divider>{t('login.or')}</Divider>
          )}
        </>
      )}
      {status?.sso_only && !passwordShown ? (
        <Button variant="text" size="small" onClick={() => setPasswordShown(true)}>
          {t('login.showPassword')}
        </Button>
      ) : (
        children
      )}
    </Stack>
  );
}
