import { BRANDING_DEFAULTS, DEFAULT_TENANT_SLUG } from '@helionews/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { sanitizeStoryHtml } from '../lib/html.js';
import { generatePassword, hashPassword } from '../lib/passwords.js';
import { slugify } from '../lib/slug.js';
import type { Database, Executor } from './client.js';
import { categories, newsletters, stories, tenants, users } from './schema/index.js';
import { distinctStoryImages } from './seed-data/images.js';
import { seedTenants, type SeedTenant } from './seed-data/index.js';
import { longFormBody } from './seed-data/long-form.js';
import { genericReviewQueue, reviewQueues } from './seed-data/review-queue.js';

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
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  });
  if (storyRows.length > 0) await tx.insert(stories).values(storyRows);

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
  return storyRows.length + queued.length;
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
