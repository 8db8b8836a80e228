import {
  ADMIN_CLIENT_ERRORS,
  DATE_FORMATS,
  LANGUAGE_NAMES,
  LANGUAGES,
  SOCIAL_NETWORKS,
  siteSettingsSchema,
  type DateFormat,
  type Language,
  type SiteSettings,
  type SiteSettingsUpdate,
} from '@helionews/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath, type PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SettingsForm,
  SettingsSwitches,
  SettingsTextField,
  settingsFieldsFor,
} from '@/features/admin/shared/components/SettingsForm';
import { SettingsSection } from '@/features/admin/shared/components/SettingsSection';
import { ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { formatForDisplay } from '@/lib/format-date';
import { failureMessage, serverFieldErrors } from '../../tenants/api/server-errors';
import { refreshReaderTenant } from '../../tenants/api/tenants';
import { putSiteSettings, siteSettingsKeys } from '../api/site-settings';
import { CommentModerationField } from './CommentModerationField';

const FALLBACK_TIME_ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Moscow',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Asia/Kolkata',
  'Australia/Sydney',
];

export function timeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  try {
    const zones = intl.supportedValuesOf?.('timeZone');
    if (zones && zones.length > 0) return zones.includes('UTC') ? zones : ['UTC', ...zones];
  } catch {
    // Older engines: the short list below.
  }
  return FALLBACK_TIME_ZONES;
}

/** Only what changed; social links are sent one by one and merge on the server. */
export function changedSettings(initial: SiteSettings, values: SiteSettings): SiteSettingsUpdate {
  const body: SiteSettingsUpdate = {};
  const scalar = [
    'site_title',
    'tagline',
    'contact_email',
    'default_language',
    'time_zone',
    'date_format',
    'footer_text',
    'analytics_enabled',
    'comments_enabled',
    'comments_moderation',
    'ads_enabled',
  ] as const;
  for (const field of scalar) {
    const value =
      typeof values[field] === 'string' ? (values[field] as string).trim() : values[field];
    if (value !== initial[field]) Object.assign(body, { [field]: value });
  }
  const social: NonNullable<SiteSettingsUpdate['social_links']> = {};
  for (const network of SOCIAL_NETWORKS) {
    const value = values.social_links[network].trim();
    if (value !== initial.social_links[network]) social[network] = value;
  }
  if (Object.keys(social).length > 0) body.social_links = social;
  return body;
}

const EXAMPLE_DATE = new Date(Date.UTC(2025, 2, 4, 9, 30));

function dateExample(format: DateFormat, language: string, timeZone: string): string {
  // Relative: three hours ago, as a fresh story reads.
  const example =
    format === 'relative'
      ? new Date(Date.now() - 3 * 3600 * 1000).toISOString()
      : EXAMPLE_DATE.toISOString();
  return formatForDisplay(example, language, { format, timeZone });
}

