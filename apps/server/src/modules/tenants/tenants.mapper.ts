import {
  DEFAULT_COMMENT_MODERATION,
  defaultSiteSettings,
  SOCIAL_NETWORKS,
  type AdminTenant,
  type PublicSiteSettings,
  type SiteSettings,
  type TenantInfo,
} from '@helionews/contracts';
import type { TenantRow } from '../../db/schema/index.js';

/** The public face of a tenant. Allow-list: a new column is private until it is added here. */
export function toTenantInfo(row: TenantRow): TenantInfo {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    display_name: row.displayName,
    description: row.description,
    industry: row.industry,
    logo_url: row.logoUrl,
    branding: {
      primary_color: row.branding.primary_color,
      secondary_color: row.branding.secondary_color,
      background_color: row.branding.background_color,
      text_color: row.branding.text_color,
    },
    settings: {
      articles_per_page: row.settings.articles_per_page,
      enable_comments: row.settings.enable_comments,
      rss_enabled: row.settings.rss_enabled,
    },
    features: {
      logoUpload: row.features.logoUpload,
      tenantSwitching: row.features.tenantSwitching,
      analytics: row.features.analytics,
    },
    site: toPublicSiteSettings(row),
    content_version: row.contentVersion,
  };
}

/** The stored site settings over their defaults; the allow-list of what readers see. */
export function toPublicSiteSettings(row: TenantRow): PublicSiteSettings {
  const stored = row.siteSettings;
  const defaults = defaultSiteSettings(row.displayName, row.description);
  const links = { ...defaults.social_links, ...stored.social_links };
  return {
    site_title: stored.site_title ?? defaults.site_title,
    tagline: stored.tagline ?? defaults.tagline,
    contact_email: stored.contact_email ?? defaults.contact_email,
    default_language: stored.default_language ?? defaults.default_language,
    time_zone: stored.time_zone ?? defaults.time_zone,
    date_format: stored.date_format ?? defaults.date_format,
    social_links: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, links[network]]),
    ) as PublicSiteSettings['social_links'],
    footer_text: stored.footer_text ?? defaults.footer_text,
  };
}

/** Site Settings as the back-office edits them: the public part plus the two switches. */
export function toSiteSettings(row: TenantRow): SiteSettings {
  return {
    ...toPublicSiteSettings(row),
    analytics_enabled: row.features.analytics,
    comments_enabled: row.settings.enable_comments,
    // Stored with the other site settings; on until a tenant admin turns it off.
    ads_enabled: row.siteSettings.ads_enabled ?? true,
    // Stored with the other site settings; a reader's first comment waits until one is saved.
    comments_moderation: row.siteSettings.comments_moderation ?? DEFAULT_COMMENT_MODERATION,
  };
}

export function toAdminTenant(
  row: TenantRow,
  counts: { stories: number; categories: number },
): AdminTenant {
  return {
    ...toTenantInfo(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    story_count: counts.stories,
    category_count: counts.categories,
    security: { require_staff_mfa: row.settings.require_staff_mfa === true },
  };
}
