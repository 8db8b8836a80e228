import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebBundle } from '../lib/web-bundle.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { createTenant } from '../test/factories.js';
import { HOSTILE_PATHS } from '../test/hostile-paths.js';

/**
 * The site's own addresses (the reader pages, /choose, the crawler files) with hostile text in
 * their path and query: every answer is below 500, and every Location a header can carry
 * (printable ASCII, on this site). The security probe's 500 was `GET /choose?lng=fr&return=
 * /story/%E2%9C%93`: a '✓' in a redirect's Location ("Invalid character in header content").
 */

const SHELL =
  '<!doctype html><html lang="en"><head><!--ssr-head--><title>shell</title><!--/ssr-head-->' +
  '<!--ssr-styles--></head><body><div id="root"><!--ssr-html--></div><!--ssr-state--></body></html>';

/** The site routes without a page renderer (the client shell): /choose and the redirects. */
const bundle: WebBundle = {
  distDir: '/nonexistent',
  template: SHELL,
  readerTemplate: SHELL,
  inlineScriptHashes: [],
  loadRenderer: null,
};

/** Text a return address or path may hold that no header may carry as it is. */
const HOSTILE_TEXT = [
  '%E2%9C%93',
  '%C3%BF',
  '%F0%9F%98%80',
  // Half of a surrogate pair, and bytes that are no UTF-8 at all.
  '%ED%A0%80',
  '%FF%FE',
  '%C0%AF',
  'caf%C3%A9%20au%20lait',
  '%E2%80%A8%E2%80%A9',
  '%EF%BB%BF',
];

/** Printable ASCII only: what Node accepts in a header and a browser reads as it was meant. */
const HEADER_SAFE = /^[\u0021-\u007e]+$/;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ webBundle: bundle, publicUrl: 'https://news.example.org' });
  await createTenant(ctx.database.db, { slug: 'helionews' });
  await createTenant(ctx.database.db, { slug: 'space' });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

function addresses(): string[] {
  const urls: string[] = [];
  for (const text of HOSTILE_TEXT) {
    urls.push(
      `/choose?lng=fr&return=/story/${text}`,
      `/choose?lng=de&return=${encodeURIComponent(`/story/1?q=`)}${text}`,
      `/choose?tenant=${text}&return=/`,
      `/choose?lng=${text}&return=/search?q=${text}`,
      `/tenant/nosuch/story/${text}?q=${text}`,
      `/tenant/${text}/story/1`,
      `/story/${text}?lng=${text}`,
      `/tenant/nosuch/sitemap-${text}.xml`,
      `/sitemap-${text}.xml`,
      `/category/${text}/rss.xml`,
    );
  }
  for (const path of HOSTILE_PATHS) {
    urls.push(`/choose?lng=fr&return=${encodeURIComponent(path)}`);
  }
  return urls;
}

describe('fuzzing the addresses of the site', () => {
  it('answers every hostile address below 500, with a Location a header can carry', async () => {
    const failures: string[] = [];
    let locations = 0;
    for (const url of addresses()) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const location = response.headers.location;
      if (response.statusCode >= 500) failures.push(`${url}: ${response.statusCode}`);
      if (location !== undefined) {
        locations += 1;
        const value = String(location);
        if (!HEADER_SAFE.test(value) || !value.startsWith('/') || /^[/\\]{2}/.test(value)) {
          failures.push(`${url}: Location ${JSON.stringify(value)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Most of them are redirects: /choose, and the unknown /tenant/{slug} prefix.
    expect(locations).toBeGreaterThan(HOSTILE_TEXT.length * 4);
  });
});
