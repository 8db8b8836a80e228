import type { TenantBranding } from '@helionews/contracts';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '../../admin-i18n';
import { ColorField } from '../ColorField';
import { IndustryField } from '../IndustryField';
import {
  tenantErrorText,
  type TenantFieldName,
  type TenantFormMode,
  type TenantFormValues,
} from './tenant-form';

type TenantForm = UseFormReturn<TenantFormValues>;

/** The error a field shows now, in words, or null. */
export function useTenantFieldError(form: TenantForm) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  return (field: TenantFieldName): string | null => {
    const error = form.getFieldState(field, form.formState).error;
    if (!error) return null;
    const text = tenantErrorText(field, error);
    if (typeof text === 'string') return text;
    return text.key === 'common.tooLong' ? t(text.key, { max: text.max }) : t(text.key);
  };
}

type TextName =
  | Extract<TenantFieldName, 'slug' | 'name' | 'display_name' | 'description'>
  | 'settings.articles_per_page';

export interface TenantTextFieldProps extends Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'helperText'
> {
  form: TenantForm;
  name: TextName;
  /** Under the field while it has no error. */
  help?: ReactNode;
  /** What typing becomes (the slug: lowercase). */
  normalize?: (value: string) => string;
}

/** One text field of a tenant form, with its value, error and help. */
export function TenantTextField({ form, name, help, normalize, ...props }: TenantTextFieldProps) {
  const errorOf = useTenantFieldError(form);
  const error = errorOf(name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          margin="dense"
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) =>
            field.onChange(normalize ? normalize(event.target.value) : event.target.value)
          }
          error={Boolean(error)}
          helperText={error ?? help}
        />
      )}
    />
  );
}

export interface TenantIdentityFieldsProps {
  form: TenantForm;
  mode: TenantFormMode;
  /** Full width fields (a page's section); a dialog's stack sizes them itself. */
  fullWidth?: boolean;
}

/**
 * Who the tenant is: its slug (Tenant Management only), name, display name, description and
 * industry. The same fields on the Tenant Settings page and in the tenants' dialog.
 */
export function TenantIdentityFields({ form, mode, fullWidth }: TenantIdentityFieldsProps) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const settings = mode === 'settings';
  return (
    <>
      {!settings && (
        <TenantTextField
          form={form}
          name="slug"
          label={t('tenants.form.slug')}
          help={t('tenants.form.slugHelp')}
          normalize={(value) => value.toLowerCase()}
          required
          autoFocus={mode === 'create'}
          slotProps={{ htmlInput: { maxLength: 63, spellCheck: false, autoCapitalize: 'none' } }}
        />
      )}
      <TenantTextField
        form={form}
        name="name"
        label={t('fields.name')}
        required
        fullWidth={fullWidth}
      />
      <TenantTextField
        form={form}
        name="display_name"
        label={t('fields.displayName')}
        help={mode === 'create' ? t('tenants.form.displayNameHelp') : undefined}
        required={settings}
        fullWidth={fullWidth}
      />
      <TenantTextField
        form={form}
        name="description"
        label={t('fields.description')}
        multiline
        minRows={2}
        fullWidth={fullWidth}
      />
      <Controller
        control={form.control}
        name="industry"
        render={({ field }) => (
          <IndustryField value={field.value} onChange={field.onChange} fullWidth={fullWidth} />
        )}
      />
    </>
  );
}

const COLOR_LABELS = {
  primary_color: 'fields.primaryColor',
  secondary_color: 'fields.secondaryColor',
  background_color: 'fields.backgroundColor',
  text_color: 'fields.textColor',
} as const;

/** One of the tenant's brand colours: a picker beside its hex value. */
export function TenantColorField({
  form,
  color,
}: {
  form: TenantForm;
  color: keyof TenantBranding;
}) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const errorOf = useTenantFieldError(form);
  return (
    <Controller
      control={form.control}
      name={`branding.${color}`}
      render={({ field }) => (
        <ColorField
          label={t(COLOR_LABELS[color])}
          value={field.value}
          onChange={field.onChange}
          error={errorOf(`branding.${color}`)}
        />
      )}
    />
  );
}
