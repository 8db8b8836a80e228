import type { ActivityHistory } from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, type TenantRow, type UserRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer } from '../../test/auth.js';
import { createMember, createTenantPair } from '../../test/factories.js';

let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;
let editor: { user: UserRow; token: string };
let admin: { user: UserRow; token: string };

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  ({ alpha, beta } = await createTenantPair(db));
  editor = await createMember(db, alpha.id, 'editor');
  admin = await createMember(db, alpha.id, 'admin');
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await db.insert(activities).values([
    {
      tenantId: alpha.id,
      actorId: editor.user.id,
      action: 'create',
      entityType: 'story',
      entityId: 41,
      entityLabel: 'Draft headline',
      createdAt: at(30),
    },
    {
      tenantId: alpha.id,
      actorId: editor.user.id,
      action: 'submit',
      entityType: 'story',
      entityId: 41,
      entityLabel: 'Final headline',
      details: { from: 'draft', to: 'pending' },
      createdAt: at(10),
    },
    // Another story of alpha, and the same id in beta: neither belongs to story 41's history.
    {
      tenantId: alpha.id,
      actorId: editor.user.id,
      action: 'update',
      entityType: 'story',
      entityId: 42,
      entityLabel: 'Other',
    },
    {
      tenantId: beta.id,
      actorId: null,
      action: 'delete',
      entityType: 'story',
      entityId: 41,
      entityLabel: 'Beta secret',
    },
    {
      tenantId: alpha.id,
      actorId: admin.user.id,
      action: 'deactivate',
      entityType: 'user',
      entityId: editor.user.id,
      entityLabel: editor.user.username,
    },
  ]);
});
afterAll(() => ctx.close());

const history = (query: string, token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/activity?${query}`,
    headers: { 'x-tenant-id': 'alpha', ...bearer(token) },
  });

describe('an entity history', () => {
  it('lists what was done to one story of this publication, newest first, with who and how', async () => {
    const response = await history('entity_type=story&entity_id=41', editor.token);
    expect(response.statusCode).toBe(200);
    const body = response.json<ActivityHistory>();
    expect(body.total).toBe(2);
    expect(body.activities.map((a) => [a.action, a.entity_label])).toEqual([
      ['submit', 'Final headline'],
      ['create', 'Draft headline'],
    ]);
    expect(body.activities[0]).toMatchObject({
      actor: { id: editor.user.id, username: editor.user.username },
      details: { from: 'draft', to: 'pending' },
      tenant_slug: 'alpha',
    });
  });

  it('pages through a long history', async () => {
    const body = (
      await history('entity_type=story&entity_id=41&page=2&page_size=1', editor.token)
    ).json<ActivityHistory>();
    expect(body).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(body.activities.map((a) => a.action)).toEqual(['create']);
  });

  it("keeps an account's history for the publication's admins", async () => {
    const query = `entity_type=user&entity_id=${editor.user.id}`;
    expect((await history(query, editor.token)).statusCode).toBe(403);
    const body = (await history(query, admin.token)).json<ActivityHistory>();
    expect(body.activities.map((a) => a.action)).toEqual(['deactivate']);
  });

  it('refuses an unknown entity type and a malformed id', async () => {
    expect((await history('entity_type=password&entity_id=1', admin.token)).statusCode).toBe(422);
    expect((await history('entity_type=story&entity_id=abc', admin.token)).statusCode).toBe(422);
  });
});
