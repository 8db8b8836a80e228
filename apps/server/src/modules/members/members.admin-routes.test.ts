import {
  MEMBER_IMPORT_REJECTIONS,
  MEMBERSHIP_MESSAGES,
  type MemberDetail,
  type MemberImportReport,
  type MemberList,
  type MembershipFigures,
} from '@helionews/contracts';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  memberEvents,
  members,
  memberSubscriptions,
  membershipTiers,
  meteredReads,
  users,
  type TenantRow,
} from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { tenantRequests } from '../../test/auth.js';
import { createBackOffice, createStory, type CallerRole } from '../../test/factories.js';

let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;
let tokens: Record<CallerRole, string>;
const clock = new Date('2026-11-29T12:00:00Z');
const DAY = 86_400_000;
let sequence = 0;
let gold: number;
let silver: number;
let betaTier: number;

const { call, headers } = tenantRequests(() => ctx.app);

async function tier(tenantId: number, name: string, monthly: number, currency = 'usd') {
  const [row] = await ctx.database.db
    .insert(membershipTiers)
    .values({
      tenantId,
      name,
      monthlyPrice: monthly,
      yearlyPrice: monthly * 10,
      currency: currency as 'usd',
    })
    .returning({ id: membershipTiers.id });
  if (!row) throw new Error('tier insert returned nothing');
  return row.id;
}

/** A reader who signed up on the tenant (an account only: free member). */
async function reader(
  tenantId: number,
  overrides: { email?: string; username?: string; displayName?: string; createdAt?: Date } = {},
) {
  sequence += 1;
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email: overrides.email ?? `member${sequence}@example.org`,
      username: overrides.username ?? `member_${sequence}`,
      displayName: overrides.displayName ?? null,
      passwordHash: 'x',
      registeredTenantId: tenantId,
      createdAt: overrides.createdAt ?? new Date(clock.getTime() - 10 * DAY),
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

async function subscription(
  tenantId: number,
  userId: number,
  tierId: number,
  values: Partial<typeof memberSubscriptions.$inferInsert> = {},
) {
  sequence += 1;
  await ctx.database.db.insert(memberSubscriptions).values({
    tenantId,
    userId,
    tierId,
    stripeSubscriptionId: `sub_${sequence}`,
    stripeCustomerId: `cus_${sequence}`,
    status: 'active',
    interval: 'month',
    amount: 500,
    currency: 'usd',
    currentPeriodEnd: new Date(clock.getTime() + 20 * DAY),
    createdAt: new Date(clock.getTime() - 5 * DAY),
    ...values,
  });
}

function csvUpload(csv: string, boundary = '----member-import') {
  return {
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="members.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    ),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const importCsv = (csv: string, token = tokens.tenantAdmin, tenant = 'alpha') => {
  const upload = csvUpload(csv);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/members/import',
    headers: { ...headers(token, tenant), 'content-type': upload.contentType },
    payload: upload.payload,
  });
};

