import {
  BRANDING_DEFAULTS,
  type CommentStatus,
  type StoryStatus,
  type TenantRole,
} from '@helionews/contracts';
import type { Database } from '../db/client.js';
import {
  adCampaigns,
  adCampaignZones,
  memberships,
  categories,
  comments,
  sessions,
  sitePages,
  stories,
  storyTags,
  tags,
  tenants,
  users,
  type AdCampaignRow,
  type CategoryRow,
  type CommentRow,
  type SitePageRow,
  type StoryRow,
  type TagRow,
  type TenantRow,
  type UserRow,
} from '../db/schema/index.js';
import { generateToken, hashToken } from '../lib/tokens.js';

let sequence = 0;
const next = () => ++sequence;

/**
 * Starts the sequence again (test/each-file.ts, before every test file): a story made n-th is
 * dated n minutes ago, and files that share a module graph would otherwise carry the count over.
 */
export function restartFactorySequence(): void {
  sequence = 0;
}

type TenantOverrides = Partial<typeof tenants.$inferInsert>;

export async function createTenant(
  db: Database,
  overrides: TenantOverrides = {},
): Promise<TenantRow> {
  const n = next();
  const [row] = await db
    .insert(tenants)
    .values({
      slug: `tenant-${n}`,
      name: `tenant-${n}`,
      displayName: `Tenant ${n}`,
      description: `Test publication ${n}`,
      industry: 'general',
      branding: {
        primary_color: BRANDING_DEFAULTS.primary_color,
        secondary_color: BRANDING_DEFAULTS.secondary_color,
        background_color: BRANDING_DEFAULTS.background_color,
        text_color: BRANDING_DEFAULTS.text_color,
      },
      settings: { articles_per_page: 10, enable_comments: true, rss_enabled: true },
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('tenant insert returned nothing');
  return row;
}

/**
 * The tenants of a cross-tenant test: the platform's default tenant (helionews) first, then
 * alpha, the callers' own, and beta, another one; `overrides` are added to alpha's and beta's.
 */
export async function createTenantPair(
  db: Database,
  overrides: { alpha?: TenantOverrides; beta?: TenantOverrides } = {},
): Promise<{ alpha: TenantRow; beta: TenantRow }> {
  await createTenant(db, { slug: 'helionews' });
  const alpha = await createTenant(db, { slug: 'alpha', ...overrides.alpha });
  const beta = await createTenant(db, { slug: 'beta', ...overrides.beta });
  return { alpha, beta };
}

export async function createCategory(
  db: Database,
  tenantId: number,
  overrides: Partial<typeof categories.$inferInsert> = {},
): Promise<CategoryRow> {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ tenantId, slug: `category-${n}`, name: `Category ${n}`, position: n, ...overrides })
    .returning();
  if (!row) throw new Error('category insert returned nothing');
  return row;
}

export async function createTag(
  db: Database,
  tenantId: number,
  overrides: Partial<typeof tags.$inferInsert> = {},
): Promise<TagRow> {
  const n = next();
  const [row] = await db
    .insert(tags)
    .values({ tenantId, slug: `tag-${n}`, name: `Tag ${n}`, ...overrides })
    .returning();
  if (!row) throw new Error('tag insert returned nothing');
  return row;
}

