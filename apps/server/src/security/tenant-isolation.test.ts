import type { CategoryListResponse, SearchResponse, StoryListResponse } from '@helionews/contracts';
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  activities,
  adZones,
  categories,
  commentBans,
  comments,
  donations,
  feeds,
  media,
  members,
  membershipTiers,
  newsletters,
  newsletterSubscriptions,
  newsletterSuppressions,
  newsletterDeliveries,
  newsletterSends,
  notifications,
  passkeys,
  securityEvents,
  sitePageRevisions,
  storyRevisions,
  users,
  userTotp,
} from '../db/schema/index.js';
import type {
  CategoryRow,
  SitePageRow,
  StoryRow,
  TagRow,
  TenantRow,
  UserRow,
} from '../db/schema/index.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { logoUpload } from '../test/multipart.js';
import { bearer, nextClientAddress, registerReader } from '../test/auth.js';
import {
  createAdCampaign,
  createCategory,
  createSession,
  createStory,
  createSitePage,
  createTag,
  createTenant,
  createTenantPair,
  tagStory,
  createMember,
  createUserWithSession,
} from '../test/factories.js';
import { injectUntilHello } from '../modules/realtime/realtime-client.test-support.js';
import {
  CALLERS,
  ROUTE_ACCESS,
  type Caller,
  type RouteAccess,
} from './route-access.test-support.js';
import { ROUTE_INVALIDATIONS, type Invalidation } from './route-invalidation.test-support.js';
import { contentVersionOf } from '../test/queries.js';
import { hashToken } from '../lib/tokens.js';
import { newLinkToken } from '../modules/newsletters/newsletters.service.js';

/**
 * Tenant isolation, proved from the outside: tenant "beta" holds canary content; every route,
 * called as every kind of caller acting for tenant "alpha", must answer as ROUTE_ACCESS says and
 * must never show a canary.
 */
const CANARY = 'CANARY-BETA';
const NEWSLETTER_WEBHOOK_SECRET = 'isolation-suite-webhook-secret';
type Scope = 'own' | 'other';

let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;
let alphaStory: StoryRow;
let betaStory: StoryRow;
let alphaCategory: CategoryRow;
let betaCategory: CategoryRow;
/** Each tenant's tag on its story (issue 34); beta's is named with the canary. */
let alphaTag: TagRow;
let betaTag: TagRow;
/** Each tenant's published static page (issue 34); beta's is named with the canary. */
let alphaSitePage: SitePageRow;
let betaSitePage: SitePageRow;
let reader: UserRow;
let admin: UserRow;
/** Accounts with a published story under their byline: alpha's, and beta's (the canary's). */
let alphaWriter: UserRow;
let betaWriter: UserRow;
/** The signed-in callers; each member holds its role on alpha only. */
let callers: Record<Exclude<Caller, 'anonymous'>, UserRow>;
let loginUser: { email: string; password: string };
let png: Buffer;
let sequence = 0;

