/**
 * Who may call what, for every route the server answers: the expected status for each kind of
 * caller, each acting on resources of the tenant the request names ("own") and on another
 * tenant's resources ("other"). The isolation suite calls every route in every combination and
 * compares; a route missing here fails the suite, so a new route cannot ship without a decision
 * about who may call it.
 *
 * Callers: nobody signed in, a reader (no role), a contributor, an editor and an admin of the
 * tenant the request names, and a platform admin (`is_admin`).
 */
export const CALLERS = [
  'anonymous',
  'reader',
  'contributor',
  'editor',
  'tenantAdmin',
  'platformAdmin',
] as const;
export type Caller = (typeof CALLERS)[number];
export type Statuses = readonly [
  anonymous: number,
  reader: number,
  contributor: number,
  editor: number,
  tenantAdmin: number,
  platformAdmin: number,
];

export interface RouteAccess {
  own: Statuses;
  other: Statuses;
  /** Why the rule is what it is, when it is not obvious. */
  note?: string;
}

const everyone = (s: number): Statuses => [s, s, s, s, s, s];
const signedIn = (s: number): Statuses => [401, s, s, s, s, s];
/** Back-office routes, by the role set they declare (ROLE_SETS in the contracts). */
const backOffice = (s: number): Statuses => [401, 403, s, s, s, s];
const editorial = (s: number): Statuses => [401, 403, 403, s, s, s];
const tenantAdmin = (s: number): Statuses => [401, 403, 403, 403, s, s];
const platformOnly = (s: number): Statuses => [401, 403, 403, 403, 403, s];

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': { own: everyone(200), other: everyone(200) },
  'GET /api/ready': { own: everyone(200), other: everyone(200) },

  'GET /api/docs': { own: everyone(200), other: everyone(200) },
  'GET /api/docs/json': { own: everyone(200), other: everyone(200) },
  'GET /api/docs/yaml': { own: everyone(200), other: everyone(200) },
  'GET /api/docs/static/*': { own: everyone(200), other: everyone(200) },
  'GET /api/docs/static/index.html': {
    own: everyone(302),
    other: everyone(302),
    note: 'sends the browser to the documentation page itself',
  },
  'GET /api/docs/static/swagger-initializer.js': { own: everyone(200), other: everyone(200) },
  'GET /metrics': {
    own: everyone(401),
    other: everyone(401),
    note: "Prometheus, for the operators: only METRICS_TOKEN as a Bearer credential (a session is not), all tenants' figures, no tenant scope; served only when METRICS_TOKEN is set and METRICS_PORT is not",
  },
  'GET /uploads/*': {
    own: everyone(404),
    other: everyone(404),
    note: 'files only exist under names the server chose; a guessed name is a 404',
  },

  // Crawler files, per publication: the host or the /tenant/{slug} prefix names it (no header).
  // Beta's published canary story is of the same month and the last 48 hours; alpha's never list it.
  'GET /robots.txt': { own: everyone(200), other: everyone(200) },
  'GET /tenant/:tenantSlug/robots.txt': { own: everyone(200), other: everyone(200) },
  'GET /sitemap.xml': { own: everyone(200), other: everyone(200) },
  'GET /tenant/:tenantSlug/sitemap.xml': { own: everyone(200), other: everyone(200) },
  'GET /sitemap-pages.xml': { own: everyone(200), other: everyone(200) },
  'GET /tenant/:tenantSlug/sitemap-pages.xml': { own: everyone(200), other: everyone(200) },
  'GET /sitemap-:month.xml': {
    own: everyone(200),
    other: everyone(200),
    note: "other: the month of beta's canary story, in alpha's sitemap",
  },
  'GET /tenant/:tenantSlug/sitemap-:month.xml': {
    own: everyone(200),
    other: everyone(200),
    note: "other: the month of beta's canary story, in alpha's sitemap",
  },
  'GET /news-sitemap.xml': { own: everyone(200), other: everyone(200) },
  'GET /tenant/:tenantSlug/news-sitemap.xml': { own: everyone(200), other: everyone(200) },
  'GET /rss.xml': { own: everyone(200), other: everyone(200) },
  'GET /tenant/:tenantSlug/rss.xml': { own: everyone(200), other: everyone(200) },
  'GET /atom.xml': { own: everyone(200), other: everyone(200) },
  'GET /tenant/:tenantSlug/atom.xml': { own: everyone(200), other: everyone(200) },
  'GET /category/:slug/rss.xml': {
    own: everyone(200),
    other: everyone(404),
    note: "other: beta's category slug names no category of alpha",
  },
  'GET /tenant/:tenantSlug/category/:slug/rss.xml': {
    own: everyone(200),
    other: everyone(404),
    note: "other: beta's category slug names no category of alpha",
  },
  'GET /category/:slug/atom.xml': {
    own: everyone(200),
    other: everyone(404),
    note: "other: beta's category slug names no category of alpha",
  },
  'GET /tenant/:tenantSlug/category/:slug/atom.xml': {
    own: everyone(200),
    other: everyone(404),
    note: "other: beta's category slug names no category of alpha",
  },
  'GET /tag/:slug/rss.xml': {
    own: everyone(200),
    other: everyone(404),
    note: "other: beta's tag slug names no tag of alpha",
  },
  'GET /tenant/:tenantSlug/tag/:slug/rss.xml': {
    own: everyone(200),
    other: everyone(404),
    note: "other: beta's tag slug names no tag of alpha",
  },
  'GET /tag/:slug/atom.xml': {
    own: everyone(200),
    other: everyone(404),
    note: "other: beta's tag slug names no tag of alpha",
  },
  'GET /tenant/:tenantSlug/tag/:slug/atom.xml': {
    own: everyone(200),
    other: everyone(404),
    note: "other: beta's tag slug names no tag of alpha",
  },

  'GET /api/tenant/info': { own: everyone(200), other: everyone(200) },
  'GET /api/tenants/': { own: platformOnly(200), other: platformOnly(200) },

  'GET /api/stories': {
    own: everyone(200),
    other: everyone(404),
    note: "other: filtering by another tenant's category slug finds no such category",
  },
  'GET /api/stories/:id': { own: everyone(200), other: everyone(404) },
  'GET /api/stories/:id/related': { own: everyone(200), other: everyone(404) },
  'GET /api/stories/:id/content': {
    own: everyone(200),
    other: everyone(404),
    note: 'the fixture story is public: its whole body for anyone (paywall rules: paywall tests)',
  },
  'GET /api/search': {
    own: everyone(200),
    other: everyone(200),
    note: "other: a word of beta's canary headline finds nothing of beta's",
  },
  'GET /api/realtime/stream': {
    own: everyone(200),
    other: everyone(200),
    note: "other: resuming from before beta's canary story replays alpha's stories only",
  },
  'GET /api/categories': { own: everyone(200), other: everyone(200) },
  // tags (issue 34)
  'GET /api/tags': { own: everyone(200), other: everyone(200) },
  'GET /api/tags/:slug': {
    own: everyone(200),
    other: everyone(404),
    note: "other: beta's tag slug names no tag of alpha",
  },
  // static pages (issue 34): published only; a draft or another publication's slug is a 404
  'GET /api/pages': {
    own: everyone(200),
    other: everyone(200),
    note: "other: beta's canary page is never in alpha's navigation",
  },
  'GET /api/pages/:slug': {
    own: everyone(200),
    other: everyone(404),
    note: "other: beta's page slug names no page of alpha",
  },
  'GET /api/authors/:username': {
    own: everyone(200),
    other: everyone(404),
    note: "other: beta's writer has published nothing in alpha, so is no author of alpha's",
  },
  'POST /api/analytics/views': {
    own: everyone(204),
    other: everyone(204),
    note: "other: a view of beta's canary story path is counted (if at all) for alpha only",
  },

  'POST /api/auth/register': {
    own: everyone(202),
    other: everyone(202),
    note: 'accounts are global',
  },
  'POST /api/auth/login': { own: everyone(200), other: everyone(200), note: 'accounts are global' },
  'POST /api/auth/logout': { own: signedIn(204), other: signedIn(204) },
  'GET /api/auth/user/profile': { own: signedIn(200), other: signedIn(200) },
  'PUT /api/auth/user/profile': {
    own: signedIn(200),
    other: signedIn(200),
    note: "only ever the caller's own account: the path names no other",
  },
  'PUT /api/auth/user/preferences': { own: signedIn(200), other: signedIn(200) },
  'POST /api/auth/forgot-password': { own: everyone(202), other: everyone(202) },
  'POST /api/auth/reset-password': {
    own: everyone(400),
    other: everyone(400),
    note: 'called with an unknown token: only the holder of a mailed link gets further',
  },
  'POST /api/auth/reset-password/check': {
    own: everyone(400),
    other: everyone(400),
    note: 'called with an unknown token: it says whether a link works, never whose it is',
  },

  'GET /api/user/donations': { own: signedIn(200), other: signedIn(200) },
  'POST /api/user/donations': { own: signedIn(201), other: signedIn(201) },

  'GET /api/admin/tenants': { own: platformOnly(200), other: platformOnly(200) },
  'POST /api/admin/tenants': { own: platformOnly(201), other: platformOnly(201) },
  'GET /api/admin/tenants/:id': {
    own: platformOnly(200),
    other: platformOnly(200),
    note: 'tenants are managed by platform admins across the network',
  },
  'PUT /api/admin/tenants/:id': { own: platformOnly(200), other: platformOnly(200) },
  'DELETE /api/admin/tenants/:id': { own: platformOnly(204), other: platformOnly(204) },
  'POST /api/admin/tenants/:id/logo': { own: platformOnly(200), other: platformOnly(200) },
  'DELETE /api/admin/tenants/:id/logo': { own: platformOnly(200), other: platformOnly(200) },

  'POST /api/auth/change-password': {
    own: signedIn(400),
    other: signedIn(400),
    note: 'called with a wrong current password: only the holder of the password gets further',
  },
  'POST /api/auth/logout-all': { own: signedIn(200), other: signedIn(200) },
  'POST /api/auth/login/2fa': {
    own: everyone(400),
    other: everyone(400),
    note: 'called with an unknown mfa_token: only the holder of the password step gets further',
  },
  'POST /api/auth/sso/exchange': {
    own: everyone(400),
    other: everyone(400),
    note: "called with an unknown code: only the browser an identity provider's callback sent back gets further",
  },
  'GET /api/auth/social/providers': { own: everyone(200), other: everyone(200) },
  'GET /api/auth/social/:provider/start': {
    own: everyone(404),
    other: everyone(404),
    note: "a browser navigation; no publication of the suite set Google up: SPEC's 'not implemented yet' message",
  },
  'GET /api/auth/social/:provider/callback': {
    own: everyone(302),
    other: everyone(302),
    note: 'always back to the login page; without the state of a sign-in this browser started, with sign_in_error',
  },
  // single sign-on (issue 35): the publication is named in the path; alpha has none set up
  'GET /api/auth/sso/:tenant_slug': {
    own: everyone(200),
    other: everyone(200),
    note: 'public: whether a publication offers single sign-on and its button name, for its sign-in page; never a setting beyond those',
  },
  'GET /api/auth/sso/:tenant_slug/start': {
    own: everyone(302),
    other: everyone(302),
    note: 'a browser navigation: to the provider, or (no SSO set up) back to /admin/login?sso_error=not_configured',
  },
  'GET /api/auth/sso/callback': {
    own: everyone(302),
    other: everyone(302),
    note: 'called with an unknown state: back to /admin/login?sso_error=invalid_state; only the flow a start stored gets further',
  },
  'GET /api/auth/2fa': { own: signedIn(200), other: signedIn(200) },
  'POST /api/auth/2fa/totp/setup': {
    own: signedIn(200),
    other: signedIn(200),
    note: "only ever the caller's own account: a pending secret, nothing enabled",
  },
  'POST /api/auth/2fa/totp/confirm': {
    own: signedIn(400),
    other: signedIn(400),
    note: 'called with a wrong code: only the holder of the secret enables it',
  },
  'DELETE /api/auth/2fa/totp': {
    own: signedIn(400),
    other: signedIn(400),
    note: 'called with a wrong password: only the holder of the password removes it',
  },
  'GET /api/auth/sign-ins': {
    own: signedIn(200),
    other: signedIn(200),
    note: "only ever the caller's own account's sign-ins",
  },

  'POST /api/auth/passkeys/register/options': {
    own: signedIn(200),
    other: signedIn(200),
    note: "only ever the caller's own account: options, nothing stored but the challenge",
  },
  'POST /api/auth/passkeys/register/verify': {
    own: signedIn(400),
    other: signedIn(400),
    note: 'called with an answer no authenticator signed: only a real passkey is stored',
  },
  'GET /api/auth/passkeys': { own: signedIn(200), other: signedIn(200) },
  'DELETE /api/auth/passkeys/:id': {
    own: signedIn(204),
    other: signedIn(404),
    note: "own: a passkey of the caller; other: a passkey of another account, which is not found (accounts are global, passkeys are their owner's)",
  },
  'POST /api/auth/passkeys/login/options': {
    own: everyone(200),
    other: everyone(200),
    note: 'anyone may start a passkey sign-in: only the passkey ends it',
  },
  'POST /api/auth/passkeys/login/verify': {
    own: everyone(400),
    other: everyone(400),
    note: 'called with an unknown challenge_id: only the answer to a live challenge gets further',
  },

  'GET /api/admin/access': {
    own: signedIn(200),
    other: signedIn(200),
    note: 'any account may ask what it may do; a reader learns role null',
  },
  'POST /api/admin/access/sign-in': { own: signedIn(200), other: signedIn(200) },
  'POST /api/admin/access/request': { own: signedIn(202), other: signedIn(202) },

  'GET /api/admin/notifications': { own: backOffice(200), other: backOffice(200) },
  'GET /api/admin/notifications/unread-count': { own: backOffice(200), other: backOffice(200) },
  'POST /api/admin/notifications/read-all': { own: backOffice(200), other: backOffice(200) },
  'POST /api/admin/notifications/:id/read': {
    own: backOffice(200),
    other: [401, 403, 404, 404, 404, 404],
    note: "other: the caller's own notification, but from tenant beta",
  },

  'GET /api/admin/tenant-settings': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'PUT /api/admin/tenant-settings': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'POST /api/admin/tenant-settings/logo': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'DELETE /api/admin/tenant-settings/logo': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'GET /api/admin/settings': { own: tenantAdmin(200), other: tenantAdmin(200) },

  'GET /api/admin/dashboard/summary': { own: backOffice(200), other: backOffice(200) },
  'GET /api/admin/dashboard/navigation-counts': { own: backOffice(200), other: backOffice(200) },
  'GET /api/admin/dashboard/weekly-activity': { own: backOffice(200), other: backOffice(200) },
  'GET /api/admin/dashboard/articles-by-category': {
    own: backOffice(200),
    other: backOffice(200),
  },
  'GET /api/admin/dashboard/recent-activity': { own: backOffice(200), other: backOffice(200) },
  'GET /api/admin/analytics/overview': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'GET /api/admin/analytics/users': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'GET /api/admin/analytics/users/export': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'GET /api/admin/analytics/content': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'GET /api/admin/analytics/content/export': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'GET /api/admin/users': {
    own: tenantAdmin(200),
    other: tenantAdmin(200),
    note: "a tenant admin's list holds no platform admin's account; a platform admin's does",
  },
  'PUT /api/admin/users/:id': {
    own: tenantAdmin(200),
    other: [401, 403, 403, 403, 404, 200],
    note: "other: a user of beta only; platform admins manage every account, alpha's admin cannot see it, nor a platform admin's (404; \"a platform admin's account\" in the isolation suite)",
  },
  'PUT /api/admin/settings': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'GET /api/admin/activity': {
    own: editorial(200),
    other: editorial(200),
    note: "other: a beta story's id has no history in alpha (an empty list, never beta's rows)",
  },
  // users
  'GET /api/admin/users/:id': {
    own: tenantAdmin(200),
    other: [401, 403, 403, 403, 404, 200],
    note: "other: a user of beta only; platform admins see every account, alpha's admin cannot see it, nor a platform admin's (404; \"a platform admin's account\" in the isolation suite)",
  },
  'POST /api/admin/users': {
    own: tenantAdmin(201),
    other: [401, 403, 403, 403, 403, 201],
    note: 'other: the new account gets a role on beta; only platform admins grant outside the tenant they administer',
  },
  'DELETE /api/admin/users/:id': {
    own: tenantAdmin(204),
    other: [401, 403, 403, 403, 404, 204],
    note: "other: a user of beta only; platform admins manage every account, alpha's admin cannot see it, nor a platform admin's (404)",
  },
  'POST /api/admin/users/:id/activate': {
    own: tenantAdmin(200),
    other: [401, 403, 403, 403, 404, 200],
    note: "other: a deactivated user of beta only; alpha's admin cannot see it, nor a platform admin's (404)",
  },
  'POST /api/admin/users/:id/deactivate': {
    own: tenantAdmin(200),
    other: [401, 403, 403, 403, 404, 200],
    note: "other: a user of beta only; alpha's admin cannot see it, nor a platform admin's (404)",
  },
  'DELETE /api/admin/users/:id/2fa': {
    own: tenantAdmin(204),
    other: [401, 403, 403, 403, 404, 204],
    note: "a staff member of the tenant with an authenticator app; other: one of beta, alpha's admin cannot see it (404)",
  },
  // Unchanged, already present: 'GET /api/admin/users' and 'PUT /api/admin/users/:id'.

  // articles
  'GET /api/admin/articles': {
    own: backOffice(200),
    other: [401, 403, 404, 404, 404, 404],
    note: "other: filtering by beta's category slug finds no such category (tenant_id is honoured for platform admins only and is not sent)",
  },
  'POST /api/admin/articles': {
    own: backOffice(201),
    other: [401, 403, 422, 422, 422, 422],
    note: "other: a body naming beta's category slug is refused; the article would belong to alpha anyway",
  },
  'POST /api/admin/articles/images': {
    own: backOffice(201),
    other: backOffice(201),
    note: 'no resource of any tenant is named; the image is stored under the request tenant',
  },
  'GET /api/admin/articles/:id': {
    own: backOffice(200),
    other: [401, 403, 404, 404, 404, 404],
    note: "own: the contributor's own article (contributors reach only theirs)",
  },
  'PUT /api/admin/articles/:id': {
    own: backOffice(200),
    other: [401, 403, 404, 404, 404, 404],
  },
  'DELETE /api/admin/articles/:id': {
    own: backOffice(204),
    other: [401, 403, 404, 404, 404, 404],
    note: "own: a draft of the caller's (contributors may delete only their own drafts)",
  },
  'POST /api/admin/articles/:id/approve': {
    own: editorial(200),
    other: [401, 403, 403, 404, 404, 404],
  },
  'POST /api/admin/articles/:id/reject': {
    own: editorial(200),
    other: [401, 403, 403, 404, 404, 404],
  },
  'GET /api/admin/articles/:id/revisions': {
    own: backOffice(200),
    other: [401, 403, 404, 404, 404, 404],
  },
  'GET /api/admin/articles/:id/revisions/:revisionId': {
    own: backOffice(200),
    other: [401, 403, 404, 404, 404, 404],
  },
  'POST /api/admin/articles/:id/revisions/:revisionId/restore': {
    own: editorial(200),
    other: [401, 403, 403, 404, 404, 404],
  },

  // stories-categories
  'GET /api/admin/stories': {
    own: editorial(200),
    other: editorial(404),
    note: "other: filtering by beta's category slug finds no such category",
  },
  'GET /api/admin/stories/:id': { own: editorial(200), other: editorial(404) },
  'POST /api/admin/stories/:id/approve': { own: editorial(200), other: editorial(404) },
  'POST /api/admin/stories/:id/reject': { own: editorial(200), other: editorial(404) },
  'POST /api/admin/stories/bulk': {
    own: editorial(200),
    other: editorial(200),
    note: "other: beta's ids come back in `failed` as 'Story not found'; nothing changes",
  },
  'GET /api/admin/categories': { own: backOffice(200), other: backOffice(200) },
  'POST /api/admin/categories': { own: editorial(201), other: editorial(201) },
  'PUT /api/admin/categories/order': {
    own: editorial(200),
    other: editorial(422),
    note: "other: an order naming beta's category is not alpha's set of categories",
  },
  'PUT /api/admin/categories/:id': { own: editorial(200), other: editorial(404) },
  'DELETE /api/admin/categories/:id': {
    own: editorial(204),
    other: editorial(404),
    note: 'own: a category with a story, moved to alpha-desk in the same transaction',
  },

  // tags (issue 34): contributors pick from the list; editors and admins change it
  'GET /api/admin/tags': { own: backOffice(200), other: backOffice(200) },
  'POST /api/admin/tags': { own: editorial(201), other: editorial(201) },
  'PUT /api/admin/tags/:id': { own: editorial(200), other: editorial(404) },
  'DELETE /api/admin/tags/:id': { own: editorial(204), other: editorial(404) },
  'POST /api/admin/tags/:id/merge': {
    own: editorial(200),
    other: editorial(404),
    note: "other: beta's tag, merged into one of alpha's, is no tag of alpha",
  },

  // the media library (issue 34): every back-office role lists, uploads and changes; a
  // contributor only their own images (the matrix's images are the caller's own uploads)
  'GET /api/admin/media': { own: backOffice(200), other: backOffice(200) },
  'POST /api/admin/media': { own: backOffice(200), other: backOffice(200) },
  'GET /api/admin/media/:id': { own: backOffice(200), other: backOffice(404) },
  'GET /api/admin/media/:id/usage': { own: backOffice(200), other: backOffice(404) },
  'PUT /api/admin/media/:id': { own: backOffice(200), other: backOffice(404) },
  'PUT /api/admin/media/:id/file': { own: backOffice(200), other: backOffice(404) },
  'DELETE /api/admin/media/:id': { own: backOffice(204), other: backOffice(404) },
  // static pages (issue 34): editors and admins only, contributors included out
  'GET /api/admin/pages': { own: editorial(200), other: editorial(200) },
  'POST /api/admin/pages': { own: editorial(201), other: editorial(201) },
  'PUT /api/admin/pages/order': {
    own: editorial(200),
    other: editorial(422),
    note: "other: an order naming beta's page is refused, alpha's order unchanged",
  },
  'GET /api/admin/pages/:id': { own: editorial(200), other: editorial(404) },
  'PUT /api/admin/pages/:id': { own: editorial(200), other: editorial(404) },
  'DELETE /api/admin/pages/:id': { own: editorial(204), other: editorial(404) },
  'GET /api/admin/pages/:id/revisions': { own: editorial(200), other: editorial(404) },
  'POST /api/admin/pages/:id/revisions/:revisionId/restore': {
    own: editorial(200),
    other: editorial(404),
  },

  // rss feeds
  'GET /api/admin/rss/feeds': {
    own: editorial(200),
    other: editorial(200),
    note: "other: tenant beta subscribes to a canary feed; alpha's list never shows it",
  },
  'POST /api/admin/rss/feeds': { own: editorial(201), other: editorial(201) },
  'PUT /api/admin/rss/feeds/:id': { own: editorial(200), other: editorial(404) },
  'DELETE /api/admin/rss/feeds/:id': { own: editorial(204), other: editorial(404) },
  'POST /api/admin/rss/feeds/:id/test': {
    own: editorial(502),
    other: editorial(404),
    note: "own: the feed's address is a private one this suite's app is not allowed to fetch (no FEEDS_ALLOW_HOSTS): 502 saying so, never a fetch",
  },

  // ads & campaigns (reader side)
  'GET /api/ads/placements': {
    own: everyone(200),
    other: everyone(200),
    note: "other: beta's live canary zone is never among alpha's placements",
  },
  'GET /api/ads/serve': {
    own: everyone(200),
    other: everyone(204),
    note: "other: beta's zone, named while acting for alpha, serves nothing",
  },
  'POST /api/ads/:id/impression': { own: everyone(204), other: everyone(404) },
  'GET /api/ads/:id/click': {
    own: everyone(302),
    other: everyone(404),
    note: "own: redirects to the campaign's stored https landing page",
  },
  // ads & campaigns (back-office): editors write campaigns (pending approval), admins decide
  'GET /api/admin/ads/campaigns': {
    own: editorial(200),
    other: editorial(200),
    note: "other: beta's canary campaign never shows in alpha's list",
  },
  'POST /api/admin/ads/campaigns': { own: editorial(201), other: editorial(201) },
  'PUT /api/admin/ads/campaigns/:id': { own: editorial(200), other: editorial(404) },
  'DELETE /api/admin/ads/campaigns/:id': { own: tenantAdmin(200), other: tenantAdmin(404) },
  'POST /api/admin/ads/campaigns/:id/approve': {
    own: tenantAdmin(200),
    other: tenantAdmin(404),
  },
  'POST /api/admin/ads/campaigns/:id/reject': {
    own: tenantAdmin(200),
    other: tenantAdmin(404),
  },
  'POST /api/admin/ads/creatives': {
    own: editorial(201),
    other: editorial(201),
    note: 'no resource of any tenant is named; the creative is stored under the request tenant',
  },
  'GET /api/admin/ads/stats': {
    own: editorial(200),
    other: editorial(404),
    note: "other: beta's campaign named with ?campaign= is not found",
  },
  'GET /api/admin/ads/zones': {
    own: editorial(200),
    other: editorial(200),
    note: "other: beta's canary zone never shows in alpha's list",
  },
  'POST /api/admin/ads/zones': { own: tenantAdmin(201), other: tenantAdmin(201) },
  'PUT /api/admin/ads/zones/:id': { own: tenantAdmin(200), other: tenantAdmin(404) },
  'DELETE /api/admin/ads/zones/:id': { own: tenantAdmin(200), other: tenantAdmin(404) },

  // scheduler
  'GET /api/admin/news-scheduler': {
    own: editorial(200),
    other: editorial(200),
    note: "other: tenant beta has a scheduled canary story; alpha's schedule never lists it",
  },
  'PUT /api/admin/news-scheduler/:id': {
    own: editorial(200),
    other: [401, 403, 403, 404, 404, 404],
    note: 'other: a scheduled story of beta while the request names alpha: 404 for every member, platform admins included',
  },

  // security
  'GET /api/admin/security/events': {
    own: tenantAdmin(200),
    other: tenantAdmin(200),
    note: "other: tenant beta holds a canary event; alpha's list (platform admins too, without scope=platform) never shows it",
  },
  'GET /api/admin/security/events/daily': {
    own: tenantAdmin(200),
    other: tenantAdmin(200),
    note: "other: tenant beta holds a canary event; alpha's counts leave it out",
  },
  'POST /api/admin/security/events/:id/resolve': {
    own: tenantAdmin(200),
    other: [401, 403, 403, 403, 404, 404],
    note: "other: an event of beta; platform admins reach another tenant's events only with scope=platform",
  },

  // newsletters (issue 32): beta's newsletter, subscribers and suppressions carry the canary
  'GET /api/newsletters': {
    own: everyone(200),
    other: everyone(200),
    note: "other: beta's public newsletter is never listed for alpha",
  },
  'POST /api/newsletters/subscribe': {
    own: everyone(202),
    other: everyone(422),
    note: "other: naming beta's newsletter while the request names alpha is an unknown newsletter",
  },
  'GET /api/newsletters/confirm': {
    own: everyone(200),
    other: everyone(200),
    note: "other: beta's confirmation link asked of alpha answers {result: 'invalid'} and confirms nothing",
  },
  'GET /api/newsletters/unsubscribe': {
    own: everyone(200),
    other: everyone(404),
    note: "other: beta's unsubscribe link asked of alpha is no link",
  },
  'POST /api/newsletters/events': {
    own: everyone(200),
    other: everyone(200),
    note: "the provider's webhook: the X-Webhook-Secret, not a session, admits it; the address is suppressed for the request's publication only",
  },
  'GET /api/auth/user/newsletters': { own: signedIn(200), other: signedIn(200) },
  'PUT /api/auth/user/newsletters': {
    own: signedIn(200),
    other: signedIn(422),
    note: "other: beta's newsletter is no newsletter of alpha",
  },
  'POST /unsubscribe': {
    own: everyone(200),
    other: everyone(200),
    note: "RFC 8058 one-click: the token is the credential and names its publication ({tenant_id}.); other: beta's token unsubscribes beta's subscription, and answers nothing of it",
  },
  'POST /tenant/:slug/unsubscribe': {
    own: everyone(200),
    other: everyone(200),
    note: 'as POST /unsubscribe, under a /tenant/{slug} site',
  },
  'GET /api/admin/newsletters': {
    own: editorial(200),
    other: editorial(200),
    note: "other: beta's newsletters are never listed for alpha",
  },
  'POST /api/admin/newsletters': { own: editorial(201), other: editorial(201) },
  'PUT /api/admin/newsletters/:id': { own: editorial(200), other: editorial(404) },
  'DELETE /api/admin/newsletters/:id': { own: editorial(204), other: editorial(404) },
  'GET /api/admin/newsletters/:id/growth': { own: editorial(200), other: editorial(404) },
  'GET /api/admin/newsletters/:id/subscribers': { own: editorial(200), other: editorial(404) },
  'POST /api/admin/newsletters/:id/subscribers/import': {
    own: editorial(200),
    other: editorial(404),
  },
  'GET /api/admin/newsletters/:id/subscribers/export': {
    own: editorial(200),
    other: editorial(404),
  },
  'GET /api/admin/newsletter-suppressions': {
    own: editorial(200),
    other: editorial(200),
    note: "other: beta's suppressions are never listed for alpha",
  },
  'DELETE /api/admin/newsletter-suppressions/:id': {
    own: editorial(204),
    other: editorial(404),
  },

  // members (issue 33): editors read, admins act; beta's readers carry the canary
  'GET /api/admin/members': {
    own: editorial(200),
    other: editorial(200),
    note: "other: beta's readers are never listed for alpha",
  },
  'GET /api/admin/members/:id': { own: editorial(200), other: editorial(404) },
  'POST /api/admin/members/:id/comp': { own: tenantAdmin(200), other: tenantAdmin(404) },
  'DELETE /api/admin/members/:id/comp': { own: tenantAdmin(204), other: tenantAdmin(404) },
  'GET /api/admin/members/export': {
    own: tenantAdmin(200),
    other: tenantAdmin(200),
    note: "other: beta's readers are never exported for alpha",
  },
  'POST /api/admin/members/import': {
    own: tenantAdmin(200),
    other: tenantAdmin(200),
    note: 'other: the rows become members of alpha, the tenant the request names',
  },
  'GET /api/admin/membership/figures': {
    own: editorial(200),
    other: editorial(200),
    note: "other: beta's members are never counted for alpha",
  },
  // membership (issue 33): beta's tier carries the canary
  'GET /api/membership/tiers': {
    own: everyone(200),
    other: everyone(200),
    note: "other: beta's tier is never listed for alpha",
  },
  'POST /api/membership/checkout': {
    own: signedIn(409),
    other: signedIn(404),
    note: "own: alpha takes no payments in the suite (no Stripe key); other: beta's tier is no tier of alpha",
  },
  'POST /api/membership/portal': {
    own: signedIn(409),
    other: signedIn(404),
    note: "own: the caller's billing account, but alpha takes no payments in the suite; other: an account with beta is none with alpha",
  },
  'GET /api/auth/user/membership': { own: signedIn(200), other: signedIn(200) },
  'POST /api/membership/stripe/webhook/:tenant_slug': {
    own: everyone(400),
    other: everyone(400),
    note: "Stripe's webhook: the signature, not a session, admits it; unsigned (and alpha has no webhook secret) it is a 400 that changes nothing",
  },
  'GET /api/admin/membership/tiers': {
    own: tenantAdmin(200),
    other: tenantAdmin(200),
    note: "other: beta's tiers are never listed for alpha",
  },
  'POST /api/admin/membership/tiers': { own: tenantAdmin(201), other: tenantAdmin(201) },
  'PUT /api/admin/membership/tiers/:id': { own: tenantAdmin(200), other: tenantAdmin(404) },
  'DELETE /api/admin/membership/tiers/:id': { own: tenantAdmin(204), other: tenantAdmin(404) },
  // single sign-on settings (issue 35): one row per publication, the request's own
  'GET /api/admin/sso': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'PUT /api/admin/sso': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'GET /api/admin/membership/settings': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'PUT /api/admin/membership/settings': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'GET /api/admin/sign-in-providers': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'PUT /api/admin/sign-in-providers': { own: tenantAdmin(200), other: tenantAdmin(200) },

  // comments (issue 24): beta's comments carry the canary
  'GET /api/stories/:id/comments': {
    own: everyone(200),
    other: everyone(404),
    note: "other: beta's story, with beta's comments, is no story of alpha",
  },
  'GET /api/stories/:id/comments/mine': {
    own: signedIn(200),
    other: signedIn(404),
    note: "what the caller alone sees of a thread; other: beta's story is no story of alpha",
  },
  'POST /api/stories/:id/comments': {
    own: signedIn(201),
    other: signedIn(404),
    note: "other: a comment on beta's story while the request names alpha",
  },
  'PUT /api/comments/:id': {
    own: signedIn(200),
    other: signedIn(404),
    note: "own: the caller's own comment; other: the caller's own comment, but on beta",
  },
  'DELETE /api/comments/:id': {
    own: signedIn(204),
    other: signedIn(404),
    note: "own: the caller's own comment; other: the caller's own comment, but on beta",
  },
  'POST /api/comments/:id/report': {
    own: signedIn(204),
    other: signedIn(404),
    note: "another reader's comment that readers see; other: one of beta",
  },
  'GET /api/admin/comments': {
    own: editorial(200),
    other: editorial(404),
    note: "other: filtering by beta's story finds no such story",
  },
  'POST /api/admin/comments/bulk': {
    own: editorial(200),
    other: editorial(200),
    note: "other: beta's ids come back in `failed` as 'Comment not found'; nothing changes",
  },
  'POST /api/admin/comments/:id/approve': { own: editorial(200), other: editorial(404) },
  'POST /api/admin/comments/:id/reject': { own: editorial(200), other: editorial(404) },
  'POST /api/admin/comments/:id/spam': { own: editorial(200), other: editorial(404) },
  'POST /api/admin/users/:id/comment-ban': {
    own: editorial(200),
    other: editorial(404),
    note: 'own: a reader who commented on alpha; other: one who commented on beta only',
  },
  'DELETE /api/admin/users/:id/comment-ban': {
    own: editorial(204),
    other: editorial(404),
    note: 'own: a reader banned on alpha; other: one banned on beta only',
  },

  // newsletter sends (issue 32): beta's newsletters and sends carry the canary
  'POST /api/admin/newsletters/:id/sends': {
    own: editorial(202),
    other: editorial(404),
    note: "own: alpha's published story; other: beta's newsletter",
  },
  'GET /api/admin/newsletters/:id/preview': { own: editorial(200), other: editorial(404) },
  'POST /api/admin/newsletters/:id/test': { own: editorial(202), other: editorial(404) },
  'GET /api/admin/newsletter-sends': {
    own: editorial(200),
    other: editorial(404),
    note: "other: filtering by beta's newsletter finds no such newsletter",
  },
  'GET /api/admin/newsletter-sends/:id': { own: editorial(200), other: editorial(404) },
  'POST /api/admin/newsletter-sends/:id/retry-failed': {
    own: editorial(200),
    other: editorial(404),
    note: 'own: a finished send with a failed delivery',
  },
  'POST /api/admin/newsletter-sends/:id/cancel': {
    own: editorial(200),
    other: editorial(404),
    note: 'own: a send scheduled for later',
  },
};
