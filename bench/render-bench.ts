/**
 * Cold server renders (issue 31, item 3): how long a reader waits for a story page and a front
 * page that no one has asked for yet, through the whole app (`app.inject`: tenant, read cache
 * miss, the renderer, its API calls), one request at a time, on a fresh in-memory database.
 *
 *   npm run bench:render                         # 60 story pages, 12 front pages
 *   npm run bench:render -- --stories 120 --fronts 20
 *   npm run bench:render -- --profile            # writes bench/results/render-<time>.cpuprofile
 *                                                # and render-alone-<time>.cpuprofile
 *   npm run bench:render -- --parallel 4         # also: that many cold story pages at once
 *   npm run bench:render -- --web-dist <dir>     # another build (<dir>/../dist-ssr), not rebuilt:
 *                                                # an older renderer, measured beside this one
 *
 * `RENDER_WORKERS=0` renders on the main thread (where `--profile` sees the renders themselves;
 * with workers it profiles the main thread: routing, the API answers, the messages).
 *
 * Every sample is a page never rendered before: each story once, each front page of its own
 * publication once. Needs the built web app (apps/web/dist, dist-ssr): `npm run build`.
 * Printed beside it: `node -e 0` on this machine in the same run, the noise floor.
 *
 * "story render alone": the renderer's own time for each of those story pages (loaded into this
 * thread), its API answers already in hand (recorded by a render before): the render CPU cost
 * without the app around it; its CPU time (this process's, which does nothing else meanwhile) is
 * less disturbed by other work on the machine than the time on the clock.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { SsrApiResponse, SsrRenderer, SsrServerHooks } from '@helionews/contracts';
import { loadConfig } from '../apps/server/src/config.js';
import { createTestApp } from '../apps/server/src/test/app.js';
import { createCategory, createStory, createTenant } from '../apps/server/src/test/factories.js';
import { ensureWebBuild, WEB_DIST_DIR } from '../apps/server/src/test/web-build.js';
import { nodeStartMs, timingLine } from './harness.js';

// What production runs (`npm start`, the cluster): React's production build. The renderer is
// imported after this line (once the app is ready), in this thread or in its workers.
process.env.NODE_ENV = 'production';

const { values: args } = parseArgs({
  options: {
    stories: { type: 'string', default: '60' },
    fronts: { type: 'string', default: '12' },
    parallel: { type: 'string', default: '0' },
    profile: { type: 'boolean', default: false },
    warmup: { type: 'string', default: '3' },
    'web-dist': { type: 'string' },
  },
});

const STORIES = Number(args.stories);
const FRONTS = Number(args.fronts);
const PARALLEL = Number(args.parallel);
const WARMUP = Number(args.warmup);

async function startProfile(): Promise<Session> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return session;
}

/** Stops `session`'s profile and writes it to bench/results/<name>-<time>.cpuprofile. */
async function stopProfile(session: Session, name: string): Promise<string> {
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`,
  );
  writeFileSync(file, JSON.stringify(profile));
  return file;
}

/** Each story page rendered by the renderer itself, its API answers replayed from memory. */
async function renderAlone(
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  entry: string,
  ids: readonly number[],
  profile: boolean,
): Promise<{ samples: number[]; cpu: number[] }> {
  const module = (await import(pathToFileURL(entry).href)) as { createRenderer(): SsrRenderer };
  const renderer = module.createRenderer();
  const answers = new Map<string, SsrApiResponse>();
  const recording: SsrServerHooks = {
    async fetchApi(url, headers) {
      const answer = await app.inject({ method: 'GET', url, headers: { ...headers } });
      const response: SsrApiResponse = {
        status: answer.statusCode,
        contentType: String(answer.headers['content-type'] ?? 'application/json'),
        body: answer.body,
      };
      answers.set(url, response);
      return response;
    },
  };
  const replaying: SsrServerHooks = {
    fetchApi: async (url, headers) => answers.get(url) ?? recording.fetchApi(url, headers),
  };
  const request = (id: number) => ({
    url: `/story/${id}`,
    location: `/story/${id}`,
    hostname: 'localhost',
    tenantSlug: 'helionews',
    language: 'en' as const,
    explicitLanguage: false,
    baseUrl: 'http://bench.invalid',
    feeds: [],
  });
  for (const id of ids) await renderer.render(request(id), recording);
  const session = profile ? await startProfile() : null;
  const samples: number[] = [];
  const cpu: number[] = [];
  for (const id of ids) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await renderer.render(request(id), replaying);
    const used = process.cpuUsage(startCpu);
    samples.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  if (session)
    console.log(`CPU profile of the renders alone: ${await stopProfile(session, 'render-alone')}`);
  return { samples, cpu };
}

async function main(): Promise<void> {
  const webDistDir = args['web-dist'] ? path.resolve(args['web-dist']) : WEB_DIST_DIR;
  if (!args['web-dist']) ensureWebBuild();
  // RENDER_WORKERS and RENDER_QUEUE_LIMIT, read and checked as the server reads them.
  const config = loadConfig();
  const ctx = await createTestApp({
    webDistDir,
    publicUrl: 'http://bench.invalid',
    render: { workers: config.renderWorkers, queueLimit: config.renderQueueLimit },
  });
  const { db } = ctx.database;
  try {
    // One publication for the story pages; one more per front page, each with a full front.
    const home = await createTenant(db, { slug: 'helionews', displayName: 'HelioNews Daily' });
    const sections = await Promise.all(
      ['World', 'Science', 'Culture'].map((name) =>
        createCategory(db, home.id, { slug: name.toLowerCase(), name }),
      ),
    );
    const storyIds: number[] = [];
    const paragraph =
      '<p>The council met at dawn and agreed the plan after a long debate about its cost, ' +
      'its timetable and who would pay for the repairs the harbour has needed for years.</p>';
    for (let i = 0; i < STORIES + WARMUP + PARALLEL * 2; i += 1) {
      const story = await createStory(db, home.id, {
        title: `Harbour council agrees plan number ${i}`,
        summary: 'Engineers will replace every rivet of the 1932 span.',
        bodyHtml: paragraph.repeat(8),
        categoryId: sections[i % sections.length]?.id,
        author: 'Ada Reporter',
      });
      storyIds.push(story.id);
    }
    const frontSlugs: string[] = [];
    for (let i = 0; i < FRONTS + WARMUP; i += 1) {
      const tenant = await createTenant(db, { slug: `front-${i}`, displayName: `Front ${i}` });
      const section = await createCategory(db, tenant.id, { slug: 'news', name: 'News' });
      for (let s = 0; s < 14; s += 1) {
        await createStory(db, tenant.id, {
          title: `Front ${i} story ${s}`,
          summary: 'A summary of ordinary length for the front page card.',
          categoryId: section.id,
        });
      }
      frontSlugs.push(tenant.slug);
    }

    const get = async (url: string): Promise<number> => {
      const start = performance.now();
      const response = await ctx.app.inject({ method: 'GET', url });
      const elapsed = performance.now() - start;
      if (response.statusCode !== 200 || !response.body.includes('<main')) {
        throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      return elapsed;
    };

    // Warm-up: the renderer loads (and its workers start), the first pages of each kind.
    await get('/');
    for (let i = 0; i < WARMUP; i += 1) {
      await get(`/story/${storyIds.pop()}`);
      await get(`/tenant/${frontSlugs.pop()}/`);
    }

    const session = args.profile ? await startProfile() : null;

    const storySamples: number[] = [];
    const renderedStories: number[] = [];
    for (let i = 0; i < STORIES; i += 1) {
      const id = storyIds.pop() ?? 0;
      renderedStories.push(id);
      storySamples.push(await get(`/story/${id}`));
    }
    const frontSamples: number[] = [];
    for (const slug of frontSlugs.splice(0, FRONTS)) {
      frontSamples.push(await get(`/tenant/${slug}/`));
    }
    let parallelLine = '';
    if (PARALLEL > 0) {
      const batch = storyIds.splice(0, PARALLEL);
      const start = performance.now();
      const each = await Promise.all(batch.map((id) => get(`/story/${id}`)));
      const wall = performance.now() - start;
      parallelLine = `${timingLine(`story, ${PARALLEL} at once`, each)}  wall ${wall.toFixed(1)} ms`;
    }

    if (session)
      console.log(`CPU profile of the main thread: ${await stopProfile(session, 'render')}`);

    const aloneSamples = await renderAlone(
      ctx.app,
      path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js'),
      renderedStories,
      args.profile,
    );

    const baseline = nodeStartMs();
    console.log(timingLine('cold story page', storySamples));
    console.log(timingLine('story render alone', aloneSamples.samples));
    console.log(timingLine('story render alone, CPU', aloneSamples.cpu));
    console.log(timingLine('cold front page', frontSamples));
    if (parallelLine) console.log(parallelLine);
    console.log(
      `${'baseline: node -e 0'.padEnd(28)}        median ${`${baseline.toFixed(1)} ms`.padStart(10)}`,
    );
  } finally {
    await ctx.close();
  }
}

await main();
