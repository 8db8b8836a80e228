import {
  MEMBERSHIP_API_PATHS,
  type MemberList,
  type MembershipFigures,
  type Story,
} from '@helionews/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories, tenants } from '../../db/schema/index.js';
import { seedMemberships } from '../../db/seed-data/membership.js';
import { teaserOf } from '../../lib/teaser.js';
import type { TestContext } from '../../test/app.js';
import { bearer } from '../../test/auth.js';
import { createDemoTestApp } from '../../test/demo.js';
import { createMember } from '../../test/factories.js';

/**
 * Issue 33 on the demo (SEED_DEMO): the home publication shows membership through the API its
 * pages use: members of every standing, figures with revenue, and paid stories cut to a teaser.
 */
let ctx: TestContext;
let tenantId: number;
let admin: string;
const headers = (token?: string) => ({
  'x-tenant-id': 'helionews',
  ...(token ? bearer(token) : {}),
});

beforeAll(async () => {
  ctx = await createDemoTestApp();
  const [home] = await ctx.database.db.select().from(tenants).where(eq(tenants.slug, 'helionews'));
  if (!home) throw new Error('the demo has no helionews');
  tenantId = home.id;
  admin = (await createMember(ctx.database.db, tenantId, 'admin')).token;
});

afterAll(() => ctx?.close());

describe('the demo publication', () => {
  it('lists readers of every standing on the Members page', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api${MEMBERSHIP_API_PATHS.adminMembers}`,
      headers: headers(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<MemberList>();
    expect(list.total).toBe(seedMemberships.helionews?.readers.length);
    const statuses = new Set(list.members.map((member) => member.status));
    expect([...statuses].sort()).toEqual(['canceled', 'comped', 'free', 'paid']);
    const paid = list.members.filter((member) => member.status === 'paid');
    expect(paid.every((member) => member.tier !== null && member.renews_at !== null)).toBe(true);
  });

  it('has figures with paid members, revenue and a cancellation', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api${MEMBERSHIP_API_PATHS.adminMembershipFigures}?days=90`,
      headers: headers(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json<MembershipFigures>();
    expect(figures.members).toBe(seedMemberships.helionews?.readers.length);
    expect(figures.paid_members).toBeGreaterThanOrEqual(2);
    expect(figures.mrr).toBeGreaterThan(0);
    expect(figures.currency).toBe('usd');
    expect(figures.series.some((day) => day.cancellations > 0)).toBe(true);
  });

  it('offers its paid tiers to readers, with no Stripe key to reach', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api${MEMBERSHIP_API_PATHS.tiers}`,
      headers: headers(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Supporter');
    expect(response.body).not.toMatch(/sk_|whsec_/);
  });

  it('cuts its paid stories to a teaser for anonymous readers, and keeps the rest', async () => {
    const paid = await ctx.database.db
      .select()
      .from(stories)
      .where(and(eq(stories.tenantId, tenantId), eq(stories.access, 'paid')));
    expect(paid.length).toBeGreaterThanOrEqual(2);
    for (const story of paid) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/stories/${story.id}`,
        headers: headers(),
      });
      expect(response.statusCode).toBe(200);
      const answer = response.json<Story>();
      expect(answer.access).toBe('paid');
      expect(answer.body_html).toBe(teaserOf(story.bodyHtml, 3));
      expect(answer.body_html.length).toBeLessThan(story.bodyHtml.length / 2);
      const content = await ctx.app.inject({
        method: 'GET',
        url: `/api${MEMBERSHIP_API_PATHS.storyContent(story.id)}`,
        headers: headers(),
      });
      expect(content.statusCode).toBe(401);
    }
  });
});
