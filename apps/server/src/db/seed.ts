import { BRANDING_DEFAULTS, DEFAULT_TENANT_SLUG } from '@helionews/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { sanitizeStoryHtml } from '../lib/html.js';
import { generatePassword, hashPassword } from '../lib/passwords.js';
import { slugify } from '../lib/slug.js';
import type { Database, Executor } from './client.js';
import {
  categories,
  memberEvents,
  members,
  memberSubscriptions,
  membershipSettings,
  membershipTiers,
  newsletters,
  sitePages,
  stories,
  storyTags,
  tags,
  tenants,
  users,
} from './schema/index.js';
import { distinctStoryImages } from './seed-data/images.js';
import { seedTenants, type SeedTenant } from './seed-data/index.js';
import { longFormBody } from './seed-data/long-form.js';
import { readerEmail, seedMemberships, type SeedMembership } from './seed-data/membership.js';
import { genericReviewQueue, reviewQueues } from './seed-data/review-queue.js';
import { seedSitePages } from './seed-data/site-pages.js';
import { seedTags, type SeedTag } from './seed-data/tags.js';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string | undefined;
  /** Fill an empty database with the seven demo publications (SEED_DEMO). */
  demo: boolean;
  /** The moment stories are dated from; fixed in tests. */
  now?: Date;
}

export interface SeedReport {
  tenantsCreated: string[];
  storiesCreated: number;
  /** Present only when the admin account was created by this run. */
  adminCreated: { email: string; generatedPassword: string | null } | null;
}

