import Fingerprint from '@mui/icons-material/Fingerprint';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX, type Passkey } from '@helionews/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/FormDialog';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { addPasskey, deletePasskey, passkeysQueryOptions } from '../api/passkeys';
import { secondFactorsQueryOptions } from '../api/second-factors';
import { isCeremonyCancelled, usePasskeySupport } from '../passkey-support';
import { SECURITY_NS } from '../security-i18n';
import { SecurityMethod } from './SecurityMethod';

/**
 * The Security section's passkeys: the list (name, added, last used), adding one under a name
 * (the browser's ceremony), removing one after a confirmation.
 */
export function Passkeys() {
  const { t, i18n } = useTranslation(SECURITY_NS);
  const queryClient = useQueryClient();
  const passkeys = useQuery(passkeysQueryOptions());
  const supported = usePasskeySupport();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: secondFactorsQueryOptions().queryKey }),
    ]);

  return (
    <SecurityMethod
      icon={<Fingerprint color="action" aria-hidden sx={{ mt: 0.25 }} />}
      title={t('passkeys.title')}
      lines={[t('passkeys.text')]}
      action={
        supported && (
          <Button
            variant="contained"
            disableElevation
            onClick={() => setAdding(true)}
            sx={{ flexShrink: 0 }}
          >
            {t('passkeys.add')}
          </Button>
        )
      }
      notice={notice}
      onDismissNotice={() => setNotice(null)}
    >
      {!supported && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('passkeys.unsupported')}
        </Typography>
      )}

      {passkeys.isPending ? (
        <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} aria-hidden />
      ) : passkeys.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {t('passkeys.loadFailed')}
        </Alert>
      ) : passkeys.data.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('passkeys.empty')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ mt: 1 }} aria-label={t('passkeys.listLabel')}>
          {passkeys.data.map((passkey) => (
            <ListItem
              key={passkey.id}
              disableGutters
              divider
              secondaryAction={
                <Button
                  color="error"
                  aria-label={t('passkeys.removeLabel', { name: passkey.name })}
                  onClick={() => setRemoving(passkey)}
                >
                  {t('passkeys.remove')}
                </Button>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={passkey.name}
                secondary={`${t('passkeys.created', {
                  date: formatDate(passkey.created_at, language, 'long'),
                })} · ${
                  passkey.last_used_at
                    ? t('passkeys.lastUsed', {
                        date: formatDate(passkey.last_used_at, language, 'long'),
                      })
                    : t('passkeys.neverUsed')
                }`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}

      <AddPasskeyDialog
        open={adding}
        onClose={(added) => {
          setAdding(false);
          if (added) {
            setNotice(t('passkeys.addedNotice', { name: added.name }));
            void refresh();
          }
        }}
      />
      <RemovePasskeyDialog
        passkey={removing}
        onClose={(removed) => {
          setRemoving(null);
          if (removed) {
            setNotice(t('passkeys.removedNotice'));
            void refresh();
          }
        }}
      />
    </SecurityMethod>
  );
}

/** Why adding a passkey failed, in the reader's language. */
function addFailureKey(error: unknown) {
  if (isApiError(error) && error.fromServer) {
    if (error.detail === PASSKEY_MESSAGES.alreadyRegistered) return 'passkeys.alreadyRegistered';
    if (
      error.detail === PASSKEY_MESSAGES.notAccepted ||
      error.detail === PASSKEY_MESSAGES.challengeInvalid
    ) {
      return 'passkeys.notAccepted';
    }
    return 'passkeys.addFailed';
  }
  if (error instanceof Error && error.name === 'InvalidStateError') {
    return 'passkeys.alreadyRegistered';
  }
  if (isCeremonyCancelled(error)) return 'passkeys.cancelled';
  return 'passkeys.addFailed';
}

function AddPasskeyDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (added: Passkey | null) => void;
}) {
  const { t } = useTranslation(SECURITY_NS);
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const add = useMutation({ mutationFn: addPasskey });

  const close = (added: Passkey | null) => {
    setName('');
    setFieldError(null);
    add.reset();
    onClose(added);
  };
  const submit = () => {
    const typed = name.trim();
    if (!typed) {
      setFieldError(t('passkeys.nameRequired'));
      return;
    }
    if (typed.length > PASSKEY_NAME_MAX) {
      setFieldError(t('passkeys.nameTooLong', { max: PASSKEY_NAME_MAX }));
      return;
    }
    setFieldError(null);
    add.mutate(typed, { onSuccess: (passkey) => close(passkey) });
  };

  return (
    <FormDialog
      variant="confirm"
      open={open}
      title={t('passkeys.add')}
      description={t('passkeys.addText')}
      error={add.isError ? t(addFailureKey(add.error)) : null}
      pending={add.isPending}
      onSubmit={submit}
      onClose={() => close(null)}
      cancelLabel={t('passkeys.cancel')}
      submitLabel={t('passkeys.create')}
      maxWidth="xs"
    >
      <TextField
        label={t('passkeys.name')}
        name="passkey-name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(fieldError)}
        helperText={fieldError}
        slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
        autoComplete="off"
        autoFocus
        required
        fullWidth
        sx={{ mt: 2 }}
      />
    </FormDialog>
  );
}

function RemovePasskeyDialog({
  passkey,
  onClose,
}: {
  passkey: Passkey | null;
  onClose: (removed: boolean) => void;
}) {
  const { t } = useTranslation(SECURITY_NS);
  const remove = useMutation({ mutationFn: deletePasskey });
  // The dialog keeps the passkey's name while it closes.
  const [shown, setShown] = useState<Passkey | null>(passkey);
  if (passkey && passkey !== shown) setShown(passkey);

  const close = (removed: boolean) => {
    remove.reset();
    onClose(removed);
  };

  return (
    <FormDialog
      variant="confirm"
      open={passkey !== null}
      title={t('passkeys.removeTitle')}
      description={t('passkeys.removeText', { name: shown?.name ?? '' })}
      error={remove.isError ? t('passkeys.removeFailed') : null}
      pending={remove.isPending}
      onSubmit={() => {
        if (shown) remove.mutate(shown.id, { onSuccess: () => close(true) });
      }}
      onClose={() => close(false)}
      cancelLabel={t('passkeys.cancel')}
      submitLabel={t('passkeys.remove')}
      submitColor="error"
      focusCancel
      maxWidth="xs"
    />
  );
}
