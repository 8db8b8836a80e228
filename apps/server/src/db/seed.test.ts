import { and, count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/passwords.js';
import { createTestDatabase } from '../test/database.js';
import type { DatabaseHandle } from './client.js';
import { categories, stories, tenants, users } from './schema/index.js';
import { seedDatabase } from './seed.js';

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
  return { tenants: t?.n, categories: c?.n, stories: s?.n, users: u?.n };
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

    const [admin] = await database.db.select().from(users);
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
    expect(await counts()).toMatchObject({ tenants: 1, stories: 0 });
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
});
