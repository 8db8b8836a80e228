/**
 * Cold related-stories answers (issue 31): how long `GET /api/stories/{id}/related?limit=4` takes
 * through the whole app (`app.inject`: tenant, read cache miss, the service, its queries) for
 * stories no one has asked about yet, one request at a time, on a fresh database.
 *
 *   npx tsx bench/related-bench.ts                       # embedded PGlite, 34 and 1,000 stories
 *   npx tsx bench/related-bench.ts --sizes 1000 --samples 100
 *   npx tsx bench/related-bench.ts --database-url postgres://postgres@127.0.0.1:5432/test
 *                                                        # a new database on that server
 *                                                        # (dropped again afterwards)
 *
 * Each publication is `bench/generate.ts`'s (six sections, a quarter of the stories feed items,
 * titles and bodies of realistic words and length). Every sample is a story asked about once
 * (the read cache keeps answers), so each is a cold answer; a publication of `--warmup` stories
 * is asked about first. Printed beside it: `node -e 0` on this machine in the same run, the noise
 * floor. To compare with an older commit, run this file from an export of it, one after the
 * other (`git archive <commit> apps/server packages bench | tar -x -C <dir>`, with symlinks to
 * this checkout's node_modules, apps/server/node_modules and packages/contracts/dist).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { stories, tenants } from '../apps/server/src/db/schema/index.js';
import { createTestApp } from '../apps/server/src/test/app.js';
import { createRandom, findBenchTenants, generateBenchData } from './generate.js';
import { nodeStartMs, timingLine } from './harness.js';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '34,1000' },
    samples: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '40' },
    'database-url': { type: 'string' },
  },
});

const SIZES = args.sizes.split(',').map(Number);
const SAMPLES = Number(args.samples);
const WARMUP = Number(args.warmup);
// The test database helper makes a new database on this server (and drops it on close).
if (args['database-url']) process.env.TEST_DATABASE_URL = args['database-url'];

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A publication generated as `bench/generate.ts` does, with `count` published stories, as
 * `npm run bench` generates them: six sections, a quarter feed items of four sources, titles and
 * bodies sharing a common vocabulary plus names with a heavy head. Its story ids, shuffled.
 */
async function publication(ctx: Ctx, count: number): Promise<{ slug: string; ids: number[] }> {
  const { db } = ctx.database;
  await generateBenchData(db, { tenants: 1, stories: count });
  const [bench] = await findBenchTenants(db);
  if (!bench) throw new Error('the bench publication is missing');
  // A name of its own, so that the next one is generated beside it (and no cached tenant is
  // deleted under the app).
  const slug = `related-${ctx.database.kind}-${count}-${Date.now().toString(36)}`;
  await db.update(tenants).set({ slug, name: slug }).where(eq(tenants.id, bench.id));
  const tenant = { id: bench.id, slug };
  const rows = await db
    .select({ id: stories.id })
    .from(stories)
    .where(eq(stories.tenantId, tenant.id))
    .orderBy(stories.id);
  const ids = rows.map((row) => row.id);
  // Shuffled (the same way each run), so that samples are spread over old and new stories.
  const random = createRandom(count);
  for (let i = ids.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [ids[i], ids[j]] = [ids[j] ?? 0, ids[i] ?? 0];
  }
  return { slug: tenant.slug, ids };
}

async function main(): Promise<void> {
  const ctx = await createTestApp({ publicUrl: 'http://bench.invalid' });
  const where = args['database-url'] ? 'PostgreSQL' : 'embedded PGlite';
  try {
    const get = async (slug: string, id: number): Promise<number> => {
      const start = performance.now();
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/stories/${id}/related?limit=4`,
        headers: { 'x-tenant-id': slug },
      });
      const elapsed = performance.now() - start;
      if (response.statusCode !== 200) {
        throw new Error(`story ${id}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      return elapsed;
    };
    // Warm-up on a publication of its own: the code paths compile, the statements are planned.
    const warm = await publication(ctx, WARMUP);
    for (const id of warm.ids) await get(warm.slug, id);

    const lines: string[] = [];
    for (const size of SIZES) {
      const { slug, ids } = await publication(ctx, size);
      // As autovacuum would have by then: the planner knows the table's size.
      await ctx.database.db.execute(sql`analyze stories`);
      const samples: number[] = [];
      for (const id of ids.slice(0, SAMPLES)) samples.push(await get(slug, id));
      lines.push(timingLine(`${where}, ${size} stories`, samples, 30, 2));
    }
    const baseline = nodeStartMs();
    for (const line of lines) console.log(line);
    console.log(
      `${'baseline: node -e 0'.padEnd(30)}        median ${`${baseline.toFixed(2)} ms`.padStart(10)}`,
    );
  } finally {
    await ctx.close();
  }
}

await main();