beforeAll(async () => {
  // With a metrics token, so that /metrics is in the route table and its rule is checked.
  ctx = await createTestApp({
    metricsToken: 'isolation-suite-metrics-token',
    // So that the provider's webhook answers past its secret.
    newsletters: { webhookSecret: NEWSLETTER_WEBHOOK_SECRET },
  });
  const { db } = ctx.database;
  ({ alpha, beta } = await createTenantPair(db, {
    alpha: {
      name: 'alpha',
      displayName: 'Alpha Times',
      features: { logoUpload: true, tenantSwitching: false, analytics: false },
    },
    beta: { name: 'beta', displayName: 'Beta Herald' },
  }));
  alphaCategory = await createCategory(db, alpha.id, { slug: 'alpha-desk', name: 'Alpha desk' });
  betaCategory = await createCategory(db, beta.id, { slug: 'beta-desk', name: `${CANARY} desk` });
  alphaStory = await createStory(db, alpha.id, {
    title: 'Alpha story',
    categoryId: alphaCategory.id,
  });
  betaStory = await createStory(db, beta.id, {
    title: `${CANARY} headline`,
    summary: `${CANARY} summary`,
    bodyHtml: `<p>${CANARY} body</p>`,
    categoryId: betaCategory.id,
  });
  alphaTag = await createTag(db, alpha.id, { slug: 'alpha-tag', name: 'Alpha tag' });
  betaTag = await createTag(db, beta.id, { slug: 'beta-tag', name: `${CANARY} tag` });
  await tagStory(db, alphaStory, alphaTag.id);
  await tagStory(db, betaStory, betaTag.id);
  alphaSitePage = await createSitePage(db, alpha.id, { slug: 'alpha-page', title: 'Alpha page' });
  betaSitePage = await createSitePage(db, beta.id, {
    slug: 'beta-page',
    title: `${CANARY} page`,
    bodyHtml: `<p>${CANARY} page body</p>`,
  });
  reader = (await createUserWithSession(db)).user;
  admin = (await createUserWithSession(db, { isAdmin: true })).user;
  alphaWriter = (await createUserWithSession(db)).user;
  betaWriter = (await createUserWithSession(db)).user;
  await db
    .update(users)
    .set({ displayName: `${CANARY} writer` })
    .where(eq(users.id, betaWriter.id));
  await createStory(db, alpha.id, {
    title: 'Alpha byline',
    author: null,
    createdBy: alphaWriter.id,
  });
  // The canary is in its byline (the writer's name), not in any text a search reads.
  await createStory(db, beta.id, { title: 'Beta byline', author: null, createdBy: betaWriter.id });
  callers = {
    reader,
    contributor: (await createMember(db, alpha.id, 'contributor')).user,
    editor: (await createMember(db, alpha.id, 'editor')).user,
    tenantAdmin: (await createMember(db, alpha.id, 'admin')).user,
    platformAdmin: admin,
  };
  await db.insert(donations).values([
    {
      tenantId: beta.id,
      userId: reader.id,
      amount: '777.77',
      currency: 'USD',
      description: `${CANARY} gift`,
    },
    {
      tenantId: beta.id,
      userId: admin.id,
      amount: '777.77',
      currency: 'USD',
      description: `${CANARY} gift`,
    },
  ]);
  await db.insert(activities).values({
    tenantId: beta.id,
    action: 'create',
    entityType: 'story',
    entityId: betaStory.id,
    entityLabel: `${CANARY} headline`,
  });
  loginUser = await registerReader(ctx.app);
  png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#336699' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;
const freshTenant = (logoUpload = false) =>
  createTenant(ctx.database.db, {
    slug: `fresh-${unique()}`,
    features: { logoUpload, tenantSwitching: false, analytics: false },
  });
/** A WebAuthn answer of the right shape that no authenticator signed (`field` holds the junk). */
const unsignedPasskeyAnswer = (field: 'attestationObject' | 'signature') => ({
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: {
    clientDataJSON: 'e30',
    ...(field === 'signature' ? { authenticatorData: 'AAAA', signature: 'AAAA' } : {}),
    ...(field === 'attestationObject' ? { attestationObject: 'oA' } : {}),
  },
});
const idFor = (scope: Scope) => (scope === 'own' ? alpha.id : beta.id);

function multipartLogo(bytes: Buffer): Pick<InjectOptions, 'payload' | 'headers'> {
  const { contentType, payload } = logoUpload(bytes, '----isolation-boundary');
  return { headers: { 'content-type': contentType }, payload };
}

/** An account that signed up on the tenant (and nowhere else), for the user routes. */
async function userRegisteredOn(tenantId: number): Promise<number> {
  const { user } = await createUserWithSession(ctx.database.db);
  await ctx.database.db
    .update(users)
    .set({ registeredTenantId: tenantId })
    .where(eq(users.id, user.id));
  return user.id;
}

/** A contributor of the tenant with an enabled authenticator app (issue 35). */
async function staffWithTotpOn(tenantId: number): Promise<number> {
  const { user } = await createMember(ctx.database.db, tenantId, 'contributor');
  await ctx.database.db
    .insert(userTotp)
    .values({ userId: user.id, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', enabledAt: new Date() });
  return user.id;
}

/**
 * A send of a fresh newsletter of the tenant: `scheduled` (for later), or finished, the
 * `partially_failed` one with a delivery that failed (retry-failed has something to retry).
 */
async function newsletterSendOf(
  tenantId: number,
  status: 'scheduled' | 'sent' | 'partially_failed',
): Promise<number> {
  const { db } = ctx.database;
  const newsletterId = await newsletterOf(tenantId);
  const [send] = await db
    .insert(newsletterSends)
    .values({
      tenantId,
      newsletterId,
      subject: tenantId === beta.id ? `${CANARY} send` : 'Alpha send',
      status,
      sendAt: new Date(Date.now() + (status === 'scheduled' ? 3_600_000 : -60_000)),
      total: status === 'scheduled' ? 0 : 2,
    })
    .returning({ id: newsletterSends.id });
  if (!send) throw new Error('send insert returned nothing');
  if (status !== 'scheduled') {
    await db.insert(newsletterDeliveries).values([
      {
        tenantId,
        sendId: send.id,
        email: 'went@example.org',
        messageId: `<a${send.id}@x>`,
        status: 'sent',
      },
      {
        tenantId,
        sendId: send.id,
        email: tenantId === beta.id ? 'canary-beta@example.org' : 'failed@example.org',
        messageId: `<b${send.id}@x>`,
        status: status === 'sent' ? 'sent' : 'failed',
        lastAnswer: tenantId === beta.id ? `550 ${CANARY}` : '550 No such mailbox',
      },
    ]);
  }
  return send.id;
}

/** A notification for the user in the tenant, for the mark-read route. */
async function notificationOf(tenantId: number, user: UserRow | null): Promise<number> {
  const [row] = await ctx.database.db
    .insert(notifications)
    .values({
      tenantId,
      userId: (user ?? admin).id,
      type: 'access_requested',
      title: tenantId === beta.id ? `${CANARY} request` : 'A request',
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned nothing');
  return row.id;
}

/**
 * An article (editorial story) of the tenant, fresh for each call (a call may change or delete
 * it). On alpha it belongs to the caller, so that a contributor reaches it; beta's carries the
 * canary.
 */
async function articleOf(
  tenantId: number,
  user: UserRow | null,
  status: 'draft' | 'pending' = 'draft',
): Promise<number> {
  const n = unique();
  const story = await createStory(ctx.database.db, tenantId, {
    origin: 'editorial',
    status,
    publishedAt: null,
    title: tenantId === beta.id ? `${CANARY} article` : `Matrix article ${n}`,
    slug: `matrix-article-${n}`,
    summary: tenantId === beta.id ? `${CANARY} article summary` : 'Matrix summary',
    bodyHtml: tenantId === beta.id ? `<p>${CANARY} article body</p>` : '<p>Matrix body</p>',
    createdBy: tenantId === alpha.id ? (user?.id ?? null) : null,
  });
  return story.id;
}

/** An article of the tenant with one kept revision (beta's carries the canary). */
async function articleRevisionOf(tenantId: number, user: UserRow | null) {
  const storyId = await articleOf(tenantId, user);
  const [row] = await ctx.database.db
    .insert(storyRevisions)
    .values({
      tenantId,
      storyId,
      revision: 1,
      title: tenantId === beta.id ? `${CANARY} old title` : 'Old title',
      summary: '',
      bodyHtml: tenantId === beta.id ? `<p>${CANARY} old body</p>` : '<p>Old body</p>',
      fields: {},
      savedBy: user?.id ?? null,
    })
    .returning({ id: storyRevisions.id });
  if (!row) throw new Error('revision insert returned nothing');
  return { storyId, revisionId: row.id };
}

/** A feed item pending review in the tenant, for the review routes (a call may decide it). */
async function pendingStoryOf(tenantId: number): Promise<number> {
  const story = await createStory(ctx.database.db, tenantId, {
    origin: 'feed',
    status: 'pending',
    publishedAt: null,
    title: tenantId === beta.id ? `${CANARY} pending item` : `Pending item ${unique()}`,
    bodyHtml: tenantId === beta.id ? `<p>${CANARY} pending body</p>` : '<p>Pending body</p>',
    sourceName: tenantId === beta.id ? `${CANARY} wire` : 'Alpha wire',
  });
  return story.id;
}

/** A category of the tenant, fresh for each call (a call may change or delete it). */
async function categoryOf(tenantId: number): Promise<number> {
  const row = await createCategory(ctx.database.db, tenantId, {
    name: tenantId === beta.id ? `${CANARY} category` : `Matrix category ${unique()}`,
  });
  return row.id;
}

/** A tag of the tenant, fresh for each call (a call may change, merge or delete it). */
async function tagOf(tenantId: number): Promise<number> {
  const row = await createTag(ctx.database.db, tenantId, {
    slug: `matrix-tag-${unique()}`,
    name: tenantId === beta.id ? `${CANARY} tag ${unique()}` : `Matrix tag ${unique()}`,
  });
  return row.id;
}

/**
 * A library image of the tenant uploaded by `user`, fresh for each call (a call may change or
 * delete it): a row only, its files are never read by the calls made.
 */
async function mediaOf(tenantId: number, user: UserRow | null): Promise<number> {
  const folder = `media/${tenantId}/${randomBytes(12).toString('hex')}`;
  const [row] = await ctx.database.db
    .insert(media)
    .values({
      tenantId,
      name: tenantId === beta.id ? `${CANARY} image ${unique()}` : `Matrix image ${unique()}`,
      alt: tenantId === beta.id ? `${CANARY} alt` : 'Matrix alt',
      uploadedBy: user?.id ?? null,
      folder,
      originalKey: `${folder}/original.webp`,
      width: 64,
      height: 64,
      bytes: 100,
    })
    .returning();
  if (!row) throw new Error('media insert returned nothing');
  return row.id;
}

/** A static page of the tenant, fresh for each call (a call may change or delete it). */
async function sitePageOf(tenantId: number, placement: 'footer' | 'none' = 'footer') {
  const n = unique();
  return createSitePage(ctx.database.db, tenantId, {
    slug: `matrix-page-${n}`,
    title: tenantId === beta.id ? `${CANARY} page ${n}` : `Matrix page ${n}`,
    placement,
  });
}

/** A fresh page of the tenant with one kept revision: the page's id and the revision's. */
async function sitePageRevisionOf(tenantId: number): Promise<{ id: number; revisionId: number }> {
  const page = await sitePageOf(tenantId);
  const [revision] = await ctx.database.db
    .insert(sitePageRevisions)
    .values({
      tenantId,
      pageId: page.id,
      revision: 1,
      title: tenantId === beta.id ? `${CANARY} earlier page` : 'Earlier page',
      slug: page.slug,
      bodyHtml: '<p>Earlier</p>',
      status: 'published',
      placement: 'footer',
    })
    .returning({ id: sitePageRevisions.id });
  if (!revision) throw new Error('revision insert returned nothing');
  return { id: page.id, revisionId: revision.id };
}

/** Every category id of alpha in navigation order: the only order PUT /order accepts. */
async function alphaCategoryIds(): Promise<number[]> {
  const rows = await ctx.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.tenantId, alpha.id))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => row.id);
}

/** An alpha category holding a (draft) story: deleting it needs move_to. */
async function alphaCategoryWithStory(): Promise<number> {
  const id = await categoryOf(alpha.id);
  await createStory(ctx.database.db, alpha.id, { categoryId: id, status: 'draft' });
  return id;
}

const DAY_MS = 86_400_000;
const scheduledStory = (scope: Scope) =>
  createStory(ctx.database.db, idFor(scope), {
    status: 'scheduled',
    publishAt: new Date(Date.now() + DAY_MS),
    publishedAt: null,
    title: scope === 'own' ? 'Alpha scheduled story' : `${CANARY} scheduled story`,
  });

/** A fresh security event of the tenant (beta's carry the canary), for the security routes. */
/** A feed of the tenant; beta's carry the canary. Its address is one no test may fetch. */
async function feedOf(tenantId: number): Promise<number> {
  const [row] = await ctx.database.db
    .insert(feeds)
    .values({
      tenantId,
      url: `http://10.0.0.1/${tenantId === beta.id ? CANARY : 'alpha'}-${unique()}.xml`,
      title: tenantId === beta.id ? `${CANARY} feed` : `Matrix feed ${unique()}`,
      isActive: false,
    })
    .returning({ id: feeds.id });
  if (!row) throw new Error('feed insert returned nothing');
  return row.id;
}

/** An active ad zone of the tenant; beta's carry the canary. */
async function adZoneOf(tenantId: number): Promise<number> {
  const [row] = await ctx.database.db
    .insert(adZones)
    .values({
      tenantId,
      name: tenantId === beta.id ? `${CANARY} zone` : `Matrix zone ${unique()}`,
      type: 'banner',
      width: 728,
      height: 90,
      location: 'top_banner',
    })
    .returning({ id: adZones.id });
  if (!row) throw new Error('ad zone insert returned nothing');
  return row.id;
}

/** A live campaign of the tenant in a zone of its own (beta's carry the canary). */
async function adCampaignOf(
  tenantId: number,
  status: 'active' | 'pending' = 'active',
): Promise<{ campaignId: number; zoneId: number }> {
  const zoneId = await adZoneOf(tenantId);
  const row = await createAdCampaign(ctx.database.db, tenantId, zoneId, {
    name: tenantId === beta.id ? `${CANARY} campaign` : `Matrix campaign ${unique()}`,
    status,
    budgetCents: 100_000,
    rateCents: 100,
    creativeUrl: `/uploads/ads/${tenantId}/${'a'.repeat(24)}.webp`,
    creativeAlt: tenantId === beta.id ? `${CANARY} alt` : 'Matrix ad',
    landingPageUrl: `https://example.org/${tenantId === beta.id ? CANARY : 'alpha'}`,
  });
  return { campaignId: row.id, zoneId };
}

/**
 * A comment on the tenant's story, fresh for each call (a call may change or delete it), by
 * `author` or else a reader of its own; beta's carry the canary.
 */
async function commentOf(
  tenantId: number,
  author: UserRow | null,
  status: 'approved' | 'pending' = 'approved',
): Promise<{ id: number; authorId: number }> {
  const authorId = author?.id ?? (await createUserWithSession(ctx.database.db)).user.id;
  const [row] = await ctx.database.db
    .insert(comments)
    .values({
      tenantId,
      storyId: tenantId === beta.id ? betaStory.id : alphaStory.id,
      authorId,
      body: tenantId === beta.id ? `${CANARY} comment` : `Matrix comment ${unique()}`,
      status,
    })
    .returning({ id: comments.id });
  if (!row) throw new Error('comment insert returned nothing');
  return { id: row.id, authorId };
}

/** A reader who commented on the tenant (and nowhere else), banned there when `banned`. */
async function commenterOf(tenantId: number, banned = false): Promise<number> {
  const { authorId } = await commentOf(tenantId, null);
  if (banned) await ctx.database.db.insert(commentBans).values({ tenantId, userId: authorId });
  return authorId;
}

/** A paid tier of the tenant, fresh for each call (beta's carries the canary). */
async function membershipTierOf(tenantId: number): Promise<number> {
  const [row] = await ctx.database.db
    .insert(membershipTiers)
    .values({
      tenantId,
      name: tenantId === beta.id ? `${CANARY} tier` : `Matrix tier ${unique()}`,
      description: tenantId === beta.id ? `${CANARY} benefits` : '',
      monthlyPrice: 500,
    })
    .returning({ id: membershipTiers.id });
  if (!row) throw new Error('tier insert returned nothing');
  return row.id;
}

/**
 * The caller as a member with a Stripe customer of the scope's tenant only (the portal's
 * billing account): "other" holds one in beta and none in alpha.
 */
async function billingAccountOf(scope: Scope, user: UserRow | null): Promise<void> {
  if (!user) return;
  await ctx.database.db.delete(members).where(eq(members.userId, user.id));
  await ctx.database.db.insert(members).values({
    tenantId: idFor(scope),
    userId: user.id,
    stripeCustomerId: `cus_matrix_${unique()}`,
  });
}

/** A public newsletter of the tenant, fresh for each call (beta's carries the canary). */
async function newsletterOf(tenantId: number): Promise<number> {
  const [row] = await ctx.database.db
    .insert(newsletters)
    .values({
      tenantId,
      name: tenantId === beta.id ? `${CANARY} newsletter` : `Matrix newsletter ${unique()}`,
      description: tenantId === beta.id ? `${CANARY} letter` : '',
      senderName: 'Desk',
      senderEmail: 'desk@example.org',
    })
    .returning({ id: newsletters.id });
  if (!row) throw new Error('newsletter insert returned nothing');
  return row.id;
}

/**
 * A subscriber of a fresh newsletter of the tenant, waiting for its confirmation: its
 * confirmation and unsubscribe tokens (beta's carry the canary in the newsletter's name).
 */
async function subscriberOf(tenantId: number) {
  const newsletterId = await newsletterOf(tenantId);
  const confirmToken = newLinkToken(tenantId);
  const unsubscribeToken = newLinkToken(tenantId);
  await ctx.database.db.insert(newsletterSubscriptions).values({
    tenantId,
    newsletterId,
    email: `subscriber-${unique()}@example.org`,
    status: 'pending',
    confirmTokenHash: hashToken(confirmToken),
    confirmExpiresAt: new Date(Date.now() + DAY_MS),
    unsubscribeToken,
  });
  return { newsletterId, confirmToken, unsubscribeToken };
}

/** A suppressed address of the tenant (beta's detail carries the canary). */
async function suppressionOf(tenantId: number): Promise<number> {
  const [row] = await ctx.database.db
    .insert(newsletterSuppressions)
    .values({
      tenantId,
      email: `suppressed-${unique()}@example.org`,
      reason: 'bounce',
      detail: tenantId === beta.id ? `${CANARY} bounce` : null,
    })
    .returning({ id: newsletterSuppressions.id });
  if (!row) throw new Error('suppression insert returned nothing');
  return row.id;
}

const newsletterInput = () => ({
  name: `Matrix newsletter ${unique()}`,
  sender_name: 'Desk',
  sender_email: 'desk@example.org',
});

/** A CSV upload of one address, as a browser's form sends it. */
function csvImport(): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = '----isolation-csv';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="list.csv"\r\nContent-Type: text/csv\r\n\r\nemail\r\nimported-${unique()}@example.org\r\n--${boundary}--\r\n`,
  };
}

/** A paid tier of the tenant, made once (beta's carries the canary). */
const tiers = new Map<number, number>();
async function tierOf(tenantId: number): Promise<number> {
  const id = tiers.get(tenantId) ?? (await membershipTierOf(tenantId));
  tiers.set(tenantId, id);
  return id;
}

/** A fresh reader who signed up on the tenant, comped on its tier when asked (beta's named with the canary). */
async function memberOf(tenantId: number, comped = false): Promise<number> {
  const n = unique();
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email: `member-${n}@example.org`,
      username: `member_${n}`,
      displayName: tenantId === beta.id ? `${CANARY} member` : null,
      passwordHash: 'x',
      registeredTenantId: tenantId,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  if (comped) {
    await ctx.database.db
      .insert(members)
      .values({ tenantId, userId: row.id, compTierId: await tierOf(tenantId) });
  }
  return row.id;
}

/** A one-click unsubscribe (RFC 8058) of a subscriber of the scope's tenant. */
const oneClick = async (scope: Scope, prefix: string): Promise<InjectOptions> => ({
  method: 'POST',
  url: `${prefix}/unsubscribe?token=${(await subscriberOf(idFor(scope))).unsubscribeToken}`,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: 'List-Unsubscribe=One-Click',
});

async function securityEventOf(tenantId: number): Promise<number> {
  const [row] = await ctx.database.db
    .insert(securityEvents)
    .values({
      tenantId,
      type: 'login_failure',
      severity: 'warning',
      ip: '198.51.100.7',
      userAgent: 'Isolation/1.0',
      details:
        tenantId === beta.id
          ? { email: `${CANARY}@example.org`, reason: CANARY }
          : { email: 'alpha-reader@example.org', reason: 'wrong_password' },
    })
    .returning({ id: securityEvents.id });
  if (!row) throw new Error('security event insert returned nothing');
  return row.id;
}

/**
 * A crawler file of alpha: crawlers send no X-Tenant-ID, so the host (alpha.localhost) names it
 * at the root, and the /tenant/alpha prefix otherwise.
 */
const crawl = (path: string, prefixed: boolean): InjectOptions =>
  prefixed
    ? { method: 'GET', url: `/tenant/alpha${path}` }
    : { method: 'GET', url: path, headers: { host: 'alpha.localhost' } };
/** The month (UTC) of alpha's story, or of beta's canary story for "other". */
const crawlMonth = (scope: Scope) =>
  ((scope === 'own' ? alphaStory : betaStory).publishedAt ?? new Date()).toISOString().slice(0, 7);
const crawlCategory = (scope: Scope) => (scope === 'own' ? alphaCategory : betaCategory).slug;
const crawlTag = (scope: Scope) => (scope === 'own' ? alphaTag : betaTag).slug;

/**
 * How to call each route for a scope and caller. "other" uses tenant beta's resources while
 * naming alpha.
 */
const CALLS: Record<
  string,
  (scope: Scope, user: UserRow | null) => Promise<InjectOptions> | InjectOptions
> = {
  'GET /api/health': () => ({ method: 'GET', url: '/api/health' }),
  'GET /api/ready': () => ({ method: 'GET', url: '/api/ready' }),
  'GET /metrics': () => ({ method: 'GET', url: '/metrics' }),
  'GET /api/docs': () => ({ method: 'GET', url: '/api/docs' }),
  'GET /api/docs/json': () => ({ method: 'GET', url: '/api/docs/json' }),
  'GET /api/docs/yaml': () => ({ method: 'GET', url: '/api/docs/yaml' }),
  'GET /api/docs/static/*': () => ({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }),
  'GET /api/docs/static/index.html': () => ({ method: 'GET', url: '/api/docs/static/index.html' }),
  'GET /api/docs/static/swagger-initializer.js': () => ({
    method: 'GET',
    url: '/api/docs/static/swagger-initializer.js',
  }),
  'GET /uploads/*': () => ({ method: 'GET', url: '/uploads/logos/1/guessed-192.webp' }),
  'GET /robots.txt': () => crawl('/robots.txt', false),
  'GET /sitemap.xml': () => crawl('/sitemap.xml', false),
  'GET /sitemap-pages.xml': () => crawl('/sitemap-pages.xml', false),
  'GET /news-sitemap.xml': () => crawl('/news-sitemap.xml', false),
  'GET /rss.xml': () => crawl('/rss.xml', false),
  'GET /atom.xml': () => crawl('/atom.xml', false),
  'GET /sitemap-:month.xml': (scope) => crawl(`/sitemap-${crawlMonth(scope)}.xml`, false),
  'GET /category/:slug/rss.xml': (scope) =>
    crawl(`/category/${crawlCategory(scope)}/rss.xml`, false),
  'GET /category/:slug/atom.xml': (scope) =>
    crawl(`/category/${crawlCategory(scope)}/atom.xml`, false),
  'GET /tag/:slug/rss.xml': (scope) => crawl(`/tag/${crawlTag(scope)}/rss.xml`, false),
  'GET /tag/:slug/atom.xml': (scope) => crawl(`/tag/${crawlTag(scope)}/atom.xml`, false),
  'GET /tenant/:tenantSlug/robots.txt': () => crawl('/robots.txt', true),
  'GET /tenant/:tenantSlug/sitemap.xml': () => crawl('/sitemap.xml', true),
  'GET /tenant/:tenantSlug/sitemap-pages.xml': () => crawl('/sitemap-pages.xml', true),
  'GET /tenant/:tenantSlug/news-sitemap.xml': () => crawl('/news-sitemap.xml', true),
  'GET /tenant/:tenantSlug/rss.xml': () => crawl('/rss.xml', true),
  'GET /tenant/:tenantSlug/atom.xml': () => crawl('/atom.xml', true),
  'GET /tenant/:tenantSlug/sitemap-:month.xml': (scope) =>
    crawl(`/sitemap-${crawlMonth(scope)}.xml`, true),
  'GET /tenant/:tenantSlug/category/:slug/rss.xml': (scope) =>
    crawl(`/category/${crawlCategory(scope)}/rss.xml`, true),
  'GET /tenant/:tenantSlug/category/:slug/atom.xml': (scope) =>
    crawl(`/category/${crawlCategory(scope)}/atom.xml`, true),
  'GET /tenant/:tenantSlug/tag/:slug/rss.xml': (scope) =>
    crawl(`/tag/${crawlTag(scope)}/rss.xml`, true),
  'GET /tenant/:tenantSlug/tag/:slug/atom.xml': (scope) =>
    crawl(`/tag/${crawlTag(scope)}/atom.xml`, true),
  'GET /api/tenant/info': () => ({ method: 'GET', url: '/api/tenant/info' }),
  'GET /api/tenants/': () => ({ method: 'GET', url: '/api/tenants/' }),
  'GET /api/stories': (scope) => ({
    method: 'GET',
    url: `/api/stories?page_size=100&category=${scope === 'own' ? alphaCategory.slug : betaCategory.slug}`,
  }),
  'GET /api/stories/:id': (scope) => ({
    method: 'GET',
    url: `/api/stories/${scope === 'own' ? alphaStory.id : betaStory.id}`,
  }),
  // Resuming from before the canary story: only alpha's stories may be replayed.
  'GET /api/realtime/stream': (scope) => ({
    method: 'GET',
    url: `/api/realtime/stream?last_event_id=${scope === 'own' ? '0-0' : `${(betaStory.publishedAt?.getTime() ?? 1) - 1}-0`}`,
  }),
  'GET /api/stories/:id/related': (scope) => ({
    method: 'GET',
    url: `/api/stories/${scope === 'own' ? alphaStory.id : betaStory.id}/related`,
  }),
  'GET /api/stories/:id/content': (scope) => ({
    method: 'GET',
    url: `/api/stories/${scope === 'own' ? alphaStory.id : betaStory.id}/content`,
  }),
  'GET /api/search': (scope) => ({
    method: 'GET',
    url: `/api/search?q=${scope === 'own' ? 'alpha' : 'headline'}`,
  }),
  'GET /api/categories': () => ({ method: 'GET', url: '/api/categories' }),
  'GET /api/tags': () => ({ method: 'GET', url: '/api/tags' }),
  'GET /api/tags/:slug': (scope) => ({
    method: 'GET',
    url: `/api/tags/${(scope === 'own' ? alphaTag : betaTag).slug}`,
  }),
  'GET /api/pages': () => ({ method: 'GET', url: '/api/pages' }),
  'GET /api/pages/:slug': (scope) => ({
    method: 'GET',
    url: `/api/pages/${(scope === 'own' ? alphaSitePage : betaSitePage).slug}`,
  }),
  // Beta's writer has an account like any other: only the publication it wrote for shows it.
  'GET /api/authors/:username': (scope) => ({
    method: 'GET',
    url: `/api/authors/${(scope === 'own' ? alphaWriter : betaWriter).username}`,
  }),
  'POST /api/analytics/views': (scope) => ({
    method: 'POST',
    url: '/api/analytics/views',
    payload: { path: scope === 'own' ? '/' : `/story/${betaStory.id}` },
  }),
  'POST /api/auth/register': () => {
    const id = unique();
    return {
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: `matrix-${id}@example.org`,
        username: `matrix_${id}`,
        password: 'Matrix-route-2026',
      },
    };
  },
  'POST /api/auth/login': () => ({ method: 'POST', url: '/api/auth/login', payload: loginUser }),
  'POST /api/auth/logout': () => ({ method: 'POST', url: '/api/auth/logout' }),
  'GET /api/auth/user/profile': () => ({ method: 'GET', url: '/api/auth/user/profile' }),
  'PUT /api/auth/user/profile': () => ({
    method: 'PUT',
    url: '/api/auth/user/profile',
    payload: { display_name: 'Isolation Probe' },
  }),
  'PUT /api/auth/user/preferences': () => ({
    method: 'PUT',
    url: '/api/auth/user/preferences',
    payload: { theme: 'dark' },
  }),
  'POST /api/auth/forgot-password': () => ({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: `nobody-${unique()}@example.org` },
  }),
  'POST /api/auth/reset-password': () => ({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: 'x'.repeat(43), new_password: 'Matrix-route-2026' },
  }),
  'POST /api/auth/reset-password/check': () => ({
    method: 'POST',
    url: '/api/auth/reset-password/check',
    payload: { token: 'x'.repeat(43) },
  }),
  'GET /api/user/donations': () => ({ method: 'GET', url: '/api/user/donations?page_size=100' }),
  'POST /api/user/donations': () => ({
    method: 'POST',
    url: '/api/user/donations',
    payload: { amount: 3, description: 'matrix', tenant_id: beta.id },
  }),
  'GET /api/admin/tenants': () => ({ method: 'GET', url: '/api/admin/tenants?page_size=100' }),
  'POST /api/admin/tenants': () => ({
    method: 'POST',
    url: '/api/admin/tenants',
    payload: { slug: `created-${unique()}`, name: 'created' },
  }),
  'GET /api/admin/tenants/:id': (scope) => ({
    method: 'GET',
    url: `/api/admin/tenants/${idFor(scope)}`,
  }),
  'PUT /api/admin/tenants/:id': (scope) => ({
    method: 'PUT',
    url: `/api/admin/tenants/${idFor(scope)}`,
    payload: { description: 'updated by the matrix' },
  }),
  'DELETE /api/admin/tenants/:id': async () => ({
    method: 'DELETE',
    url: `/api/admin/tenants/${(await freshTenant()).id}`,
  }),
  'POST /api/admin/tenants/:id/logo': async () => ({
    method: 'POST',
    url: `/api/admin/tenants/${(await freshTenant(true)).id}/logo`,
    ...multipartLogo(png),
  }),
  'DELETE /api/admin/tenants/:id/logo': (scope) => ({
    method: 'DELETE',
    url: `/api/admin/tenants/${idFor(scope)}/logo`,
  }),
  'POST /api/auth/change-password': () => ({
    method: 'POST',
    url: '/api/auth/change-password',
    payload: { current_password: 'not-the-password', new_password: 'Matrix-route-2026' },
  }),
  'POST /api/auth/logout-all': () => ({ method: 'POST', url: '/api/auth/logout-all' }),
  'POST /api/auth/login/2fa': () => ({
    method: 'POST',
    url: '/api/auth/login/2fa',
    payload: { mfa_token: 'x'.repeat(43), code: '123456' },
  }),
  'POST /api/auth/sso/exchange': () => ({
    method: 'POST',
    url: '/api/auth/sso/exchange',
    payload: { code: 'x'.repeat(43) },
  }),
  'GET /api/auth/social/providers': () => ({ method: 'GET', url: '/api/auth/social/providers' }),
  'GET /api/auth/social/:provider/start': () => ({
    method: 'GET',
    url: '/api/auth/social/google/start?return_to=/story/1',
  }),
  'GET /api/auth/social/:provider/callback': () => ({
    method: 'GET',
    url: '/api/auth/social/google/callback?code=x&state=y',
  }),
  'GET /api/auth/sso/:tenant_slug': (scope) => ({
    method: 'GET',
    url: `/api/auth/sso/${scope === 'own' ? 'alpha' : 'beta'}`,
  }),
  'GET /api/auth/sso/:tenant_slug/start': (scope) => ({
    method: 'GET',
    url: `/api/auth/sso/${scope === 'own' ? 'alpha' : 'beta'}/start?return_to=/admin`,
  }),
  'GET /api/auth/sso/callback': () => ({
    method: 'GET',
    url: `/api/auth/sso/callback?code=x&state=${'s'.repeat(43)}`,
  }),
  'GET /api/auth/2fa': () => ({ method: 'GET', url: '/api/auth/2fa' }),
  'GET /api/auth/sign-ins': () => ({ method: 'GET', url: '/api/auth/sign-ins' }),
  'POST /api/auth/2fa/totp/setup': () => ({ method: 'POST', url: '/api/auth/2fa/totp/setup' }),
  'POST /api/auth/2fa/totp/confirm': () => ({
    method: 'POST',
    url: '/api/auth/2fa/totp/confirm',
    payload: { code: '000000' },
  }),
  'DELETE /api/auth/2fa/totp': () => ({
    method: 'DELETE',
    url: '/api/auth/2fa/totp',
    payload: { password: 'not-the-password' },
  }),
  'POST /api/auth/passkeys/register/options': () => ({
    method: 'POST',
    url: '/api/auth/passkeys/register/options',
  }),
  'POST /api/auth/passkeys/register/verify': () => ({
    method: 'POST',
    url: '/api/auth/passkeys/register/verify',
    payload: { name: 'Matrix', response: unsignedPasskeyAnswer('attestationObject') },
  }),
  'GET /api/auth/passkeys': () => ({ method: 'GET', url: '/api/auth/passkeys' }),
  // own: a passkey of the caller; other: one of another account, which nobody else can remove.
  'DELETE /api/auth/passkeys/:id': async (scope, user) => {
    const owner =
      scope === 'own' && user
        ? user
        : user?.id === callers.reader.id
          ? callers.editor
          : callers.reader;
    const [row] = await ctx.database.db
      .insert(passkeys)
      .values({
        userId: owner.id,
        name: 'Matrix',
        credentialId: randomBytes(16).toString('base64url'),
        publicKey: 'AAAA',
        rpId: 'localhost',
      })
      .returning({ id: passkeys.id });
    return { method: 'DELETE', url: `/api/auth/passkeys/${row?.id}` };
  },
  'POST /api/auth/passkeys/login/options': () => ({
    method: 'POST',
    url: '/api/auth/passkeys/login/options',
    payload: {},
  }),
  'POST /api/auth/passkeys/login/verify': () => ({
    method: 'POST',
    url: '/api/auth/passkeys/login/verify',
    payload: { challenge_id: 'x'.repeat(43), response: unsignedPasskeyAnswer('signature') },
  }),
  'GET /api/admin/access': () => ({ method: 'GET', url: '/api/admin/access' }),
  'POST /api/admin/access/sign-in': () => ({ method: 'POST', url: '/api/admin/access/sign-in' }),
  'POST /api/admin/access/request': () => ({ method: 'POST', url: '/api/admin/access/request' }),
  'GET /api/admin/notifications': () => ({
    method: 'GET',
    url: '/api/admin/notifications?page_size=100',
  }),
  'GET /api/admin/notifications/unread-count': () => ({
    method: 'GET',
    url: '/api/admin/notifications/unread-count',
  }),
  'POST /api/admin/notifications/read-all': () => ({
    method: 'POST',
    url: '/api/admin/notifications/read-all',
  }),
  'POST /api/admin/notifications/:id/read': async (scope, user) => ({
    method: 'POST',
    url: `/api/admin/notifications/${await notificationOf(idFor(scope), user)}/read`,
  }),
  'GET /api/admin/tenant-settings': () => ({ method: 'GET', url: '/api/admin/tenant-settings' }),
  'PUT /api/admin/tenant-settings': () => ({
    method: 'PUT',
    url: '/api/admin/tenant-settings',
    payload: { description: 'updated by the matrix' },
  }),
  'POST /api/admin/tenant-settings/logo': () => ({
    method: 'POST',
    url: '/api/admin/tenant-settings/logo',
    ...multipartLogo(png),
  }),
  'DELETE /api/admin/tenant-settings/logo': () => ({
    method: 'DELETE',
    url: '/api/admin/tenant-settings/logo',
  }),
  'GET /api/admin/settings': () => ({ method: 'GET', url: '/api/admin/settings' }),
  'GET /api/admin/dashboard/summary': () => ({
    method: 'GET',
    url: '/api/admin/dashboard/summary',
  }),
  'GET /api/admin/dashboard/navigation-counts': () => ({
    method: 'GET',
    url: '/api/admin/dashboard/navigation-counts',
  }),
  'GET /api/admin/dashboard/weekly-activity': () => ({
    method: 'GET',
    url: '/api/admin/dashboard/weekly-activity',
  }),
  'GET /api/admin/dashboard/articles-by-category': () => ({
    method: 'GET',
    url: '/api/admin/dashboard/articles-by-category',
  }),
  'GET /api/admin/dashboard/recent-activity': () => ({
    method: 'GET',
    url: '/api/admin/dashboard/recent-activity?limit=50',
  }),
  'GET /api/admin/analytics/overview': () => ({
    method: 'GET',
    url: '/api/admin/analytics/overview',
  }),
  'GET /api/admin/analytics/users': () => ({ method: 'GET', url: '/api/admin/analytics/users' }),
  'GET /api/admin/analytics/users/export': () => ({
    method: 'GET',
    url: '/api/admin/analytics/users/export',
  }),
  'GET /api/admin/analytics/content': () => ({
    method: 'GET',
    url: '/api/admin/analytics/content',
  }),
  'GET /api/admin/analytics/content/export': () => ({
    method: 'GET',
    url: '/api/admin/analytics/content/export',
  }),
  'GET /api/admin/users': () => ({ method: 'GET', url: '/api/admin/users?page_size=1000' }),
  'PUT /api/admin/users/:id': async (scope) => ({
    method: 'PUT',
    url: `/api/admin/users/${await userRegisteredOn(idFor(scope))}`,
    payload: { roles: [{ tenant: 'alpha', role: 'contributor' }] },
  }),
  'PUT /api/admin/settings': () => ({
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { tagline: 'Set by the matrix' },
  }),
  'GET /api/admin/activity': (scope) => ({
    method: 'GET',
    url: `/api/admin/activity?entity_type=story&entity_id=${scope === 'own' ? alphaStory.id : betaStory.id}`,
  }),
  'GET /api/admin/users/:id': async (scope: Scope) => ({
    method: 'GET',
    url: `/api/admin/users/${await userRegisteredOn(idFor(scope))}`,
  }),
  'POST /api/admin/users': (scope: Scope) => {
    const id = unique();
    return {
      method: 'POST',
      url: '/api/admin/users',
      payload: {
        email: `created-${id}@example.org`,
        username: `created_${id}`,
        roles: [{ tenant: scope === 'own' ? 'alpha' : 'beta', role: 'contributor' }],
      },
    };
  },
  'DELETE /api/admin/users/:id': async (scope: Scope) => ({
    method: 'DELETE',
    url: `/api/admin/users/${await userRegisteredOn(idFor(scope))}`,
  }),
  'POST /api/admin/users/:id/activate': async (scope: Scope) => {
    const id = await userRegisteredOn(idFor(scope));
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    return { method: 'POST', url: `/api/admin/users/${id}/activate` };
  },
  'DELETE /api/admin/users/:id/2fa': async (scope: Scope) => ({
    method: 'DELETE',
    url: `/api/admin/users/${await staffWithTotpOn(idFor(scope))}/2fa`,
  }),
  'POST /api/admin/users/:id/deactivate': async (scope: Scope) => ({
    method: 'POST',
    url: `/api/admin/users/${await userRegisteredOn(idFor(scope))}/deactivate`,
  }),
  'GET /api/admin/articles': (scope: Scope) => ({
    method: 'GET',
    url: `/api/admin/articles?page_size=100&category=${scope === 'own' ? alphaCategory.slug : betaCategory.slug}`,
  }),
  'POST /api/admin/articles': (scope: Scope) => ({
    method: 'POST',
    url: '/api/admin/articles',
    payload: {
      title: `Matrix article ${unique()}`,
      category: scope === 'own' ? alphaCategory.slug : betaCategory.slug,
    },
  }),
  // multipartLogo builds a multipart body with the file in the field "file": reused as it is.
  'POST /api/admin/articles/images': () => ({
    method: 'POST',
    url: '/api/admin/articles/images',
    ...multipartLogo(png),
  }),
  'GET /api/admin/articles/:id': async (scope: Scope, user: UserRow | null) => ({
    method: 'GET',
    url: `/api/admin/articles/${await articleOf(idFor(scope), user)}`,
  }),
  'PUT /api/admin/articles/:id': async (scope: Scope, user: UserRow | null) => ({
    method: 'PUT',
    url: `/api/admin/articles/${await articleOf(idFor(scope), user)}`,
    payload: { title: 'Updated by the matrix' },
  }),
  'DELETE /api/admin/articles/:id': async (scope: Scope, user: UserRow | null) => ({
    method: 'DELETE',
    url: `/api/admin/articles/${await articleOf(idFor(scope), user)}`,
  }),
  'POST /api/admin/articles/:id/approve': async (scope: Scope, user: UserRow | null) => ({
    method: 'POST',
    url: `/api/admin/articles/${await articleOf(idFor(scope), user, 'pending')}/approve`,
    payload: {},
  }),
  'POST /api/admin/articles/:id/reject': async (scope: Scope, user: UserRow | null) => ({
    method: 'POST',
    url: `/api/admin/articles/${await articleOf(idFor(scope), user, 'pending')}/reject`,
    payload: { reason: 'Rejected by the matrix' },
  }),
  'GET /api/admin/articles/:id/revisions': async (scope: Scope, user: UserRow | null) => ({
    method: 'GET',
    url: `/api/admin/articles/${(await articleRevisionOf(idFor(scope), user)).storyId}/revisions`,
  }),
  'GET /api/admin/articles/:id/revisions/:revisionId': async (
    scope: Scope,
    user: UserRow | null,
  ) => {
    const { storyId, revisionId } = await articleRevisionOf(idFor(scope), user);
    return { method: 'GET', url: `/api/admin/articles/${storyId}/revisions/${revisionId}` };
  },
  'POST /api/admin/articles/:id/revisions/:revisionId/restore': async (
    scope: Scope,
    user: UserRow | null,
  ) => {
    const { storyId, revisionId } = await articleRevisionOf(idFor(scope), user);
    return {
      method: 'POST',
      url: `/api/admin/articles/${storyId}/revisions/${revisionId}/restore`,
    };
  },
  'GET /api/admin/stories': (scope) => ({
    method: 'GET',
    url: `/api/admin/stories?status=all&origin=all&page_size=100&category=${scope === 'own' ? alphaCategory.slug : betaCategory.slug}`,
  }),
  'GET /api/admin/stories/:id': (scope) => ({
    method: 'GET',
    url: `/api/admin/stories/${scope === 'own' ? alphaStory.id : betaStory.id}`,
  }),
  'POST /api/admin/stories/:id/approve': async (scope) => ({
    method: 'POST',
    url: `/api/admin/stories/${await pendingStoryOf(idFor(scope))}/approve`,
  }),
  'POST /api/admin/stories/:id/reject': async (scope) => ({
    method: 'POST',
    url: `/api/admin/stories/${await pendingStoryOf(idFor(scope))}/reject`,
    payload: { reason: 'Rejected by the matrix' },
  }),
  'POST /api/admin/stories/bulk': async (scope) => ({
    method: 'POST',
    url: '/api/admin/stories/bulk',
    payload: { action: 'approve', ids: [await pendingStoryOf(idFor(scope))] },
  }),
  'GET /api/admin/categories': () => ({ method: 'GET', url: '/api/admin/categories' }),
  'POST /api/admin/categories': () => ({
    method: 'POST',
    url: '/api/admin/categories',
    payload: { name: `Created by the matrix ${unique()}` },
  }),
  'PUT /api/admin/categories/order': async (scope) => {
    const ids = await alphaCategoryIds();
    return {
      method: 'PUT',
      url: '/api/admin/categories/order',
      payload: { ids: scope === 'own' ? [...ids].reverse() : [...ids, betaCategory.id] },
    };
  },
  'PUT /api/admin/categories/:id': async (scope) => ({
    method: 'PUT',
    url: `/api/admin/categories/${await categoryOf(idFor(scope))}`,
    payload: { description: 'updated by the matrix' },
  }),
  'DELETE /api/admin/categories/:id': async (scope) =>
    scope === 'own'
      ? {
          method: 'DELETE',
          url: `/api/admin/categories/${await alphaCategoryWithStory()}?move_to=${alphaCategory.id}`,
        }
      : { method: 'DELETE', url: `/api/admin/categories/${await categoryOf(beta.id)}` },
  'GET /api/admin/pages': () => ({ method: 'GET', url: '/api/admin/pages' }),
  'POST /api/admin/pages': () => ({
    method: 'POST',
    url: '/api/admin/pages',
    payload: { title: `Written by the matrix ${unique()}`, body_html: '<p>Matrix</p>' },
  }),
  // Own: two pages nobody links move to the header, a change readers see.
  'PUT /api/admin/pages/order': async (scope) => ({
    method: 'PUT',
    url: '/api/admin/pages/order',
    payload: {
      header:
        scope === 'own'
          ? [(await sitePageOf(alpha.id, 'none')).id, (await sitePageOf(alpha.id, 'none')).id]
          : [(await sitePageOf(alpha.id, 'none')).id, betaSitePage.id],
    },
  }),
  'GET /api/admin/pages/:id': async (scope) => ({
    method: 'GET',
    url: `/api/admin/pages/${(await sitePageOf(idFor(scope))).id}`,
  }),
  'PUT /api/admin/pages/:id': async (scope) => ({
    method: 'PUT',
    url: `/api/admin/pages/${(await sitePageOf(idFor(scope))).id}`,
    payload: { body_html: `<p>Updated by the matrix ${unique()}</p>` },
  }),
  'DELETE /api/admin/pages/:id': async (scope) => ({
    method: 'DELETE',
    url: `/api/admin/pages/${(await sitePageOf(idFor(scope))).id}`,
  }),
  'GET /api/admin/pages/:id/revisions': async (scope) => ({
    method: 'GET',
    url: `/api/admin/pages/${(await sitePageRevisionOf(idFor(scope))).id}/revisions`,
  }),
  'POST /api/admin/pages/:id/revisions/:revisionId/restore': async (scope) => {
    const { id, revisionId } = await sitePageRevisionOf(idFor(scope));
    return { method: 'POST', url: `/api/admin/pages/${id}/revisions/${revisionId}/restore` };
  },
  'GET /api/admin/tags': () => ({ method: 'GET', url: '/api/admin/tags' }),
  'POST /api/admin/tags': () => ({
    method: 'POST',
    url: '/api/admin/tags',
    payload: { name: `Tagged by the matrix ${unique()}` },
  }),
  'PUT /api/admin/tags/:id': async (scope) => ({
    method: 'PUT',
    url: `/api/admin/tags/${await tagOf(idFor(scope))}`,
    payload: { description: 'updated by the matrix' },
  }),
  'DELETE /api/admin/tags/:id': async (scope) => ({
    method: 'DELETE',
    url: `/api/admin/tags/${await tagOf(idFor(scope))}`,
  }),
  'POST /api/admin/tags/:id/merge': async (scope) => ({
    method: 'POST',
    url: `/api/admin/tags/${await tagOf(idFor(scope))}/merge`,
    payload: { into_id: await tagOf(alpha.id) },
  }),
  // The media library (issue 34): the caller's own upload, so contributors may change it.
  'GET /api/admin/media': async (scope) => {
    await mediaOf(idFor(scope), null);
    return { method: 'GET', url: '/api/admin/media?page_size=100' };
  },
  'POST /api/admin/media': () => ({
    method: 'POST',
    url: '/api/admin/media',
    ...multipartLogo(png),
  }),
  'GET /api/admin/media/:id': async (scope, user) => ({
    method: 'GET',
    url: `/api/admin/media/${await mediaOf(idFor(scope), user)}`,
  }),
  'GET /api/admin/media/:id/usage': async (scope, user) => ({
    method: 'GET',
    url: `/api/admin/media/${await mediaOf(idFor(scope), user)}/usage`,
  }),
  'PUT /api/admin/media/:id': async (scope, user) => ({
    method: 'PUT',
    url: `/api/admin/media/${await mediaOf(idFor(scope), user)}`,
    payload: { alt: 'described by the matrix' },
  }),
  'PUT /api/admin/media/:id/file': async (scope, user) => ({
    method: 'PUT',
    url: `/api/admin/media/${await mediaOf(idFor(scope), user)}/file`,
    ...multipartLogo(png),
  }),
  'DELETE /api/admin/media/:id': async (scope, user) => ({
    method: 'DELETE',
    url: `/api/admin/media/${await mediaOf(idFor(scope), user)}`,
  }),
  'GET /api/admin/rss/feeds': async (scope: Scope) => {
    await feedOf(idFor(scope));
    return { method: 'GET', url: '/api/admin/rss/feeds?page_size=100' };
  },
  'POST /api/admin/rss/feeds': () => ({
    method: 'POST',
    url: '/api/admin/rss/feeds',
    payload: { url: `http://10.0.0.1/matrix-${unique()}.xml`, is_active: false },
  }),
  'PUT /api/admin/rss/feeds/:id': async (scope: Scope) => ({
    method: 'PUT',
    url: `/api/admin/rss/feeds/${await feedOf(idFor(scope))}`,
    payload: { title: 'Renamed by the matrix' },
  }),
  'DELETE /api/admin/rss/feeds/:id': async (scope: Scope) => ({
    method: 'DELETE',
    url: `/api/admin/rss/feeds/${await feedOf(idFor(scope))}`,
  }),
  'POST /api/admin/rss/feeds/:id/test': async (scope: Scope) => ({
    method: 'POST',
    url: `/api/admin/rss/feeds/${await feedOf(idFor(scope))}/test`,
  }),
  'GET /api/ads/placements': async (scope: Scope) => {
    await adCampaignOf(idFor(scope));
    return { method: 'GET', url: '/api/ads/placements' };
  },
  'GET /api/ads/serve': async (scope: Scope) => ({
    method: 'GET',
    url: `/api/ads/serve?zone=${(await adCampaignOf(idFor(scope))).zoneId}`,
  }),
  'POST /api/ads/:id/impression': async (scope: Scope) => ({
    method: 'POST',
    url: `/api/ads/${(await adCampaignOf(idFor(scope))).campaignId}/impression`,
  }),
  'GET /api/ads/:id/click': async (scope: Scope) => ({
    method: 'GET',
    url: `/api/ads/${(await adCampaignOf(idFor(scope))).campaignId}/click`,
  }),
  'GET /api/admin/ads/campaigns': async (scope: Scope) => {
    await adCampaignOf(idFor(scope));
    return { method: 'GET', url: '/api/admin/ads/campaigns?page_size=100' };
  },
  'POST /api/admin/ads/campaigns': () => ({
    method: 'POST',
    url: '/api/admin/ads/campaigns',
    payload: {
      name: `Matrix campaign ${unique()}`,
      status: 'draft',
      startDate: new Date(Date.now() - DAY_MS).toISOString(),
      endDate: new Date(Date.now() + DAY_MS).toISOString(),
      budget: 100,
      rate: 2,
      landingPageUrl: 'https://example.org/matrix',
    },
  }),
  'PUT /api/admin/ads/campaigns/:id': async (scope: Scope) => ({
    method: 'PUT',
    url: `/api/admin/ads/campaigns/${(await adCampaignOf(idFor(scope))).campaignId}`,
    payload: { name: 'Renamed by the matrix' },
  }),
  'DELETE /api/admin/ads/campaigns/:id': async (scope: Scope) => ({
    method: 'DELETE',
    url: `/api/admin/ads/campaigns/${(await adCampaignOf(idFor(scope))).campaignId}`,
  }),
  'POST /api/admin/ads/campaigns/:id/approve': async (scope: Scope) => ({
    method: 'POST',
    url: `/api/admin/ads/campaigns/${(await adCampaignOf(idFor(scope), 'pending')).campaignId}/approve`,
  }),
  'POST /api/admin/ads/campaigns/:id/reject': async (scope: Scope) => ({
    method: 'POST',
    url: `/api/admin/ads/campaigns/${(await adCampaignOf(idFor(scope), 'pending')).campaignId}/reject`,
    payload: { note: 'Not for us' },
  }),
  'POST /api/admin/ads/creatives': () => ({
    method: 'POST',
    url: '/api/admin/ads/creatives',
    ...multipartLogo(png),
  }),
  'GET /api/admin/ads/stats': async (scope: Scope) => ({
    method: 'GET',
    url: `/api/admin/ads/stats?campaign=${(await adCampaignOf(idFor(scope))).campaignId}`,
  }),
  'GET /api/admin/ads/zones': async (scope: Scope) => {
    await adZoneOf(idFor(scope));
    return { method: 'GET', url: '/api/admin/ads/zones?page_size=100' };
  },
  'POST /api/admin/ads/zones': () => ({
    method: 'POST',
    url: '/api/admin/ads/zones',
    payload: { name: `Matrix zone ${unique()}`, dimensions: '300x250', location: 'sidebar' },
  }),
  'PUT /api/admin/ads/zones/:id': async (scope: Scope) => ({
    method: 'PUT',
    url: `/api/admin/ads/zones/${await adZoneOf(idFor(scope))}`,
    payload: { name: 'Renamed by the matrix' },
  }),
  'DELETE /api/admin/ads/zones/:id': async (scope: Scope) => ({
    method: 'DELETE',
    url: `/api/admin/ads/zones/${await adZoneOf(idFor(scope))}`,
  }),
  'GET /api/admin/news-scheduler': async (scope: Scope) => {
    // Something to list on each side: alpha's own entry, or beta's canary that must not show.
    await scheduledStory(scope);
    return { method: 'GET', url: '/api/admin/news-scheduler' } as const;
  },
  'PUT /api/admin/news-scheduler/:id': async (scope: Scope) => {
    const story = await scheduledStory(scope);
    return {
      method: 'PUT',
      url: `/api/admin/news-scheduler/${story.id}`,
      payload: { publish_at: new Date(Date.now() + 2 * DAY_MS).toISOString() },
    } as const;
  },
  'GET /api/admin/security/events': async (scope: Scope) => {
    await securityEventOf(idFor(scope));
    return { method: 'GET', url: '/api/admin/security/events?page_size=100' };
  },
  'GET /api/admin/security/events/daily': async (scope: Scope) => {
    await securityEventOf(idFor(scope));
    return { method: 'GET', url: '/api/admin/security/events/daily?days=90' };
  },
  'POST /api/admin/security/events/:id/resolve': async (scope: Scope) => ({
    method: 'POST',
    url: `/api/admin/security/events/${await securityEventOf(idFor(scope))}/resolve`,
    payload: { note: 'checked by the matrix' },
  }),

  // comments
  'GET /api/stories/:id/comments': (scope) => ({
    method: 'GET',
    url: `/api/stories/${scope === 'own' ? alphaStory.id : betaStory.id}/comments?page_size=100`,
  }),
  'GET /api/stories/:id/comments/mine': (scope) => ({
    method: 'GET',
    url: `/api/stories/${scope === 'own' ? alphaStory.id : betaStory.id}/comments/mine`,
  }),
  'POST /api/stories/:id/comments': (scope) => ({
    method: 'POST',
    url: `/api/stories/${scope === 'own' ? alphaStory.id : betaStory.id}/comments`,
    payload: { body: 'Said by the matrix' },
  }),
  'PUT /api/comments/:id': async (scope, user) => ({
    method: 'PUT',
    url: `/api/comments/${(await commentOf(idFor(scope), user)).id}`,
    payload: { body: 'Changed by the matrix' },
  }),
  'DELETE /api/comments/:id': async (scope, user) => ({
    method: 'DELETE',
    url: `/api/comments/${(await commentOf(idFor(scope), user)).id}`,
  }),
  'POST /api/comments/:id/report': async (scope) => ({
    method: 'POST',
    url: `/api/comments/${(await commentOf(idFor(scope), null)).id}/report`,
    payload: { reason: 'Reported by the matrix' },
  }),
  'GET /api/admin/comments': (scope) => ({
    method: 'GET',
    url: `/api/admin/comments?status=approved&page_size=100&story_id=${scope === 'own' ? alphaStory.id : betaStory.id}`,
  }),
  'POST /api/admin/comments/bulk': async (scope) => ({
    method: 'POST',
    url: '/api/admin/comments/bulk',
    payload: {
      ids: [(await commentOf(idFor(scope), null, 'pending')).id],
      action: 'approve',
    },
  }),
  'POST /api/admin/comments/:id/approve': async (scope) => ({
    method: 'POST',
    url: `/api/admin/comments/${(await commentOf(idFor(scope), null, 'pending')).id}/approve`,
  }),
  'POST /api/admin/comments/:id/reject': async (scope) => ({
    method: 'POST',
    url: `/api/admin/comments/${(await commentOf(idFor(scope), null, 'pending')).id}/reject`,
  }),
  'POST /api/admin/comments/:id/spam': async (scope) => ({
    method: 'POST',
    url: `/api/admin/comments/${(await commentOf(idFor(scope), null)).id}/spam`,
  }),
  'POST /api/admin/users/:id/comment-ban': async (scope) => ({
    method: 'POST',
    url: `/api/admin/users/${await commenterOf(idFor(scope))}/comment-ban`,
  }),
  'DELETE /api/admin/users/:id/comment-ban': async (scope) => ({
    method: 'DELETE',
    url: `/api/admin/users/${await commenterOf(idFor(scope), true)}/comment-ban`,
  }), // newsletters (issue 32)
  'GET /api/newsletters': async () => {
    await newsletterOf(beta.id);
    return { method: 'GET', url: '/api/newsletters' };
  },
  'POST /api/newsletters/subscribe': async (scope) => ({
    method: 'POST',
    url: '/api/newsletters/subscribe',
    payload: {
      email: `matrix-${unique()}@example.org`,
      newsletter_ids: [await newsletterOf(idFor(scope))],
    },
  }),
  'GET /api/newsletters/confirm': async (scope) => ({
    method: 'GET',
    url: `/api/newsletters/confirm?token=${(await subscriberOf(idFor(scope))).confirmToken}`,
  }),
  'GET /api/newsletters/unsubscribe': async (scope) => ({
    method: 'GET',
    url: `/api/newsletters/unsubscribe?token=${(await subscriberOf(idFor(scope))).unsubscribeToken}`,
  }),
  'POST /api/newsletters/events': () => ({
    method: 'POST',
    url: '/api/newsletters/events',
    headers: { 'x-webhook-secret': NEWSLETTER_WEBHOOK_SECRET },
    payload: { type: 'complaint', email: `complaint-${unique()}@example.org` },
  }),
  'GET /api/auth/user/newsletters': async () => {
    await newsletterOf(beta.id);
    return { method: 'GET', url: '/api/auth/user/newsletters' };
  },
  'PUT /api/auth/user/newsletters': async (scope) => ({
    method: 'PUT',
    url: '/api/auth/user/newsletters',
    payload: { newsletter_ids: [await newsletterOf(idFor(scope))] },
  }),
  'POST /unsubscribe': (scope) => oneClick(scope, ''),
  'POST /tenant/:slug/unsubscribe': (scope) => oneClick(scope, '/tenant/alpha'),
  'GET /api/admin/newsletters': async () => {
    await newsletterOf(beta.id);
    return { method: 'GET', url: '/api/admin/newsletters' };
  },
  'POST /api/admin/newsletters': () => ({
    method: 'POST',
    url: '/api/admin/newsletters',
    payload: newsletterInput(),
  }),
  'PUT /api/admin/newsletters/:id': async (scope) => ({
    method: 'PUT',
    url: `/api/admin/newsletters/${await newsletterOf(idFor(scope))}`,
    payload: newsletterInput(),
  }),
  'DELETE /api/admin/newsletters/:id': async (scope) => ({
    method: 'DELETE',
    url: `/api/admin/newsletters/${await newsletterOf(idFor(scope))}`,
  }),
  'GET /api/admin/newsletters/:id/growth': async (scope) => ({
    method: 'GET',
    url: `/api/admin/newsletters/${await newsletterOf(idFor(scope))}/growth`,
  }),
  'GET /api/admin/newsletters/:id/subscribers': async (scope) => ({
    method: 'GET',
    url: `/api/admin/newsletters/${(await subscriberOf(idFor(scope))).newsletterId}/subscribers`,
  }),
  'POST /api/admin/newsletters/:id/subscribers/import': async (scope) => ({
    method: 'POST',
    url: `/api/admin/newsletters/${await newsletterOf(idFor(scope))}/subscribers/import`,
    ...csvImport(),
  }),
  'GET /api/admin/newsletters/:id/subscribers/export': async (scope) => ({
    method: 'GET',
    url: `/api/admin/newsletters/${(await subscriberOf(idFor(scope))).newsletterId}/subscribers/export`,
  }),
  'GET /api/admin/newsletter-suppressions': async () => {
    await suppressionOf(beta.id);
    return { method: 'GET', url: '/api/admin/newsletter-suppressions?page_size=100' };
  },
  'DELETE /api/admin/newsletter-suppressions/:id': async (scope) => ({
    method: 'DELETE',
    url: `/api/admin/newsletter-suppressions/${await suppressionOf(idFor(scope))}`,
  }),
  'GET /api/admin/members': async () => {
    await memberOf(beta.id, true);
    return { method: 'GET', url: '/api/admin/members' };
  },
  'GET /api/admin/members/:id': async (scope) => ({
    method: 'GET',
    url: `/api/admin/members/${await memberOf(idFor(scope))}`,
  }),
  'POST /api/admin/members/:id/comp': async (scope) => ({
    method: 'POST',
    url: `/api/admin/members/${await memberOf(idFor(scope))}/comp`,
    payload: { tier_id: await tierOf(alpha.id) },
  }),
  'DELETE /api/admin/members/:id/comp': async (scope) => ({
    method: 'DELETE',
    url: `/api/admin/members/${await memberOf(idFor(scope), true)}/comp`,
  }),
  'GET /api/admin/members/export': async () => {
    await memberOf(beta.id, true);
    return { method: 'GET', url: '/api/admin/members/export' };
  },
  'POST /api/admin/members/import': async () => ({
    method: 'POST',
    url: '/api/admin/members/import',
    ...csvImport(),
  }),
  'GET /api/admin/membership/figures': async () => {
    await memberOf(beta.id, true);
    return { method: 'GET', url: '/api/admin/membership/figures' };
  },
  'GET /api/membership/tiers': async () => {
    await membershipTierOf(beta.id);
    return { method: 'GET', url: '/api/membership/tiers' };
  },
  'POST /api/membership/checkout': async (scope) => ({
    method: 'POST',
    url: '/api/membership/checkout',
    payload: { tier_id: await membershipTierOf(idFor(scope)), interval: 'month' },
  }),
  'POST /api/membership/portal': async (scope, user) => {
    await billingAccountOf(scope, user);
    return { method: 'POST', url: '/api/membership/portal' };
  },
  'GET /api/auth/user/membership': () => ({ method: 'GET', url: '/api/auth/user/membership' }),
  'POST /api/membership/stripe/webhook/:tenant_slug': (scope) => ({
    method: 'POST',
    url: `/api/membership/stripe/webhook/${scope === 'own' ? 'alpha' : 'beta'}`,
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    payload: JSON.stringify({ id: `evt_matrix_${unique()}`, type: 'invoice.paid' }),
  }),
  'GET /api/admin/membership/tiers': async () => {
    await membershipTierOf(beta.id);
    return { method: 'GET', url: '/api/admin/membership/tiers' };
  },
  'POST /api/admin/membership/tiers': () => ({
    method: 'POST',
    url: '/api/admin/membership/tiers',
    payload: { name: `Matrix tier ${unique()}`, monthly_price: 900 },
  }),
  'PUT /api/admin/membership/tiers/:id': async (scope) => ({
    method: 'PUT',
    url: `/api/admin/membership/tiers/${await membershipTierOf(idFor(scope))}`,
    payload: { name: `Matrix tier ${unique()}`, yearly_price: 9000 },
  }),
  'DELETE /api/admin/membership/tiers/:id': async (scope) => ({
    method: 'DELETE',
    url: `/api/admin/membership/tiers/${await membershipTierOf(idFor(scope))}`,
  }),
  'GET /api/admin/sso': () => ({ method: 'GET', url: '/api/admin/sso' }),
  'PUT /api/admin/sso': () => ({
    method: 'PUT',
    url: '/api/admin/sso',
    payload: {
      enabled: false,
      display_name: 'Okta',
      issuer: 'https://idp.example.com',
      client_id: 'helionews',
      client_secret: 'matrix-secret',
      allowed_domains: ['example.com'],
      role_mapping: [{ value: 'editors', role: 'editor' }],
      sso_only: false,
    },
  }),
  'GET /api/admin/membership/settings': () => ({
    method: 'GET',
    url: '/api/admin/membership/settings',
  }),
  'PUT /api/admin/membership/settings': () => ({
    method: 'PUT',
    url: '/api/admin/membership/settings',
    payload: { meter_members: 2 },
  }),
  'GET /api/admin/sign-in-providers': () => ({
    method: 'GET',
    url: '/api/admin/sign-in-providers',
  }),
  'PUT /api/admin/sign-in-providers': () => ({
    method: 'PUT',
    url: '/api/admin/sign-in-providers',
    payload: {
      google: { enabled: false, client_id: 'matrix-google' },
      facebook: { enabled: false, client_id: '' },
    },
  }),
  'POST /api/admin/newsletters/:id/sends': async (scope) => ({
    method: 'POST',
    url: `/api/admin/newsletters/${await newsletterOf(idFor(scope))}/sends`,
    payload: { story_id: alphaStory.id, send_at: new Date(Date.now() + 3_600_000).toISOString() },
  }),
  'GET /api/admin/newsletters/:id/preview': async (scope) => ({
    method: 'GET',
    url: `/api/admin/newsletters/${await newsletterOf(idFor(scope))}/preview?story_id=${alphaStory.id}`,
  }),
  'POST /api/admin/newsletters/:id/test': async (scope) => ({
    method: 'POST',
    url: `/api/admin/newsletters/${await newsletterOf(idFor(scope))}/test`,
    payload: { email: 'isolation-test@example.org', story_id: alphaStory.id },
  }),
  'GET /api/admin/newsletter-sends': async (scope) => ({
    method: 'GET',
    url: `/api/admin/newsletter-sends?newsletter_id=${await newsletterOf(idFor(scope))}`,
  }),
  'GET /api/admin/newsletter-sends/:id': async (scope) => ({
    method: 'GET',
    url: `/api/admin/newsletter-sends/${await newsletterSendOf(idFor(scope), 'sent')}`,
  }),
  'POST /api/admin/newsletter-sends/:id/retry-failed': async (scope) => ({
    method: 'POST',
    url: `/api/admin/newsletter-sends/${await newsletterSendOf(idFor(scope), 'partially_failed')}/retry-failed`,
  }),
  'POST /api/admin/newsletter-sends/:id/cancel': async (scope) => ({
    method: 'POST',
    url: `/api/admin/newsletter-sends/${await newsletterSendOf(idFor(scope), 'scheduled')}/cancel`,
  }),
};