const list = async (query: string, token = tokens.editor) => {
  const response = await call('GET', `/api/admin/members${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<MemberList>();
};

let free: Awaited<ReturnType<typeof reader>>;
let paying: Awaited<ReturnType<typeof reader>>;
let late: Awaited<ReturnType<typeof reader>>;
let gone: Awaited<ReturnType<typeof reader>>;
let yearly: Awaited<ReturnType<typeof reader>>;
let betaReader: Awaited<ReturnType<typeof reader>>;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  ({ alpha, beta, tokens } = await createBackOffice(ctx.database.db));
  gold = await tier(alpha.id, 'Gold', 900);
  silver = await tier(alpha.id, 'Silver', 500);
  betaTier = await tier(beta.id, 'Gold', 900, 'eur');
  free = await reader(alpha.id, { displayName: 'Frieda Free', username: 'frieda' });
  paying = await reader(alpha.id, { email: 'payer@example.org' });
  await subscription(alpha.id, paying.id, silver);
  late = await reader(alpha.id);
  await subscription(alpha.id, late.id, gold, { status: 'past_due' });
  gone = await reader(alpha.id);
  await subscription(alpha.id, gone.id, gold, {
    status: 'canceled',
    canceledAt: new Date(clock.getTime() - 2 * DAY),
    createdAt: new Date(clock.getTime() - 8 * DAY),
  });
  await ctx.database.db.insert(memberEvents).values({
    tenantId: alpha.id,
    userId: gone.id,
    type: 'canceled',
    tierName: 'Gold',
    at: new Date(clock.getTime() - 2 * DAY),
  });
  yearly = await reader(alpha.id);
  await subscription(alpha.id, yearly.id, gold, { interval: 'year', amount: 12_000 });
  betaReader = await reader(beta.id);
});
afterAll(() => ctx.close());

describe('members list', () => {
  it('derives each standing, filters by status, tier and search, and keeps other tenants out', async () => {
    const all = await list('');
    const ids = all.members.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([free.id, paying.id, late.id, gone.id, yearly.id]));
    expect(ids).not.toContain(betaReader.id);
    expect(all.page_size).toBe(25);

    const statusOf = (id: number) => all.members.find((m) => m.id === id)?.status;
    expect(statusOf(free.id)).toBe('free');
    expect(statusOf(paying.id)).toBe('paid');
    expect(statusOf(late.id)).toBe('past_due');
    expect(statusOf(gone.id)).toBe('canceled');

    const paid = await list('?status=paid');
    expect(paid.members.map((m) => m.id).sort()).toEqual([paying.id, yearly.id].sort());
    expect(paid.members.find((m) => m.id === paying.id)).toMatchObject({
      tier: { id: silver, name: 'Silver' },
      interval: 'month',
      renews_at: new Date(clock.getTime() + 20 * DAY).toISOString(),
      comp_until: null,
    });

    const golden = await list(`?tier=${gold}`);
    expect(golden.members.map((m) => m.id).sort()).toEqual([late.id, yearly.id].sort());

    expect((await list('?q=frieda')).members.map((m) => m.id)).toEqual([free.id]);
    expect((await list('?q=Frieda%20F')).members.map((m) => m.id)).toEqual([free.id]);
    expect((await list('?q=payer@')).members.map((m) => m.id)).toEqual([paying.id]);
    expect((await list('?q=%25')).total).toBe(0);
  });

  it('answers 422 for an unknown status', async () => {
    expect((await call('GET', '/api/admin/members?status=gold', tokens.editor)).statusCode).toBe(
      422,
    );
  });
});

describe('comps and the detail', () => {
  it('comps a member (an editor may not), shows the history and the metered reads, and uncomps', async () => {
    const member = await reader(alpha.id);
    const url = `/api/admin/members/${member.id}/comp`;
    const until = new Date(clock.getTime() + 30 * DAY).toISOString();
    expect((await call('POST', url, tokens.editor, { tier_id: gold })).statusCode).toBe(403);
    expect((await call('POST', url, tokens.tenantAdmin, { tier_id: betaTier })).statusCode).toBe(
      422,
    );

    const comped = await call('POST', url, tokens.tenantAdmin, { tier_id: gold, until });
    expect(comped.statusCode).toBe(200);
    expect(comped.json<MemberDetail>()).toMatchObject({
      id: member.id,
      status: 'comped',
      tier: { id: gold, name: 'Gold' },
      comp_until: until,
      history: [{ type: 'comped', tier: 'Gold' }],
    });
    const [row] = await ctx.database.db
      .select()
      .from(members)
      .where(and(eq(members.tenantId, alpha.id), eq(members.userId, member.id)));
    expect(row).toMatchObject({ compTierId: gold, compedBy: expect.any(Number) });

    const story = await createStory(ctx.database.db, alpha.id, { title: 'Metered' });
    await ctx.database.db
      .insert(meteredReads)
      .values({ tenantId: alpha.id, userId: member.id, month: '2026-11-01', storyId: story.id });

    expect((await list('?status=comped')).members.map((m) => m.id)).toContain(member.id);

    expect((await call('DELETE', url, tokens.editor)).statusCode).toBe(403);
    expect((await call('DELETE', url, tokens.tenantAdmin)).statusCode).toBe(204);
    const again = await call('DELETE', url, tokens.tenantAdmin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.notComped });

    const detail = await call('GET', `/api/admin/members/${member.id}`, tokens.editor);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<MemberDetail>()).toMatchObject({
      status: 'free',
      tier: null,
      metered_reads_this_month: 1,
      history: [
        { type: 'uncomped', tier: 'Gold' },
        { type: 'comped', tier: 'Gold' },
      ],
    });

    const recorded = await ctx.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.tenantId, alpha.id), eq(activities.entityId, member.id)));
    expect(recorded.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ comped: 'Gold' }),
        expect.objectContaining({ uncomped: 'Gold' }),
      ]),
    );
  });

  it('refuses a comp that ends in the past', async () => {
    const member = await reader(alpha.id);
    const response = await call(
      'POST',
      `/api/admin/members/${member.id}/comp`,
      tokens.tenantAdmin,
      {
        tier_id: silver,
        until: new Date(clock.getTime() - DAY).toISOString(),
      },
    );
    expect(response.statusCode).toBe(422);
  });

  it("answers 404 for another tenant's reader or an account that is nobody's member here", async () => {
    const url = `/api/admin/members/${betaReader.id}`;
    expect((await call('GET', url, tokens.editor)).statusCode).toBe(404);
    expect(
      (await call('POST', `${url}/comp`, tokens.tenantAdmin, { tier_id: gold })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${url}/comp`, tokens.tenantAdmin)).statusCode).toBe(404);
    expect((await call('GET', url, tokens.editor, undefined, 'beta')).statusCode).toBe(403);
    expect((await call('GET', url, tokens.platformAdmin, undefined, 'beta')).statusCode).toBe(200);
  });
});

