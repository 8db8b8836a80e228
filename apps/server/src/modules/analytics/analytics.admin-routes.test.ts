import type { AnalyticsOverview } from '@helionews/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRequests, memberships, users, type TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer } from '../../test/auth.js';
import {
  createCategory,
  createMember,
  createTenantPair,
  createUserWithSession,
  type CallerRole,
} from '../../test/factories.js';

const NOW = new Date('2026-11-20T15:00:00.000Z');
let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;
const tokens = {} as Record<CallerRole, string>;

/** An account without a role, registered on `tenant` (null: on none). */
async function account(tenant: TenantRow | null, options: { isActive?: boolean } = {}) {
  const created = await createUserWithSession(ctx.database.db, options);
  if (tenant) {
    await ctx.database.db
      .update(users)
      .set({ registeredTenantId: tenant.id })
      .where(eq(users.id, created.user.id));
  }
  return created;
}

beforeAll(async () => {
  ctx = await createTestApp({ now: () => NOW });
  const { db } = ctx.database;
  ({ alpha, beta } = await createTenantPair(db));
  await createCategory(db, alpha.id);
  await createCategory(db, alpha.id);
  for (let i = 0; i < 3; i += 1) await createCategory(db, beta.id);

  // Alpha's users: three members, the platform admin, two readers signed up here, an applicant.
  tokens.tenantAdmin = (await createMember(db, alpha.id, 'admin')).token;
  const editor = await createMember(db, alpha.id, 'editor');
  tokens.editor = editor.token;
  tokens.contributor = (await createMember(db, alpha.id, 'contributor')).token;
  tokens.platformAdmin = (await createUserWithSession(db, { isAdmin: true })).token;
  await account(alpha);
  await account(alpha, { isActive: false });
  const applicant = await account(beta);
  // Signed up here, holding a role here and asking again: still one user.
  await db.update(users).set({ registeredTenantId: alpha.id }).where(eq(users.id, editor.user.id));
  await db.insert(accessRequests).values([
    { tenantId: alpha.id, userId: applicant.user.id },
    { tenantId: alpha.id, userId: editor.user.id },
  ]);

  // Beta's canaries, and a reader of no tenant.
  const betaAdmin = await account(beta);
  await db
    .insert(memberships)
    .values({ tenantId: beta.id, userId: betaAdmin.user.id, role: 'admin' });
  for (let i = 0; i < 4; i += 1) await account(beta);
  await account(beta, { isActive: false });
  tokens.reader = (await account(null)).token;
});
afterAll(() => ctx.close());

const get = (url: string, token?: string, tenant = 'alpha') =>
  ctx.app.inject({
    url,
    headers: { 'x-tenant-id': tenant, ...(token === undefined ? {} : bearer(token)) },
  });
const OVERVIEW = '/api/admin/analytics/overview';

describe('GET /api/admin/analytics/overview', () => {
  it('is for tenant admins and platform admins only', async () => {
    expect((await get(OVERVIEW)).statusCode).toBe(401);
    for (const role of ['reader', 'contributor', 'editor'] as const) {
      expect((await get(OVERVIEW, tokens[role])).statusCode, role).toBe(403);
    }
    expect((await get(OVERVIEW, tokens.tenantAdmin)).statusCode).toBe(200);
    expect((await get(OVERVIEW, tokens.platformAdmin)).statusCode).toBe(200);
    // Alpha's admin holds no role on beta.
    expect((await get(OVERVIEW, tokens.tenantAdmin, 'beta')).statusCode).toBe(403);
  });

  it("counts this tenant's users, active ones and admins, and its categories", async () => {
    const response = await get(OVERVIEW, tokens.tenantAdmin);
    expect(response.json<AnalyticsOverview>()).toEqual({
      // admin, editor, contributor, platform admin, two readers, the applicant
      users: { total: 7, active: 6, admin: 2 },
      categories: { total: 2 },
      system: { status: 'online', last_updated: NOW.toISOString() },
    });
  });

  it('shows a platform admin the figures of the tenant named', async () => {
    expect((await get(OVERVIEW, tokens.platformAdmin, 'beta')).json<AnalyticsOverview>()).toEqual({
      // beta's admin, four readers, the inactive one, the applicant, the platform admin
      users: { total: 8, active: 7, admin: 2 },
      categories: { total: 3 },
      system: { status: 'online', last_updated: NOW.toISOString() },
    });
  });

  it('adds up every account and tenant for platform admins only', async () => {
    const refused = await get(`${OVERVIEW}?scope=platform`, tokens.tenantAdmin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'Only platform admins can see figures for every publication',
    });
    const all = await get(`${OVERVIEW}?scope=platform`, tokens.platformAdmin);
    expect(all.json<AnalyticsOverview>()).toEqual({
      users: { total: 14, active: 12, admin: 1 },
      categories: { total: 5 },
      system: { status: 'online', last_updated: NOW.toISOString() },
    });
    expect((await get(`${OVERVIEW}?scope=all`, tokens.platformAdmin)).statusCode).toBe(422);
  });
});
