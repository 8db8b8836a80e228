import {
  NEWSLETTER_IMPORT_REJECTIONS,
  NEWSLETTER_MESSAGES,
  type AdminNewsletter,
  type AdminNewsletterList,
  type NewsletterGrowth,
  type PublicNewsletterList,
  type SubscriberImportReport,
  type SubscriberList,
  type SuppressionList,
} from '@helionews/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  newsletterSubscriptions,
  newsletterSuppressions,
  type TenantRow,
} from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { tenantRequests } from '../../test/auth.js';
import { createBackOffice, type CallerRole } from '../../test/factories.js';
import { contentVersionOf } from '../../test/queries.js';

let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;
let tokens: Record<CallerRole, string>;
const clock = new Date('2026-11-29T12:00:00Z');
let sequence = 0;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  ({ alpha, beta, tokens } = await createBackOffice(ctx.database.db));
});
afterAll(() => ctx.close());

const { call, headers } = tenantRequests(() => ctx.app);

const input = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    name: `Briefing ${sequence}`,
    description: 'The day in five minutes',
    sender_name: 'The Desk',
    sender_email: 'Desk@Example.org',
    ...overrides,
  };
};

/** A newsletter made by alpha's editor, or by a platform admin in another publication. */
async function created(overrides: Record<string, unknown> = {}, tenant = 'alpha') {
  const response = await call(
    'POST',
    '/api/admin/newsletters',
    tenant === 'alpha' ? tokens.editor : tokens.platformAdmin,
    input(overrides),
    tenant,
  );
  expect(response.statusCode).toBe(201);
  return response.json<AdminNewsletter>();
}

