import {
  MEMBERSHIP_LIMITS,
  STORY_ACCESS_LEVELS,
  type MembershipSettings,
  type StoryAccess,
} from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEMBERSHIP_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage, fieldErrors } from '@/features/admin/shared/api/failure';
import { SettingsSection } from '@/features/admin/shared/components/SettingsSection';
import { useSchemaForm } from '@/features/admin/shared/use-schema-form';
import { useSaveMembershipSettings } from '../api/membership-api';
import { SecretField } from './SecretField';
import {
  changesOf,
  formValuesOf,
  settingsFormSchema,
  type SecretChange,
  type SettingsFormValues,
} from './settings-form';

type CountField = 'preview_paragraphs' | 'meter_members' | 'meter_anonymous';
const SERVER_FIELDS = [
  'stripe_publishable_key',
  'stripe_secret_key',
  'stripe_webhook_secret',
  'preview_paragraphs',
  'meter_members',
  'meter_anonymous',
  'default_access',
] as const;

/**
 * The publication's Stripe keys and paywall. Keyed by the saved settings' identity by its
 * parent: after a save the form starts again from what the server now holds.
 */
export function MembershipSettingsForm({
  settings,
  onSaved,
}: {
  settings: MembershipSettings;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation(ADMIN_MEMBERSHIP_NS);
  const save = useSaveMembershipSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const { form, values, set, errorOf, setServerErrors, submit } = useSchemaForm(
    settingsFormSchema,
    {
      defaultValues: formValuesOf(settings),
      revalidate: 'onChange',
    },
  );

  const messageOf = (field: keyof SettingsFormValues): string | undefined => {
    const error = errorOf(field);
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (field === 'stripe_publishable_key') return t('errors.publishableKey');
    if (field === 'stripe_secret_key') return t('errors.secretKey');
    if (field === 'stripe_webhook_secret') return t('errors.webhookSecret');
    const max =
      field === 'preview_paragraphs'
        ? MEMBERSHIP_LIMITS.previewParagraphsMax
        : MEMBERSHIP_LIMITS.meterMax;
    return t('errors.range', { max });
  };

  const countField = (field: CountField, label: string, help: string, max: number) => (
    <TextField
      label={label}
      name={field}
      type="number"
      value={Number.isNaN(values[field]) ? '' : values[field]}
      onChange={(event) =>
        set(field, event.target.value === '' ? Number.NaN : Number(event.target.value))
      }
      error={Boolean(errorOf(field))}
      helperText={messageOf(field) ?? help}
      slotProps={{ htmlInput: { min: 0, max, step: 1, inputMode: 'numeric' } }}
      sx={{ maxWidth: { sm: 360 } }}
    />
  );

  const copyWebhookUrl = () => {
    void navigator.clipboard?.writeText(settings.webhook_url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  const onSubmit = () =>
    submit((output) => {
      setFormError(null);
      const changes = changesOf(settings, output);
      if (Object.keys(changes).length === 0) {
        onSaved(t('notices.nothingToSave'));
        return;
      }
      save.mutate(changes, {
        onSuccess: () => onSaved(t('notices.settingsSaved')),
        onError: (error) => {
          const fields = fieldErrors(error, { topLevel: true });
          const shown = SERVER_FIELDS.filter((field) => fields[field] !== undefined);
          setServerErrors(Object.fromEntries(shown.map((field) => [field, fields[field]])));
          setFormError(
            shown.length > 0 ? null : failureMessage(error, t('errors.saveFailed'), 'fallback'),
          );
        },
      });
    });

  const secret = (
    change: 'secret_key_change' | 'webhook_secret_change',
    field: 'stripe_secret_key' | 'stripe_webhook_secret',
  ) => ({
    change: values[change] ?? 'keep',
    value: values[field] ?? '',
    error: messageOf(field),
    onChange: (next: SecretChange, value: string) => {
      set(change, next);
      set(field, value);
    },
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-label={t('settings.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SettingsSection id="membership-stripe" title={t('stripe.title')}>
        <Stack spacing={3}>
          <Typography variant="body2" color="text.secondary">
            {t('stripe.intro')}
          </Typography>
          <TextField
            label={t('stripe.publishableKey')}
            name="stripe_publishable_key"
            value={values.stripe_publishable_key ?? ''}
            onChange={(event) => set('stripe_publishable_key', event.target.value)}
            error={Boolean(errorOf('stripe_publishable_key'))}
            helperText={messageOf('stripe_publishable_key') ?? t('stripe.publishableKeyHelp')}
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
          />
          <SecretField
            name="stripe_secret_key"
            label={t('stripe.secretKey')}
            isSet={settings.stripe_secret_key_set}
            last4={settings.stripe_secret_key_last4}
            help={t('stripe.secretKeyHelp')}
            {...secret('secret_key_change', 'stripe_secret_key')}
          />
          <SecretField
            name="stripe_webhook_secret"
            label={t('stripe.webhookSecret')}
            isSet={settings.stripe_webhook_secret_set}
            help={t('stripe.webhookSecretHelp')}
            {...secret('webhook_secret_change', 'stripe_webhook_secret')}
          />
          <TextField
            label={t('stripe.webhookUrl')}
            name="webhook_url"
            value={settings.webhook_url}
            helperText={copied ? t('stripe.copied') : t('stripe.webhookUrlHelp')}
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Button size="small" onClick={copyWebhookUrl}>
                      {t('stripe.copy')}
                    </Button>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Stack>
      </SettingsSection>

      <SettingsSection id="membership-paywall" title={t('paywall.title')}>
        <Stack spacing={3}>
          <Typography variant="body2" color="text.secondary">
            {t('paywall.intro')}
          </Typography>
          {countField(
            'preview_paragraphs',
            t('paywall.previewParagraphs'),
            t('paywall.previewParagraphsHelp'),
            MEMBERSHIP_LIMITS.previewParagraphsMax,
          )}
          <TextField
            select
            label={t('paywall.defaultAccess')}
            name="default_access"
            value={values.default_access ?? 'public'}
            onChange={(event) => set('default_access', event.target.value as StoryAccess)}
            helperText={messageOf('default_access') ?? t('paywall.defaultAccessHelp')}
            sx={{ maxWidth: { sm: 360 } }}
          >
            {STORY_ACCESS_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {t(`access.${level}`)}
              </MenuItem>
            ))}
          </TextField>
          {countField(
            'meter_members',
            t('paywall.meterMembers'),
            t('paywall.meterMembersHelp'),
            MEMBERSHIP_LIMITS.meterMax,
          )}
          {countField(
            'meter_anonymous',
            t('paywall.meterAnonymous'),
            t('paywall.meterAnonymousHelp'),
            MEMBERSHIP_LIMITS.meterMax,
          )}
          <Alert severity="info">{t('paywall.anonymousNote')}</Alert>
        </Stack>
      </SettingsSection>

      {formError && <Alert severity="error">{formError}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button
          type="submit"
          variant="contained"
          disableElevation
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
        <Button
          disabled={save.isPending || !form.formState.isDirty}
          onClick={() => form.reset(formValuesOf(settings))}
        >
          {t('settings.reset')}
        </Button>
      </Stack>
    </Stack>
  );
}
