import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, count, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/passwords.js';
import { createTestDatabase } from '../test/database.js';
import type { DatabaseHandle } from './client.js';
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
import { seedDatabase } from './seed.js';
import { WEB_PUBLIC_DIR } from './seed-data/images.js';
import { seedTenants } from './seed-data/index.js';
import { countWords, LONG_FORM_MAX_WORDS, LONG_FORM_MIN_WORDS } from './seed-data/long-form.js';
import { seedMemberships } from './seed-data/membership.js';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const counts = async () => {
  const { db } = database;
  const [t] = await db.select({ n: count() }).from(tenants);
  const [c] = await db.select({ n: count() }).from(categories);
  const [s] = await db.select({ n: count() }).from(stories);
  const [u] = await db.select({ n: count() }).from(users);
  const [m] = await db.select({ n: count() }).from(members);
  const [e] = await db.select({ n: count() }).from(memberEvents);
  const [p] = await db.select({ n: count() }).from(memberSubscriptions);
  const [g] = await db.select({ n: count() }).from(sitePages);
  return {
    sitePages: g?.n,
    tenants: t?.n,
    categories: c?.n,
    stories: s?.n,
    users: u?.n,
    members: m?.n,
    memberEvents: e?.n,
    subscriptions: p?.n,
  };
};

