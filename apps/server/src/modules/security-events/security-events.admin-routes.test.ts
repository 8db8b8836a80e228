import {
  SECURITY_MESSAGES,
  type SecurityDaily,
  type SecurityEvent,
  type SecurityEventListResponse,
} from '@helionews/contracts';
import type { InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, securityEvents, type TenantRow, type UserRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { logoUpload } from '../../test/multipart.js';
import { bearer, nextClientAddress } from '../../test/auth.js';
import {
  createMember,
  createTenant,
  createTenantPair,
  createUserWithSession,
} from '../../test/factories.js';

const DAY_MS = 86_400_000;
/** Moved forward by tests of the once-a-minute flood guard. */
let clockOffsetMs = 0;

let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;
type Member = { user: UserRow; token: string };
let admin: Member;
let editor: Member;
let contributor: Member;
let reader: Member;
let platform: Member;
let betaAdmin: Member;
let sequence = 0;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(Date.now() + clockOffsetMs) });
  const { db } = ctx.database;
  ({ alpha, beta } = await createTenantPair(db));
  admin = await createMember(db, alpha.id, 'admin');
  editor = await createMember(db, alpha.id, 'editor');
  contributor = await createMember(db, alpha.id, 'contributor');
  reader = await createUserWithSession(db);
  platform = await createUserWithSession(db, { isAdmin: true });
  betaAdmin = await createMember(db, beta.id, 'admin');
});
afterAll(() => ctx.close());

type NewEvent = typeof securityEvents.$inferInsert;

async function insertEvent(overrides: Partial<NewEvent> = {}): Promise<number> {
  sequence += 1;
  const [row] = await ctx.database.db
    .insert(securityEvents)
    .values({
      type: 'login_failure',
      severity: 'warning',
      tenantId: alpha.id,
      ip: `198.51.100.${sequence % 250}`,
      userAgent: 'TestBrowser/1.0',
      details: { email: `someone-${sequence}@example.org`, reason: 'wrong_password' },
      ...overrides,
    })
    .returning({ id: securityEvents.id });
  if (!row) throw new Error('security event insert returned nothing');
  return row.id;
}

/** A publication of its own, with an admin: its events are the test's alone. */
async function freshTenant() {
  sequence += 1;
  const tenant = await createTenant(ctx.database.db, { slug: `sec-${sequence}` });
  return { tenant, admin: await createMember(ctx.database.db, tenant.id, 'admin') };
}

const send = (
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  { tenant = 'alpha', payload }: { tenant?: string; payload?: object } = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'x-tenant-id': tenant, ...(token === undefined ? {} : bearer(token)) },
    remoteAddress: nextClientAddress(),
    ...(payload && { payload }),
  } satisfies InjectOptions);

const list = async (query: string, token: string, tenant = 'alpha') => {
  const response = await send('GET', `/api/admin/security/events${query}`, token, { tenant });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SecurityEventListResponse>();
};

const eventsOf = (tenantId: number, type: SecurityEvent['type']) =>
  ctx.database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.tenantId, tenantId), eq(securityEvents.type, type)));

const utcDate = (offsetDays: number) =>
  new Date(Date.now() + clockOffsetMs - offsetDays * DAY_MS).toISOString().slice(0, 10);

describe('who may call the security routes', () => {
  it('admits tenant and platform admins only, for every route', async () => {
    const id = await insertEvent();
    const listUrl = '/api/admin/security/events';
    const dailyUrl = '/api/admin/security/events/daily';
    const resolveUrl = `/api/admin/security/events/${id}/resolve`;
    const routes: [method: 'GET' | 'POST', url: string, payload?: object][] = [
      ['GET', listUrl],
      ['GET', dailyUrl],
      ['POST', resolveUrl, { note: 'checked' }],
    ];
    for (const [method, url, payload] of routes) {
      const statuses = [];
      for (const token of [undefined, reader.token, contributor.token, editor.token]) {
        statuses.push((await send(method, url, token, { payload })).statusCode);
      }
      expect(statuses, url).toEqual([401, 403, 403, 403]);
    }
    for (const token of [admin.token, platform.token]) {
      expect((await send('GET', listUrl, token)).statusCode).toBe(200);
      expect((await send('GET', dailyUrl, token)).statusCode).toBe(200);
    }
    expect((await send('POST', resolveUrl, admin.token, { payload: {} })).statusCode).toBe(200);
  });

  it('refuses the admin of another publication', async () => {
    await insertEvent({ tenantId: beta.id });
    const response = await send('GET', '/api/admin/security/events', betaAdmin.token);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('198.51.100');
  });
});

