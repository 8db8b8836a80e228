import type { SsrRenderRequest, SsrRenderResult } from '@helionews/contracts';
import { afterEach, expect, it } from 'vitest';
import type { RendererFactory, WebBundle } from '../../lib/web-bundle.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createTenant } from '../../test/factories.js';

/**
 * The page renderer loads after the app is ready (ADR 017): readiness says so until it has
 * loaded, a page asked for meanwhile waits for it, and a renderer that cannot load leaves the
 * node unready with the reason while pages fall back to the client shell.
 */
const template =
  '<!doctype html><html lang="en"><head><!--ssr-head--><title>shell</title><!--/ssr-head--><!--ssr-styles--></head>' +
  '<body><div id="root"><!--ssr-html--></div><!--ssr-state--></body></html>';

const factory: RendererFactory = () => ({
  noScriptNotice: () => 'The back-office needs JavaScript.',
  async render(request: SsrRenderRequest): Promise<SsrRenderResult> {
    return {
      status: 200,
      head: '<title>Rendered</title>',
      styles: '',
      html: `<main>${request.location}</main>`,
      state: '',
      language: request.language,
      mode: 'islands',
    };
  },
});

function bundleLoading(): { bundle: WebBundle; finish(): void; fail(): void; loads(): number } {
  const settle: { finish?: () => void; fail?: () => void } = {};
  const loaded = new Promise<RendererFactory>((resolve, reject) => {
    settle.finish = () => resolve(factory);
    settle.fail = () => reject(new Error('renderer bundle missing a chunk'));
  });
  let loads = 0;
  return {
    bundle: {
      distDir: '/nonexistent',
      template,
      readerTemplate: template,
      inlineScriptHashes: [],
      loadRenderer: () => {
        loads += 1;
        return loaded;
      },
    },
    finish: () => settle.finish?.(),
    fail: () => settle.fail?.(),
    loads: () => loads,
  };
}

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

it('answers readiness 503 until the page renderer has loaded, and a page waits for it', async () => {
  const loading = bundleLoading();
  ctx = await createTestApp({ webBundle: loading.bundle });
  await createTenant(ctx.database.db, { slug: 'helionews', displayName: 'HelioNews' });
  await ctx.app.ready();
  // Loading began when the app became ready, before any page was asked for.
  expect(loading.loads()).toBe(1);

  const early = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
  expect(early.statusCode).toBe(503);
  expect(early.json()).toEqual({ detail: 'Starting: the page renderer is still loading' });
  expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

  const page = ctx.app.inject({ method: 'GET', url: '/category/world' });
  loading.finish();
  const answered = await page;
  expect(answered.statusCode).toBe(200);
  expect(answered.body).toContain('<main>/category/world</main>');
  await ctx.app.warmUp.settled();
  const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });
  expect(loading.loads()).toBe(1);
});

it('stays unready, saying why, when the renderer cannot load; pages get the client shell', async () => {
  const loading = bundleLoading();
  ctx = await createTestApp({ webBundle: loading.bundle });
  await createTenant(ctx.database.db, { slug: 'helionews', displayName: 'HelioNews' });
  await ctx.app.ready();
  loading.fail();
  await ctx.app.warmUp.settled();

  const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ detail: 'Could not load the page renderer' });
  const page = await ctx.app.inject({ method: 'GET', url: '/category/world' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<title>shell</title>');
  expect(page.headers['cache-control']).toBe('no-store');
});
