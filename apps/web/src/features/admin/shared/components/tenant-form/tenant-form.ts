import { zodResolver } from '@hookform/resolvers/zod';
import {
  INDUSTRIES,
  tenantBrandingSchema,
  tenantCreateSchema,
  tenantFeaturesSchema,
  tenantSelfUpdateSchema,
  tenantSettingsSchema,
  tenantSlugSchema,
  type AdminTenant,
  type Industry,
  type TenantBranding,
  type TenantFeatures,
} from '@helionews/contracts';
import { useForm, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import { industryOf } from '../IndustryChip';

/**
 * Where a tenant's fields are edited: a new tenant or an existing one (Tenant Management, by a
 * platform admin, slug and flags included), or the current tenant by its own admins (Tenant
 * Settings, with its reading options).
 */
export type TenantFormMode = 'create' | 'edit' | 'settings';

/** A tenant as its forms edit it: the API's fields, the page size as typed. */
export interface TenantFormValues {
  slug: string;
  name: string;
  display_name: string;
  description: string;
  industry: Industry;
  branding: TenantBranding;
  settings: { articles_per_page: string; enable_comments: boolean; rss_enabled: boolean };
  features: TenantFeatures;
  /** Tenant Settings' sign-in rules (issue 35). */
  security: { require_staff_mfa: boolean };
}

/** What a new tenant starts from. */
const NEW_TENANT: TenantFormValues = {
  slug: '',
  name: '',
  display_name: '',
  description: '',
  industry: 'general',
  branding: {
    primary_color: '#1976d2',
    secondary_color: '#dc004e',
    background_color: '#ffffff',
    text_color: '#000000',
  },
  settings: { articles_per_page: '10', enable_comments: true, rss_enabled: true },
  features: { logoUpload: false, tenantSwitching: false, analytics: false },
  security: { require_staff_mfa: false },
};

export function tenantFormValues(tenant: AdminTenant | null): TenantFormValues {
  if (!tenant) return NEW_TENANT;
  return {
    slug: tenant.slug,
    name: tenant.name,
    display_name: tenant.display_name,
    description: tenant.description,
    industry: industryOf(tenant.industry),
    branding: { ...tenant.branding },
    settings: {
      articles_per_page: String(tenant.settings.articles_per_page),
      enable_comments: tenant.settings.enable_comments,
      rss_enabled: tenant.settings.rss_enabled,
    },
    features: { ...tenant.features },
    security: { require_staff_mfa: tenant.security.require_staff_mfa },
  };
}

/** The page size as typed: whole digits, within the contracts' bounds. */
const articlesPerPage = z
  .string()
  .refine(
    (value) =>
      /^\d+$/.test(value) &&
      tenantSettingsSchema.shape.articles_per_page.safeParse(Number(value)).success,
  );

/**
 * The contracts' rules for a tenant's payload, checked on the form's values: a new or edited
 * tenant's (TenantCreate), or the tenant's own (TenantSelfUpdate: its display name is required).
 * Only what the mode edits is checked.
 */
export function tenantFormSchema(mode: TenantFormMode) {
  const create = tenantCreateSchema.shape;
  return z.object({
    slug: mode === 'settings' ? z.string() : z.string().trim().pipe(tenantSlugSchema),
    name: create.name,
    display_name:
      mode === 'settings'
        ? tenantSelfUpdateSchema.shape.display_name.unwrap()
        : // Left empty, the tenant's name is shown (the field is not sent).
          z.union([z.string().trim().length(0), create.display_name.unwrap()]),
    description: create.description.unwrap(),
    industry: z.enum(INDUSTRIES),
    branding: tenantBrandingSchema,
    settings: z.object({
      articles_per_page: mode === 'settings' ? articlesPerPage : z.string(),
      enable_comments: z.boolean(),
      rss_enabled: z.boolean(),
    }),
    features: tenantFeaturesSchema,
    security: z.object({ require_staff_mfa: z.boolean() }),
  });
}

/**
 * One form state for every tenant form (react-hook-form checked by tenantFormSchema): errors show
 * once the form was submitted and follow the typing after that; a server's error on a field
 * (`setError`) stays until the field changes.
 */
export function useTenantForm(mode: TenantFormMode, initial: TenantFormValues) {
  return useForm<TenantFormValues>({
    // raw: the values stay as typed; the payloads trim them (tenant-payloads.ts).
    resolver: zodResolver(tenantFormSchema(mode), undefined, { raw: true }),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/** The fields the forms show, as react-hook-form names them (the API's dotted names). */
export type TenantFieldName =
  | 'slug'
  | 'name'
  | 'display_name'
  | 'description'
  | `branding.${keyof TenantBranding}`
  | 'settings.articles_per_page';

const FIELD_NAMES = new Set<string>([
  'slug',
  'name',
  'display_name',
  'description',
  'branding.primary_color',
  'branding.secondary_color',
  'branding.background_color',
  'branding.text_color',
  'settings.articles_per_page',
]);

/** A server field name ('branding.primary_color') as the form's, null for one it has not. */
export function tenantFieldOf(field: string): TenantFieldName | null {
  return FIELD_NAMES.has(field) ? (field as TenantFieldName) : null;
}

/** The keys of the texts a field's error is told with (back-office pages' namespace). */
export type TenantErrorText =
  | { key: 'common.required' }
  | { key: 'common.tooLong'; max: number }
  | { key: 'common.colorInvalid' }
  | { key: 'tenants.form.slugInvalid' }
  | { key: 'tenantSettings.articlesPerPageInvalid' };

/**
 * The sentence for a field's error: the server's own, else the form's text for the rule the
 * value broke.
 */
export function tenantErrorText(
  field: TenantFieldName,
  error: FieldError,
): TenantErrorText | string {
  if (error.type === 'server') return error.message ?? '';
  if (field === 'slug') return { key: 'tenants.form.slugInvalid' };
  if (field === 'settings.articles_per_page')
    return { key: 'tenantSettings.articlesPerPageInvalid' };
  if (field.startsWith('branding.')) return { key: 'common.colorInvalid' };
  if (field === 'description') return { key: 'common.tooLong', max: 1000 };
  return error.type === 'too_small'
    ? { key: 'common.required' }
    : { key: 'common.tooLong', max: 100 };
}
