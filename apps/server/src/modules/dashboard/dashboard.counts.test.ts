import {
  countedListApiPath,
  countedSectionRoles,
  DASHBOARD_FIGURE_LISTS,
  NAVIGATION_COUNT_LISTS,
  roleAdmits,
  type AccessRole,
  type CountedList,
  type DashboardSummary,
  type NavigationCounts,
} from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTenants } from '../../db/seed-data/index.js';
import type { TestContext } from '../../test/app.js';
import { createDemoTestApp } from '../../test/demo.js';
import { bearer, nextClientAddress } from '../../test/auth.js';
import { createMember, createUserWithSession } from '../../test/factories.js';

/**
 * Issue 20, item 8: every count the back-office shows equals the `total` of the list it points to,
 * with the filter its link applies, for every role. On the demo data (feed items and a submitted
 * article waiting on every publication) plus pending articles, access requests and campaigns from
 * several people on two publications.
 */
let ctx: TestContext;

const ROLES = ['platformAdmin', 'tenantAdmin', 'editor', 'contributor'] as const;
type Role = (typeof ROLES)[number];
const ACCESS_ROLE: Record<Role, AccessRole> = {
  platformAdmin: 'platform_admin',
  tenantAdmin: 'admin',
  editor: 'editor',
  contributor: 'contributor',
};

interface Newsroom {
  slug: string;
  tokens: Record<Role, string>;
  /** Another contributor, whose articles the first one's counts must not include. */
  otherContributor: string;
  /** What the first contributor submitted and saved as a draft. */
  contributorPending: number;
  contributorDrafts: number;
  /** Accounts that asked for a role here, and campaigns the editor submitted. */
  accessRequests: number;
  pendingCampaigns: number;
}

const [first, second] = seedTenants.map((tenant) => tenant.slug);
const newsrooms: Newsroom[] = [];

async function call(
  method: 'GET' | 'POST',
  url: string,
  token: string,
  slug: string,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'x-tenant-id': slug },
    remoteAddress: nextClientAddress(),
    ...(payload && { payload }),
  });
}

async function article(slug: string, token: string, title: string, status: string) {
  const response = await call('POST', '/api/admin/articles', token, slug, { title, status });
  expect(response.statusCode, response.body).toBe(201);
}