describe('seedDatabase', () => {
  it('fills an empty database with seven publications and an admin', async () => {
    const report = await seedDatabase(database.db, {
      adminEmail: 'Chief@Example.org',
      adminPassword: undefined,
      demo: true,
    });
    expect(report.tenantsCreated).toEqual([
      'helionews',
      'space',
      'health',
      'technology',
      'finance',
      'sports',
      'entertainment',
    ]);

    const rows = await database.db.select().from(tenants);
    for (const tenant of rows) {
      const [cats] = await database.db
        .select({ n: count() })
        .from(categories)
        .where(eq(categories.tenantId, tenant.id));
      const [published] = await database.db
        .select({ n: count() })
        .from(stories)
        .where(and(eq(stories.tenantId, tenant.id), eq(stories.status, 'published')));
      expect(cats?.n, tenant.slug).toBeGreaterThanOrEqual(5);
      expect(cats?.n, tenant.slug).toBeLessThanOrEqual(8);
      expect(published?.n, tenant.slug).toBeGreaterThanOrEqual(25);
      // One public newsletter each, sent story by story, that nobody joins on sign-up.
      const letters = await database.db
        .select()
        .from(newsletters)
        .where(eq(newsletters.tenantId, tenant.id));
      expect(
        letters.map((row) => [row.name, row.cadence, row.isPublic, row.subscribeOnSignup]),
        tenant.slug,
      ).toEqual([[`${tenant.displayName} Briefing`, 'each_story', true, false]]);
    }
    const home = rows.find((t) => t.slug === 'helionews');
    expect(home).toMatchObject({
      displayName: 'HelioNews',
      branding: {
        primary_color: '#1976d2',
        secondary_color: '#dc004e',
        background_color: '#ffffff',
        text_color: '#000000',
      },
      features: { logoUpload: false, tenantSwitching: false, analytics: false },
    });
    expect(new Set(rows.map((t) => t.industry))).toEqual(
      new Set(['general', 'space', 'health', 'technology', 'finance', 'sports', 'entertainment']),
    );

    // The only admin (the demo's readers are not).
    const [admin, ...others] = await database.db
      .select()
      .from(users)
      .where(eq(users.isAdmin, true));
    expect(others).toEqual([]);
    expect(admin).toMatchObject({ email: 'chief@example.org', isAdmin: true, isActive: true });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    const generated = report.adminCreated?.generatedPassword;
    expect(generated).toHaveLength(20);
    expect(await verifyPassword(admin?.passwordHash ?? '', generated ?? '')).toBe(true);
  });

  it('changes nothing when run twice', async () => {
    const options = {
      adminEmail: 'admin@helionews.local',
      adminPassword: 'correct horse battery',
      demo: true,
    };
    await seedDatabase(database.db, options);
    const before = await counts();
    const second = await seedDatabase(database.db, options);
    expect(second).toEqual({ tenantsCreated: [], storiesCreated: 0, adminCreated: null });
    expect(await counts()).toEqual(before);
  });

  it('spreads publication times over the past weeks, never in the future', async () => {
    const now = new Date('2026-11-01T12:00:00Z');
    await seedDatabase(database.db, {
      adminEmail: 'a@b.co',
      adminPassword: 'password123',
      demo: true,
      now,
    });
    const times = (
      await database.db
        .select({ at: stories.publishedAt })
        .from(stories)
        .where(eq(stories.status, 'published'))
    ).map((r) => r.at?.getTime() ?? 0);
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - Math.min(...times)).toBeGreaterThan(14 * 86_400_000);
  });

  it('seeds only the default tenant when demo content is off', async () => {
    const report = await seedDatabase(database.db, {
      adminEmail: 'a@b.co',
      adminPassword: 'password123',
      demo: false,
    });
    expect(report.tenantsCreated).toEqual(['helionews']);
    expect(await counts()).toMatchObject({ tenants: 1, stories: 0, users: 1, members: 0 });
    expect(await database.db.select().from(membershipSettings)).toEqual([]);
    expect(await database.db.select().from(membershipTiers)).toEqual([]);
  });

  it("shows membership on the demo's home publication, without Stripe", async () => {
    const now = new Date('2026-11-01T12:00:00Z');
    await seedDatabase(database.db, {
      adminEmail: 'a@b.co',
      adminPassword: 'password123',
      demo: true,
      now,
    });
    const [home] = await database.db.select().from(tenants).where(eq(tenants.slug, 'helionews'));
    const tenantId = home?.id ?? 0;
    const seed = seedMemberships.helionews;
    expect(seed).toBeDefined();

    const settings = await database.db
      .select()
      .from(membershipSettings)
      .where(eq(membershipSettings.tenantId, tenantId));
    expect(settings).toHaveLength(1);
    expect(settings[0]).toMatchObject({
      stripePublishableKey: null,
      stripeSecretKey: null,
      stripeWebhookSecret: null,
      previewParagraphs: 3,
    });
    const tiers = await database.db
      .select()
      .from(membershipTiers)
      .where(eq(membershipTiers.tenantId, tenantId));
    expect(tiers.map((tier) => [tier.name, tier.status])).toEqual([
      ['Supporter', 'active'],
      ['Patron', 'active'],
    ]);
    expect(tiers.every((tier) => tier.monthlyPrice && tier.yearlyPrice)).toBe(true);

    // Two or three paid stories and one for members, published, among the seeded ones.
    const locked = await database.db
      .select({ access: stories.access, status: stories.status, title: stories.title })
      .from(stories)
      .where(and(eq(stories.tenantId, tenantId), ne(stories.access, 'public')));
    expect(locked.filter((row) => row.access === 'paid')).toHaveLength(
      seed?.paidTitles.length ?? 0,
    );
    expect(locked.filter((row) => row.access === 'paid').length).toBeGreaterThanOrEqual(2);
    expect(locked.filter((row) => row.access === 'members')).toHaveLength(1);
    expect(locked.every((row) => row.status === 'published')).toBe(true);
    // Only the home publication has membership: the others stay public.
    const elsewhere = await database.db
      .select({ n: count() })
      .from(stories)
      .where(and(ne(stories.tenantId, tenantId), ne(stories.access, 'public')));
    expect(elsewhere[0]?.n).toBe(0);

    // Readers registered on it, some paying (active, period running), one canceled, two comped.
    const readers = await database.db
      .select()
      .from(users)
      .where(eq(users.registeredTenantId, tenantId));
    expect(readers.length).toBe(seed?.readers.length);
    expect(readers.every((reader) => !reader.isAdmin && reader.isActive)).toBe(true);
    expect(readers.every((reader) => reader.createdAt <= now)).toBe(true);
    const subscriptions = await database.db
      .select()
      .from(memberSubscriptions)
      .where(eq(memberSubscriptions.tenantId, tenantId));
    const active = subscriptions.filter((row) => row.status === 'active');
    expect(active.length).toBeGreaterThanOrEqual(2);
    expect(active.every((row) => (row.currentPeriodEnd?.getTime() ?? 0) > now.getTime())).toBe(
      true,
    );
    expect(active.every((row) => row.stripeSubscriptionId.startsWith('sub_demo_'))).toBe(true);
    expect(subscriptions.filter((row) => row.status === 'canceled')).toHaveLength(1);
    const comped = await database.db
      .select()
      .from(members)
      .where(and(eq(members.tenantId, tenantId), isNotNull(members.compTierId)));
    expect(comped).toHaveLength(2);

    // The history the detail page lists and the charts count.
    const events = await database.db
      .select({ type: memberEvents.type, at: memberEvents.at })
      .from(memberEvents)
      .where(eq(memberEvents.tenantId, tenantId));
    const types = new Set(events.map((event) => event.type));
    for (const type of ['signed_up', 'subscribed', 'renewed', 'canceled', 'comped'] as const) {
      expect(types.has(type), type).toBe(true);
    }
    expect(events.every((event) => event.at <= now)).toBe(true);
  });

  it('leaves a review queue in every demo publication, unseen by readers', async () => {
    await seedDatabase(database.db, {
      adminEmail: 'a@b.co',
      adminPassword: 'password123',
      demo: true,
    });
    const queued = await database.db
      .select({
        tenantId: stories.tenantId,
        origin: stories.origin,
        publishedAt: stories.publishedAt,
      })
      .from(stories)
      .where(eq(stories.status, 'pending'));
    const perTenant = new Map<number, { feed: number; editorial: number }>();
    for (const row of queued) {
      const entry = perTenant.get(row.tenantId) ?? { feed: 0, editorial: 0 };
      entry[row.origin] += 1;
      perTenant.set(row.tenantId, entry);
    }
    expect(perTenant.size).toBe(7);
    expect([...perTenant.values()].every((e) => e.feed === 3 && e.editorial === 1)).toBe(true);
    expect(queued.every((row) => row.publishedAt === null)).toBe(true);
  });

  it('sanitizes seeded bodies like any other write', async () => {
    await seedDatabase(database.db, {
      adminEmail: 'a@b.co',
      adminPassword: 'password123',
      demo: true,
    });
    const bodies = await database.db.select({ body: stories.bodyHtml }).from(stories);
    expect(bodies.every((b) => !/<script|on\w+=/i.test(b.body))).toBe(true);
  });

  describe('reads like a real publication', () => {
    const NOW = new Date('2026-11-01T12:00:00Z');
    const seedDemo = () =>
      seedDatabase(database.db, {
        adminEmail: 'a@b.co',
        adminPassword: 'password123',
        demo: true,
        now: NOW,
      });

    it('publishes full-length articles with subheadings, each starting with its own report', async () => {
      await seedDemo();
      const rows = await database.db
        .select({ title: stories.title, body: stories.bodyHtml })
        .from(stories)
        .where(eq(stories.status, 'published'));
      const seeded = new Map(
        seedTenants.flatMap((tenant) => tenant.stories.map((story) => [story.title, story])),
      );
      expect(rows.length).toBe(seeded.size);
      for (const { title, body } of rows) {
        const words = countWords(body);
        expect(words, title).toBeGreaterThanOrEqual(LONG_FORM_MIN_WORDS);
        expect(words, title).toBeLessThanOrEqual(LONG_FORM_MAX_WORDS);
        expect(body.match(/<h2>/g)?.length ?? 0, title).toBeGreaterThanOrEqual(2);
        const ownReport = seeded.get(title)?.body_html ?? '';
        expect(body.startsWith(ownReport.slice(0, 60)), title).toBe(true);
      }
      // Neighbouring stories do not read the same after their own report.
      const tails = rows.map(({ body }) => body.slice(body.indexOf('<h2>')));
      expect(new Set(tails).size).toBe(tails.length);
    });

    it("never repeats a picture among a publication's newest 30 stories, all served locally", async () => {
      await seedDemo();
      for (const tenant of await database.db.select().from(tenants)) {
        const newest = await database.db
          .select({ image: stories.imageUrl })
          .from(stories)
          .where(and(eq(stories.tenantId, tenant.id), eq(stories.status, 'published')))
          .orderBy(desc(stories.publishedAt))
          .limit(30);
        const images = newest.flatMap(({ image }) => (image ? [image] : []));
        expect(images.length, tenant.slug).toBeGreaterThan(20);
        expect(new Set(images).size, tenant.slug).toBe(images.length);
        for (const image of images) {
          expect(image, tenant.slug).toMatch(new RegExp(`^/seed/${tenant.slug}/[a-z0-9-]+\\.svg$`));
          const file = path.join(WEB_PUBLIC_DIR, image);
          expect(existsSync(file), image).toBe(true);
        }
      }
    });

    it('gives every publication its About, Contact and Corrections pages, published in the footer', async () => {
      await seedDemo();
      const bodies = new Set<string>();
      for (const tenant of await database.db.select().from(tenants)) {
        const pages = await database.db
          .select()
          .from(sitePages)
          .where(eq(sitePages.tenantId, tenant.id))
          .orderBy(sitePages.position);
        expect(
          pages.map((page) => [page.slug, page.status, page.placement, page.position]),
          tenant.slug,
        ).toEqual([
          ['about', 'published', 'footer', 0],
          ['contact', 'published', 'footer', 1],
          ['corrections', 'published', 'footer', 2],
        ]);
        expect(pages[0]?.title).toBe(`About ${tenant.displayName}`);
        for (const page of pages) {
          // Each names its publication, reads as a page (several paragraphs) and is sanitized.
          expect(page.bodyHtml, `${tenant.slug} ${page.slug}`).toContain(
            tenant.displayName.replaceAll('&', '&amp;'),
          );
          expect(page.bodyHtml.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
          expect(page.bodyHtml).not.toMatch(/<script|on\w+=/i);
          expect(page.publishedAt).toEqual(NOW);
          bodies.add(page.bodyHtml);
        }
      }
      // No two publications share a page's text.
      expect(bodies.size).toBe(7 * 3);
    });

    it('gives every publication running-story tags, each on several of its published stories', async () => {
      await seedDemo();
      for (const tenant of await database.db.select().from(tenants)) {
        const rows = await database.db
          .select({ slug: tags.slug, stories: count(storyTags.storyId) })
          .from(tags)
          .leftJoin(
            storyTags,
            and(eq(storyTags.tenantId, tags.tenantId), eq(storyTags.tagId, tags.id)),
          )
          .where(eq(tags.tenantId, tenant.id))
          .groupBy(tags.slug);
        expect(rows.length, tenant.slug).toBe(3);
        for (const row of rows) {
          expect(row.slug, tenant.slug).toMatch(/^[a-z0-9-]+$/);
          expect(row.stories, `${tenant.slug} ${row.slug}`).toBeGreaterThanOrEqual(2);
        }
        // Only the publication's own stories carry its tags.
        const foreign = await database.db
          .select({ n: count() })
          .from(storyTags)
          .innerJoin(stories, eq(stories.id, storyTags.storyId))
          .where(and(eq(storyTags.tenantId, tenant.id), ne(stories.tenantId, tenant.id)));
        expect(foreign[0]?.n).toBe(0);
      }
    });

    it('gives every publication its own footer tagline', async () => {
      await seedDemo();
      const rows = await database.db.select().from(tenants);
      const taglines = rows.map((row) => row.siteSettings.tagline);
      expect(taglines.every((line) => typeof line === 'string' && line.length > 0)).toBe(true);
      expect(new Set(taglines).size).toBe(rows.length);
    });
  });
});