describe('export and import', () => {
  it('exports CSV that imports into another publication, with escaping', async () => {
    await reader(alpha.id, { displayName: '=cmd, "quoted"\nname' });
    const comped = await reader(alpha.id, { email: 'comped@example.org' });
    const until = new Date(clock.getTime() + 40 * DAY).toISOString();
    await call('POST', `/api/admin/members/${comped.id}/comp`, tokens.tenantAdmin, {
      tier_id: gold,
      until,
    });

    expect((await call('GET', '/api/admin/members/export', tokens.editor)).statusCode).toBe(403);
    const response = await call('GET', '/api/admin/members/export', tokens.tenantAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="members.csv"');
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'email',
      'name',
      'status',
      'tier',
      'interval',
      'renews_at',
      'comp_until',
      'joined_at',
    ]);
    expect(rows.map((r) => r.name)).toContain(`'=cmd, "quoted"\nname`);
    expect(rows.find((r) => r.email === 'comped@example.org')).toMatchObject({
      status: 'comped',
      tier: 'Gold',
      comp_until: until,
    });
    expect(rows.map((r) => r.email)).not.toContain(betaReader.email);

    // Into beta (which has a Gold tier, and no Silver): only the comped rows keep their tier.
    const forBeta = response.body;
    const imported = await importCsv(forBeta, tokens.platformAdmin, 'beta');
    expect(imported.statusCode).toBe(200);
    const report = imported.json<MemberImportReport>();
    expect(report.rejected).toEqual([]);
    expect(report.imported).toBe(rows.length);
    const betaList = await call(
      'GET',
      '/api/admin/members?q=comped@',
      tokens.platformAdmin,
      undefined,
      'beta',
    );
    expect(betaList.json<MemberList>().members).toMatchObject([
      { email: 'comped@example.org', status: 'comped', tier: { id: betaTier }, comp_until: until },
    ]);
    const payer = await call(
      'GET',
      '/api/admin/members?q=payer@',
      tokens.platformAdmin,
      undefined,
      'beta',
    );
    expect(payer.json<MemberList>().members).toMatchObject([
      { email: 'payer@example.org', status: 'free', tier: null },
    ]);
  });

  it('makes accounts and members, comps the named tier, and reports the rows it rejects', async () => {
    const known = await reader(beta.id, { email: 'known@example.org' });
    const csv = [
      'Email,Name,Tier,Comp_Until',
      'new.one@example.org,New One,Gold,2027-01-31',
      'not-an-email,,,',
      'NEW.ONE@example.org,,,',
      'tier@example.org,,Platinum,',
      'date@example.org,,Gold,31/01/2027',
      'known@example.org,,,',
      'plain@example.org,,,',
    ].join('\n');
    expect((await importCsv(csv, tokens.editor)).statusCode).toBe(403);
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(200);
    expect(response.json<MemberImportReport>()).toEqual({
      imported: 3,
      updated: 0,
      rejected: [
        { row: 3, email: 'not-an-email', reason: MEMBER_IMPORT_REJECTIONS.invalidEmail },
        { row: 4, email: 'new.one@example.org', reason: MEMBER_IMPORT_REJECTIONS.duplicate },
        { row: 5, email: 'tier@example.org', reason: MEMBER_IMPORT_REJECTIONS.unknownTier },
        { row: 6, email: 'date@example.org', reason: MEMBER_IMPORT_REJECTIONS.invalidDate },
      ],
    });
    const made = (await list('?q=new.one')).members;
    expect(made).toMatchObject([
      {
        email: 'new.one@example.org',
        display_name: 'New One',
        status: 'comped',
        tier: { id: gold },
      },
    ]);
    expect(made[0]?.comp_until).toBe('2027-01-31T23:59:59.000Z');
    const detail = await call('GET', `/api/admin/members/${made[0]?.id}`, tokens.editor);
    expect(detail.json<MemberDetail>().history).toMatchObject([{ type: 'imported', tier: 'Gold' }]);
    expect((await list('?q=known@')).members.map((m) => m.id)).toEqual([known.id]);

    const again = await importCsv('email\nplain@example.org\n');
    expect(again.json<MemberImportReport>()).toEqual({ imported: 0, updated: 1, rejected: [] });

    const recorded = await ctx.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.tenantId, alpha.id), eq(activities.entityLabel, 'Members import')));
    expect(recorded[0]?.details).toMatchObject({ imported: 3, rejected: 4 });
  });

  it('refuses a file without an email column', async () => {
    const response = await importCsv('name\nNobody\n');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.importNotCsv });
  });
});