async function campaign(slug: string, token: string, name: string) {
  const day = 86_400_000;
  const response = await call('POST', '/api/admin/ads/campaigns', token, slug, {
    name,
    startDate: new Date(Date.now() - day).toISOString(),
    endDate: new Date(Date.now() + 7 * day).toISOString(),
    budget: 500,
    pricingModel: 'cpm',
    rate: 4.5,
    landingPageUrl: 'https://example.org/spring',
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Back-office staff of one publication, and what several of them leave waiting. */
async function staffNewsroom(slug: string, size: number): Promise<Newsroom> {
  const { db } = ctx.database;
  const tenant = await ctx.app.inject({
    url: '/api/tenant/info',
    headers: { 'x-tenant-id': slug },
  });
  const tenantId = tenant.json<{ id: number }>().id;
  const platformAdmin = await createUserWithSession(db, { isAdmin: true });
  const tenantAdmin = await createMember(db, tenantId, 'admin');
  const editor = await createMember(db, tenantId, 'editor');
  const contributor = await createMember(db, tenantId, 'contributor');
  const other = await createMember(db, tenantId, 'contributor');

  // Articles of three authors: the contributor's, another contributor's and the editor's.
  for (let i = 0; i < size; i += 1) {
    await article(slug, contributor.token, `${slug} contributor pending ${i}`, 'pending');
  }
  await article(slug, contributor.token, `${slug} contributor draft`, 'draft');
  await article(slug, other.token, `${slug} other pending`, 'pending');
  await article(slug, other.token, `${slug} other draft`, 'draft');
  await article(slug, editor.token, `${slug} editor pending`, 'pending');
  await article(slug, editor.token, `${slug} editor published`, 'published');

  // Accounts asking for a role, and campaigns an editor submitted for approval.
  for (let i = 0; i < size; i += 1) {
    const applicant = await createUserWithSession(db);
    expect(
      (await call('POST', '/api/admin/access/request', applicant.token, slug)).statusCode,
    ).toBe(202);
    await campaign(slug, editor.token, `${slug} campaign ${i}`);
  }
  await campaign(slug, tenantAdmin.token, `${slug} running campaign`);

  return {
    slug,
    tokens: {
      platformAdmin: platformAdmin.token,
      tenantAdmin: tenantAdmin.token,
      editor: editor.token,
      contributor: contributor.token,
    },
    otherContributor: other.token,
    contributorPending: size,
    contributorDrafts: 1,
    accessRequests: size,
    pendingCampaigns: size,
  };
}

beforeAll(async () => {
  ctx = await createDemoTestApp();
  if (!first || !second) throw new Error('the demo has fewer than two publications');
  newsrooms.push(await staffNewsroom(first, 2), await staffNewsroom(second, 3));
});
afterAll(() => ctx.close());

/** The list a count points to, called as `token` with the filter the count's link applies. */
async function listTotal(list: CountedList, token: string, slug: string) {
  const response = await call('GET', `/api${countedListApiPath(list)}`, token, slug);
  return {
    status: response.statusCode,
    total: response.statusCode === 200 ? response.json<{ total: number }>().total : null,
  };
}

const cases = ROLES.flatMap((role) => [0, 1].map((index) => [role, index] as const));

describe.each(cases)('as %s of newsroom %i', (role, index) => {
  const newsroom = () => {
    const found = newsrooms[index];
    if (!found) throw new Error('newsroom missing');
    return found;
  };

  it("each navigation badge equals the total of its entry's list", async () => {
    const { slug, tokens } = newsroom();
    const response = await call(
      'GET',
      '/api/admin/dashboard/navigation-counts',
      tokens[role],
      slug,
    );
    expect(response.statusCode).toBe(200);
    const counts = response.json<NavigationCounts>();
    for (const [key, list] of Object.entries(NAVIGATION_COUNT_LISTS)) {
      const { status, total } = await listTotal(list, tokens[role], slug);
      const count = counts[key as keyof NavigationCounts];
      if (roleAdmits(ACCESS_ROLE[role], countedSectionRoles(list.section))) {
        expect(status, key).toBe(200);
        expect(count, key).toBe(total);
      } else {
        // A list the role may not open counts nothing for it.
        expect(status, key).toBe(403);
        expect(count, key).toBe(0);
      }
    }
  });

  it('each dashboard figure equals the total of the list it stands for', async () => {
    const { slug, tokens } = newsroom();
    const response = await call('GET', '/api/admin/dashboard/summary', tokens[role], slug);
    expect(response.statusCode).toBe(200);
    const summary = response.json<DashboardSummary>();
    for (const [group, figures] of Object.entries(DASHBOARD_FIGURE_LISTS)) {
      for (const [figure, list] of Object.entries(figures)) {
        const shown = (
          summary[group as keyof typeof DASHBOARD_FIGURE_LISTS] as Record<string, number | null>
        )[figure];
        const { status, total } = await listTotal(list, tokens[role], slug);
        const label = `${group}.${figure}`;
        if (roleAdmits(ACCESS_ROLE[role], countedSectionRoles(list.section))) {
          expect(status, label).toBe(200);
          expect(shown, label).toBe(total);
        } else {
          expect(status, label).toBe(403);
          expect(shown, label).toBeNull();
        }
      }
    }
  });

  it("the bell's unread count equals the unread notifications the bell lists", async () => {
    const { slug, tokens } = newsroom();
    const unread = await call('GET', '/api/admin/notifications/unread-count', tokens[role], slug);
    const listed = await call('GET', '/api/admin/notifications?unread=true', tokens[role], slug);
    expect(listed.statusCode).toBe(200);
    expect(unread.json<{ unread_count: number }>().unread_count).toBe(
      listed.json<{ total: number }>().total,
    );
  });
});

describe('what the counts are made of', () => {
  it("counts a contributor's own articles only, and everyone's for editors", async () => {
    for (const {
      slug,
      tokens,
      otherContributor,
      contributorPending,
      contributorDrafts,
    } of newsrooms) {
      const counts = async (token: string) =>
        (
          await call('GET', '/api/admin/dashboard/navigation-counts', token, slug)
        ).json<NavigationCounts>();
      const mine = await counts(tokens.contributor);
      const theirs = await counts(otherContributor);
      const editor = await counts(tokens.editor);
      expect(mine.articles_pending).toBe(contributorPending);
      expect(theirs.articles_pending).toBe(1);
      // The editor also sees the editor's own, and the one the demo's contributor submitted.
      expect(editor.articles_pending).toBeGreaterThan(
        mine.articles_pending + theirs.articles_pending,
      );

      const summary = (
        await call('GET', '/api/admin/dashboard/summary', tokens.contributor, slug)
      ).json<DashboardSummary>();
      expect(summary.articles).toEqual({
        total: contributorPending + contributorDrafts,
        published: 0,
        pending: contributorPending,
        draft: contributorDrafts,
      });
    }
  });

  it('shows the Stories page\'s own queue as "Stories pending review", not pending articles', async () => {
    for (const { slug, tokens } of newsrooms) {
      const summary = (
        await call('GET', '/api/admin/dashboard/summary', tokens.editor, slug)
      ).json<DashboardSummary>();
      const counts = (
        await call('GET', '/api/admin/dashboard/navigation-counts', tokens.editor, slug)
      ).json<NavigationCounts>();
      // The Stories page as it opens, without a filter in its address.
      const page = (await call('GET', '/api/admin/stories', tokens.editor, slug)).json<{
        total: number;
      }>();
      expect(page.total).toBeGreaterThan(0);
      expect(counts.stories_pending).toBe(page.total);
      expect(summary.feed_stories.pending).toBe(page.total);
      // Every pending story, articles included, is a different figure.
      expect(summary.stories.pending).toBe(page.total + counts.articles_pending);
    }
  });

  it('counts each publication apart, with pending access requests and campaigns', async () => {
    const [one, two] = newsrooms;
    if (!one || !two) throw new Error('newsrooms missing');
    const of = async (room: Newsroom) =>
      (
        await call(
          'GET',
          '/api/admin/dashboard/navigation-counts',
          room.tokens.tenantAdmin,
          room.slug,
        )
      ).json<NavigationCounts>();
    const [countsOne, countsTwo] = [await of(one), await of(two)];
    expect(countsOne.user_management_pending).toBe(one.accessRequests);
    expect(countsTwo.user_management_pending).toBe(two.accessRequests);
    expect(countsOne.ads_campaigns_pending).toBe(one.pendingCampaigns);
    expect(countsTwo.ads_campaigns_pending).toBe(two.pendingCampaigns);
  });
});
