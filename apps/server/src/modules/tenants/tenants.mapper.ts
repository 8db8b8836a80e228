import type { AdminTenant, TenantInfo } from '@helionews/contracts';
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
  };
}
