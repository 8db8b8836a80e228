import type { SsrRenderRequest, SsrRenderResult } from '@helionews/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WebBundle } from '../../lib/web-bundle.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createTenant } from '../../test/factories.js';
import { MAX_CONCURRENT_RENDERS } from './pages.routes.js';

/** A renderer that takes 30 ms per page and counts how many pages it renders at once. */
const renders = { inFlight: 0, most: 0, done: 0 };
const template =
  '<!doctype html><html lang="en"><head><!--ssr-head--><title>x</title><!--/ssr-head--><!--ssr-styles--></head>' +
  '<body><div id="root"><!--ssr-html--></div><!--ssr-state--></body></html>';
const bundle: WebBundle = {
  distDir: '/nonexistent',
  template,
  readerTemplate: template,
  inlineScriptHashes: [],
  loadRenderer: async () => () => ({
    noScriptNotice: () => 'The back-office needs JavaScript.',
    async render(request: SsrRenderRequest): Promise<SsrRenderResult> {
      renders.inFlight += 1;
      renders.most = Math.max(renders.most, renders.inFlight);
      await new Promise((resolve) => setTimeout(resolve, 30));
      renders.inFlight -= 1;
      renders.done += 1;
      return {
        status: 200,
        head: '<title>Page</title>',
        styles: '',
        html: `<main>${request.location}</main>`,
        state: '',
        language: request.language,
        mode: 'islands',
      };
    },
  }),
};

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ webBundle: bundle });
  await createTenant(ctx.database.db, { slug: 'helionews', displayName: 'HelioNews' });
});

afterAll(async () => {
  await ctx?.close();
});

it(`renders at most ${MAX_CONCURRENT_RENDERS} pages at once; the others wait and are served`, async () => {
  const urls = Array.from({ length: 12 }, (_, i) => `/category/desk-${i}`);
  const responses = await Promise.all(urls.map((url) => ctx.app.inject({ method: 'GET', url })));
  expect(responses.map((response) => response.statusCode)).toEqual(urls.map(() => 200));
  responses.forEach((response, i) => expect(response.body).toContain(`<main>${urls[i]}</main>`));
  expect(renders.done).toBe(12);
  expect(renders.most).toBe(MAX_CONCURRENT_RENDERS);
});
