import { BRANDING_DEFAULTS, defaultSiteSettings, type TenantInfo } from '@helionews/contracts';

/**
 * A publication made of the contract's defaults alone: default name and colours, default
 * settings and site settings, no optional feature, no logo. The server renderer's style samples
 * render it; tests start from it.
 */
export function defaultTenantInfo(overrides: Partial<TenantInfo> = {}): TenantInfo {
  return {
    id: 1,
    slug: BRANDING_DEFAULTS.name,
    name: BRANDING_DEFAULTS.name,
    display_name: BRANDING_DEFAULTS.display_name,
    description: '',
    industry: 'general',
    logo_url: null,
    branding: {
      primary_color: BRANDING_DEFAULTS.primary_color,
      secondary_color: BRANDING_DEFAULTS.secondary_color,
      background_color: BRANDING_DEFAULTS.background_color,
      text_color: BRANDING_DEFAULTS.text_color,
    },
    settings: { articles_per_page: 10, enable_comments: true, rss_enabled: true },
    features: { logoUpload: false, tenantSwitching: false, analytics: false },
    site: defaultSiteSettings(overrides.display_name ?? BRANDING_DEFAULTS.display_name),
    content_version: 1,
    ...overrides,
  };
}
