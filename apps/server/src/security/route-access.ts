/**
 * Who may call what, for every route the server answers: the expected status for an anonymous
 * caller, a signed-in reader and a platform admin, each acting on resources of the tenant the
 * request names ("own") and on another tenant's resources ("other"). The isolation suite calls
 * every route in every combination and compares; a route missing here fails the suite, so a new
 * route cannot ship without a decision about who may call it.
 *
 * Statuses are [anonymous, reader, admin].
 */
export type Statuses = readonly [anonymous: number, reader: number, admin: number];

export interface RouteAccess {
  own: Statuses;
  other: Statuses;
  /** Why the rule is what it is, when it is not obvious. */
  note?: string;
}

const everyone = (status: number): Statuses => [status, status, status];
const signedIn = (status: number): Statuses => [401, status, status];
const adminOnly = (status: number): Statuses => [401, 403, status];

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
  'GET /api/tenants/': { own: adminOnly(200), other: adminOnly(200) },

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

  'GET /api/admin/tenants': { own: adminOnly(200), other: adminOnly(200) },
  'POST /api/admin/tenants': { own: adminOnly(201), other: adminOnly(201) },
  'GET /api/admin/tenants/:id': {
    own: adminOnly(200),
    other: adminOnly(200),
    note: 'tenants are managed by platform admins across the network',
  },
  'PUT /api/admin/tenants/:id': { own: adminOnly(200), other: adminOnly(200) },
  'DELETE /api/admin/tenants/:id': { own: adminOnly(204), other: adminOnly(204) },
  'POST /api/admin/tenants/:id/logo': { own: adminOnly(200), other: adminOnly(200) },
  'DELETE /api/admin/tenants/:id/logo': { own: adminOnly(200), other: adminOnly(200) },
};
