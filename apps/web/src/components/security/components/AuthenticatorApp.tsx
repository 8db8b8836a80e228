import PhonelinkLock from '@mui/icons-material/PhonelinkLock';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { MFA_MESSAGES } from '@helionews/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECURITY_NS } from '../security-i18n';
import { FormDialog } from '@/components/forms/FormDialog';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { deleteTotp, secondFactorsQueryOptions } from '../api/second-factors';
import { SecurityMethod } from './SecurityMethod';
import { TotpSetupDialog } from './TotpSetupDialog';

/**
 * The Security section's authenticator app: whether it is on, setting one up (TotpSetupDialog)
 * and removing it with the password.
 */
export function AuthenticatorApp({ account }: { account: string }) {
  const { t, i18n } = useTranslation(SECURITY_NS);
  const queryClient = useQueryClient();
  const status = useQuery(secondFactorsQueryOptions());
  const [settingUp, setSettingUp] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: secondFactorsQueryOptions().queryKey });

  if (status.isPending) {
    return <Skeleton variant="rounded" height={72} sx={{ mt: 2 }} aria-hidden />;
  }
  if (status.isError) {
    return (
      <Alert severity="error" role="alert" sx={{ mt: 2 }}>
        {t('totp.loadFailed')}
      </Alert>
    );
  }
  const {
    totp_enabled: enabled,
    totp_enabled_at: enabledAt,
    passkey_count: passkeys,
  } = status.data;
  const lines = enabled
    ? [
        t('totp.onText'),
        [
          enabledAt && t('totp.enabledSince', { date: formatDate(enabledAt, language, 'long') }),
          t('totp.codesLeft', { remaining: status.data.recovery_codes_remaining }),
        ]
          .filter(Boolean)
          .join(' '),
      ]
    : // Off, but the account's passkeys already make a password sign-in take two steps.
      [passkeys > 0 ? t('totp.offWithPasskeysText') : t('totp.offText')];

  return (
    <SecurityMethod
      icon={<PhonelinkLock color="action" aria-hidden sx={{ mt: 0.25 }} />}
      title={t('totp.appTitle')}
      status={
        <Chip
          size="small"
          color={enabled ? 'success' : 'default'}
          variant={enabled ? 'filled' : 'outlined'}
          label={enabled ? t('totp.statusOn') : t('totp.statusOff')}
        />
      }
      lines={lines}
      action={
        enabled ? (
          <Button variant="outlined" color="error" onClick={() => setRemoving(true)}>
            {t('totp.remove')}
          </Button>
        ) : (
          <Button variant="contained" disableElevation onClick={() => setSettingUp(true)}>
            {t('totp.setUp')}
          </Button>
        )
      }
      notice={notice}
      onDismissNotice={() => setNotice(null)}
    >
      <TotpSetupDialog
        open={settingUp}
        account={account}
        onClose={(done) => {
          setSettingUp(false);
          if (done) {
            setNotice(t('totp.enabledNotice'));
            void refresh();
          }
        }}
      />
      <RemoveTotpDialog
        open={removing}
        keepsPasskeys={passkeys > 0}
        onClose={(removed) => {
          setRemoving(false);
          if (removed) {
            setNotice(t('totp.removedNotice'));
            void refresh();
          }
        }}
      />
    </SecurityMethod>
  );
}

function RemoveTotpDialog({
  open,
  keepsPasskeys,
  onClose,
}: {
  open: boolean;
  /** The account has passkeys: removing the app leaves sign-in with two steps. */
  keepsPasskeys: boolean;
  onClose: (removed: boolean) => void;
}) {
  const { t } = useTranslation(SECURITY_NS);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const remove = useMutation({ mutationFn: deleteTotp });

  const close = (removed: boolean) => {
    setPassword('');
    setFieldError(null);
    remove.reset();
    onClose(removed);
  };
  const submit = () => {
    if (!password) {
      setFieldError(t('totp.passwordRequired'));
      return;
    }
    setFieldError(null);
    remove.mutate(password, { onSuccess: () => close(true) });
  };
  const failure =
    remove.isError &&
    (errorMessage(remove.error, '') === MFA_MESSAGES.wrongPassword
      ? t('totp.wrongPassword')
      : t('totp.removeFailed'));

  return (
    <FormDialog
      variant="confirm"
      open={open}
      title={t('totp.removeTitle')}
      description={keepsPasskeys ? t('totp.removeWithPasskeysText') : t('totp.removeText')}
      error={failure || null}
      pending={remove.isPending}
      onSubmit={submit}
      onClose={() => close(false)}
      cancelLabel={t('totp.cancel')}
      submitLabel={t('totp.remove')}
      submitColor="error"
      maxWidth="xs"
    >
      <TextField
        label={t('totp.password')}
        type="password"
        name="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(fieldError)}
        helperText={fieldError}
        autoComplete="current-password"
        autoFocus
        required
        fullWidth
        sx={{ mt: 2 }}
      />
    </FormDialog>
  );
}
