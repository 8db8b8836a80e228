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
  'GET /uploads/*': {
    own: everyone(404),
    other: everyone(404),
    note: 'files only exist under names the server chose; a guessed name is a 404',
  },

  'GET /api/tenant/info': { own: everyone(200), other: everyone(200) },
  'GET /api/tenants/': { own: platformOnly(200), other: platformOnly(200) },

  'GET /api/stories': {
    own: everyone(200),
    other: everyone(404),
    note: "other: filtering by another tenant's category slug finds no such category",
  },
  'GET /api/stories/:id': { own: everyone(200), other: everyone(404) },
  'GET /api/categories': { own: everyone(200), other: everyone(200) },

  'POST /api/auth/register': {
    own: everyone(201),
    other: everyone(201),
    note: 'accounts are global',
  },
  'POST /api/auth/login': { own: everyone(200), other: everyone(200), note: 'accounts are global' },
  'POST /api/auth/logout': { own: signedIn(204), other: signedIn(204) },
  'GET /api/auth/user/profile': { own: signedIn(200), other: signedIn(200) },
  'PUT /api/auth/user/preferences': { own: signedIn(200), other: signedIn(200) },
  'POST /api/auth/forgot-password': { own: everyone(202), other: everyone(202) },
  'POST /api/auth/reset-password': {
    own: everyone(400),
    other: everyone(400),
    note: 'called with an unknown token: only the holder of a mailed link gets further',
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
  'GET /api/admin/users': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'PUT /api/admin/users/:id': {
    own: tenantAdmin(200),
    other: [401, 403, 403, 403, 404, 200],
    note: "other: a user of beta only; platform admins manage every account, alpha's admin cannot see it",
  },
  'PUT /api/admin/settings': { own: tenantAdmin(200), other: tenantAdmin(200) },
  'GET /api/admin/activity': {
    own: editorial(200),
    other: editorial(200),
    note: "other: a beta story's id has no history in alpha (an empty list, never beta's rows)",
  },
};