/**
 * Seeds an empty database. Safe to run on every start: tenants are seeded only while the tenants
 * table is empty, the default tenant is created if it is missing, and the admin only if no account
 * has ADMIN_EMAIL. A second run therefore changes nothing.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const report: SeedReport = { tenantsCreated: [], storiesCreated: 0, adminCreated: null };

  const [tenantCount] = await db.select({ value: count() }).from(tenants);
  if ((tenantCount?.value ?? 0) === 0) {
    const toSeed = options.demo
      ? seedTenants
      : seedTenants.filter((tenant) => tenant.slug === DEFAULT_TENANT_SLUG);
    for (const tenant of toSeed) {
      const created = await db.transaction((tx) =>
        insertTenant(tx, tenant, now, { withContent: options.demo }),
      );
      report.tenantsCreated.push(tenant.slug);
      report.storiesCreated += created;
    }
  } else {
    const existing = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.slug, DEFAULT_TENANT_SLUG));
    const defaultTenant = seedTenants.find((tenant) => tenant.slug === DEFAULT_TENANT_SLUG);
    if (existing.length === 0 && defaultTenant) {
      await db.transaction((tx) => insertTenant(tx, defaultTenant, now, { withContent: false }));
      report.tenantsCreated.push(DEFAULT_TENANT_SLUG);
    }
  }

  report.adminCreated = await ensureAdmin(db, options.adminEmail, options.adminPassword);
  return report;
}

async function insertTenant(
  tx: Executor,
  seed: SeedTenant,
  now: Date,
  { withContent }: { withContent: boolean },
): Promise<number> {
  const [tenant] = await tx
    .insert(tenants)
    .values({
      slug: seed.slug,
      name: seed.name,
      displayName: seed.display_name,
      description: seed.description,
      industry: seed.industry,
      branding:
        seed.slug === DEFAULT_TENANT_SLUG
          ? {
              primary_color: BRANDING_DEFAULTS.primary_color,
              secondary_color: BRANDING_DEFAULTS.secondary_color,
              background_color: BRANDING_DEFAULTS.background_color,
              text_color: BRANDING_DEFAULTS.text_color,
            }
          : seed.branding,
      settings: seed.settings,
      siteSettings: { tagline: seed.tagline },
    })
    .returning({ id: tenants.id });
  if (!tenant) throw new Error(`Seeding tenant ${seed.slug} returned no row`);
  if (!withContent) return 0;

  const categoryRows = await tx
    .insert(categories)
    .values(
      seed.categories.map((category, position) => ({
        tenantId: tenant.id,
        slug: category.slug,
        name: category.name,
        description: category.description,
        position,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));

  const images = distinctStoryImages(seed.stories);
  const membership = seedMemberships[seed.slug];
  const accessOf = (title: string) =>
    membership?.paidTitles.includes(title)
      ? ('paid' as const)
      : membership?.membersTitles.includes(title)
        ? ('members' as const)
        : ('public' as const);
  const storyRows = seed.stories.map((story, index) => {
    const publishedAt = new Date(now.getTime() - story.hours_ago * 3_600_000);
    return {
      tenantId: tenant.id,
      categoryId: categoryIds.get(story.category) ?? null,
      origin: 'editorial' as const,
      status: 'published' as const,
      title: story.title,
      slug: slugify(story.title),
      summary: story.summary,
      bodyHtml: sanitizeStoryHtml(longFormBody({ tenant: seed, story, index })),
      imageUrl: images[index] ?? null,
      author: story.author,
      language: 'en',
      access: accessOf(story.title),
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  });
  const inserted =
    storyRows.length > 0
      ? await tx
          .insert(stories)
          .values(storyRows)
          .returning({ id: stories.id, title: stories.title })
      : [];
  await insertTags(tx, tenant.id, seedTags[seed.slug] ?? [], inserted);

  // The review queues: wire items waiting in Stories, one submitted article waiting in Articles.
  const queue =
    reviewQueues[seed.slug] ??
    genericReviewQueue(
      seed.display_name,
      seed.categories.map((category) => category.slug),
    );
  const arrived = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
  const queued = [
    ...queue.wire.map((item) => ({
      tenantId: tenant.id,
      categoryId: categoryIds.get(item.category) ?? null,
      origin: 'feed' as const,
      status: 'pending' as const,
      title: item.title,
      slug: slugify(item.title),
      summary: item.summary,
      bodyHtml: sanitizeStoryHtml(item.body_html),
      sourceName: item.source_name,
      sourceUrl: item.source_url,
      guid: item.source_url,
      language: 'en',
      createdAt: arrived(item.hours_ago),
      updatedAt: arrived(item.hours_ago),
    })),
    {
      tenantId: tenant.id,
      categoryId: categoryIds.get(queue.submitted.category) ?? null,
      origin: 'editorial' as const,
      status: 'pending' as const,
      title: queue.submitted.title,
      slug: slugify(queue.submitted.title),
      summary: queue.submitted.summary,
      bodyHtml: sanitizeStoryHtml(queue.submitted.body_html),
      author: queue.submitted.author,
      language: 'en',
      createdAt: arrived(queue.submitted.hours_ago),
      updatedAt: arrived(queue.submitted.hours_ago),
    },
  ];
  await tx.insert(stories).values(queued);

  // One newsletter each (issue 32), so the demo has one to subscribe to and send.
  await tx.insert(newsletters).values({
    tenantId: tenant.id,
    name: `${seed.display_name} Briefing`,
    description: `Every new story from ${seed.display_name}, in your inbox as it is published.`,
    senderName: seed.display_name,
    senderEmail: `newsletter@${seed.slug}.example.org`,
    cadence: 'each_story',
    subscribeOnSignup: false,
    isPublic: true,
  });
  // About, Contact and Corrections (issue 34), published and linked from the footer.
  await tx.insert(sitePages).values(
    seedSitePages(seed).map((page, position) => ({
      tenantId: tenant.id,
      title: page.title,
      slug: page.slug,
      bodyHtml: sanitizeStoryHtml(page.body_html),
      status: 'published' as const,
      placement: 'footer' as const,
      position,
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    })),
  );
  if (membership) await insertMembership(tx, tenant.id, seed.slug, membership, now);
  return storyRows.length + queued.length;
}

/** The publication's demo tags (issue 34), each on the seeded stories its pattern names. */
async function insertTags(
  tx: Executor,
  tenantId: number,
  seeded: readonly SeedTag[],
  storyRows: readonly { id: number; title: string }[],
): Promise<void> {
  if (seeded.length === 0) return;
  const tagRows = await tx
    .insert(tags)
    .values(
      seeded.map((tag) => ({
        tenantId,
        name: tag.name,
        slug: slugify(tag.name),
        description: tag.description,
      })),
    )
    .returning({ id: tags.id, name: tags.name });
  const links = tagRows.flatMap((tag) => {
    const pattern = seeded.find((entry) => entry.name === tag.name)?.matches;
    return storyRows
      .filter((story) => pattern?.test(story.title))
      .map((story) => ({ tenantId, storyId: story.id, tagId: tag.id }));
  });
  if (links.length > 0) await tx.insert(storyTags).values(links);
}

const DAY_MS = 86_400_000;

/**
 * The publication's membership (issue 33): its settings without Stripe keys, its paid tiers, and
 * readers who signed up on it, some paying (demo Stripe ids), one canceled, some comped, each
 * with the history the Members page lists and its figures count.
 */
