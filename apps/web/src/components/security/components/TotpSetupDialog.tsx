import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MFA_MESSAGES, type TotpSetupResponse } from '@helionews/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SECURITY_NS } from '../security-i18n';
import { errorMessage } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { postTotpConfirm, postTotpSetup } from '../api/second-factors';

const CODE_PATTERN = /^\d{3} ?\d{3}$/;
const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** The Base32 secret as people type it: groups of four. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The QR code of the otpauth:// URL, drawn in the browser (the secret never leaves it). */
function useQrCode(url: string | undefined): string | null {
  const [dataUrl, setDataUrl] = useState<{ url: string; image: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(url, { margin: 1, width: 220 }))
      .then((image) => {
        if (live) setDataUrl({ url, image });
      });
    return () => {
      live = false;
    };
  }, [url]);
  return dataUrl && dataUrl.url === url ? dataUrl.image : null;
}

export interface TotpSetupDialogProps {
  open: boolean;
  /** The account's email, named by the QR code's text alternative. */
  account: string;
  /** Closed: after the recovery codes were saved (`enabled`), or cancelled. */
  onClose: (enabled: boolean) => void;
}

/**
 * Setting up an authenticator app: a new secret as a QR code and typed out, the first code to
 * turn it on, then the ten recovery codes, shown this once, to copy or download and confirm saved.
 */
export function TotpSetupDialog({ open, account, onClose }: TotpSetupDialogProps) {
  const { t } = useTranslation(SECURITY_NS);
  const titleId = useId();
  const setup = useMutation({ mutationFn: postTotpSetup });
  const confirm = useMutation({ mutationFn: postTotpConfirm });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const { mutate: startSetup, reset: resetSetup } = setup;
  const { reset: resetConfirm } = confirm;

  useEffect(() => {
    if (!open) return;
    // Each opening starts a fresh setup; what the last one showed is forgotten.
    resetConfirm();
    startSetup();
    return () => resetSetup();
  }, [open, startSetup, resetSetup, resetConfirm]);

  const codes = confirm.data?.recovery_codes;
  const close = (enabled: boolean) => {
    setCode('');
    setCodeError(null);
    onClose(enabled);
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const typed = code.trim();
    if (!CODE_PATTERN.test(typed)) {
      setCodeError(t('totp.codeRequired'));
      return;
    }
    setCodeError(null);
    confirm.mutate(typed.replace(/\s/g, ''));
  };

  return (
    <Dialog
      open={open}
      // The recovery codes leave only through Done, once they are saved.
      onClose={() => {
        if (!codes) close(false);
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{codes ? t('totp.codesTitle') : t('totp.setupTitle')}</DialogTitle>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => close(true)} />
      ) : (
        <Box component="form" noValidate onSubmit={submitCode}>
          <DialogContent>
            {setup.isPending && (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={24} aria-hidden />
                <Typography>{t('totp.preparing')}</Typography>
              </Stack>
            )}
            {setup.isError && (
              <Alert
                severity="error"
                role="alert"
                action={
                  <Button color="inherit" size="small" onClick={() => setup.mutate()}>
                    {t('totp.retry')}
                  </Button>
                }
              >
                {t('totp.setupFailed')}
              </Alert>
            )}
            {setup.data && (
              <SetupStep
                setup={setup.data}
                account={account}
                code={code}
                onCode={setCode}
                codeError={codeError}
                confirmError={
                  confirm.isError
                    ? errorMessage(confirm.error, '') === MFA_MESSAGES.invalidCode
                      ? t('totp.invalidCode')
                      : t('totp.confirmFailed')
                    : null
                }
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => close(false)}>{t('totp.cancel')}</Button>
            <Button
              type="submit"
              variant="contained"
              disableElevation
              disabled={!setup.data}
              loading={confirm.isPending || undefined}
            >
              {t('totp.confirm')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}

interface SetupStepProps {
  setup: TotpSetupResponse;
  account: string;
  code: string;
  onCode: (code: string) => void;
  codeError: string | null;
  confirmError: string | null;
}

function SetupStep({ setup, account, code, onCode, codeError, confirmError }: SetupStepProps) {
  const { t } = useTranslation(SECURITY_NS);
  const qr = useQrCode(setup.otpauth_url);
  const secretId = useId();
  return (
    <Stack spacing={2}>
      <Typography>{t('totp.scanText')}</Typography>
      <Box
        sx={{
          alignSelf: 'center',
          width: 220,
          height: 220,
          display: 'grid',
          placeItems: 'center',
          // The code stays dark on light in either theme: scanners read it so.
          bgcolor: '#fff',
          borderRadius: 1,
        }}
      >
        {qr ? (
          <img src={qr} width={220} height={220} alt={t('totp.qrAlt', { account })} />
        ) : (
          <CircularProgress size={32} aria-label={t('totp.preparing')} />
        )}
      </Box>
      <Box>
        <Typography id={secretId} variant="body2" color="text.secondary">
          {t('totp.manualText')}
        </Typography>
        <Typography
          aria-describedby={secretId}
          sx={{ fontFamily: MONOSPACE, fontSize: '1.05rem', letterSpacing: 1, mt: 0.5 }}
        >
          {groupSecret(setup.secret)}
        </Typography>
      </Box>
      {confirmError && (
        <Alert severity="error" role="alert">
          {confirmError}
        </Alert>
      )}
      <TextField
        label={t('totp.codeLabel')}
        name="code"
        value={code}
        onChange={(event) => onCode(event.target.value)}
        error={Boolean(codeError)}
        helperText={codeError ?? t('totp.codeHelp')}
        autoComplete="one-time-code"
        // Shown once the secret arrived: the next thing to do is type the app's first code.
        autoFocus
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
      />
    </Stack>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation(SECURITY_NS);
  const [saved, setSaved] = useState(false);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const text = `${codes.join('\n')}\n`;

  const copyCodes = () => {
    navigator.clipboard
      .writeText(text)
      .then(() => setCopy('copied'))
      .catch(() => setCopy('failed'));
  };
  const download = () => saveBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt');

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="success">{t('totp.enabledNotice')}</Alert>
          <Typography>{t('totp.codesText')}</Typography>
          <Box
            component="ul"
            aria-label={t('totp.codesListLabel')}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 2,
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: 1,
              fontFamily: MONOSPACE,
              fontSize: '1.05rem',
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          >
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </Box>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<ContentCopy />} onClick={copyCodes}>
              {copy === 'copied' ? t('totp.copied') : t('totp.copy')}
            </Button>
            <Button variant="outlined" startIcon={<Download />} onClick={download}>
              {t('totp.download')}
            </Button>
          </Stack>
          {copy === 'failed' && (
            <Alert severity="warning" role="alert">
              {t('totp.copyFailed')}
            </Alert>
          )}
          <FormControlLabel
            control={
              <Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />
            }
            label={t('totp.saved')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" disableElevation disabled={!saved} onClick={onDone}>
          {t('totp.done')}
        </Button>
      </DialogActions>
    </>
  );
}