/** A multipart upload of `csv` in the field "file". */
function csvUpload(csv: string, boundary = '----newsletter-import') {
  return {
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="list.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    ),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const importCsv = (id: number, csv: string, token = tokens.editor) => {
  const upload = csvUpload(csv);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/newsletters/${id}/subscribers/import`,
    headers: { ...headers(token), 'content-type': upload.contentType },
    payload: upload.payload,
  });
};

const newsletterActivities = (tenantId: number) =>
  ctx.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.tenantId, tenantId), eq(activities.entityType, 'newsletter')));

describe('newsletters', () => {
  it('admins and editors create, list, change and delete; each write is recorded and seen by readers', async () => {
    const before = await contentVersionOf(ctx.database.db, alpha.id);
    const made = await created({ cadence: 'weekly', digest_hour: 8, digest_weekday: 5 });
    expect(made).toMatchObject({
      sender_email: 'desk@example.org',
      cadence: 'weekly',
      digest_hour: 8,
      digest_weekday: 5,
      is_public: true,
      subscribe_on_signup: false,
      reply_to: null,
      counts: { pending: 0, active: 0, unsubscribed: 0 },
    });
    expect(await contentVersionOf(ctx.database.db, alpha.id)).toBeGreaterThan(before);

    const byAdmin = await call('POST', '/api/admin/newsletters', tokens.tenantAdmin, input());
    expect(byAdmin.statusCode).toBe(201);

    const list = await call('GET', '/api/admin/newsletters', tokens.editor);
    expect(list.json<AdminNewsletterList>().newsletters.map((n) => n.id)).toContain(made.id);

    const changed = await call('PUT', `/api/admin/newsletters/${made.id}`, tokens.editor, {
      ...input({ name: 'Weekend Edition' }),
      is_public: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<AdminNewsletter>()).toMatchObject({
      name: 'Weekend Edition',
      is_public: false,
    });
    const reader = await ctx.app.inject({
      method: 'GET',
      url: '/api/newsletters',
      headers: { 'x-tenant-id': 'alpha' },
    });
    expect(reader.json<PublicNewsletterList>().newsletters.map((n) => n.id)).not.toContain(made.id);

    const deleted = await call('DELETE', `/api/admin/newsletters/${made.id}`, tokens.editor);
    expect(deleted.statusCode).toBe(204);
    expect(
      (await call('DELETE', `/api/admin/newsletters/${made.id}`, tokens.editor)).statusCode,
    ).toBe(404);

    const recorded = (await newsletterActivities(alpha.id)).filter(
      (row) => row.entityId === made.id,
    );
    expect(recorded.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it("refuses contributors and readers (403), others' ids (404) and malformed input (422)", async () => {
    const made = await created();
    for (const role of ['contributor', 'reader'] as const) {
      expect((await call('GET', '/api/admin/newsletters', tokens[role])).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/newsletters', tokens[role], input())).statusCode).toBe(
        403,
      );
      expect(
        (await call('GET', `/api/admin/newsletters/${made.id}/subscribers`, tokens[role]))
          .statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/api/admin/newsletters')).statusCode).toBe(401);

    const theirs = await created({}, 'beta');
    for (const path of ['', '/subscribers', '/subscribers/export', '/growth']) {
      const method = path === '' ? 'PUT' : 'GET';
      const response = await call(
        method,
        `/api/admin/newsletters/${theirs.id}${path}`,
        tokens.editor,
        method === 'PUT' ? input() : undefined,
      );
      expect(response.statusCode).toBe(404);
    }
    expect(
      (await call('DELETE', `/api/admin/newsletters/${theirs.id}`, tokens.editor)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/admin/newsletters', tokens.editor, { name: '' })).statusCode,
    ).toBe(422);
    expect(
      (await call('GET', '/api/admin/newsletters/abc/subscribers', tokens.editor)).statusCode,
    ).toBe(422);
    expect(beta.id).not.toBe(alpha.id);
  });
});

describe('subscribers', () => {
  it('imports a CSV with a report of added, skipped and rejected rows', async () => {
    const made = await created();
    const db = ctx.database.db;
    const base = { tenantId: alpha.id, newsletterId: made.id };
    await db.insert(newsletterSubscriptions).values([
      {
        ...base,
        email: 'already@example.org',
        status: 'active',
        unsubscribeToken: `${alpha.id}.i1`,
      },
      {
        ...base,
        email: 'left@example.org',
        status: 'unsubscribed',
        unsubscribeToken: `${alpha.id}.i2`,
      },
      {
        ...base,
        email: 'waiting@example.org',
        status: 'pending',
        unsubscribeToken: `${alpha.id}.i3`,
      },
    ]);
    await db
      .insert(newsletterSuppressions)
      .values({ tenantId: alpha.id, email: 'bounced@example.org', reason: 'bounce' })
      .onConflictDoNothing();
    const csv = [
      'Name,EMAIL',
      'Ada,ada@example.org',
      'Ada again,ADA@example.org',
      'Nobody,not-an-address',
      'Known,already@example.org',
      'Gone,left@example.org',
      'Bounced,bounced@example.org',
      'Waiting,waiting@example.org',
      'Grace,"grace@example.org"',
    ].join('\n');
    const response = await importCsv(made.id, csv);
    expect(response.statusCode).toBe(200);
    expect(response.json<SubscriberImportReport>()).toEqual({
      added: 3,
      skipped: 1,
      rejected: [
        { row: 3, email: 'ada@example.org', reason: NEWSLETTER_IMPORT_REJECTIONS.duplicate },
        { row: 4, email: 'not-an-address', reason: NEWSLETTER_IMPORT_REJECTIONS.invalidEmail },
        { row: 6, email: 'left@example.org', reason: NEWSLETTER_IMPORT_REJECTIONS.unsubscribed },
        { row: 7, email: 'bounced@example.org', reason: NEWSLETTER_IMPORT_REJECTIONS.suppressed },
      ],
    });
    const list = await call(
      'GET',
      `/api/admin/newsletters/${made.id}/subscribers?status=active&page_size=50`,
      tokens.editor,
    );
    const emails = list
      .json<SubscriberList>()
      .subscribers.map((s) => s.email)
      .sort();
    expect(emails).toEqual([
      'ada@example.org',
      'already@example.org',
      'grace@example.org',
      'waiting@example.org',
    ]);
    const imported = list
      .json<SubscriberList>()
      .subscribers.find((s) => s.email === 'grace@example.org');
    expect(imported).toMatchObject({ status: 'active', source: 'import' });

    const search = await call(
      'GET',
      `/api/admin/newsletters/${made.id}/subscribers?q=GRACE`,
      tokens.editor,
    );
    expect(search.json<SubscriberList>()).toMatchObject({ total: 1, page: 1 });
    const counts = await call('GET', '/api/admin/newsletters', tokens.editor);
    expect(
      counts.json<AdminNewsletterList>().newsletters.find((n) => n.id === made.id)?.counts,
    ).toEqual({
      pending: 0,
      active: 4,
      unsubscribed: 1,
    });

    const noColumn = await importCsv(made.id, 'name\nAda');
    expect(noColumn.statusCode).toBe(422);
    expect(noColumn.json()).toEqual({ detail: NEWSLETTER_MESSAGES.importNotCsv });
    expect((await importCsv(made.id, 'x', tokens.contributor)).statusCode).toBe(403);
    const recorded = (await newsletterActivities(alpha.id)).filter(
      (row) => row.entityId === made.id,
    );
    expect(recorded.some((row) => row.details?.imported === 3)).toBe(true);
  });

  it('exports the subscribers as CSV, with formula cells defused', async () => {
    const made = await created();
    await ctx.database.db.insert(newsletterSubscriptions).values([
      {
        tenantId: alpha.id,
        newsletterId: made.id,
        email: '=cmd@example.org',
        status: 'active',
        source: 'import',
        unsubscribeToken: `${alpha.id}.e1`,
        confirmedAt: clock,
        createdAt: clock,
      },
      {
        tenantId: alpha.id,
        newsletterId: made.id,
        email: 'plain@example.org',
        status: 'pending',
        unsubscribeToken: `${alpha.id}.e2`,
      },
    ]);
    const response = await call(
      'GET',
      `/api/admin/newsletters/${made.id}/subscribers/export`,
      tokens.editor,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="briefing-\d+-subscribers\.csv"$/,
    );
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('email,status,source,created_at,confirmed_at,unsubscribed_at');
    expect(lines[1]).toBe(
      `'=cmd@example.org,active,import,${clock.toISOString()},${clock.toISOString()},`,
    );
    expect(lines[2]).toMatch(/^plain@example\.org,pending,form,/);
  });

  it('counts pending requests only while their link is valid, and charts growth by day', async () => {
    const made = await created();
    const day = 24 * 60 * 60 * 1000;
    const at = (days: number) => new Date(clock.getTime() - days * day);
    const row = (n: number, values: Partial<typeof newsletterSubscriptions.$inferInsert>) => ({
      tenantId: alpha.id,
      newsletterId: made.id,
      email: `g${n}-${made.id}@example.org`,
      unsubscribeToken: `${alpha.id}.g${n}-${made.id}`,
      ...values,
    });
    await ctx.database.db
      .insert(newsletterSubscriptions)
      .values([
        row(1, { status: 'active', confirmedAt: at(40) }),
        row(2, { status: 'active', confirmedAt: at(2) }),
        row(3, { status: 'unsubscribed', confirmedAt: at(3), unsubscribedAt: at(1) }),
        row(4, { status: 'pending', confirmExpiresAt: at(-1) }),
        row(5, { status: 'pending', confirmExpiresAt: at(1) }),
      ]);
    const list = await call('GET', '/api/admin/newsletters', tokens.editor);
    expect(
      list.json<AdminNewsletterList>().newsletters.find((n) => n.id === made.id)?.counts,
    ).toEqual({
      pending: 1,
      active: 2,
      unsubscribed: 1,
    });
    const growth = await call(
      'GET',
      `/api/admin/newsletters/${made.id}/growth?days=7`,
      tokens.editor,
    );
    expect(growth.statusCode).toBe(200);
    const points = growth.json<NewsletterGrowth>().points;
    expect(points.map((p) => p.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(points.map((p) => [p.active, p.joined, p.left])).toEqual([
      [1, 0, 0],
      [1, 0, 0],
      [1, 0, 0],
      [2, 1, 0],
      [3, 1, 0],
      [2, 0, 1],
      [2, 0, 0],
    ]);
    expect(
      (await call('GET', `/api/admin/newsletters/${made.id}/growth?days=3`, tokens.editor))
        .statusCode,
    ).toBe(422);
  });
});