async function insertMembership(
  tx: Executor,
  tenantId: number,
  tenantSlug: string,
  membership: SeedMembership,
  now: Date,
): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await tx.insert(membershipSettings).values({
    tenantId,
    previewParagraphs: membership.previewParagraphs,
    meterMembers: membership.meterMembers,
    meterAnonymous: membership.meterAnonymous,
    updatedAt: now,
  });
  const tierRows = await tx
    .insert(membershipTiers)
    .values(
      membership.tiers.map((tier, position) => ({
        tenantId,
        ...tier,
        position,
        createdAt: daysAgo(120),
        updatedAt: daysAgo(120),
      })),
    )
    .returning();
  const tierNamed = (name: string) => {
    const tier = tierRows.find((row) => row.name === name);
    if (!tier) throw new Error(`Seed membership of ${tenantSlug} names no tier ${name}`);
    return tier;
  };
  if (membership.readers.length === 0) return;

  // Nobody is told this password: the demo's readers are there to be listed, not to sign in.
  const passwordHash = await hashPassword(generatePassword());
  const readerRows = await tx
    .insert(users)
    .values(
      membership.readers.map((reader) => ({
        email: readerEmail(tenantSlug, reader.username),
        username: reader.username,
        displayName: reader.displayName,
        passwordHash,
        registeredTenantId: tenantId,
        createdAt: daysAgo(reader.joinedDaysAgo),
        updatedAt: daysAgo(reader.joinedDaysAgo),
      })),
    )
    .returning({ id: users.id, username: users.username });
  const userIdOf = new Map(readerRows.map((row) => [row.username, row.id]));

  const events: (typeof memberEvents.$inferInsert)[] = [];
  for (const reader of membership.readers) {
    const userId = userIdOf.get(reader.username);
    if (userId === undefined) continue;
    const joined = daysAgo(reader.joinedDaysAgo);
    events.push({ tenantId, userId, type: 'signed_up', at: joined });
    const { standing } = reader;
    if (standing.kind === 'free') continue;
    const tier = tierNamed(standing.tier);
    const since = daysAgo(standing.sinceDaysAgo);
    const tierEvent = { tenantId, userId, tierId: tier.id, tierName: tier.name };
    if (standing.kind === 'comped') {
      await tx.insert(members).values({
        tenantId,
        userId,
        compTierId: tier.id,
        compUntil:
          standing.days === null ? null : new Date(since.getTime() + standing.days * DAY_MS),
        createdAt: joined,
        updatedAt: since,
      });
      events.push({ ...tierEvent, type: 'comped', at: since });
      continue;
    }
    const customer = `cus_demo_${tenantSlug}_${reader.username}`;
    const amount = (standing.interval === 'month' ? tier.monthlyPrice : tier.yearlyPrice) ?? 0;
    const periodDays = standing.interval === 'month' ? 30 : 365;
    await tx.insert(members).values({
      tenantId,
      userId,
      stripeCustomerId: customer,
      createdAt: joined,
      updatedAt: since,
    });
    const paid = { amount, currency: tier.currency };
    events.push({ ...tierEvent, ...paid, type: 'subscribed', at: since });
    // Each period that began since the subscription did was a renewal.
    const canceledDaysAgo = standing.kind === 'canceled' ? standing.canceledDaysAgo : null;
    const lastDay = canceledDaysAgo ?? 0;
    let periodStart = standing.sinceDaysAgo - periodDays;
    for (; periodStart > lastDay; periodStart -= periodDays) {
      events.push({ ...tierEvent, ...paid, type: 'renewed', at: daysAgo(periodStart) });
    }
    const canceled = canceledDaysAgo === null ? null : daysAgo(canceledDaysAgo);
    if (canceledDaysAgo !== null && canceled) {
      events.push({ ...tierEvent, type: 'cancel_requested', at: daysAgo(canceledDaysAgo + 12) });
      events.push({ ...tierEvent, type: 'canceled', at: canceled });
    }
    await tx.insert(memberSubscriptions).values({
      tenantId,
      userId,
      tierId: tier.id,
      stripeSubscriptionId: `sub_demo_${tenantSlug}_${reader.username}`,
      stripeCustomerId: customer,
      status: canceled ? 'canceled' : 'active',
      interval: standing.interval,
      amount,
      currency: tier.currency,
      // The end of the period the last renewal (or the subscription) began; a canceled one's
      // ended when it was canceled.
      currentPeriodEnd: canceled ?? daysAgo(periodStart),
      cancelAtPeriodEnd: false,
      canceledAt: canceled,
      stripeUpdatedAt: canceled ?? since,
      createdAt: since,
      updatedAt: canceled ?? since,
    });
  }
  if (events.length > 0) await tx.insert(memberEvents).values(events);
}

async function ensureAdmin(
  db: Database,
  email: string,
  configuredPassword: string | undefined,
): Promise<SeedReport['adminCreated']> {
  const normalized = email.trim().toLowerCase();
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalized));
  if (existing.length > 0) return null;

  const password = configuredPassword ?? generatePassword();
  const base = slugify(normalized.split('@')[0] ?? 'admin').replace(/-/g, '_') || 'admin';
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, base));
  await db.insert(users).values({
    email: normalized,
    username: taken.length === 0 ? base : `${base}_${Date.now().toString(36)}`,
    passwordHash: await hashPassword(password),
    isAdmin: true,
    isActive: true,
  });
  return { email: normalized, generatedPassword: configuredPassword ? null : password };
}
