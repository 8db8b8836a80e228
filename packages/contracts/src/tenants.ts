import { z } from 'zod';
import { paginationQuerySchema } from './common.js';
import { INDUSTRIES } from './constants.js';
import { publicSiteSettingsSchema } from './site-settings.js';

export const hexColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour like #1976d2' });

export const tenantBrandingSchema = z
  .object({
    primary_color: hexColorSchema,
    secondary_color: hexColorSchema,
    background_color: hexColorSchema,
    text_color: hexColorSchema,
  })
  .meta({ id: 'TenantBranding' });
export type TenantBranding = z.infer<typeof tenantBrandingSchema>;

export const tenantSettingsSchema = z
  .object({
    articles_per_page: z.number().int().min(1).max(100),
    enable_comments: z.boolean(),
    rss_enabled: z.boolean(),
  })
  .meta({ id: 'TenantSettings' });
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

export const tenantFeaturesSchema = z
  .object({ logoUpload: z.boolean(), tenantSwitching: z.boolean(), analytics: z.boolean() })
  .meta({ id: 'TenantFeatures' });
export type TenantFeatures = z.infer<typeof tenantFeaturesSchema>;

/** A publication's sign-in rules, edited by its admins; never part of the public face. */
export const tenantSecuritySchema = z
  .object({
    /** Everyone holding a back-office role here must use a second factor (issue 35). */
    require_staff_mfa: z.boolean(),
  })
  .meta({ id: 'TenantSecurity' });
export type TenantSecurity = z.infer<typeof tenantSecuritySchema>;

/** The public face of a tenant (SPEC section 3 field names). */
export const tenantInfoSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    display_name: z.string(),
    description: z.string(),
    industry: z.enum(INDUSTRIES),
    logo_url: z.string().nullable(),
    branding: tenantBrandingSchema,
    settings: tenantSettingsSchema,
    features: tenantFeaturesSchema,
    /** The site settings readers see: title, tagline, footer, social links... */
    site: publicSiteSettingsSchema,
    /** Bumped by every write readers can see; caches key on it. */
    content_version: z.number().int(),
  })
  .meta({ id: 'TenantInfo' });
export type TenantInfo = z.infer<typeof tenantInfoSchema>;

/** Slugs that name parts of the platform and so can never be a tenant's. */
export const RESERVED_TENANT_SLUGS = [
  'www',
  'api',
  'admin',
  'app',
  'apps',
  'assets',
  'static',
  'uploads',
  'cdn',
  'mail',
  'smtp',
  'ftp',
  'localhost',
  'docs',
  'status',
  'auth',
  'login',
  'register',
  'signup',
  'help',
  'support',
  'blog',
  'root',
  'system',
  'tenant',
  'tenants',
  'null',
  'undefined',
] as const;

export const tenantSlugSchema = z
  .string({ error: 'is required' })
  .min(2, { error: 'must be at least 2 characters' })
  .max(63, { error: 'must be at most 63 characters' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error:
      'must be lowercase letters, digits and single dashes, not starting or ending with a dash',
  })
  .refine((slug) => !(RESERVED_TENANT_SLUGS as readonly string[]).includes(slug), {
    error: 'is reserved',
  });

/** A tenant as the back-office sees it: the public fields plus bookkeeping. */
export const adminTenantSchema = tenantInfoSchema
  .extend({
    created_at: z.string(),
    updated_at: z.string(),
    story_count: z.number().int(),
    category_count: z.number().int(),
    security: tenantSecuritySchema,
  })
  .meta({ id: 'AdminTenant' });
export type AdminTenant = z.infer<typeof adminTenantSchema>;

export const tenantCreateSchema = z
  .strictObject({
    slug: tenantSlugSchema,
    name: z.string().trim().min(1).max(100),
    display_name: z.string().trim().min(1).max(100).optional(),
    description: z.string().trim().max(1000).optional(),
    industry: z.enum(INDUSTRIES).optional(),
    branding: tenantBrandingSchema.partial().optional(),
    settings: tenantSettingsSchema.partial().optional(),
    features: tenantFeaturesSchema.partial().optional(),
    security: tenantSecuritySchema.partial().optional(),
  })
  .meta({ id: 'TenantCreate' });
export type TenantCreate = z.infer<typeof tenantCreateSchema>;

/** Partial update: only the fields sent change; nested objects merge. */
export const tenantUpdateSchema = tenantCreateSchema.partial().meta({ id: 'TenantUpdate' });
export type TenantUpdate = z.infer<typeof tenantUpdateSchema>;

export const tenantListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type TenantListQuery = z.infer<typeof tenantListQuerySchema>;

export const adminTenantListResponseSchema = z
  .object({
    tenants: z.array(adminTenantSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'AdminTenantList' });
export type AdminTenantListResponse = z.infer<typeof adminTenantListResponseSchema>;

export const tenantListResponseSchema = z
  .object({ tenants: z.array(tenantInfoSchema), total: z.number().int() })
  .meta({ id: 'TenantList' });
export type TenantListResponse = z.infer<typeof tenantListResponseSchema>;

export const tenantDeleteQuerySchema = z.object({
  force: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('also delete all of the tenant’s content'),
});

/**
 * The back-office's form for deleting a tenant: its slug typed again (it must be this tenant's,
 * so that nothing goes by mistake) and the force box, which becomes the query's `force`.
 */
export function tenantDeleteFormSchema(slug: string) {
  return z.object({
    confirm_slug: z
      .string()
      .trim()
      .refine((value) => value === slug, { error: 'must be the slug of the tenant' }),
    force: z.boolean(),
  });
}
export type TenantDeleteForm = z.infer<ReturnType<typeof tenantDeleteFormSchema>>;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const TENANT_MESSAGES = {
  notFound: 'Tenant not found',
  slugTaken: 'A tenant with this slug already exists',
  defaultUndeletable: 'The default tenant cannot be deleted',
  hasContent: (stories: number, categories: number) =>
    `This tenant has ${stories} stories and ${categories} categories: delete with force=true to remove it and all its content`,
  logoUploadDisabled: 'Logo upload is not enabled for this tenant',
  logoMissing: 'Send the logo as multipart/form-data in the field "file"',
  logoType: 'The logo must be a PNG, JPEG, WebP or GIF image',
  logoTooLarge: 'The logo must be at most 2 MB',
  logoUnreadable: 'The logo could not be read as an image',
} as const;