describe('suppressions', () => {
  it("lists and lifts the publication's suppressions, recorded, 404 for another's", async () => {
    const [mine] = await ctx.database.db
      .insert(newsletterSuppressions)
      .values({ tenantId: alpha.id, email: 'complainer@example.org', reason: 'complaint' })
      .returning();
    const [theirs] = await ctx.database.db
      .insert(newsletterSuppressions)
      .values({ tenantId: beta.id, email: 'complainer@example.org', reason: 'bounce' })
      .returning();
    const list = await call(
      'GET',
      '/api/admin/newsletter-suppressions?q=complainer',
      tokens.editor,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json<SuppressionList>()).toMatchObject({
      total: 1,
      suppressions: [{ id: mine?.id, email: 'complainer@example.org', reason: 'complaint' }],
    });
    expect(
      (await call('GET', '/api/admin/newsletter-suppressions', tokens.contributor)).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/admin/newsletter-suppressions/${theirs?.id}`, tokens.editor))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/admin/newsletter-suppressions/${mine?.id}`, tokens.editor))
        .statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/admin/newsletter-suppressions/${mine?.id}`, tokens.editor))
        .statusCode,
    ).toBe(404);
    const recorded = await ctx.database.db
      .select()
      .from(activities)
      .where(
        and(eq(activities.tenantId, alpha.id), eq(activities.entityType, 'newsletter_suppression')),
      );
    expect(recorded.map((row) => [row.action, row.entityLabel])).toContainEqual([
      'delete',
      'c***@example.org',
    ]);
  });
});
