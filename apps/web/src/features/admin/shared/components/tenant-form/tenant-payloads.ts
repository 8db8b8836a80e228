import type {
  TenantBranding,
  TenantCreate,
  TenantFeatures,
  TenantSelfUpdate,
  TenantUpdate,
} from '@helionews/contracts';
import type { TenantFormValues } from './tenant-form';

const TEXTS = ['name', 'display_name', 'description'] as const;
const COLORS = ['primary_color', 'secondary_color', 'background_color', 'text_color'] as const;
/** The colours Tenant Management sets; the publication's own admins set the other two. */
const MANAGED_COLORS = ['primary_color', 'secondary_color'] as const;

function changedColors(
  colors: readonly (keyof TenantBranding)[],
  initial: TenantFormValues,
  values: TenantFormValues,
): Partial<TenantBranding> {
  const branding: Partial<TenantBranding> = {};
  for (const field of colors) {
    if (values.branding[field].toLowerCase() !== initial.branding[field].toLowerCase())
      branding[field] = values.branding[field];
  }
  return branding;
}

/** Tenant Settings: only the fields that changed; branding and settings merge on the server. */
export function selfUpdateBody(
  initial: TenantFormValues,
  values: TenantFormValues,
): TenantSelfUpdate {
  const body: TenantSelfUpdate = {};
  for (const field of TEXTS) {
    if (values[field].trim() !== initial[field]) body[field] = values[field].trim();
  }
  if (values.industry !== initial.industry) body.industry = values.industry;
  const branding = changedColors(COLORS, initial, values);
  if (Object.keys(branding).length > 0) body.branding = branding;
  const settings: NonNullable<TenantSelfUpdate['settings']> = {};
  if (values.settings.articles_per_page !== initial.settings.articles_per_page)
    settings.articles_per_page = Number(values.settings.articles_per_page);
  if (values.settings.enable_comments !== initial.settings.enable_comments)
    settings.enable_comments = values.settings.enable_comments;
  if (values.settings.rss_enabled !== initial.settings.rss_enabled)
    settings.rss_enabled = values.settings.rss_enabled;
  if (Object.keys(settings).length > 0) body.settings = settings;
  if (values.security.require_staff_mfa !== initial.security.require_staff_mfa)
    body.security = { require_staff_mfa: values.security.require_staff_mfa };
  return body;
}

/** A new tenant: what was filled in (an empty display name or description is left out). */
export function createBody(values: TenantFormValues): TenantCreate {
  const body: TenantCreate = {
    slug: values.slug.trim(),
    name: values.name.trim(),
    industry: values.industry,
    branding: {
      primary_color: values.branding.primary_color,
      secondary_color: values.branding.secondary_color,
    },
  };
  if (values.display_name.trim()) body.display_name = values.display_name.trim();
  if (values.description.trim()) body.description = values.description.trim();
  return body;
}

/** An edited tenant: only what changed; the server merges nested objects. */
export function updateBody(initial: TenantFormValues, values: TenantFormValues): TenantUpdate {
  const body: TenantUpdate = {};
  if (values.slug.trim() !== initial.slug) body.slug = values.slug.trim();
  for (const field of TEXTS) {
    if (values[field].trim() !== initial[field]) body[field] = values[field].trim();
  }
  if (values.industry !== initial.industry) body.industry = values.industry;
  const branding: Partial<TenantBranding> = {};
  for (const field of MANAGED_COLORS) {
    if (values.branding[field] !== initial.branding[field])
      branding[field] = values.branding[field];
  }
  if (Object.keys(branding).length > 0) body.branding = branding;
  const features: Partial<TenantFeatures> = {};
  for (const key of Object.keys(values.features) as (keyof TenantFeatures)[]) {
    if (values.features[key] !== initial.features[key]) features[key] = values.features[key];
  }
  if (Object.keys(features).length > 0) body.features = features;
  return body;
}