describe('figures', () => {
  it('counts members, paying members, MRR (yearly as a twelfth) and cancellations per day', async () => {
    expect(
      (await call('GET', '/api/admin/membership/figures?days=7', tokens.editor)).statusCode,
    ).toBe(422);
    const response = await call('GET', '/api/admin/membership/figures?days=30', tokens.editor);
    expect(response.statusCode).toBe(200);
    const figures = response.json<MembershipFigures>();
    expect(figures.currency).toBe('usd');
    expect(figures.paid_members).toBe(3);
    expect(figures.mrr).toBe(500 + 500 + 1000);
    expect(figures.series).toHaveLength(30);
    const today = figures.series.at(-1);
    expect(today).toMatchObject({ date: '2026-11-29', paid_members: 3, mrr: 2000 });
    expect(today?.members).toBe(figures.members);
    expect(figures.series.find((d) => d.date === '2026-11-27')?.cancellations).toBe(1);
    // Gone's subscription ran from 8 days to 2 days ago.
    expect(figures.series.find((d) => d.date === '2026-11-26')?.paid_members).toBe(4);
    expect(figures.series[0]?.paid_members).toBe(0);
  });

  it('is closed to contributors and readers', async () => {
    for (const role of ['contributor', 'reader'] as const) {
      expect((await call('GET', '/api/admin/membership/figures', tokens[role])).statusCode).toBe(
        403,
      );
      expect((await call('GET', '/api/admin/members', tokens[role])).statusCode).toBe(403);
    }
  });
});