describe('GET /api/admin/security/events', () => {
  it('lists the publication’s events newest first, with the account, address and details', async () => {
    const { tenant, admin: own } = await freshTenant();
    const older = await insertEvent({
      tenantId: tenant.id,
      userId: reader.user.id,
      createdAt: new Date(Date.now() - 3 * 3_600_000),
    });
    const newer = await insertEvent({
      tenantId: tenant.id,
      type: 'account_locked',
      severity: 'critical',
      ip: '203.0.113.9',
      userAgent: 'Locksmith/2.0',
      details: { email: 'victim@example.org', locked_for_seconds: 900 },
      createdAt: new Date(Date.now() - 3_600_000),
    });
    await insertEvent({ tenantId: beta.id, details: { marker: 'beta-only' } });
    await insertEvent({ tenantId: null, details: { marker: 'no-tenant' } });

    const body = await list('', own.token, tenant.slug);
    expect(body).toMatchObject({ total: 2, page: 1, page_size: 10 });
    expect(body.events.map((event) => event.id)).toEqual([newer, older]);
    expect(body.events[0]).toEqual({
      id: newer,
      type: 'account_locked',
      severity: 'critical',
      ip: '203.0.113.9',
      user_agent: 'Locksmith/2.0',
      user: null,
      details: { email: 'victim@example.org', locked_for_seconds: 900 },
      tenant_slug: tenant.slug,
      created_at: expect.any(String),
      resolved_at: null,
      resolved_by: null,
      resolution_note: null,
    });
    expect(body.events[1]?.user).toEqual({ id: reader.user.id, username: reader.user.username });
    expect(JSON.stringify(body)).not.toContain('beta-only');
    expect(JSON.stringify(body)).not.toContain('no-tenant');

    const second = await list('?page=2&page_size=1', own.token, tenant.slug);
    expect(second).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(second.events.map((event) => event.id)).toEqual([older]);
  });

  it('filters by type, severity and resolved', async () => {
    const { tenant, admin: own } = await freshTenant();
    const failure = await insertEvent({ tenantId: tenant.id });
    const locked = await insertEvent({
      tenantId: tenant.id,
      type: 'account_locked',
      severity: 'critical',
    });
    const resolved = await insertEvent({
      tenantId: tenant.id,
      type: 'permission_denied',
      severity: 'warning',
      resolvedAt: new Date(),
      resolvedBy: own.user.id,
      resolutionNote: 'known editor',
    });
    const ids = async (query: string) =>
      (await list(query, own.token, tenant.slug)).events.map((event) => event.id).sort();

    expect(await ids('?type=account_locked')).toEqual([locked]);
    expect(await ids('?severity=warning')).toEqual([failure, resolved].sort());
    expect(await ids('?resolved=true')).toEqual([resolved]);
    expect(await ids('?resolved=false')).toEqual([failure, locked].sort());
    expect(await ids('?severity=warning&resolved=false')).toEqual([failure]);
    expect(await ids('?type=ssrf_blocked')).toEqual([]);
    const old = await insertEvent({
      tenantId: tenant.id,
      createdAt: new Date(Date.now() - 2 * DAY_MS),
    });
    const dayAgo = encodeURIComponent(new Date(Date.now() - DAY_MS).toISOString());
    expect(await ids(`?since=${dayAgo}`)).toEqual([failure, locked, resolved].sort());
    expect(await ids('?resolved=false')).toEqual([failure, locked, old].sort());
    const withResolver = (await list('?resolved=true', own.token, tenant.slug)).events[0];
    expect(withResolver).toMatchObject({
      resolved_by: { id: own.user.id, username: own.user.username },
      resolution_note: 'known editor',
      resolved_at: expect.any(String),
    });

    for (const bad of [
      '?type=nope',
      '?severity=loud',
      '?resolved=maybe',
      '?page_size=0',
      '?since=yesterday',
    ]) {
      expect(
        (await send('GET', `/api/admin/security/events${bad}`, own.token, { tenant: tenant.slug }))
          .statusCode,
        bad,
      ).toBe(422);
    }
  });

  it('shows platform admins the named publication, and with scope=platform every event', async () => {
    const { tenant } = await freshTenant();
    const own = await insertEvent({ tenantId: tenant.id, details: { marker: 'own' } });
    const other = await insertEvent({ tenantId: beta.id, details: { marker: 'beta' } });
    const none = await insertEvent({ tenantId: null, details: { marker: 'none' } });

    const named = await list('?page_size=100', platform.token, tenant.slug);
    expect(named.events.map((event) => event.id)).toEqual([own]);

    const everything = await list('?scope=platform&page_size=100', platform.token, tenant.slug);
    const byId = new Map(everything.events.map((event) => [event.id, event]));
    expect(byId.get(own)?.tenant_slug).toBe(tenant.slug);
    expect(byId.get(other)?.tenant_slug).toBe('beta');
    expect(byId.get(none)?.tenant_slug).toBeNull();
    expect(everything.total).toBeGreaterThanOrEqual(3);

    const refused = await send('GET', '/api/admin/security/events?scope=platform', admin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('beta');
  });
});

describe('POST /api/admin/security/events/:id/resolve', () => {
  const resolve = (id: number, token: string, note?: string, query = '') =>
    send('POST', `/api/admin/security/events/${id}/resolve${query}`, token, {
      payload: note === undefined ? {} : { note },
    });

  it('records who resolved it, when and why, with an activity row; a second time is 409', async () => {
    const id = await insertEvent({ type: 'account_locked', severity: 'critical' });
    const response = await resolve(id, admin.token, '  Called the reporter; it was her.  ');
    expect(response.statusCode, response.body).toBe(200);
    const event = response.json<SecurityEvent>();
    expect(event).toMatchObject({
      id,
      type: 'account_locked',
      resolved_by: { id: admin.user.id, username: admin.user.username },
      resolution_note: 'Called the reporter; it was her.',
    });
    expect(Date.now() - Date.parse(event.resolved_at ?? '')).toBeLessThan(60_000);

    const [row] = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.id, id));
    expect(row?.resolvedBy).toBe(admin.user.id);
    const activity = await ctx.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'security_event'), eq(activities.entityId, id)));
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      tenantId: alpha.id,
      actorId: admin.user.id,
      action: 'resolve',
      entityLabel: 'account locked',
    });

    const again = await resolve(id, platform.token, 'me too');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: SECURITY_MESSAGES.alreadyResolved });
    const [unchanged] = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.id, id));
    expect(unchanged?.resolutionNote).toBe('Called the reporter; it was her.');
    expect(
      await ctx.database.db
        .select()
        .from(activities)
        .where(and(eq(activities.entityType, 'security_event'), eq(activities.entityId, id))),
    ).toHaveLength(1);
  });

  it('takes an empty note, or no body at all, as no note', async () => {
    const id = await insertEvent();
    const response = await resolve(id, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<SecurityEvent>().resolution_note).toBeNull();
    const bare = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/security/events/${await insertEvent()}/resolve`,
      headers: { 'x-tenant-id': 'alpha', ...bearer(admin.token) },
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json<SecurityEvent>().resolution_note).toBeNull();
    expect((await resolve(await insertEvent(), admin.token, 'x'.repeat(1001))).statusCode).toBe(
      422,
    );
  });

  it("is 404 for another publication's event, a missing one and one of no publication", async () => {
    const foreign = await insertEvent({ tenantId: beta.id, details: { marker: 'beta-secret' } });
    const orphan = await insertEvent({ tenantId: null });
    for (const token of [admin.token, platform.token]) {
      for (const id of [foreign, orphan, 987_654_321]) {
        const response = await resolve(id, token, 'not mine');
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: SECURITY_MESSAGES.eventNotFound });
      }
    }
    const [untouched] = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.id, foreign));
    expect(untouched?.resolvedAt).toBeNull();
    expect((await resolve(foreign, admin.token, 'mine', '?scope=platform')).statusCode).toBe(403);
  });

  it('lets platform admins resolve any event in the platform scope', async () => {
    const foreign = await insertEvent({ tenantId: beta.id });
    const orphan = await insertEvent({ tenantId: null });
    const response = await resolve(foreign, platform.token, 'handled', '?scope=platform');
    expect(response.statusCode).toBe(200);
    expect(response.json<SecurityEvent>()).toMatchObject({
      tenant_slug: 'beta',
      resolved_by: { id: platform.user.id },
    });
    expect((await resolve(orphan, platform.token, 'handled', '?scope=platform')).statusCode).toBe(
      200,
    );
    const [activity] = await ctx.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'security_event'), eq(activities.entityId, foreign)));
    expect(activity?.tenantId).toBe(beta.id);
  });

  it('is 422 for a malformed id', async () => {
    expect((await resolve(0, admin.token, 'x')).statusCode).toBe(422);
    const response = await send('POST', '/api/admin/security/events/abc/resolve', admin.token, {
      payload: {},
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('GET /api/admin/security/events/daily', () => {
  it('counts events per UTC day and severity, quiet days included', async () => {
    const { tenant, admin: own } = await freshTenant();
    const at = (offsetDays: number, hour: number) =>
      new Date(`${utcDate(offsetDays)}T${String(hour).padStart(2, '0')}:30:00Z`);
    await insertEvent({
      tenantId: tenant.id,
      severity: 'info',
      type: 'login_success',
      createdAt: at(0, 0),
    });
    await insertEvent({
      tenantId: tenant.id,
      severity: 'info',
      type: 'logout',
      createdAt: at(0, 0),
    });
    await insertEvent({
      tenantId: tenant.id,
      severity: 'critical',
      type: 'account_locked',
      createdAt: at(0, 0),
    });
    await insertEvent({ tenantId: tenant.id, createdAt: at(2, 23) });
    await insertEvent({ tenantId: tenant.id, createdAt: at(29, 0) });
    // Outside the 30 days, and another publication's: not counted.
    await insertEvent({ tenantId: tenant.id, createdAt: at(30, 23) });
    await insertEvent({ tenantId: beta.id, createdAt: at(0, 0) });

    const response = await send('GET', '/api/admin/security/events/daily', own.token, {
      tenant: tenant.slug,
    });
    expect(response.statusCode).toBe(200);
    const { days } = response.json<SecurityDaily>();
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe(utcDate(29));
    expect(days.at(-1)).toEqual({ date: utcDate(0), info: 2, warning: 0, critical: 1 });
    expect(days.at(-3)).toEqual({ date: utcDate(2), info: 0, warning: 1, critical: 0 });
    expect(days[0]).toEqual({ date: utcDate(29), info: 0, warning: 1, critical: 0 });
    expect(days.at(-2)).toEqual({ date: utcDate(1), info: 0, warning: 0, critical: 0 });
    // Consecutive days, oldest first.
    days.slice(1).forEach((day, index) => {
      expect(Date.parse(day.date) - Date.parse(days[index]?.date ?? '')).toBe(DAY_MS);
    });
    const total = days.reduce((sum, day) => sum + day.info + day.warning + day.critical, 0);
    expect(total).toBe(5);

    const week = (
      await send('GET', '/api/admin/security/events/daily?days=7', own.token, {
        tenant: tenant.slug,
      })
    ).json<SecurityDaily>();
    expect(week.days.map((day) => day.date)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((offset) => utcDate(offset)),
    );

    const everywhere = (
      await send('GET', '/api/admin/security/events/daily?days=1&scope=platform', platform.token, {
        tenant: tenant.slug,
      })
    ).json<SecurityDaily>();
    expect(everywhere.days).toHaveLength(1);
    expect(everywhere.days[0]?.warning).toBeGreaterThanOrEqual(1);

    for (const bad of ['?days=0', '?days=91', '?days=x']) {
      const refused = await send('GET', `/api/admin/security/events/daily${bad}`, own.token, {
        tenant: tenant.slug,
      });
      expect(refused.statusCode, bad).toBe(422);
    }
    const scoped = await send('GET', '/api/admin/security/events/daily?scope=platform', own.token, {
      tenant: tenant.slug,
    });
    expect(scoped.statusCode).toBe(403);
  });
});

describe('events the platform records from requests', () => {
  it('records one permission denial per caller and route a minute, with method, route and role', async () => {
    const { tenant } = await freshTenant();
    const tenantEditor = await createMember(ctx.database.db, tenant.id, 'editor');
    const url = '/api/admin/security/events?page=1';
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await send('GET', url, tenantEditor.token, { tenant: tenant.slug })).statusCode,
      );
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    const events = await eventsOf(tenant.id, 'permission_denied');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      userId: tenantEditor.user.id,
      severity: 'warning',
      details: {
        method: 'GET',
        route: '/api/admin/security/events',
        role: 'editor',
        required: 'admin',
      },
    });
    expect(events[0]?.ip).toMatch(/^127\.1\./);

    // Another route is another event; a reader with no role here is one too.
    await send('GET', '/api/admin/security/events/daily', tenantEditor.token, {
      tenant: tenant.slug,
    });
    await send('GET', url, reader.token, { tenant: tenant.slug });
    await send('GET', url, reader.token, { tenant: tenant.slug });
    const afterOthers = await eventsOf(tenant.id, 'permission_denied');
    expect(afterOthers).toHaveLength(3);
    expect(afterOthers.find((event) => event.userId === reader.user.id)?.details).toMatchObject({
      role: 'none',
    });

    // Nobody signed in: a 401, no event.
    expect((await send('GET', url, undefined, { tenant: tenant.slug })).statusCode).toBe(401);
    expect(await eventsOf(tenant.id, 'permission_denied')).toHaveLength(3);

    // A minute later the same refusal is recorded again.
    clockOffsetMs += 61_000;
    try {
      await send('GET', url, tenantEditor.token, { tenant: tenant.slug });
      await send('GET', url, tenantEditor.token, { tenant: tenant.slug });
    } finally {
      clockOffsetMs -= 61_000;
    }
    expect(await eventsOf(tenant.id, 'permission_denied')).toHaveLength(4);
  });

  it('records one rate-limit hit per client and route a minute', async () => {
    const { tenant } = await freshTenant();
    const forgot = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `limited-${tenant.slug}@example.org` },
        headers: { 'x-tenant-id': tenant.slug, 'user-agent': 'Hammer/1.0' },
        remoteAddress: '127.7.0.1',
      });
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await forgot()).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429, 429]);
    const events = await eventsOf(tenant.id, 'rate_limited');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      ip: '127.7.0.1',
      userAgent: 'Hammer/1.0',
      userId: null,
      details: { method: 'POST', route: '/api/auth/forgot-password' },
    });
    expect(JSON.stringify(events[0]?.details)).not.toContain('@example.org');
  });

  it('records refused logo uploads', async () => {
    const { tenant, admin: own } = await freshTenant();
    const upload = (bytes: Buffer) => {
      const { contentType, payload } = logoUpload(bytes, '----security-test');
      return ctx.app.inject({
        method: 'POST',
        url: '/api/admin/tenant-settings/logo',
        headers: {
          'x-tenant-id': tenant.slug,
          'content-type': contentType,
          ...bearer(own.token),
        },
        payload,
        remoteAddress: nextClientAddress(),
      });
    };
    const png = await sharp({
      create: { width: 8, height: 8, channels: 4, background: '#336699' },
    })
      .png()
      .toBuffer();

    // The feature is off for this publication: refused.
    expect((await upload(png)).statusCode).toBe(403);
    const refused = await eventsOf(tenant.id, 'upload_refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      userId: own.user.id,
      details: { route: '/api/admin/tenant-settings/logo', status: 403 },
    });

    // Turned on, a file that is no image is refused too; a real image is not an event.
    const onTenant = await createTenant(ctx.database.db, {
      slug: `sec-logo-${sequence}`,
      features: { logoUpload: true, tenantSwitching: false, analytics: false },
    });
    const uploadTo = (bytes: Buffer) => {
      const { contentType, payload } = logoUpload(bytes, '----security-test');
      return ctx.app.inject({
        method: 'POST',
        url: `/api/admin/tenants/${onTenant.id}/logo`,
        headers: { 'content-type': contentType, ...bearer(platform.token) },
        payload,
        remoteAddress: nextClientAddress(),
      });
    };
    expect((await uploadTo(Buffer.from('<svg onload="alert(1)"></svg>'))).statusCode).toBe(415);
    expect((await uploadTo(png)).statusCode).toBe(200);
    const onEvents = await eventsOf(onTenant.id, 'upload_refused');
    expect(onEvents).toHaveLength(1);
    expect(onEvents[0]).toMatchObject({
      userId: platform.user.id,
      details: { route: '/api/admin/tenants/:id/logo', status: 415 },
    });
  });
});
