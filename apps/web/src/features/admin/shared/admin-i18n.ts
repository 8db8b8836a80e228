import { i18n, registerNamespaceLoader } from '@/lib/i18n';
import type { ResourceKey } from 'i18next';

/** The back-office's own texts, one namespace per area. */
export const ADMIN_SHELL_NS = 'adminShell';
export const ADMIN_PAGES_NS = 'adminPages';
export const ADMIN_DASHBOARD_NS = 'adminDashboard';
export const ADMIN_USERS_NS = 'adminUsers';
export const ADMIN_ARTICLES_NS = 'adminArticles';
export const ADMIN_STORIES_NS = 'adminStories';
export const ADMIN_CATEGORIES_NS = 'adminCategories';
export const ADMIN_TAGS_NS = 'adminTags';
export const ADMIN_SCHEDULER_NS = 'adminScheduler';
export const ADMIN_SECURITY_NS = 'adminSecurity';
export const ADMIN_RSS_NS = 'adminRss';
export const ADMIN_ADS_NS = 'adminAds';
export const ADMIN_ANALYTICS_NS = 'adminAnalytics';
export const ADMIN_COMMENTS_NS = 'adminComments';
export const ADMIN_NEWSLETTERS_NS = 'adminNewsletters';
export const ADMIN_MEMBERS_NS = 'adminMembers';
export const ADMIN_MEMBERSHIP_NS = 'adminMembership';
export const ADMIN_MEDIA_NS = 'adminMedia';
export const ADMIN_SITE_PAGES_NS = 'adminSitePages';
export const ADMIN_SSO_NS = 'adminSso';

/** Each namespace's file name under locales/<language>/. */
const FILES: Record<string, string> = {
  [ADMIN_SHELL_NS]: 'admin-shell',
  [ADMIN_PAGES_NS]: 'admin-pages',
  [ADMIN_DASHBOARD_NS]: 'admin-dashboard',
  [ADMIN_USERS_NS]: 'admin-users',
  [ADMIN_ARTICLES_NS]: 'admin-articles',
  [ADMIN_STORIES_NS]: 'admin-stories',
  [ADMIN_CATEGORIES_NS]: 'admin-categories',
  [ADMIN_TAGS_NS]: 'admin-tags',
  [ADMIN_SCHEDULER_NS]: 'admin-scheduler',
  [ADMIN_SECURITY_NS]: 'admin-security',
  [ADMIN_RSS_NS]: 'admin-rss',
  [ADMIN_ADS_NS]: 'admin-ads',
  [ADMIN_ANALYTICS_NS]: 'admin-analytics',
  [ADMIN_COMMENTS_NS]: 'admin-comments',
  [ADMIN_NEWSLETTERS_NS]: 'admin-newsletters',
  [ADMIN_MEMBERS_NS]: 'admin-members',
  [ADMIN_MEMBERSHIP_NS]: 'admin-membership',
  [ADMIN_MEDIA_NS]: 'admin-media',
  [ADMIN_SITE_PAGES_NS]: 'admin-site-pages',
  [ADMIN_SSO_NS]: 'admin-sso',
};

const ADMIN_NAMESPACES = Object.keys(FILES);

/**
 * One chunk per language and area, fetched when the back-office is opened in that language (and
 * again when an editor switches language): the admin chunk no longer carries all eight.
 */
const texts = import.meta.glob<{ default: ResourceKey }>('../../../locales/*/admin-*.json');

for (const [namespace, file] of Object.entries(FILES)) {
  registerNamespaceLoader(
    namespace,
    (language) => texts[`../../../locales/${language}/${file}.json`],
  );
}

// The admin chunk finishes loading once its texts in the current language are in: nothing in it
// renders a key before its text.
await i18n.loadNamespaces(ADMIN_NAMESPACES);
