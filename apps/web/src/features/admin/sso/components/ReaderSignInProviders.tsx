import ContentCopy from '@mui/icons-material/ContentCopy';
import Facebook from '@mui/icons-material/Facebook';
import Google from '@mui/icons-material/Google';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  SOCIAL_PROVIDERS,
  type SignInProvider,
  type SignInProviders,
  type SocialProvider,
} from '@helionews/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SECURITY_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { SettingsSection } from '@/features/admin/shared/components/SettingsSection';
import { useSaveSignInProviders, useSignInProviders } from '../api/sign-in-providers';

/** Provider names are brands: the same in every language. */
const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };
const PROVIDER_ICONS: Record<SocialProvider, ReactNode> = {
  google: <Google />,
  facebook: <Facebook />,
};

interface Draft {
  enabled: boolean;
  clientId: string;
  /** A new secret; empty keeps the stored one. */
  clientSecret: string;
}
type Drafts = Record<SocialProvider, Draft>;

const draftsOf = (providers: SignInProviders): Drafts => ({
  google: {
    enabled: providers.google.enabled,
    clientId: providers.google.client_id ?? '',
    clientSecret: '',
  },
  facebook: {
    enabled: providers.facebook.enabled,
    clientId: providers.facebook.client_id ?? '',
    clientSecret: '',
  },
});

/** A provider can be on only with a client ID and a secret (stored or typed). */
const isIncomplete = (draft: Draft, saved: SignInProvider) =>
  draft.enabled &&
  (draft.clientId.trim() === '' || (!saved.client_secret_set && draft.clientSecret.trim() === ''));

function ProviderCard({
  provider,
  saved,
  draft,
  showErrors,
  onChange,
}: {
  provider: SocialProvider;
  saved: SignInProvider;
  draft: Draft;
  showErrors: boolean;
  onChange: (draft: Draft) => void;
}) {
  const { t } = useTranslation(ADMIN_SECURITY_NS);
  const [copied, setCopied] = useState(false);
  const name = PROVIDER_NAMES[provider];
  const headingId = `sign-in-${provider}`;
  const incomplete = showErrors && isIncomplete(draft, saved);
  const copy = () => {
    void navigator.clipboard?.writeText(saved.callback_url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, flex: 1, minWidth: 0 }}
    >
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
      >
        {PROVIDER_ICONS[provider]}
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {name}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={draft.enabled}
              onChange={(event) => onChange({ ...draft, enabled: event.target.checked })}
              slotProps={{ input: { 'aria-describedby': headingId } }}
            />
          }
          label={t('signInProviders.enabled')}
          labelPlacement="start"
          sx={{ mr: 0 }}
        />
      </Stack>
      <Stack spacing={2}>
        <TextField
          label={t('signInProviders.clientId')}
          name={`${provider}_client_id`}
          value={draft.clientId}
          onChange={(event) => onChange({ ...draft, clientId: event.target.value })}
          error={incomplete && draft.clientId.trim() === ''}
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        />
        <TextField
          label={t('signInProviders.clientSecret')}
          name={`${provider}_client_secret`}
          type="password"
          value={draft.clientSecret}
          onChange={(event) => onChange({ ...draft, clientSecret: event.target.value })}
          helperText={
            saved.client_secret_set
              ? t('signInProviders.secretStored')
              : t('signInProviders.secretMissing')
          }
          error={incomplete && !saved.client_secret_set && draft.clientSecret.trim() === ''}
          fullWidth
          autoComplete="new-password"
          slotProps={{
            htmlInput: { spellCheck: false, 'data-1p-ignore': true, 'data-lpignore': 'true' },
          }}
        />
        <TextField
          label={t('signInProviders.callbackUrl', { provider: name })}
          value={saved.callback_url}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={copied ? t('signInProviders.copied') : t('signInProviders.copy')}>
                    <IconButton aria-label={t('signInProviders.copy')} onClick={copy} edge="end">
                      <ContentCopy fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        {incomplete && (
          <Alert severity="warning">{t('signInProviders.incomplete', { provider: name })}</Alert>
        )}
      </Stack>
    </Paper>
  );
}

function ReaderSignInForm({ providers }: { providers: SignInProviders }) {
  const { t } = useTranslation(ADMIN_SECURITY_NS);
  const save = useSaveSignInProviders();
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(providers));
  const [showErrors, setShowErrors] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );

  const submit = () => {
    setNotice(null);
    if (SOCIAL_PROVIDERS.some((provider) => isIncomplete(drafts[provider], providers[provider]))) {
      setShowErrors(true);
      return;
    }
    const body = (draft: Draft) => ({
      enabled: draft.enabled,
      client_id: draft.clientId.trim(),
      ...(draft.clientSecret.trim() ? { client_secret: draft.clientSecret.trim() } : {}),
    });
    save.mutate(
      { google: body(drafts.google), facebook: body(drafts.facebook) },
      {
        onSuccess: (saved) => {
          setDrafts(draftsOf(saved));
          setShowErrors(false);
          setNotice({ severity: 'success', text: t('signInProviders.saved') });
        },
        onError: (error) =>
          setNotice({
            severity: 'error',
            text: failureMessage(error, t('signInProviders.saveFailed'), 'fallback'),
          }),
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {SOCIAL_PROVIDERS.map((provider) => (
          <ProviderCard
            key={provider}
            provider={provider}
            saved={(save.data ?? providers)[provider]}
            draft={drafts[provider]}
            showErrors={showErrors}
            onChange={(draft) => setDrafts((current) => ({ ...current, [provider]: draft }))}
          />
        ))}
      </Stack>
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('signInProviders.save')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * "Reader sign-in" (issue 35, ADR 036): the publication's Google and Facebook sign-in for readers,
 * each enabled or not, with its client ID, a write-only secret and the callback URL to register.
 * A section of the SSO settings page.
 */
export function ReaderSignInProviders() {
  const { t } = useTranslation(ADMIN_SECURITY_NS);
  const providers = useSignInProviders();
  return (
    <SettingsSection id="reader-sign-in" title={t('signInProviders.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('signInProviders.intro')}
      </Typography>
      {providers.isPending ? (
        <CircularProgress size={24} aria-label={t('signInProviders.title')} />
      ) : providers.isError ? (
        <Alert severity="error">
          {failureMessage(providers.error, t('signInProviders.loadFailed'), 'fallback')}
        </Alert>
      ) : (
        <ReaderSignInForm providers={providers.data} />
      )}
    </SettingsSection>
  );
}