/** Sessions kept for calls that sign nobody out (`reuseSession`), one per caller. */
const keptSessions = new Map<Caller, string>();

async function call(
  key: string,
  scope: Scope,
  caller: Caller,
  how: {
    alter?: (options: InjectOptions) => InjectOptions;
    reuseSession?: boolean;
    /** Runs once what the call needs is built, right before it is made. */
    before?: () => Promise<void>;
  } = {},
) {
  const build = CALLS[key];
  if (!build) throw new Error(`No call for ${key}: add one to CALLS`);
  const user = caller === 'anonymous' ? null : callers[caller];
  const options = (how.alter ?? ((o: InjectOptions) => o))(await build(scope, user));
  await how.before?.();
  let token = how.reuseSession ? keptSessions.get(caller) : undefined;
  if (user && !token) {
    token = await createSession(ctx.database.db, user.id);
    if (how.reuseSession) keptSessions.set(caller, token);
  }
  const auth = token ? bearer(token) : {};
  // A stream never ends by itself: read it up to its opening event.
  const inject =
    key === 'GET /api/realtime/stream'
      ? (o: InjectOptions) => injectUntilHello(ctx.app, o)
      : (o: InjectOptions) => ctx.app.inject(o);
  return inject({
    ...options,
    headers: {
      'x-tenant-id': 'alpha',
      ...auth,
      ...(options.headers as Record<string, string> | undefined),
    },
    remoteAddress: nextClientAddress(),
  });
}

