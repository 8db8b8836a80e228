import type { StoryListResponse, TenantInfo } from '@helionews/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories, tenants } from '../db/schema/index.js';
import { seedTenants } from '../db/seed-data/index.js';
import type { TestContext } from '../test/app.js';
import { createDemoTestApp } from '../test/demo.js';

/** The demo as a reader meets it: each seeded publication, asked for by header, is only itself. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createDemoTestApp();
});
afterAll(() => ctx.close());

describe.each(seedTenants.map((tenant) => [tenant.slug, tenant] as const))(
  'seeded tenant %s',
  (slug, seed) => {
    it('shows its own name, colours and all of its stories, and nothing else', async () => {
      const headers = { 'x-tenant-id': slug };
      const info = (await ctx.app.inject({ url: '/api/tenant/info', headers })).json<TenantInfo>();
      expect(info).toMatchObject({
        slug,
        display_name: seed.display_name,
        industry: seed.industry,
      });
      expect(info.branding.primary_color).toBe(
        slug === 'helionews' ? '#1976d2' : seed.branding.primary_color,
      );

      const [tenant] = await ctx.database.db.select().from(tenants).where(eq(tenants.slug, slug));
      const own = new Set(
        (
          await ctx.database.db
            .select({ id: stories.id })
            .from(stories)
            .where(eq(stories.tenantId, tenant?.id ?? 0))
        ).map((r) => r.id),
      );
      const list = (
        await ctx.app.inject({ url: '/api/stories?page_size=100', headers })
      ).json<StoryListResponse>();
      expect(list.total).toBe(seed.stories.length);
      expect(list.stories.every((story) => own.has(story.id))).toBe(true);
      expect(new Set(list.stories.map((s) => s.title))).toEqual(
        new Set(seed.stories.map((s) => s.title)),
      );
    });
  },
);