/** The current tenant's site settings; mounted afresh from each saved version. */
export function SiteSettingsForm({
  settings,
  onSaved,
}: {
  settings: SiteSettings;
  onSaved: (saved: SiteSettings) => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_PAGES_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const queryClient = useQueryClient();
  const [zones] = useState(timeZones);
  const [initial] = useState(settings);
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The contract's site settings schema decides; the words are the form's.
  const form = useForm<SiteSettings>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: initial,
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control, compute: (all: SiteSettings) => ({ ...all }) });
  const { isSubmitted } = form.formState;
  // Errors shown (the schema's or the server's) move the focus to the first invalid field, else
  // to the form's failure, once they have rendered.
  const [focusRequest, setFocusRequest] = useState<{ selector: string } | null>(null);
  useLayoutEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>(focusRequest.selector)?.focus();
  }, [focusRequest]);

  const save = useMutation({
    mutationFn: putSiteSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(siteSettingsKeys.current(), saved);
      await refreshReaderTenant(queryClient);
      onSaved(saved);
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      for (const [field, message] of Object.entries(fields))
        form.setError(field as FieldPath<SiteSettings>, { type: 'server', message });
      setFormError(
        Object.keys(fields).length > 0
          ? null
          : failureMessage(error, ADMIN_CLIENT_ERRORS.updateSiteSettings),
      );
      setFocusRequest({ selector: '[aria-invalid="true"], [role="alert"]' });
    },
  });

  /** The server's words for a field, else the form's for what the schema found. */
  const errorOf = (path: string): string | null => {
    const error = form.getFieldState(path as FieldPath<SiteSettings>, form.formState).error;
    if (!error) return null;
    if (error.type === 'server') return error.message ?? null;
    if (path === 'site_title')
      return values.site_title.trim() ? t('common.tooLong', { max: 100 }) : t('common.required');
    if (path === 'contact_email') return t('settings.emailInvalid');
    if (path === 'time_zone') return t('settings.timeZoneInvalid');
    if (path.startsWith('social_links.')) return t('settings.urlInvalid');
    if (path === 'tagline') return t('common.tooLong', { max: 200 });
    if (path === 'footer_text') return t('common.tooLong', { max: 500 });
    return t('settings.invalid');
  };

  /** Edits a field; after a submit it is checked again at once (which drops a server error). */
  const set = <K extends keyof SiteSettings>(field: K, value: SiteSettings[K]) =>
    form.setValue(
      field as FieldPath<SiteSettings>,
      value as PathValue<SiteSettings, typeof field>,
      {
        shouldDirty: true,
        shouldValidate: isSubmitted,
      },
    );
  const setSocial = (network: (typeof SOCIAL_NETWORKS)[number], value: string) =>
    form.setValue(`social_links.${network}`, value, {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });

  const changes = changedSettings(initial, values);
  const dirty = Object.keys(changes).length > 0;

  const onSubmit = () => {
    setFormError(null);
    void form.handleSubmit(
      () => {
        if (dirty) save.mutate(changes);
      },
      () => setFocusRequest({ selector: '[aria-invalid="true"]' }),
    )();
  };

  const { text, toggle } = settingsFieldsFor(values, set, errorOf);
  const frame = {
    formRef,
    formError,
    discard: () => {
      form.reset(initial);
      setFormError(null);
    },
  };

  return (
    <SettingsForm form={frame} onSubmit={onSubmit} saving={save.isPending} dirty={dirty}>
      <SettingsSection id="site-general-title" title={t('settings.general')}>
        {text('site_title', t('settings.siteTitle'), { required: true })}
        {text('tagline', t('settings.tagline'))}
        {text('contact_email', t('settings.contactEmail'), {
          type: 'email',
          autoComplete: 'email',
          help: t('settings.contactEmailHelp'),
        })}
        {text('footer_text', t('settings.footerText'), { multiline: true, minRows: 2 })}
      </SettingsSection>

      <SettingsSection id="site-regional-title" title={t('settings.regional')}>
        <TextField
          select
          label={t('settings.defaultLanguage')}
          value={values.default_language}
          onChange={(event) => set('default_language', event.target.value as Language)}
          fullWidth
          margin="dense"
        >
          {LANGUAGES.map((code) => (
            <MenuItem key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          options={zones}
          value={values.time_zone}
          onChange={(_, value) => set('time_zone', value ?? '')}
          disableClearable={false}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('settings.timeZone')}
              margin="dense"
              error={Boolean(errorOf('time_zone'))}
              helperText={errorOf('time_zone')}
            />
          )}
        />
        <TextField
          select
          label={t('settings.dateFormat')}
          value={values.date_format}
          onChange={(event) => set('date_format', event.target.value as DateFormat)}
          fullWidth
          margin="dense"
          helperText={t('settings.dateExample', {
            example: dateExample(values.date_format, language, values.time_zone || 'UTC'),
          })}
          slotProps={{ formHelperText: { 'aria-live': 'polite' } as object }}
        >
          {DATE_FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {t(`settings.dateFormats.${format}`)}
            </MenuItem>
          ))}
        </TextField>
      </SettingsSection>

      <SettingsSection id="site-social-title" title={t('settings.social')}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            columnGap: 2,
          }}
        >
          {SOCIAL_NETWORKS.map((network) => (
            <SettingsTextField
              key={network}
              type="url"
              label={t(`settings.networks.${network}`)}
              value={values.social_links[network]}
              onValueChange={(value) => setSocial(network, value)}
              error={errorOf(`social_links.${network}`)}
              placeholder="https://"
            />
          ))}
        </Box>
      </SettingsSection>

      <SettingsSection id="site-features-title" title={t('settings.features')}>
        <SettingsSwitches
          switches={[
            toggle('analytics_enabled', t('settings.analytics'), t('settings.analyticsHelp')),
            {
              ...toggle('comments_enabled', t('settings.comments')),
              details: (
                <CommentModerationField
                  value={values.comments_moderation}
                  onChange={(mode) => set('comments_moderation', mode)}
                />
              ),
            },
            toggle('ads_enabled', t('settings.ads'), t('settings.adsHelp')),
          ]}
        />
      </SettingsSection>
    </SettingsForm>
  );
}
