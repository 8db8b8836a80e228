/** Constants fixed by the product specification (SPEC sections 1, 3 and 9). */

export const DEFAULT_TENANT_SLUG = 'helionews';

export const BRANDING_DEFAULTS = {
  name: 'helionews',
  display_name: 'HelioNews',
  primary_color: '#1976d2',
  secondary_color: '#dc004e',
  background_color: '#ffffff',
  text_color: '#000000',
} as const;

export const INDUSTRIES = [
  'space',
  'health',
  'technology',
  'finance',
  'sports',
  'entertainment',
  'general',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Tenant chip colours by industry; unknown industries use `general`. */
export const INDUSTRY_COLORS: Record<Industry, string> = {
  space: '#1976d2',
  health: '#4caf50',
  technology: '#9c27b0',
  finance: '#ff9800',
  sports: '#f44336',
  entertainment: '#e91e63',
  general: '#607d8b',
};

export const LANGUAGES = ['en', 'fr', 'es', 'de', 'zh', 'pt', 'ru', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Native names shown in the language selector. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
  zh: '中文',
  pt: 'Português',
  ru: 'Русский',
  ja: '日本語',
};

/** Browser storage keys (SPEC section 3): a contract with existing clients. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  token: 'token',
  isAdmin: 'isAdmin',
  selectedTenant: 'selectedTenant',
  darkMode: 'darkMode',
  preferredLanguage: 'preferred-language',
} as const;

export const LIMITS = {
  searchDebounceMs: 500,
  searchMinWidth: 250,
  defaultPage: 1,
  defaultPageSize: 10,
  maxPageSize: 100,
  recentActivityLimit: 10,
  pollIntervalMs: 30_000,
  sideNavWidth: 280,
  mediumBreakpoint: 900,
  /** largest JSON request body the API accepts, in bytes */
  maxJsonBodyBytes: 1_048_576,
} as const;

export const FALLBACK_COLORS = {
  tenantChip: '#607d8b',
  avatar: '#1976d2',
} as const;

/** Donations are recorded in this currency until tenants choose their own. */
export const DEFAULT_CURRENCY = 'USD';

/*
 * Constants the reader's pages import, kept apart from the schemas that use them: a page that
 * needs only these does not load zod (the web build drops schema modules nothing uses).
 */

/** The social links a publication's footer may show (Site Settings). */
export const SOCIAL_NETWORKS = [
  'twitter',
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'mastodon',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Widths (CSS pixels) a tenant logo is stored at. */
export const LOGO_SIZES = [32, 48, 64, 96] as const;
