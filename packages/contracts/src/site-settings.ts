import { z } from 'zod';
import { COMMENT_MODERATION_MODES, DEFAULT_COMMENT_MODERATION } from './comment-rules.js';
import { LANGUAGES, SOCIAL_NETWORKS, type SocialNetwork } from './constants.js';

/* ------------------------------------------------------------------------------------------------
 * Site settings (per tenant)
 * ---------------------------------------------------------------------------------------------- */

export const DATE_FORMATS = ['relative', 'short', 'medium', 'long', 'iso'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/**
 * Names already checked: building an Intl.DateTimeFormat costs about half a millisecond, and every
 * server render of a reader page checks its publication's time zone (issue 31). Bounded, so a
 * flood of made-up names cannot grow it without end.
 */
const checkedTimeZones = new Map<string, boolean>();
const MAX_CHECKED_TIME_ZONES = 1_000;

const isTimeZone = (value: string) => {
  const known = checkedTimeZones.get(value);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    valid = true;
  } catch {
    valid = false;
  }
  if (checkedTimeZones.size >= MAX_CHECKED_TIME_ZONES) checkedTimeZones.clear();
  checkedTimeZones.set(value, valid);
  return valid;
};

export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, { error: 'must be an IANA time zone such as Europe/Paris' });

/** An https (or http) address, or '' for none. */
const optionalUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
    error: 'must be an address starting with https://',
  });

export const socialLinksSchema = z
  .object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalUrlSchema])) as Record<
      SocialNetwork,
      typeof optionalUrlSchema
    >,
  )
  .meta({ id: 'SocialLinks' });
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const siteSettingsSchema = z
  .object({
    site_title: z.string().trim().min(1, { error: 'is required' }).max(100),
    tagline: z.string().trim().max(200),
    contact_email: z
      .string()
      .trim()
      .max(254)
      .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
        error: 'must be an email address',
      }),
    default_language: z.enum(LANGUAGES),
    time_zone: timeZoneSchema,
    date_format: z.enum(DATE_FORMATS),
    social_links: socialLinksSchema,
    footer_text: z.string().trim().max(500),
    /** The tenant's `analytics` feature: page views are recorded only when it is on. */
    analytics_enabled: z.boolean(),
    /** The tenant's `settings.enable_comments`. */
    comments_enabled: z.boolean(),
    /**
     * What waits for an editor before readers see it (comments.ts): `all` every comment, `first`
     * a reader's first one in the publication (the default), `none` only what the links and burst
     * rules hold.
     */
    comments_moderation: z.enum(COMMENT_MODERATION_MODES),
    /** Ads & Campaigns: when off, no ad zone renders and the ad calls answer nothing. */
    ads_enabled: z.boolean(),
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** PUT /api/admin/settings: partial; `social_links` merges. Unknown fields are refused. */
export const siteSettingsUpdateSchema = siteSettingsSchema
  .extend({ social_links: socialLinksSchema.partial().strict() })
  .partial()
  .strict()
  .meta({ id: 'SiteSettingsUpdate' });
export type SiteSettingsUpdate = z.infer<typeof siteSettingsUpdateSchema>;

/** What readers see of the site settings (part of GET /api/tenant/info). */
export const publicSiteSettingsSchema = siteSettingsSchema
  .pick({
    site_title: true,
    tagline: true,
    contact_email: true,
    default_language: true,
    time_zone: true,
    date_format: true,
    social_links: true,
    footer_text: true,
  })
  .meta({ id: 'PublicSiteSettings' });
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

export const EMPTY_SOCIAL_LINKS: SocialLinks = {
  twitter: '',
  facebook: '',
  instagram: '',
  linkedin: '',
  youtube: '',
  mastodon: '',
};

/** What a tenant's site settings are before anyone has saved them. */
export function defaultSiteSettings(
  siteTitle: string,
  tagline = '',
): Omit<SiteSettings, 'analytics_enabled' | 'comments_enabled' | 'ads_enabled'> {
  return {
    site_title: siteTitle,
    tagline,
    contact_email: '',
    default_language: 'en',
    time_zone: 'UTC',
    date_format: 'relative',
    social_links: { ...EMPTY_SOCIAL_LINKS },
    footer_text: '',
    comments_moderation: DEFAULT_COMMENT_MODERATION,
  };
}
