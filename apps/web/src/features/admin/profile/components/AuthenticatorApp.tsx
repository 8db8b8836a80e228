import PhonelinkLock from '@mui/icons-material/PhonelinkLock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MFA_MESSAGES } from '@helionews/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { deleteTotp, secondFactorsQueryOptions } from '../api/second-factors';
import { TotpSetupDialog } from './TotpSetupDialog';

/**
 * The Security section's authenticator app: whether it is on, setting one up (TotpSetupDialog)
 * and removing it with the password.
 */
export function AuthenticatorApp({ account }: { account: string }) {
  const { t, i18n } = useTranslation(ADMIN_SHELL_NS);
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
        {t('profile.security.loadFailed')}
      </Alert>
    );
  }
  const { totp_enabled: enabled, totp_enabled_at: enabledAt } = status.data;

  return (
    <Box sx={{ mt: 2 }}>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <PhonelinkLock color="action" aria-hidden sx={{ mt: 0.25 }} />
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h3">
                {t('profile.security.appTitle')}
              </Typography>
              <Chip
                size="small"
                color={enabled ? 'success' : 'default'}
                variant={enabled ? 'filled' : 'outlined'}
                label={enabled ? t('profile.security.statusOn') : t('profile.security.statusOff')}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {enabled ? t('profile.security.onText') : t('profile.security.offText')}
            </Typography>
            {enabled && (
              <Typography variant="body2" color="text.secondary">
                {enabledAt &&
                  t('profile.security.enabledSince', {
                    date: formatDate(enabledAt, language, 'long'),
                  })}{' '}
                {t('profile.security.codesLeft', {
                  remaining: status.data.recovery_codes_remaining,
                })}
              </Typography>
            )}
          </Box>
        </Stack>
        {enabled ? (
          <Button variant="outlined" color="error" onClick={() => setRemoving(true)}>
            {t('profile.security.remove')}
          </Button>
        ) : (
          <Button variant="contained" disableElevation onClick={() => setSettingUp(true)}>
            {t('profile.security.setUp')}
          </Button>
        )}
      </Stack>
      <TotpSetupDialog
        open={settingUp}
        account={account}
        onClose={(done) => {
          setSettingUp(false);
          if (done) {
            setNotice(t('profile.security.enabledNotice'));
            void refresh();
          }
        }}
      />
      <RemoveTotpDialog
        open={removing}
        onClose={(removed) => {
          setRemoving(false);
          if (removed) {
            setNotice(t('profile.security.removedNotice'));
            void refresh();
          }
        }}
      />
    </Box>
  );
}

function RemoveTotpDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (removed: boolean) => void;
}) {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  const titleId = useId();
  const textId = useId();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const remove = useMutation({ mutationFn: deleteTotp });

  const close = (removed: boolean) => {
    setPassword('');
    setFieldError(null);
    remove.reset();
    onClose(removed);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remove.isPending) return;
    if (!password) {
      setFieldError(t('profile.security.passwordRequired'));
      return;
    }
    setFieldError(null);
    remove.mutate(password, { onSuccess: () => close(true) });
  };
  const failure =
    remove.isError &&
    (errorMessage(remove.error, '') === MFA_MESSAGES.wrongPassword
      ? t('profile.security.wrongPassword')
      : t('profile.security.removeFailed'));

  return (
    <Dialog
      open={open}
      onClose={() => close(false)}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('profile.security.removeTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={textId}>{t('profile.security.removeText')}</DialogContentText>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField
              label={t('profile.security.password')}
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
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>{t('profile.security.cancel')}</Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disableElevation
            loading={remove.isPending || undefined}
          >
            {t('profile.security.remove')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
