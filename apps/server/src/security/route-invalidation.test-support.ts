/**
 * What every writing route makes stale in the caches (issue 31): the kinds of content tags its
 * edit names (content-tags.ts; ids shown as `{id}`), `anything` for an edit of unknown reach (the
 * whole publication), or nothing. The isolation suite calls every writing route, as a caller it
 * admits, on its own publication, and compares what the node heard with this table; a writing
 * route missing here fails the suite, so a new one cannot ship without deciding what it
 * invalidates.
 */
export type Invalidation = readonly string[] | 'anything';

const nothing: Invalidation = [];
/** A story (of the wire, with no category) joining the lists readers see. */
const wireStoryPublished: Invalidation = [
  'feeds',
  'list:front',
  'search',
  'sitemaps',
  'story:{id}',
];
const categoryEdit: Invalidation = ['category:{id}', 'list:category:{id}', 'nav'];
/** A tag renamed, merged or deleted (issue 34): the tag list, its answers and its lists. */
const tagEdit: Invalidation = ['list:tag:{id}', 'tag:{id}', 'tags'];
/** A static page written, moved or deleted (issue 34): the pages, the navigation, the sitemaps. */
const sitePageEdit: Invalidation = ['pages', 'sitemaps'];

/**
 * The rows, as the isolation suite calls each route: a draft or another publication's resource
 * changes nothing readers of the publication see; comments change their thread's version (the
 * comment list's cache key), not content tags; a tenant's settings, name or logo show on every
 * answer (anything).
 */
