import { TENANT_ROLES, type SsoSettings, type TenantRole } from '@helionews/contracts';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@/features/admin/shared/api/failure';
import { ADMIN_SSO_NS } from '@/features/admin/shared/admin-i18n';
import { SettingsSection } from '@/features/admin/shared/components/SettingsSection';
import { putSsoSettings, ssoKeys } from '../api/sso';

interface MappingRow {
  key: number;
  value: string;
  role: TenantRole;
}

interface FormValues {
  enabled: boolean;
  display_name: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  domains: string;
  role_claim: string;
  mapping: MappingRow[];
  sso_only: boolean;
}

let rowKey = 0;
const nextKey = () => (rowKey += 1);

const valuesOf = (settings: SsoSettings): FormValues => ({
  enabled: settings.enabled,
  display_name: settings.display_name,
  issuer: settings.issuer,
  client_id: settings.client_id,
  client_secret: '',
  domains: settings.allowed_domains.join('\n'),
  role_claim: settings.role_claim,
  mapping: settings.role_mapping.map((row) => ({ ...row, key: nextKey() })),
  sso_only: settings.sso_only,
});

/** The server's field names ('body.issuer') as this form's fields. */
const FIELD_OF: Record<string, keyof FormValues> = {
  display_name: 'display_name',
  issuer: 'issuer',
  client_id: 'client_id',
  client_secret: 'client_secret',
  allowed_domains: 'domains',
  role_claim: 'role_claim',
  role_mapping: 'mapping',
};