describe('route access matrix', () => {
  const routeKeys = () =>
    [
      ...new Set(
        ctx.app.routeTable.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`),
      ),
    ].sort();

  it('has an access rule and a call for every route the server answers, and no stale ones', () => {
    const keys = routeKeys();
    expect(keys.filter((key) => !ROUTE_ACCESS[key])).toEqual([]);
    expect(keys.filter((key) => !CALLS[key])).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  // Every route x caller x tenant, one request each: it grows with the routes (about 10 s alone).
  it("answers every route x caller x tenant as the table says, never showing another tenant's data", async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const key of routeKeys()) {
      const rule: RouteAccess | undefined = ROUTE_ACCESS[key];
      if (!rule) continue;
      for (const scope of ['own', 'other'] as const) {
        for (const [index, role] of CALLERS.entries()) {
          const response = await call(key, scope, role);
          calls += 1;
          const expected = rule[scope][index];
          if (response.statusCode !== expected) {
            mismatches.push(
              `${key} [${scope}, ${role}]: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          }
          if (response.body.includes(CANARY))
            mismatches.push(`${key} [${scope}, ${role}]: leaked tenant beta's content`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(calls).toBe(routeKeys().length * 2 * CALLERS.length);
    // About 10 s alone; 124 s on a 2-core machine with the whole suite running (stop 44, with the
    // tag routes): a timed-out matrix keeps calling while the next test listens for invalidations.
  }, 300_000);

  /** Bodies and queries no admin route accepts, nor a JSON parser: none may be looked at first. */
  const UNREADABLE: Record<string, (options: InjectOptions) => InjectOptions> = {
    'a body and a query of unknown fields': (options) => ({
      ...options,
      url: `${String(options.url)}${String(options.url).includes('?') ? '&' : '?'}zzz=1&page=-1&page_size=abc&limit=x`,
      payload: { zzz: 1 },
    }),
    'broken JSON': (options) => ({
      ...options,
      payload: '{"zzz":',
      headers: { ...(options.headers as object), 'content-type': 'application/json' },
    }),
    'a body of the wrong type': (options) => ({
      ...options,
      payload: 'zzz',
      headers: { ...(options.headers as object), 'content-type': 'text/plain' },
    }),
  };

  it('decides who may call an admin route before it reads the body or the query', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const key of routeKeys().filter((k) => k.includes(' /api/admin'))) {
      const rule = ROUTE_ACCESS[key];
      if (!rule) continue;
      for (const [index, role] of CALLERS.entries()) {
        const expected = rule.own[index];
        if (expected !== 401 && expected !== 403) continue;
        for (const [what, alter] of Object.entries(UNREADABLE)) {
          // Refused before the handler: nothing signs the kept session out.
          const response = await call(key, 'own', role, { alter, reuseSession: true });
          calls += 1;
          if (response.statusCode !== expected) {
            mismatches.push(
              `${key} [${role}, ${what}]: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 100)}`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Every admin route is refused to somebody: anonymous callers at least.
    expect(calls).toBeGreaterThanOrEqual(
      routeKeys().filter((k) => k.includes(' /api/admin')).length * 3,
    );
  }, 120_000);
});

describe('what each writing route makes stale in the caches', () => {
  const writeKeys = () =>
    [
      ...new Set(
        ctx.app.routeTable
          .filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
          .map((r) => `${r.method} ${r.url}`),
      ),
    ].sort();
  /**
   * The caller a route admits on its own publication: the least privileged it neither refuses
   * (401, 403) nor hides from (404). Some are called so that they fail past the check (an unknown
   * token, a wrong password: ROUTE_ACCESS says why); they must change nothing either.
   */
  const admitted = (key: string): Caller | undefined => {
    const rule = ROUTE_ACCESS[key];
    const status = (caller: Caller) => rule?.own[CALLERS.indexOf(caller)] ?? 401;
    return CALLERS.find((caller) => ![401, 403, 404].includes(status(caller)));
  };
  /** Tags as kinds: `story:42` is `story:{id}`. */
  const kindsOf = (heard: (readonly string[] | null)[]): Invalidation => {
    if (heard.some((tags) => tags === null)) return 'anything';
    return [
      ...new Set(heard.flatMap((tags) => (tags ?? []).map((tag) => tag.replace(/\d+/g, '{id}')))),
    ].sort();
  };

  it('has a row for every writing route, and no stale ones', () => {
    const keys = writeKeys();
    expect(keys.filter((key) => !(key in ROUTE_INVALIDATIONS))).toEqual([]);
    expect(Object.keys(ROUTE_INVALIDATIONS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('invalidates exactly what its row names, on its own publication only', async () => {
    const heard: (readonly string[] | null)[] = [];
    const stop = ctx.app.readCache.versions.onBump((tenantId, _version, tags) => {
      if (tenantId === alpha.id) heard.push(tags);
    });
    /** Every edit is heard (NOTIFY) once it is committed: until this node knows them all. */
    const heardEverything = async () => {
      // A publication this node has not read yet is known from here on.
      await ctx.app.readCache.versions.current(alpha.id);
      const committed = await contentVersionOf(ctx.database.db, alpha.id);
      await vi.waitFor(() => expect(ctx.app.readCache.versions.peek(alpha.id)).toBe(committed), {
        timeout: 5_000,
      });
    };
    const mismatches: string[] = [];
    const recorded: Record<string, Invalidation> = {};
    try {
      for (const key of writeKeys()) {
        const caller = admitted(key);
        if (!caller) {
          mismatches.push(`${key}: no caller may write it (ROUTE_ACCESS)`);
          continue;
        }
        const response = await call(key, 'own', caller, {
          // What building the call's resources changed is not the route's doing.
          before: async () => {
            await heardEverything();
            heard.length = 0;
          },
        });
        const expectedStatus = ROUTE_ACCESS[key]?.own[CALLERS.indexOf(caller)];
        if (response.statusCode !== expectedStatus) {
          mismatches.push(
            `${key} [${caller}]: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
          continue;
        }
        await heardEverything();
        const actual = kindsOf(heard);
        recorded[key] = actual;
        const expected = ROUTE_INVALIDATIONS[key];
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          mismatches.push(
            `${key}: expected ${JSON.stringify(expected)}, heard ${JSON.stringify(actual)}`,
          );
        }
      }
    } finally {
      stop();
    }
    if (process.env.RECORD_INVALIDATIONS) console.warn(JSON.stringify(recorded, null, 2));
    expect(mismatches).toEqual([]);
  }, 120_000);
});

describe('canary content of tenant beta', () => {
  const asAlpha = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers: { 'x-tenant-id': 'alpha', ...headers } });

  it("never appears in alpha's lists or counts", async () => {
    // The matrix above has published and created more of alpha's own content by now.
    const list = (await asAlpha('/api/stories?page_size=100')).json<StoryListResponse>();
    const ids = list.stories.map((s) => s.id);
    expect(ids).toContain(alphaStory.id);
    expect(ids).not.toContain(betaStory.id);
    expect(JSON.stringify(list)).not.toContain(CANARY);
    const categories = (await asAlpha('/api/categories')).json<CategoryListResponse>();
    const slugs = categories.categories.map((c) => c.slug);
    expect(slugs).toContain('alpha-desk');
    expect(slugs).not.toContain('beta-desk');
    expect(categories.categories.find((c) => c.slug === 'alpha-desk')?.story_count).toBe(1);
  });

  it("is never found by alpha's search, nor offered as a suggestion or related story", async () => {
    for (const q of [CANARY, 'canary', 'headline', 'canray']) {
      const answer = (
        await asAlpha(`/api/search?q=${encodeURIComponent(q)}`)
      ).json<SearchResponse>();
      expect(
        answer.stories.map((s) => s.id),
        q,
      ).not.toContain(betaStory.id);
      expect(JSON.stringify(answer.stories), q).not.toContain(CANARY);
      expect(answer.suggestion ?? '', q).not.toMatch(/canary/i);
    }
    const beta = (
      await ctx.app.inject({ url: '/api/search?q=canary', headers: { 'x-tenant-id': 'beta' } })
    ).json<SearchResponse>();
    expect(beta.stories.map((s) => s.id)).toEqual([betaStory.id]);
    const related = (await asAlpha(`/api/stories/${alphaStory.id}/related?limit=12`)).body;
    expect(related).not.toContain(CANARY);
  });

  it("never appears in alpha's sitemaps or feeds, not even as an address", async () => {
    // Sitemaps carry addresses only: look for beta's story id as well as the canary text.
    const betaStoryUrl = new RegExp(`/story/${betaStory.id}(?!\\d)`);
    const month = crawlMonth('other');
    const paths = [
      '/sitemap.xml',
      `/sitemap-${month}.xml`,
      '/sitemap-pages.xml',
      '/news-sitemap.xml',
      '/rss.xml',
      '/atom.xml',
    ];
    for (const prefixed of [false, true]) {
      for (const path of paths) {
        const response = await ctx.app.inject(crawl(path, prefixed));
        expect(response.statusCode, path).toBe(200);
        expect(response.body, path).not.toContain(CANARY);
        expect(response.body, path).not.toMatch(betaStoryUrl);
        expect(response.body, path).not.toContain('beta-desk');
        expect(response.body, path).not.toContain(`/author/${betaWriter.username}`);
      }
    }
    const alphaPages = await ctx.app.inject(crawl('/sitemap-pages.xml', true));
    expect(alphaPages.body).toContain(`/tenant/alpha/author/${alphaWriter.username}<`);
    const alphaMonth = await ctx.app.inject(crawl(`/sitemap-${month}.xml`, true));
    expect(alphaMonth.body).toContain(`/tenant/alpha/story/${alphaStory.id}<`);
  });

  it('is a 404 by id from alpha, exactly like a missing story', async () => {
    const foreign = await asAlpha(`/api/stories/${betaStory.id}`);
    const missing = await asAlpha('/api/stories/987654321');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
  });

  it("never appears in alpha's comments nor its moderation queue, in any filter", async () => {
    await commentOf(beta.id, null, 'pending');
    await commentOf(beta.id, reader, 'approved');
    const editor = await createSession(ctx.database.db, callers.editor.id);
    for (const status of ['pending', 'approved', 'rejected', 'spam', 'reported']) {
      const queue = await asAlpha(`/api/admin/comments?status=${status}&page_size=100`, {
        ...bearer(editor),
      });
      expect(queue.statusCode, status).toBe(200);
      expect(queue.body, status).not.toContain(CANARY);
    }
    const list = await asAlpha(`/api/stories/${alphaStory.id}/comments?page_size=100`);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(CANARY);
    const counts = await asAlpha('/api/admin/dashboard/navigation-counts', bearer(editor));
    const queued = await asAlpha('/api/admin/comments?status=pending', bearer(editor));
    expect(counts.json<{ comments_pending: number }>().comments_pending).toBe(
      queued.json<{ total: number }>().total,
    );
    const atBeta = await ctx.app.inject({
      url: `/api/stories/${betaStory.id}/comments`,
      headers: { 'x-tenant-id': 'beta' },
    });
    expect(atBeta.body).toContain(CANARY);
  });

  it("keeps a reader's donations to beta out of alpha", async () => {
    const token = await createSession(ctx.database.db, reader.id);
    const mine = await asAlpha('/api/user/donations?page_size=100', bearer(token));
    expect(mine.body).not.toContain('777.77');
    const atBeta = await ctx.app.inject({
      url: '/api/user/donations',
      headers: { 'x-tenant-id': 'beta', ...bearer(token) },
    });
    expect(atBeta.body).toContain(CANARY);
  });
});

describe('bodies that try to choose what they may not', () => {
  it('records a donation under the tenant of the request, whatever tenant_id the body names', async () => {
    const token = await createSession(ctx.database.db, reader.id);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/donations',
      payload: { amount: 9.99, description: 'mine', tenant_id: beta.id, user_id: admin.id },
      headers: { 'x-tenant-id': 'alpha', ...bearer(token) },
    });
    expect(created.statusCode).toBe(201);
    const atBeta = await ctx.app.inject({
      url: '/api/user/donations?page_size=100',
      headers: { 'x-tenant-id': 'beta', ...bearer(token) },
    });
    expect(atBeta.body).not.toContain('9.99');
  });

  it('refuses preferences that try to grant admin rights', async () => {
    const token = await createSession(ctx.database.db, reader.id);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/user/preferences',
      payload: { is_admin: true },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(422);
    const profile = await ctx.app.inject({ url: '/api/auth/user/profile', headers: bearer(token) });
    expect(profile.json<{ is_admin: boolean }>().is_admin).toBe(false);
  });

  it('refuses a tenant body naming a tenant_id', async () => {
    const token = await createSession(ctx.database.db, admin.id);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/tenants/${alpha.id}`,
      payload: { tenant_id: beta.id, id: beta.id },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(422);
  });
});

describe("a platform admin's account", () => {
  it("is a 404 to a publication's own admin on every user route, and read only by platform admins", async () => {
    // Another platform admin than the suite's caller, who runs every tenant and signs in.
    const { db } = ctx.database;
    const other = (await createUserWithSession(db, { isAdmin: true })).user;
    await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, other.id));
    const url = `/api/admin/users/${other.id}`;
    const asks: [string, string, object?][] = [
      ['GET', url],
      ['PUT', url, { display_name: 'Taken over' }],
      ['PUT', url, { roles: [{ tenant: 'alpha', role: 'editor' }] }],
      ['POST', `${url}/deactivate`],
      ['POST', `${url}/activate`],
      ['DELETE', url],
    ];
    const expected: Record<Caller, number> = {
      anonymous: 401,
      reader: 403,
      contributor: 403,
      editor: 403,
      tenantAdmin: 404,
      platformAdmin: 200,
    };
    const wrong: string[] = [];
    for (const caller of CALLERS.filter((c) => c !== 'platformAdmin')) {
      const user = caller === 'anonymous' ? null : callers[caller];
      const token = user ? await createSession(db, user.id) : null;
      for (const [method, path, payload] of asks) {
        const response = await ctx.app.inject({
          method: method as InjectOptions['method'],
          url: path,
          headers: { 'x-tenant-id': 'alpha', ...(token ? bearer(token) : {}) },
          ...(payload && { payload }),
          remoteAddress: nextClientAddress(),
        });
        if (
          response.statusCode !== expected[caller] ||
          /is_admin|last_login_at/.test(response.body)
        )
          wrong.push(`${caller} ${method} ${path}: ${response.statusCode} ${response.body}`);
      }
    }
    // Nor listed, nor found by its email, for anyone but a platform admin.
    const listed = await ctx.app.inject({
      url: `/api/admin/users?page_size=1000&search=${encodeURIComponent(other.email)}`,
      headers: {
        'x-tenant-id': 'alpha',
        ...bearer(await createSession(db, callers.tenantAdmin.id)),
      },
    });
    expect(listed.json()).toMatchObject({ users: [], total: 0 });
    expect(wrong).toEqual([]);

    const [after] = await db.select().from(users).where(eq(users.id, other.id));
    expect(after).toMatchObject({ isActive: true, displayName: null, isAdmin: true });
    const seen = await ctx.app.inject({
      url,
      headers: { 'x-tenant-id': 'alpha', ...bearer(await createSession(db, admin.id)) },
    });
    expect(seen.statusCode).toBe(expected.platformAdmin);
    expect(seen.json()).toMatchObject({ id: other.id, is_admin: true });
    expect(seen.json<{ last_login_at: string | null }>().last_login_at).not.toBeNull();
  });
});

describe('members of one publication in another', () => {
  it('are refused every back-office route of a tenant where they hold no role', async () => {
    const adminRoutes = [
      ...new Set(
        ctx.app.routeTable
          .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/admin/'))
          .filter((r) => !r.url.startsWith('/api/admin/access'))
          .map((r) => `${r.method} ${r.url}`),
      ),
    ].sort();
    expect(adminRoutes.length).toBeGreaterThan(10);
    const answers: string[] = [];
    for (const caller of ['contributor', 'editor', 'tenantAdmin'] as const) {
      for (const key of adminRoutes) {
        const build = CALLS[key];
        if (!build) throw new Error(`No call for ${key}`);
        const options = await build('own', callers[caller]);
        const response = await ctx.app.inject({
          ...options,
          headers: {
            ...(options.headers as Record<string, string> | undefined),
            'x-tenant-id': 'beta',
            ...bearer(await createSession(ctx.database.db, callers[caller].id)),
          },
          remoteAddress: nextClientAddress(),
        });
        if (response.statusCode !== 403 || response.body.includes(CANARY))
          answers.push(`${caller} ${key}: ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('learn from GET /api/admin/access that they hold no role there', async () => {
    const token = await createSession(ctx.database.db, callers.tenantAdmin.id);
    const access = await ctx.app.inject({
      url: '/api/admin/access',
      headers: { 'x-tenant-id': 'beta', ...bearer(token) },
    });
    expect(access.json()).toMatchObject({
      role: null,
      sections: [],
      memberships: [{ tenant_slug: 'alpha', role: 'admin' }],
    });
  });
});