export const ROUTE_INVALIDATIONS: Record<string, Invalidation> = {
  'DELETE /api/admin/ads/campaigns/:id': ['ads'],
  'DELETE /api/auth/2fa/totp': nothing,
  'DELETE /api/auth/passkeys/:id': nothing,
  'DELETE /api/admin/users/:id/2fa': nothing,
  'DELETE /api/admin/ads/zones/:id': ['ads'],
  'DELETE /api/admin/articles/:id': nothing,
  'DELETE /api/admin/categories/:id': [
    'category:{id}',
    'feeds',
    'list:category:{id}',
    'list:front',
    'nav',
    'search',
    'sitemaps',
  ],
  'DELETE /api/admin/rss/feeds/:id': nothing,
  'DELETE /api/admin/tenant-settings/logo': 'anything',
  'DELETE /api/admin/tenants/:id': nothing,
  'DELETE /api/admin/tenants/:id/logo': 'anything',
  'DELETE /api/admin/users/:id': nothing,
  'DELETE /api/admin/users/:id/comment-ban': nothing,
  'DELETE /api/comments/:id': nothing,
  'POST /api/admin/access/request': nothing,
  'POST /api/admin/access/sign-in': nothing,
  'POST /api/admin/ads/campaigns': ['ads'],
  'POST /api/admin/ads/campaigns/:id/approve': ['ads'],
  'POST /api/admin/ads/campaigns/:id/reject': ['ads'],
  'POST /api/admin/ads/creatives': nothing,
  'POST /api/admin/ads/zones': ['ads'],
  'POST /api/admin/articles': nothing,
  'POST /api/admin/articles/:id/approve': [
    'feeds',
    'list:author:{id}',
    'list:front',
    'search',
    'sitemaps',
    'story:{id}',
  ],
  'POST /api/admin/articles/:id/reject': nothing,
  'POST /api/admin/articles/:id/revisions/:revisionId/restore': nothing,
  'POST /api/admin/articles/images': nothing,
  'POST /api/admin/categories': ['nav'],
  'POST /api/admin/comments/:id/approve': nothing,
  'POST /api/admin/comments/:id/reject': nothing,
  'POST /api/admin/comments/:id/spam': nothing,
  'POST /api/admin/comments/bulk': nothing,
  // Newsletter sends (issue 32): mail, not pages; nothing readers see changes.
  'POST /api/admin/newsletters/:id/sends': nothing,
  'POST /api/admin/newsletters/:id/test': nothing,
  'POST /api/admin/newsletter-sends/:id/retry-failed': nothing,
  'POST /api/admin/newsletter-sends/:id/cancel': nothing,
  'POST /api/admin/notifications/:id/read': nothing,
  'POST /api/admin/notifications/read-all': nothing,
  'POST /api/admin/rss/feeds': nothing,
  'POST /api/admin/rss/feeds/:id/test': nothing,
  'POST /api/admin/security/events/:id/resolve': nothing,
  'POST /api/admin/stories/:id/approve': wireStoryPublished,
  'POST /api/admin/stories/:id/reject': nothing,
  'POST /api/admin/stories/bulk': wireStoryPublished,
  'POST /api/admin/tenant-settings/logo': 'anything',
  'POST /api/admin/tenants': nothing,
  'POST /api/admin/tenants/:id/logo': nothing,
  'POST /api/admin/users': nothing,
  'POST /api/admin/users/:id/activate': nothing,
  'POST /api/admin/users/:id/comment-ban': nothing,
  'POST /api/admin/users/:id/deactivate': nothing,
  'POST /api/ads/:id/impression': nothing,
  'POST /api/analytics/views': nothing,
  'POST /api/auth/change-password': nothing,
  'POST /api/auth/forgot-password': nothing,
  'POST /api/auth/login': nothing,
  'POST /api/auth/login/2fa': nothing,
  'POST /api/auth/sso/exchange': nothing,
  'POST /api/auth/passkeys/register/options': nothing,
  'POST /api/auth/passkeys/register/verify': nothing,
  'POST /api/auth/passkeys/login/options': nothing,
  'POST /api/auth/passkeys/login/verify': nothing,
  'POST /api/auth/2fa/totp/setup': nothing,
  'POST /api/auth/2fa/totp/confirm': nothing,
  'POST /api/auth/logout': nothing,
  'POST /api/auth/logout-all': nothing,
  'POST /api/auth/register': nothing,
  'POST /api/auth/reset-password': nothing,
  'POST /api/auth/reset-password/check': nothing,
  'POST /api/comments/:id/report': nothing,
  'POST /api/stories/:id/comments': nothing,
  'POST /api/user/donations': nothing,
  'PUT /api/admin/ads/campaigns/:id': ['ads'],
  'PUT /api/admin/ads/zones/:id': ['ads'],
  'PUT /api/admin/articles/:id': nothing,
  'PUT /api/admin/categories/:id': categoryEdit,
  'PUT /api/admin/categories/order': ['nav'],
  'PUT /api/admin/news-scheduler/:id': nothing,
  'PUT /api/admin/rss/feeds/:id': nothing,
  'PUT /api/admin/settings': 'anything',
  'PUT /api/admin/tenant-settings': 'anything',
  'PUT /api/admin/tenants/:id': 'anything',
  'PUT /api/admin/users/:id': nothing,
  'PUT /api/auth/user/preferences': nothing,
  'PUT /api/auth/user/profile': nothing,
  'PUT /api/comments/:id': nothing,
  // newsletters (issue 32): the public list shows the newsletters; subscribers show nowhere
  'DELETE /api/admin/newsletters/:id': ['newsletters'],
  'DELETE /api/admin/newsletter-suppressions/:id': nothing,
  'POST /api/admin/newsletters': ['newsletters'],
  // membership (issue 33): tiers show on the pricing page; checkout, portal and Stripe's
  // webhook change entitlement, read per request: nothing shared.
  'POST /api/admin/membership/tiers': ['membership'],
  'PUT /api/admin/membership/tiers/:id': ['membership'],
  'DELETE /api/admin/membership/tiers/:id': ['membership'],
  'PUT /api/admin/membership/settings': 'anything',
  // Reader sign-in providers (issue 35): the login page asks for them on each visit, uncached.
  'PUT /api/admin/sign-in-providers': nothing,
  'PUT /api/admin/sso': nothing,
  'POST /api/membership/checkout': nothing,
  'POST /api/membership/portal': nothing,
  'POST /api/membership/stripe/webhook/:tenant_slug': nothing,
  'PUT /api/admin/newsletters/:id': ['newsletters'],
  'POST /api/admin/newsletters/:id/subscribers/import': nothing,
  'POST /api/newsletters/subscribe': nothing,
  'POST /api/newsletters/events': nothing,
  'PUT /api/auth/user/newsletters': nothing,
  'POST /unsubscribe': nothing,
  'POST /tenant/:slug/unsubscribe': nothing,
  // members (issue 33): a comp or an import changes one reader's entitlement, no cached page
  'POST /api/admin/members/:id/comp': nothing,
  'DELETE /api/admin/members/:id/comp': nothing,
  'POST /api/admin/members/import': nothing,
  // static pages (issue 34)
  'POST /api/admin/pages': sitePageEdit,
  'PUT /api/admin/pages/order': sitePageEdit,
  'PUT /api/admin/pages/:id': sitePageEdit,
  'DELETE /api/admin/pages/:id': sitePageEdit,
  'POST /api/admin/pages/:id/revisions/:revisionId/restore': sitePageEdit,
  // tags (issue 34)
  'POST /api/admin/tags': ['tags'],
  'PUT /api/admin/tags/:id': tagEdit,
  'DELETE /api/admin/tags/:id': tagEdit,
  'POST /api/admin/tags/:id/merge': tagEdit,
  // the media library (issue 34): an image nothing uses changes nothing readers see; one in
  // use changes its places' answers (media.admin-routes.test.ts)
  'POST /api/admin/media': nothing,
  'PUT /api/admin/media/:id': nothing,
  'PUT /api/admin/media/:id/file': nothing,
  'DELETE /api/admin/media/:id': nothing,
};