/** The single sign-on part of /admin/sso: the provider, who may sign in, and their roles. */
export function SsoSettingsForm({
  settings,
  onSaved,
}: {
  settings: SsoSettings;
  onSaved: () => void;
}) {
  const { t } = useTranslation(ADMIN_SSO_NS);
  const queryClient = useQueryClient();
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(settings));
  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const save = useMutation({
    mutationFn: () =>
      putSsoSettings({
        enabled: values.enabled,
        display_name: values.display_name,
        issuer: values.issuer,
        client_id: values.client_id,
        ...(values.client_secret && { client_secret: values.client_secret }),
        allowed_domains: values.domains
          .split(/[\s,]+/)
          .map((domain) => domain.trim())
          .filter(Boolean),
        role_claim: values.role_claim,
        role_mapping: values.mapping.map(({ value, role }) => ({ value, role })),
        sso_only: values.sso_only,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ssoKeys.settings(), saved);
      setValues(valuesOf(saved));
      onSaved();
    },
  });

  const serverErrors: Record<string, string> = {};
  if (save.isError) {
    for (const [field, message] of Object.entries(fieldErrors(save.error, { topLevel: true }))) {
      const name = FIELD_OF[field];
      if (name) serverErrors[name] = message;
    }
  }
  const errorOf = (field: keyof FormValues) => serverErrors[field] ?? null;
  const helpOr = (field: keyof FormValues, help: string) => errorOf(field) ?? help;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  const titleId = `${id}-title`;
  const mappingId = `${id}-mapping`;

  return (
    <SettingsSection id={titleId} title={t('settings.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.intro')}
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {save.isError && (
          <Alert severity="error" role="alert">
            {t('settings.saveFailed')}
          </Alert>
        )}
        <FormControlLabel
          control={
            <Switch
              checked={values.enabled}
              onChange={(event) => set('enabled', event.target.checked)}
            />
          }
          label={t('settings.enabled')}
        />
        <TextField
          label={t('settings.displayName')}
          value={values.display_name}
          onChange={(event) => set('display_name', event.target.value)}
          error={Boolean(errorOf('display_name'))}
          helperText={helpOr('display_name', t('settings.displayNameHelp'))}
          required
          fullWidth
        />
        <TextField
          label={t('settings.issuer')}
          value={values.issuer}
          onChange={(event) => set('issuer', event.target.value)}
          error={Boolean(errorOf('issuer'))}
          helperText={helpOr('issuer', t('settings.issuerHelp'))}
          type="url"
          required
          fullWidth
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            label={t('settings.clientId')}
            value={values.client_id}
            onChange={(event) => set('client_id', event.target.value)}
            error={Boolean(errorOf('client_id'))}
            helperText={errorOf('client_id')}
            required
            fullWidth
            autoComplete="off"
          />
          <TextField
            label={t('settings.clientSecret')}
            value={values.client_secret}
            onChange={(event) => set('client_secret', event.target.value)}
            error={Boolean(errorOf('client_secret'))}
            helperText={helpOr(
              'client_secret',
              settings.client_secret_set
                ? t('settings.clientSecretStored')
                : t('settings.clientSecretNew'),
            )}
            type="password"
            autoComplete="new-password"
            required={!settings.client_secret_set}
            fullWidth
          />
        </Stack>
        <TextField
          label={t('settings.redirectUri')}
          value={settings.redirect_uri}
          slotProps={{ input: { readOnly: true } }}
          fullWidth
        />
        <TextField
          label={t('settings.domains')}
          value={values.domains}
          onChange={(event) => set('domains', event.target.value)}
          error={Boolean(errorOf('domains'))}
          helperText={helpOr('domains', t('settings.domainsHelp'))}
          multiline
          minRows={2}
          fullWidth
        />
        <TextField
          label={t('settings.roleClaim')}
          value={values.role_claim}
          onChange={(event) => set('role_claim', event.target.value)}
          error={Boolean(errorOf('role_claim'))}
          helperText={helpOr('role_claim', t('settings.roleClaimHelp'))}
          fullWidth
        />
        <Stack
          component="fieldset"
          spacing={1.5}
          sx={{ border: 0, p: 0, m: 0 }}
          aria-describedby={`${mappingId}-help`}
        >
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('settings.mapping')}
          </Typography>
          <FormHelperText
            id={`${mappingId}-help`}
            error={Boolean(errorOf('mapping'))}
            sx={{ mt: 0 }}
          >
            {helpOr('mapping', t('settings.mappingHelp'))}
          </FormHelperText>
          {values.mapping.length === 0 && (
            <Typography color="text.secondary">{t('settings.noMapping')}</Typography>
          )}
          {values.mapping.map((row, index) => {
            const number = index + 1;
            const update = (patch: Partial<MappingRow>) =>
              set(
                'mapping',
                values.mapping.map((other) =>
                  other.key === row.key ? { ...other, ...patch } : other,
                ),
              );
            return (
              <Stack
                key={row.key}
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
                role="group"
                aria-label={t('settings.mappingRow', { number })}
              >
                <TextField
                  label={t('settings.mappingValue')}
                  value={row.value}
                  onChange={(event) => update({ value: event.target.value })}
                  size="small"
                  sx={{ flex: '2 1 220px' }}
                />
                <TextField
                  select
                  label={t('settings.mappingRole')}
                  value={row.role}
                  onChange={(event) => update({ role: event.target.value as TenantRole })}
                  size="small"
                  sx={{ flex: '1 1 140px' }}
                >
                  {TENANT_ROLES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {t(`settings.roles.${role}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <IconButton
                  aria-label={t('settings.removeMapping', { number })}
                  onClick={() =>
                    set(
                      'mapping',
                      values.mapping.filter((other) => other.key !== row.key),
                    )
                  }
                >
                  <DeleteOutlined />
                </IconButton>
              </Stack>
            );
          })}
          <div>
            <Button
              startIcon={<AddOutlined />}
              onClick={() =>
                set('mapping', [
                  ...values.mapping,
                  { key: nextKey(), value: '', role: 'contributor' },
                ])
              }
            >
              {t('settings.addMapping')}
            </Button>
          </div>
        </Stack>
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={values.sso_only}
                onChange={(event) => set('sso_only', event.target.checked)}
              />
            }
            label={t('settings.ssoOnly')}
          />
          <FormHelperText sx={{ mt: -0.5 }}>{t('settings.ssoOnlyHelp')}</FormHelperText>
        </div>
        <div>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? t('settings.saving') : t('settings.save')}
          </Button>
        </div>
      </Stack>
    </SettingsSection>
  );
}
