import Facebook from '@mui/icons-material/Facebook';
import Google from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  SOCIAL_SIGN_IN_ERRORS,
  SOCIAL_SIGN_IN_PARAMS,
  type SignInExchangeResponse,
  type SocialProvider,
  type SocialSignInError,
} from '@helionews/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/lib/session-context';
import { postSignInExchange } from '../../session/api/login';
import { RETURN_TO_PARAM, safeReturnTo } from '../../session/return-to';
import { socialProvidersQueryOptions, socialStartHref } from '../api/social-providers';

const isKnownError = (value: string | null): value is SocialSignInError =>
  (SOCIAL_SIGN_IN_ERRORS as readonly string[]).includes(value ?? '');

/** Codes already sent: a code works once, and a re-run effect must not spend it twice. */
const exchanged = new Set<string>();
/** Exchange answers whose session has started. */
const started = new WeakSet<SignInExchangeResponse>();

/**
 * The end of a sign-in at Google or Facebook: the login page's address carries a one-time
 * `sign_in_code` (exchanged once for the session, stored exactly as a password sign-in's) or a
 * `sign_in_error`. Either is removed from the address at once; the page the sign-in started from
 * becomes the login page's own ?returnTo=, where its redirect reads it.
 */
function useSignInFromProvider(onMessage: (message: string) => void) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  // The session a code was exchanged for, started once the address no longer holds the code.
  const [answer, setAnswer] = useState<SignInExchangeResponse | null>(null);

  const params = new URLSearchParams(location.search);
  const code = params.get(SOCIAL_SIGN_IN_PARAMS.code);
  const error = params.get(SOCIAL_SIGN_IN_PARAMS.error);

  /** The address without the code or error, and with the page to return to, if given. */
  const addressWithout = (returnTo: string | null) => {
    const rest = new URLSearchParams(location.search);
    rest.delete(SOCIAL_SIGN_IN_PARAMS.code);
    rest.delete(SOCIAL_SIGN_IN_PARAMS.error);
    const safe = safeReturnTo(returnTo);
    if (safe) rest.set(RETURN_TO_PARAM, safe);
    const query = rest.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };

  /** Runs once per code or error in the address, with this render's session and location. */
  const finish = useEffectEvent((found: { code: string | null; error: string | null }) => {
    if (found.error) {
      const reason = isKnownError(found.error) ? found.error : 'provider_failed';
      void Promise.resolve(
        navigate(addressWithout(null), { replace: true, state: location.state }),
      ).then(() => onMessage(t(`socialSignIn.errors.${reason}`)));
      return;
    }
    if (!found.code || exchanged.has(found.code)) return;
    exchanged.add(found.code);
    void postSignInExchange(found.code).then(
      async (exchangedFor) => {
        // The page the sign-in started from becomes the login page's own ?returnTo=, which its
        // redirect reads once the session starts (below).
        await navigate(addressWithout(exchangedFor.return_to), {
          replace: true,
          state: location.state,
        });
        setAnswer(exchangedFor);
      },
      async () => {
        await navigate(addressWithout(null), { replace: true, state: location.state });
        onMessage(t('socialSignIn.errors.expired'));
      },
    );
  });

  useEffect(() => {
    if (code || error) void finish({ code, error });
  }, [code, error]);

  const signIn = useEffectEvent((exchangedFor: SignInExchangeResponse) => {
    if (started.has(exchangedFor)) return;
    started.add(exchangedFor);
    session.signInWith(exchangedFor);
  });
  useEffect(() => {
    // Only once the address without the code has rendered: the login page's redirect then
    // reads the page to return to from it.
    if (answer && !code) signIn(answer);
  }, [answer, code]);

  // Until the session starts, the page says it is signing in (the code is still in the address).
  return { exchanging: code !== null || (answer !== null && !started.has(answer)) };
}

interface SocialButtonProps {
  provider: SocialProvider;
  icon: ReactNode;
  label: string;
  href: string | null;
  onUnavailable: () => void;
}

function SocialButton({ provider, icon, label, href, onUnavailable }: SocialButtonProps) {
  const common = {
    variant: 'outlined' as const,
    color: 'inherit' as const,
    size: 'large' as const,
    fullWidth: true,
    startIcon: icon,
    'data-provider': provider,
  };
  // A configured provider is a link to the server's start route; otherwise SPEC's message.
  return href ? (
    <Button {...common} href={href}>
      {label}
    </Button>
  ) : (
    <Button {...common} onClick={onUnavailable}>
      {label}
    </Button>
  );
}

export interface SocialSignInProps {
  /** The page to come back to (the login page's own returnTo logic). */
  returnTo: string | null;
  /** Shows a message in the login form (SPEC's "not implemented yet", a provider's failure). */
  onMessage: (message: string) => void;
}

/** "Continue with Google" and "Continue with Facebook" (issue 35, ADR 036). */
export function SocialSignIn({ returnTo, onMessage }: SocialSignInProps) {
  const { t } = useTranslation();
  const providers = useQuery(socialProvidersQueryOptions());
  const { exchanging } = useSignInFromProvider(onMessage);
  const offered = (provider: SocialProvider) =>
    providers.data?.[provider] ? socialStartHref(provider, returnTo) : null;

  return (
    <Stack spacing={1.5}>
      {exchanging && (
        <div role="status">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('socialSignIn.signingIn')}
          </Typography>
          <LinearProgress aria-label={t('socialSignIn.signingIn')} />
        </div>
      )}
      <SocialButton
        provider="google"
        icon={<Google />}
        label={t('login.google')}
        href={offered('google')}
        onUnavailable={() => onMessage(t('errors.googleOAuth'))}
      />
      <SocialButton
        provider="facebook"
        icon={<Facebook />}
        label={t('login.facebook')}
        href={offered('facebook')}
        onUnavailable={() => onMessage(t('errors.facebookOAuth'))}
      />
    </Stack>
  );
}
