/**
 * Search benchmark (issue 10): one- to three-word queries against one tenant of a database
 * generated with `generate.ts` (1,000,000 stories over 100 tenants for the issue's figures),
 * through the server's own search service and repository, so it measures exactly the SQL the
 * API runs (the read cache in front of it is left out on purpose: every query here is a miss).
 *
 *   npx tsx bench/generate.ts --tenants 100 --stories 10000 --database-url URL
 *   npx tsx bench/search-bench.ts --database-url URL [--compare-url URL2] [--queries 400]
 *
 * Baseline, in the same run and connection: the tenant's first page of newest stories (the
 * reader's hottest indexed query). `--compare-url` names a database holding only this tenant's
 * stories (e.g. `--tenants 1 --stories 10000`): the ratio of the two shows whether a tenant's
 * search cost grows with the other tenants' data.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  openDatabase,
  rowsOf,
  redactDatabaseUrl,
  type DatabaseHandle,
} from '../apps/server/src/db/client.js';
import { createCategoriesRepository } from '../apps/server/src/modules/categories/categories.repository.js';
import { createContentRepository } from '../apps/server/src/modules/content/content.repository.js';
import { createSearchRepository } from '../apps/server/src/modules/search/search.repository.js';
import { createSearchService } from '../apps/server/src/modules/search/search.service.js';
import { createStoriesRepository } from '../apps/server/src/modules/stories/stories.repository.js';
import { searchQuerySchema } from '@helionews/contracts';
import { createRandom } from './generate.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    'compare-url': { type: 'string' },
    tenant: { type: 'string', default: 'bench-1' },
    queries: { type: 'string', default: '400' },
    warmup: { type: 'string', default: '60' },
    seed: { type: 'string', default: '7' },
  },
});

const QUERIES = Number(values.queries);
const WARMUP = Number(values.warmup);

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Query words as readers would type them: words of the tenant's own headlines, 1-3 at a time. */
async function queryWords(handle: DatabaseHandle, tenantId: number): Promise<string[]> {
  const result = await handle.db.execute(sql`
    select distinct lower(w) as word
    from (select title from stories where tenant_id = ${tenantId} and status = 'published'
          order by id limit 2000) t,
      regexp_split_to_table(t.title, '[^[:alpha:]]+') as w
    where length(w) >= 4
  `);
  return rowsOf<{ word: string }>(result)
    .map((row) => row.word)
    .sort();
}

async function runAgainst(url: string, label: string) {
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
  const tenantRow = rowsOf<{ id: number }>(
    await handle.db.execute(sql`select id::int as id from tenants where slug = ${values.tenant}`),
  )[0];
  if (!tenantRow) throw new Error(`No tenant '${values.tenant}' in ${redactDatabaseUrl(url)}`);
  const tenantId = Number(tenantRow.id);
  const totals = rowsOf<{ tenants: number; stories: number }>(
    await handle.db.execute(
      sql`select (select count(*) from tenants)::int as tenants, (select count(*) from stories)::int as stories`,
    ),
  )[0];
  const content = createContentRepository(handle.db);
  const service = createSearchService({
    search: createSearchRepository(handle.db),
    categories: createCategoriesRepository(handle.db),
    // The benchmark's queries never filter by tag.
    tags: { findBySlug: async () => undefined },
    contentVersion: async (id) => (await content.versionsOf([id])).get(id) ?? null,
    inTransaction: (work) => handle.db.transaction((tx) => work(createSearchRepository(tx))),
  });
  const stories = createStoriesRepository(handle.db);
  const words = await queryWords(handle, tenantId);
  const random = createRandom(Number(values.seed));
  const pick = () => words[Math.floor(random() * words.length)] ?? 'news';
  const queries = Array.from({ length: WARMUP + QUERIES }, (_, i) => {
    const size = (i % 3) + 1;
    return Array.from({ length: size }, pick).join(' ');
  });

  const bySize: Record<number, number[]> = { 1: [], 2: [], 3: [] };
  const all: number[] = [];
  const baseline: number[] = [];
  let hits = 0;
  for (const [i, q] of queries.entries()) {
    const query = searchQuerySchema.parse({ q });
    let start = performance.now();
    const answer = await service.search(tenantId, query);
    const took = performance.now() - start;
    start = performance.now();
    await stories.listPublished(tenantId, {}, { limit: 10, offset: 0 });
    const base = performance.now() - start;
    if (i < WARMUP) continue;
    all.push(took);
    baseline.push(base);
    bySize[q.split(' ').length]?.push(took);
    hits += answer.total;
  }
  const plan = rowsOf<{ 'QUERY PLAN': string }>(
    await handle.db.execute(sql`explain (analyze, costs off, timing off, summary on)
      select count(*) from stories s where s.tenant_id = ${tenantId} and s.status = 'published'
      and s.language = 'en' and s.search @@ websearch_to_tsquery('english', ${queries[0] ?? 'news'})`),
  )
    .map((row) => row['QUERY PLAN'])
    .join('\n');
  await handle.close();
  return {
    label,
    tenants: totals?.tenants ?? 0,
    stories: totals?.stories ?? 0,
    all: summarize(all),
    bySize: Object.fromEntries(Object.entries(bySize).map(([k, v]) => [k, summarize(v)])),
    baseline: summarize(baseline),
    meanHits: hits / QUERIES,
    plan,
  };
}

function report(run: Awaited<ReturnType<typeof runAgainst>>) {
  console.log(
    `\n## ${run.label}: ${run.tenants} tenants, ${run.stories} stories; tenant ${values.tenant}`,
  );
  console.log(`mean matches per query: ${run.meanHits.toFixed(0)}`);
  console.log('| queries | n | p50 | p95 | p99 | max |');
  console.log('|---|---|---|---|---|---|');
  for (const [size, s] of Object.entries(run.bySize)) {
    console.log(
      `| ${size} word(s) | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`,
    );
  }
  const s = run.all;
  console.log(`| all | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`);
  const b = run.baseline;
  console.log(
    `| baseline: newest 10 | ${b.n} | ${ms(b.p50)} | ${ms(b.p95)} | ${ms(b.p99)} | ${ms(b.max)} |`,
  );
  console.log(
    `search / baseline: p50 ${(s.p50 / b.p50).toFixed(2)}x, p95 ${(s.p95 / b.p95).toFixed(2)}x`,
  );
  console.log('\nplan of one match (index use):\n' + run.plan);
}

async function main() {
  const url = values['database-url'];
  if (!url) throw new Error('Pass --database-url (PostgreSQL with bench data from generate.ts)');
  const main = await runAgainst(url, 'all tenants');
  report(main);
  const compareUrl = values['compare-url'];
  if (compareUrl) {
    const alone = await runAgainst(compareUrl, 'the tenant alone');
    report(alone);
    console.log(
      `\ncost of the other tenants' data: p50 ${(main.all.p50 / alone.all.p50).toFixed(2)}x, p95 ${(main.all.p95 / alone.all.p95).toFixed(2)}x (1.00x = none)`,
    );
  }
}

await main();
