import Key from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session-context';
import { passkeyAssertion } from '../api/passkey-login';
import { usePasskeySupport } from '../passkey-support';

/**
 * A sign-in with a passkey, as the sign-in pages run it: the server's options, the browser's
 * ceremony, then the session stored exactly as the password sign-in stores it. `then` runs
 * after (the back-office records its sign-in). Its argument is the mfa_token of a password
 * sign-in whose second step the passkey ends, if any.
 */
export function usePasskeySignIn(then?: () => Promise<void>) {
  const session = useSession();
  return useMutation({
    mutationFn: async (mfaToken?: string) => {
      const user = await session.completePasskeySignIn(await passkeyAssertion(mfaToken));
      await then?.();
      return user;
    },
  });
}

export interface PasskeyButtonProps {
  label: string;
  pending: boolean;
  onClick: () => void;
}

/** The passkey button of the sign-in pages; nothing where the browser has no WebAuthn. */
export function PasskeyButton({ label, pending, onClick }: PasskeyButtonProps) {
  const supported = usePasskeySupport();
  if (!supported) return null;
  return (
    <Button
      variant="outlined"
      color="inherit"
      size="large"
      fullWidth
      startIcon={<Key />}
      loading={pending || undefined}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

export interface PasskeySecondStepProps {
  methods: readonly ('totp' | 'passkey')[];
  pending: boolean;
  /** The last passkey attempt's failure, already in words; null while there is none. */
  error: string | null;
  onUsePasskey: () => void;
  onBack: () => void;
}

/**
 * The passkey part of a sign-in's second step, for an account with passkeys: "Use a passkey",
 * above the code form when the account has an authenticator app too, alone (with the way back)
 * when it has only passkeys. Where the browser has no WebAuthn, a passkey-only account is told so.
 */
export function PasskeySecondStep({
  methods,
  pending,
  error,
  onUsePasskey,
  onBack,
}: PasskeySecondStepProps) {
  const { t } = useTranslation();
  const supported = usePasskeySupport();
  if (!methods.includes('passkey')) return null;
  const only = !methods.includes('totp');
  return (
    <Stack spacing={2} sx={{ mb: only ? 0 : 3 }}>
      {only && !supported && <Typography>{t('passkey.unsupported')}</Typography>}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <PasskeyButton label={t('passkey.use')} pending={pending} onClick={onUsePasskey} />
      {only ? (
        <Button onClick={onBack}>{t('secondFactor.back')}</Button>
      ) : (
        supported && (
          <Divider sx={{ typography: 'body2', color: 'text.secondary' }}>{t('auth.or')}</Divider>
        )
      )}
    </Stack>
  );
}
