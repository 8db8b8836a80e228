import {
  CSP_NONCE_PLACEHOLDER,
  type SsrRenderRequest,
  type SsrServerHooks,
} from '@helionews/contracts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CategoryRow, StoryRow } from '../../db/schema/index.js';
import { loadWebBundle } from '../../lib/web-bundle.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createCategory, createStory, createTenant } from '../../test/factories.js';
import { ensureWebBuild, WEB_DIST_DIR } from '../../test/web-build.js';
import { createRenderPool, type RenderPool } from './render-pool.js';

let ctx: TestContext;
let pool: RenderPool;
let world: CategoryRow;
let lead: StoryRow;

beforeAll(async () => {
  ensureWebBuild();
  // The API only: the renders below are made by hand, in workers and in this thread.
  ctx = await createTestApp({ webBundle: null });
  const { db } = ctx.database;
  const home = await createTenant(db, { slug: 'helionews', displayName: 'HelioNews Daily' });
  world = await createCategory(db, home.id, { slug: 'world', name: 'World' });
  lead = await createStory(db, home.id, {
    title: 'Harbour Bridge Reopens After Two-Year Restoration',
    summary: 'Engineers replaced every rivet of the 1932 span.',
    categoryId: world.id,
    author: 'Ada Reporter',
  });
  for (let i = 0; i < 3; i += 1) {
    await createStory(db, home.id, { title: `Council story ${i}`, categoryId: world.id });
  }
  const bundle = await loadWebBundle(WEB_DIST_DIR);
  if (!bundle?.rendererEntry) throw new Error('The web app was built without its renderer');
  pool = createRenderPool({ entry: bundle.rendererEntry, size: 2 });
  await pool.ready();
}, 300_000);

afterAll(async () => {
  await pool?.close();
  await ctx?.close();
});

/** As pages.routes.ts answers a render's API calls: in process, through the app's routes. */
const calls: string[] = [];
const hooks: SsrServerHooks = {
  async fetchApi(url, headers) {
    calls.push(url);
    const answer = await ctx.app.inject({ method: 'GET', url, headers: { ...headers } });
    return {
      status: answer.statusCode,
      contentType: String(answer.headers['content-type'] ?? 'application/json'),
      body: answer.body,
    };
  },
};

const requestFor = (location: string): SsrRenderRequest => ({
  url: location,
  location,
  hostname: 'localhost',
  platformHostname: null,
  tenantSlug: 'helionews',
  language: 'en',
  explicitLanguage: false,
  baseUrl: 'http://localhost',
  feeds: [],
  cspNonce: CSP_NONCE_PLACEHOLDER,
});

it('renders the reader pages in one pass, their data loaded first, the same as in process', async () => {
  const load = (await loadWebBundle(WEB_DIST_DIR))?.loadRenderer;
  if (!load) throw new Error('The web app was built without its renderer');
  const inProcess = (await load())();
  for (const location of [
    '/',
    `/story/${lead.id}`,
    '/category/world',
    '/search?q=harbour',
    '/tenant/helionews/?page=2',
  ]) {
    const fromWorker = await pool.render(requestFor(location), hooks);
    expect(fromWorker.status, location).toBe(200);
    expect(fromWorker.passes, location).toBe(1);
    const here = await inProcess.render(requestFor(location), hooks);
    expect(fromWorker.html, location).toBe(here.html);
    expect(fromWorker.head, location).toBe(here.head);
  }
  expect(calls).toContain(`/api/stories/${lead.id}`);
});

it('renders two pages at once, of two publications, each with its own data', async () => {
  const spaceTenant = await createTenant(ctx.database.db, {
    slug: 'space',
    displayName: 'Space Weekly',
  });
  const spaceStory = await createStory(ctx.database.db, spaceTenant.id, {
    title: 'Orbital Station Docks New Module',
  });
  const [home, space] = await Promise.all([
    pool.render(requestFor(`/story/${lead.id}`), hooks),
    pool.render(
      { ...requestFor(`/tenant/space/story/${spaceStory.id}`), tenantSlug: 'space' },
      hooks,
    ),
  ]);
  expect(home.html).toContain('Harbour Bridge Reopens');
  expect(home.html).not.toContain('Orbital Station');
  expect(space.html).toContain('Orbital Station Docks New Module');
  expect(space.html).not.toContain('Harbour Bridge');
  expect(space.html).toContain('Space Weekly');
});

it('warms up on the sample pages without asking the API anything', async () => {
  const load = (await loadWebBundle(WEB_DIST_DIR))?.loadRenderer;
  if (!load) throw new Error('The web app was built without its renderer');
  const renderer = (await load())();
  const asked = calls.length;
  await renderer.warmUp?.(1);
  expect(renderer.warmUp).toBeTypeOf('function');
  expect(calls.length).toBe(asked);
});

it('says in a worker that the back-office needs JavaScript', async () => {
  expect(await pool.noScriptNotice('fr')).toMatch(/JavaScript/);
});

it('reports a renderer that cannot load, and a worker that dies, instead of hanging', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'helionews-render-pool-'));
  try {
    const broken = path.join(dir, 'broken.mjs');
    await writeFile(broken, "throw new Error('no renderer here');\n");
    const brokenPool = createRenderPool({ entry: broken, size: 1 });
    await expect(brokenPool.ready()).rejects.toThrow(/no renderer here/);
    await expect(brokenPool.render(requestFor('/'), hooks)).rejects.toThrow(/no renderer here/);
    await brokenPool.close();

    const dying = path.join(dir, 'dying.mjs');
    await writeFile(
      dying,
      'export const createRenderer = () => ({ render: () => process.exit(3), noScriptNotice: () => "" });\n',
    );
    const dyingPool = createRenderPool({ entry: dying, size: 1 });
    await dyingPool.ready();
    await expect(dyingPool.render(requestFor('/'), hooks)).rejects.toThrow(/exited/);
    // Its place is taken by a new worker, which loads the renderer again.
    await expect(dyingPool.noScriptNotice('en')).resolves.toBe('');
    await dyingPool.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

it('draws the warm-up rounds before a worker is ready, and a failed warm-up still renders', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'helionews-render-pool-'));
  try {
    // The renderer says in its notice how many rounds it drew before the notice was asked for.
    const counting = path.join(dir, 'counting.mjs');
    await writeFile(
      counting,
      [
        'let drawn = 0;',
        'export const createRenderer = () => ({',
        '  render: () => { throw new Error("not here"); },',
        '  noScriptNotice: () => `drawn ${drawn}`,',
        '  async warmUp(rounds) {',
        '    for (let i = 0; i < rounds; i += 1) { await new Promise((r) => setTimeout(r, 20)); drawn += 1; }',
        '  },',
        '});',
      ].join('\n'),
    );
    const warm = createRenderPool({ entry: counting, size: 1, warmUpRounds: 3 });
    await warm.ready();
    await expect(warm.noScriptNotice('en')).resolves.toBe('drawn 3');
    await warm.close();
    const cold = createRenderPool({ entry: counting, size: 1 });
    await expect(cold.noScriptNotice('en')).resolves.toBe('drawn 0');
    await cold.close();

    const failing = path.join(dir, 'failing.mjs');
    await writeFile(
      failing,
      'export const createRenderer = () => ({ render: () => null, noScriptNotice: () => "still here", warmUp: async () => { throw new Error("sample broke"); } });\n',
    );
    const failed = createRenderPool({ entry: failing, size: 1, warmUpRounds: 2 });
    await failed.ready();
    await expect(failed.noScriptNotice('en')).resolves.toBe('still here');
    await failed.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