/** A static page straight into the table (issue 34): published, in the footer, by default. */
export async function createSitePage(
  db: Database,
  tenantId: number,
  overrides: Partial<typeof sitePages.$inferInsert> = {},
): Promise<SitePageRow> {
  const n = next();
  const [row] = await db
    .insert(sitePages)
    .values({
      tenantId,
      slug: `page-${n}`,
      title: `Page ${n}`,
      bodyHtml: `<p>Page ${n}</p>`,
      status: 'published',
      placement: 'footer',
      position: n,
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('site page insert returned nothing');
  return row;
}

/** Puts the tags on the story (all of the story's tenant). */
export async function tagStory(
  db: Database,
  story: Pick<StoryRow, 'tenantId' | 'id'>,
  ...tagIds: number[]
): Promise<void> {
  await db
    .insert(storyTags)
    .values(tagIds.map((tagId) => ({ tenantId: story.tenantId, storyId: story.id, tagId })));
}

export async function createStory(
  db: Database,
  tenantId: number,
  overrides: Partial<typeof stories.$inferInsert> & { status?: StoryStatus } = {},
): Promise<StoryRow> {
  const n = next();
  const [row] = await db
    .insert(stories)
    .values({
      tenantId,
      title: `Story number ${n}`,
      slug: `story-number-${n}`,
      summary: `Summary of story ${n}`,
      bodyHtml: `<p>Body of story ${n}</p>`,
      author: 'Test Reporter',
      status: 'published',
      publishedAt: new Date(Date.now() - n * 60_000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('story insert returned nothing');
  return row;
}

/** A user with a live session, without going through argon2: for access-rule tests. */
export async function createUserWithSession(
  db: Database,
  overrides: { isAdmin?: boolean; isActive?: boolean } = {},
): Promise<{ user: UserRow; token: string }> {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      email: `user${n}-${Date.now()}@example.org`,
      username: `user_${n}_${Date.now().toString(36)}`,
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$invalid$invalid',
      isAdmin: overrides.isAdmin ?? false,
      isActive: overrides.isActive ?? true,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return { user, token: await createSession(db, user.id) };
}

export async function createSession(db: Database, userId: number): Promise<string> {
  const token = generateToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    ip: '127.0.0.1',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

/** A user holding `role` on the tenant, with a live session: for role and isolation tests. */
export async function createMember(
  db: Database,
  tenantId: number,
  role: TenantRole,
): Promise<{ user: UserRow; token: string }> {
  const member = await createUserWithSession(db);
  await db.insert(memberships).values({ tenantId, userId: member.user.id, role });
  return member;
}

/** The five signed-in callers of a back-office route test; members hold their role on `tenantId`. */
export async function createCallers(db: Database, tenantId: number) {
  return {
    reader: await createUserWithSession(db),
    contributor: await createMember(db, tenantId, 'contributor'),
    editor: await createMember(db, tenantId, 'editor'),
    tenantAdmin: await createMember(db, tenantId, 'admin'),
    platformAdmin: await createUserWithSession(db, { isAdmin: true }),
  };
}
export type Callers = Awaited<ReturnType<typeof createCallers>>;
export type CallerRole = keyof Callers;

/** The session token of each caller, by role. */
export function tokensOf(callers: Callers): Record<CallerRole, string> {
  return {
    reader: callers.reader.token,
    contributor: callers.contributor.token,
    editor: callers.editor.token,
    tenantAdmin: callers.tenantAdmin.token,
    platformAdmin: callers.platformAdmin.token,
  };
}

/**
 * The setting of a back-office route test: the tenants of createTenantPair, the five callers of
 * createCallers on alpha and their tokens.
 */
export async function createBackOffice(db: Database) {
  const { alpha, beta } = await createTenantPair(db);
  const callers = await createCallers(db, alpha.id);
  return { alpha, beta, callers, tokens: tokensOf(callers) };
}

/** What a comment test chooses; the rest of the row follows. */
export interface CommentValues {
  body?: string;
  status?: CommentStatus;
  parentId?: number;
  reportCount?: number;
  /** Soft-deleted by its author at the moment it was written. */
  deleted?: boolean;
  minutesAgo?: number;
  /** The clock `minutesAgo` counts back from (the app's, when a test moves it); now by default. */
  now?: number;
}

/** A comment straight into the table, without moderation or counters: approved by default. */
export async function createComment(
  db: Database,
  place: { tenantId: number; storyId: number; authorId: number },
  values: CommentValues = {},
): Promise<CommentRow> {
  const n = next();
  const createdAt = new Date((values.now ?? Date.now()) - (values.minutesAgo ?? 0) * 60_000);
  const [row] = await db
    .insert(comments)
    .values({
      ...place,
      parentId: values.parentId ?? null,
      body: values.body ?? `Comment ${n}`,
      status: values.status ?? 'approved',
      reportCount: values.reportCount ?? 0,
      createdAt,
      deletedAt: values.deleted ? createdAt : null,
    })
    .returning();
  if (!row) throw new Error('comment insert returned nothing');
  return row;
}

/**
 * A live banner campaign of the tenant, from yesterday to tomorrow, shown in its zone `zoneId`;
 * `overrides` replace any column.
 */
export async function createAdCampaign(
  db: Database,
  tenantId: number,
  zoneId: number,
  overrides: Partial<typeof adCampaigns.$inferInsert> = {},
): Promise<AdCampaignRow> {
  const n = next();
  const [row] = await db
    .insert(adCampaigns)
    .values({
      tenantId,
      name: `Campaign ${n}`,
      status: 'active',
      type: 'banner',
      startAt: new Date(Date.now() - 86_400_000),
      endAt: new Date(Date.now() + 86_400_000),
      budgetCents: 10_000,
      pricingModel: 'cpm',
      rateCents: 500,
      creativeUrl: `/uploads/ads/${tenantId}/${'b'.repeat(24)}.webp`,
      creativeAlt: 'An ad',
      landingPageUrl: 'https://example.org/landing?from=helionews',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('ad campaign insert returned nothing');
  await db.insert(adCampaignZones).values({ tenantId, campaignId: row.id, zoneId });
  return row;
}
