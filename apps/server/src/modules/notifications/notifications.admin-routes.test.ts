import type { Notification, NotificationListResponse, UnreadCount } from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, type TenantRow, type UserRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, nextClientAddress, registerReader } from '../../test/auth.js';
import { createMember, createTenantPair } from '../../test/factories.js';

let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;
let editor: { user: UserRow; token: string };
let colleague: { user: UserRow; token: string };

beforeAll(async () => {
  ctx = await createTestApp({ authPolicy: { maxLoginFailures: 3 } });
  const { db } = ctx.database;
  ({ alpha, beta } = await createTenantPair(db));
  editor = await createMember(db, alpha.id, 'editor');
  colleague = await createMember(db, alpha.id, 'editor');
  const rows = Array.from({ length: 12 }, (_, i) => ({
    tenantId: alpha.id,
    userId: editor.user.id,
    type: 'story_pending' as const,
    title: `Story ${i} awaits review`,
    data: { title: `Story ${i}` },
    link: '/admin/stories',
    createdAt: new Date(Date.now() - (12 - i) * 60_000),
  }));
  await db.insert(notifications).values(rows);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, token = editor.token, tenant = 'alpha') =>
  ctx.app.inject({ method, url, headers: { 'x-tenant-id': tenant, ...bearer(token) } });

describe('back-office notifications', () => {
  it('lists my notifications here, newest first, a page at a time', async () => {
    const first = (
      await call('GET', '/api/admin/notifications?page_size=5')
    ).json<NotificationListResponse>();
    expect(first).toMatchObject({ total: 12, page: 1, page_size: 5, unread_count: 12 });
    expect(first.notifications.map((n) => n.title)).toEqual([
      'Story 11 awaits review',
      'Story 10 awaits review',
      'Story 9 awaits review',
      'Story 8 awaits review',
      'Story 7 awaits review',
    ]);
    const third = (
      await call('GET', '/api/admin/notifications?page=3&page_size=5')
    ).json<NotificationListResponse>();
    expect(third.notifications).toHaveLength(2);
    const others = (
      await call('GET', '/api/admin/notifications', colleague.token)
    ).json<NotificationListResponse>();
    expect(others.total).toBe(0);
    const elsewhere = await call('GET', '/api/admin/notifications', editor.token, 'beta');
    expect(elsewhere.statusCode).toBe(403);
  });

  it('marks one read, once, and only my own', async () => {
    const list = (
      await call('GET', '/api/admin/notifications?page_size=1')
    ).json<NotificationListResponse>();
    const id = list.notifications[0]?.id ?? 0;
    const read = await call('POST', `/api/admin/notifications/${id}/read`);
    expect(read.statusCode).toBe(200);
    const readAt = read.json<Notification>().read_at;
    expect(readAt).not.toBeNull();
    const again = await call('POST', `/api/admin/notifications/${id}/read`);
    expect(again.json<Notification>().read_at).toBe(readAt);
    expect(
      (await call('GET', '/api/admin/notifications/unread-count')).json<UnreadCount>(),
    ).toEqual({
      unread_count: 11,
    });

    const notMine = await call('POST', `/api/admin/notifications/${id}/read`, colleague.token);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ detail: 'Notification not found' });
    expect((await call('POST', '/api/admin/notifications/987654/read')).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/notifications/abc/read')).statusCode).toBe(422);
    const unreadOnly = (
      await call('GET', '/api/admin/notifications?unread=true&page_size=100')
    ).json<NotificationListResponse>();
    expect(unreadOnly.total).toBe(11);
  });

  it('marks all read', async () => {
    const response = await call('POST', '/api/admin/notifications/read-all');
    expect(response.json<UnreadCount>()).toEqual({ unread_count: 0 });
    expect(
      (await call('GET', '/api/admin/notifications/unread-count')).json<UnreadCount>(),
    ).toEqual({
      unread_count: 0,
    });
  });

  it("tells beta's admins, not alpha's, when an account is locked on beta", async () => {
    const { db } = ctx.database;
    const betaAdmin = await createMember(db, beta.id, 'admin');
    const alphaAdmin = await createMember(db, alpha.id, 'admin');
    const victim = await registerReader(ctx.app);
    const address = nextClientAddress();
    for (let i = 0; i < 3; i += 1) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: victim.email, password: 'wrong-password-1' },
        headers: { 'x-tenant-id': 'beta' },
        remoteAddress: address,
      });
    }
    const bell = (
      await call('GET', '/api/admin/notifications', betaAdmin.token, 'beta')
    ).json<NotificationListResponse>();
    expect(bell.notifications).toHaveLength(1);
    expect(bell.notifications[0]).toMatchObject({
      type: 'security_event',
      data: { event: 'account_locked', ip: address },
      link: '/admin/security',
    });
    const alphaBell = (
      await call('GET', '/api/admin/notifications/unread-count', alphaAdmin.token)
    ).json<UnreadCount>();
    expect(alphaBell.unread_count).toBe(0);
  });
});
