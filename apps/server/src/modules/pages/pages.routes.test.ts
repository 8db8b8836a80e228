import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { CSP_NONCE_PLACEHOLDER } from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryRow, StoryRow, TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createCategory, createMember, createStory, createTenant } from '../../test/factories.js';
import { HOSTILE_PATHS } from '../../test/hostile-paths.js';
import { ensureWebBuild, WEB_DIST_DIR } from '../../test/web-build.js';

let ctx: TestContext;
let home: TenantRow;
let space: TenantRow;
let world: CategoryRow;
let lead: StoryRow;
let spaceStory: StoryRow;
let hostile: StoryRow;

const HOSTILE_NAME = '</title><script>alert(1)</script>';
const HOSTILE_TITLE = 'Quotes " and \' and </script><script>alert(2)</script>';
const HOSTILE_DESCRIPTION = '"><svg onload=alert(3)>';

beforeAll(async () => {
  ensureWebBuild();
  ctx = await createTestApp({ webDistDir: WEB_DIST_DIR, publicUrl: 'https://news.example.org' });
  const { db } = ctx.database;
  home = await createTenant(db, { slug: 'helionews', displayName: 'HelioNews Daily' });
  space = await createTenant(db, {
    slug: 'space',
    displayName: HOSTILE_NAME,
    description: HOSTILE_DESCRIPTION,
  });
  world = await createCategory(db, home.id, { slug: 'world', name: 'World' });
  lead = await createStory(db, home.id, {
    title: 'Harbour Bridge Reopens After Two-Year Restoration',
    summary: 'Engineers replaced every rivet of the 1932 span.',
    bodyHtml:
      '<p>The bridge reopened at dawn.</p><p>Crowds walked across it before the traffic.</p>',
    categoryId: world.id,
    author: 'Ada Reporter',
    imageUrl: 'https://images.example.org/bridge.jpg',
  });
  spaceStory = await createStory(db, space.id, { title: 'Orbital Station Docks New Module' });
  hostile = await createStory(db, space.id, {
    title: HOSTILE_TITLE,
    summary: HOSTILE_DESCRIPTION,
    bodyHtml: '<p>Text &lt;script&gt;alert(4)&lt;/script&gt;</p>',
  });
}, 300_000);

afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** A page with its per-response nonce taken out: what two responses of one page share. */
const sameButNonce = (html: string) => html.replace(/nonce="[\w-]{24}"/g, 'nonce=""');

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body ?? 'null') as Record<string, unknown>,
  );
}

describe('server-rendered reader pages', () => {
  it('renders a story with its headline, body, byline and NewsArticle JSON-LD', async () => {
    const response = await get(`/story/${lead.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain(
      '<title>Harbour Bridge Reopens After Two-Year Restoration | HelioNews Daily</title>',
    );
    expect(html).toContain('>Harbour Bridge Reopens After Two-Year Restoration</h1>');
    expect(html).toContain('Crowds walked across it before the traffic.');
    expect(html).toContain('Ada Reporter');
    expect(html).toContain(
      `<link rel="canonical" href="https://news.example.org/story/${lead.id}">`,
    );
    const article = jsonLd(html).find((block) => block['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: 'Harbour Bridge Reopens After Two-Year Restoration',
      image: expect.arrayContaining(['https://images.example.org/bridge.jpg']) as unknown,
    });
    // A page of islands (ADR 016): the loader and what its scripts need, no copy of the data.
    expect(html).toMatch(
      /<script type="application\/json" id="hn-page">\{"tenantSlug":"helionews"/,
    );
    expect(html).not.toContain('hn-ssr-state');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/reader-[\w-]+\.js">/);
    expect(html).not.toMatch(/src="\/assets\/(index|vendor-[a-z]+)-/);
    // The shared stylesheet, linked; the page inlines only what it adds.
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/reader-[\w-]+\.css">/);
  });

  it('hydrates account pages as the whole application, from the data they were rendered with', async () => {
    const html = (await get('/login')).body;
    expect(html).toMatch(/<script type="application\/json" id="hn-ssr-state">/);
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    expect(html).not.toContain('id="hn-page"');
    // Emotion's critical CSS is in the page.
    expect(html).toMatch(/<style data-emotion="css [^"]+" nonce="[\w-]{24}">/);
  });

  it('stores a language or publication chosen with no script, and goes back (/choose)', async () => {
    const language = await get(
      `/choose?lng=fr&return=${encodeURIComponent(`/story/${lead.id}?x=1`)}`,
    );
    expect(language.statusCode).toBe(303);
    expect(language.headers.location).toBe(`/story/${lead.id}?x=1`);
    expect(language.headers['cache-control']).toBe('no-store');
    // Written by @fastify/cookie, which puts Max-Age before Path.
    expect(language.headers['set-cookie']).toBe(
      'preferred-language=fr; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    const french = await get(`/story/${lead.id}`, { cookie: 'preferred-language=fr' });
    expect(french.body).toContain('<html lang="fr"');

    const tenant = await get('/choose?tenant=Space&return=/');
    expect(tenant.headers['set-cookie']).toBe(
      'selectedTenant=space; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(tenant.headers.location).toBe('/');
  });

  it('lets a language chosen on a ?lng= page win over the address it was chosen on', async () => {
    // The French page's language menu asks for English and names the French address to go back to.
    const chosen = await get(
      `/choose?lng=en&return=${encodeURIComponent(`/story/${lead.id}?lng=fr`)}`,
    );
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers['set-cookie']).toContain('preferred-language=en;');
    expect(chosen.headers.location).toBe(`/story/${lead.id}`);
    const back = await get(String(chosen.headers.location), { cookie: 'preferred-language=en' });
    expect(back.body).toContain('<html lang="en"');
    // Only the language parameter goes, every other one stays as it was written.
    const search = await get(
      `/choose?lng=de&return=${encodeURIComponent('/search?q=solar%20power&lng=fr&page=2&lng=ja')}`,
    );
    expect(search.headers.location).toBe('/search?q=solar%20power&page=2');
    // A choice of publication alone leaves the address's language as it is.
    const tenant = await get(
      `/choose?tenant=space&return=${encodeURIComponent(`/story/${lead.id}?lng=fr`)}`,
    );
    expect(tenant.headers.location).toBe(`/story/${lead.id}?lng=fr`);
  });

  it('encodes a return address with characters a header cannot carry (no 500)', async () => {
    for (const [returnParameter, location] of [
      // As the security probe sent it: '✓' in the return address.
      ['/story/%E2%9C%93', '/story/%E2%9C%93'],
      [encodeURIComponent('/story/\u2713?q=\u00e9t\u00e9'), '/story/%E2%9C%93?q=%C3%A9t%C3%A9'],
      [encodeURIComponent('/search?q=\u65e5\u672c&lng=ja'), '/search?q=%E6%97%A5%E6%9C%AC'],
      // Half of a surrogate pair, which no UTF-8 decoder takes: it stays as it was written.
      ['/story/%ED%A0%80', '/story/%ED%A0%80'],
    ]) {
      const response = await get(`/choose?lng=fr&return=${returnParameter}`);
      expect(response.statusCode, returnParameter).toBe(303);
      expect(response.headers.location, returnParameter).toBe(location);
    }
  });

  it('refuses what /choose cannot store, and never leaves the site', async () => {
    const unknown = await get('/choose?lng=xx&tenant=..%2Fevil&return=/');
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers['set-cookie']).toBeUndefined();
    for (const path of HOSTILE_PATHS) {
      const response = await get(`/choose?lng=de&return=${encodeURIComponent(path)}`);
      const location = String(response.headers.location);
      expect(location, path).toMatch(/^\/(?![/\\])/);
    }
    expect((await get('/choose')).headers.location).toBe('/');
  });

  it('renders the front page with real story links', async () => {
    const html = (await get('/')).body;
    expect(html).toContain(`href="/story/${lead.id}"`);
    expect(html).toContain('Harbour Bridge Reopens');
    const types = jsonLd(html).map((block) => block['@type']);
    expect(types).toContain('WebSite');
    expect(html).not.toContain('Orbital Station');
  });

  it('answers 404 with the not-found page for an unknown story, category or path', async () => {
    for (const url of ['/story/987654', '/category/no-such-section', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      // No language alternates: they would point crawlers at pages that are not there.
      expect(response.body, url).not.toContain('hreflang=');
    }
    expect((await get('/story/987654')).body).toContain('Story not found');
  });

  it('serves the cached page with an ETag, and 304 when it did not change', async () => {
    const first = await get(`/category/world`);
    const second = await get(`/category/world`);
    expect(first.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(sameButNonce(second.body)).toBe(sameButNonce(first.body));
    const etag = String(second.headers.etag);
    const revalidated = await get('/category/world', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(second.headers['cache-control']).toBe('public, no-cache');
    expect(second.headers['cdn-cache-control']).toContain('stale-while-revalidate');
  });

  it('stores no page built from an answer that must not be stored, and the others as usual', async () => {
    // A search that finds nothing answers no-store (its spelling may soon match a new story).
    const nothing = await get('/search?q=qqzzxxunfindable');
    const again = await get('/search?q=qqzzxxunfindable');
    expect(nothing.statusCode).toBe(200);
    expect(nothing.headers['cache-control']).toBe('no-store');
    expect(again.headers['x-cache']).toBe('MISS');
    // Two renders at once, one of them built from a no-store answer: each keeps its own verdict.
    const [empty, found] = await Promise.all([
      get('/search?q=qqzzxxstillnothing'),
      get('/search?q=Harbour'),
    ]);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(found.headers['cache-control']).toBe('public, no-cache');
    expect((await get('/search?q=Harbour')).headers['x-cache']).toBe('HIT');
  });

  it('gives signed-in readers the same cached page', async () => {
    const { token } = await createMember(ctx.database.db, home.id, 'contributor');
    const anonymous = await get('/');
    const signedIn = await get('/', { authorization: `Bearer ${token}` });
    expect(signedIn.headers['x-cache']).toBe('HIT');
    expect(sameButNonce(signedIn.body)).toBe(sameButNonce(anonymous.body));
  });

  it('shows a new story on the next request after it is published', async () => {
    await get('/');
    expect((await get('/')).headers['x-cache']).toBe('HIT');
    const { token } = await createMember(ctx.database.db, home.id, 'editor');
    const published = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'helionews' },
      payload: { title: 'Late Edition Story', body_html: '<p>Just in.</p>', status: 'published' },
    });
    expect(published.statusCode).toBe(201);
    const { id } = published.json<{ id: number }>();
    // The front page was re-rendered while the editor's request waited for it.
    const response = await get('/');
    expect(response.headers['x-cache']).toBe('HIT');
    expect(response.body).toContain('Late Edition Story');
    expect(response.body).toContain(`href="/story/${id}"`);
  });

  it('re-renders the pages that show an edited story, and leaves the other story pages as they were', async () => {
    const { token } = await createMember(ctx.database.db, home.id, 'editor');
    const editor = { authorization: `Bearer ${token}`, 'x-tenant-id': 'helionews' };
    const publish = async (title: string, body: string) => {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/articles',
        headers: editor,
        payload: { title, body_html: `<p>${body}</p>`, status: 'published' },
      });
      expect(answer.statusCode).toBe(201);
      return answer.json<{ id: number }>().id;
    };
    const edited = await publish('Harbour Cranes Return', 'Three cranes came back to the port.');
    const other = await publish('Violin Maker Retires', 'A workshop closes after forty years.');
    const before = new Map<string, string>();
    for (const url of [`/story/${edited}`, `/story/${other}`]) {
      await get(url);
      const hit = await get(url);
      expect(hit.headers['x-cache'], url).toBe('HIT');
      before.set(url, String(hit.headers.etag));
    }

    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/articles/${edited}`,
      headers: editor,
      payload: { title: 'Harbour Cranes Return For Good' },
    });
    expect(update.statusCode).toBe(200);

    const page = await get(`/story/${edited}`);
    expect(page.headers['x-cache']).toBe('HIT');
    expect(page.body).toContain('Harbour Cranes Return For Good');
    expect(page.headers.etag).not.toBe(before.get(`/story/${edited}`));
    // Every page carries the time it was rendered: the same ETag is the same render.
    const untouched = await get(`/story/${other}`);
    expect(untouched.headers['x-cache']).toBe('HIT');
    expect(untouched.headers.etag).toBe(before.get(`/story/${other}`));
    expect(untouched.headers['surrogate-key']).toContain(`:story:${other}`);
    expect(untouched.headers['surrogate-key']).not.toContain(`:story:${edited}`);
  });
});

describe('the publication and language of the first byte', () => {
  it('follows the /tenant/{slug} prefix, the host, then the selectedTenant cookie', async () => {
    expect((await get(`/tenant/space/story/${spaceStory.id}`)).body).toContain(
      'Orbital Station Docks New Module',
    );
    const byHost = await get(`/story/${spaceStory.id}`, { host: 'space.example.org' });
    expect(byHost.statusCode).toBe(200);
    expect(byHost.body).toContain('Orbital Station Docks New Module');
    expect(byHost.body).toContain(`href="http://space.example.org/story/${spaceStory.id}"`);
    const byCookie = await get(`/story/${spaceStory.id}`, { cookie: 'selectedTenant=space' });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.body).toContain('Orbital Station Docks New Module');
  });

  it('sends a shared story link to the publication that has it', async () => {
    const response = await get(`/story/${lead.id}?ref=share`, { cookie: 'selectedTenant=space' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/tenant/helionews/story/${lead.id}?ref=share`);
    // The API still keeps publications apart.
    const api = await get(`/api/stories/${lead.id}`, { 'x-tenant-id': 'space' });
    expect(api.statusCode).toBe(404);
  });

  it('sends an unknown /tenant/{slug} to the same page of the default publication', async () => {
    const response = await get(`/tenant/nowhere/story/${lead.id}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/story/${lead.id}`);
  });

  it('keeps the redirect from an unknown /tenant/{slug} on the site, whatever follows it', async () => {
    const site = 'https://news.example.org';
    for (const hostile of HOSTILE_PATHS) {
      const url = `/tenant/nosuch${hostile.startsWith('/') ? '' : '/'}${hostile}?page=2`;
      const response = await get(url, { host: 'news.example.org' });
      expect(response.statusCode, url).toBe(302);
      const location = String(response.headers.location);
      expect(location, url).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, `${site}/tenant/nosuch/`).origin, url).toBe(site);
    }
    // The report that found it: a browser followed these to evil.example.
    for (const path of [
      '//evil.example/landing',
      '/\\evil.example/landing',
      '//\\evil.example/landing',
    ]) {
      const response = await get(`/tenant/nosuch${path}`);
      expect(response.headers.location).toBe('/evil.example/landing');
    }
  });

  it("takes the platform's own host for no publication, in the page and in the browser", async () => {
    // PUBLIC_URL is https://news.example.org: its first label names no publication.
    const page = await get(`/story/${spaceStory.id}`, {
      host: 'news.example.org',
      cookie: 'selectedTenant=space',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Orbital Station Docks New Module');
    // Every page says so to the browser, which resolves the publication the same way.
    expect(page.body).toContain('<html lang="en" data-platform-host="news.example.org">');
    expect((await get('/admin')).body).toContain('data-platform-host="news.example.org"');
  });

  it('sends language alternates on indexed pages only', async () => {
    const story = (await get(`/story/${lead.id}`)).body;
    expect(story).toContain(
      `<link rel="alternate" hreflang="fr" href="https://news.example.org/story/${lead.id}?lng=fr">`,
    );
    for (const url of ['/login', '/register', '/search?q=bridge']) {
      const response = await get(url);
      expect(response.body, url).toContain('<meta name="robots" content="noindex">');
      expect(response.body, url).not.toContain('hreflang=');
    }
  });

  it('renders in the language of the cookie, else Accept-Language, each cached apart', async () => {
    const french = await get('/', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(french.body).toContain('<html lang="fr"');
    expect(french.headers['content-language']).toBe('fr');
    const german = await get('/', {
      'accept-language': 'fr',
      cookie: 'preferred-language=de',
    });
    expect(german.body).toContain('<html lang="de"');
    const english = await get('/');
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).not.toBe(french.body);
  });
});

describe('stored text with markup in it', () => {
  it('comes out inert in the title, meta tags, body and JSON-LD', async () => {
    const html = (await get(`/tenant/space/story/${hostile.id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<svg onload');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const article = jsonLd(html).find((block) => block['@type'] === 'NewsArticle');
    expect(article?.['headline']).toBe(HOSTILE_TITLE);
    const front = (await get('/tenant/space')).body;
    expect(front).not.toContain('<script>alert');
    expect(front).not.toContain('<svg onload');
  });
});

describe('security headers of pages', () => {
  it('allows the inline theme script by its hash, never unsafe-inline', async () => {
    const response = await get('/');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1];
    expect(inline, 'the pre-paint theme script').toBeDefined();
    const hash = createHash('sha256')
      .update(inline ?? '')
      .digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
  });

  it('gives every page response a nonce of its own for its style tags, never unsafe-inline', async () => {
    // A page no other test asked for: a parameter the page does not read no longer makes one
    // (issue 31, item 5), its language does.
    const url = `/story/${lead.id}?lng=ru`;
    const seen = new Set<string>();
    for (const [index, encoding] of ['gzip, br', 'gzip', 'identity', 'gzip, br'].entries()) {
      const response = await get(url, { 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBe(index === 0 ? 'MISS' : 'HIT');
      // Brotli streams cannot be spliced: such pages go out as gzip.
      expect(response.headers['content-encoding']).toBe(
        encoding === 'identity' ? undefined : 'gzip',
      );
      const html =
        encoding === 'identity' ? response.body : gunzipSync(response.rawPayload).toString();
      const csp = String(response.headers['content-security-policy']);
      const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(styleSrc).not.toContain('unsafe-inline');
      const nonce = /'nonce-([\w-]{24})'/.exec(styleSrc)?.[1];
      expect(nonce, styleSrc).toBeDefined();
      expect(seen.has(nonce ?? ''), 'a nonce used before').toBe(false);
      seen.add(nonce ?? '');
      expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(html).toContain(`<meta property="csp-nonce" content="" nonce="${nonce}"`);
      const styleTags = [...html.matchAll(/<style[^>]*>/g)].map(([tag]) => tag);
      expect(styleTags.length).toBeGreaterThan(0);
      for (const tag of styleTags) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html, 'style attributes are blocked by the CSP').not.toMatch(/<[^>]+\sstyle="/);
    }
  });

  it('writes no style attribute on any reader page, the story demo with its skeletons too', async () => {
    for (const url of [
      '/',
      '/category/world',
      `/story/${lead.id}`,
      `/story/${lead.id}/detail`,
      '/search?q=bridge',
      '/realtime-news',
      '/story-demo',
      '/login',
      '/register',
      '/reset-password',
      '/profile',
      '/tenant/space',
      '/no-such-page',
    ]) {
      const response = await get(url, { 'accept-encoding': 'identity' });
      expect(response.statusCode, url).toBeLessThan(500);
      // style-src without 'unsafe-inline' blocks style="" in markup (ADR 015).
      expect(response.body, url).not.toMatch(/<[^>]+\sstyle="/);
    }
  });

  it('answers a revalidated page with 304 and no CSP, so the browser keeps the one of its copy', async () => {
    const first = await get('/');
    const etag = String(first.headers.etag);
    const again = await get('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('puts the nonce on the client shell too', async () => {
    const response = await get('/admin/login');
    const nonce = /'nonce-([\w-]{24})'/.exec(
      String(response.headers['content-security-policy']),
    )?.[1];
    expect(nonce).toBeDefined();
    expect(response.body).toContain(`<meta property="csp-nonce" content="" nonce="${nonce}"`);
    expect(response.body).not.toContain(CSP_NONCE_PLACEHOLDER);
  });

  it('sends a form posted without a script back to its page, by GET, reading none of it', async () => {
    for (const [path, expected] of [
      ['/login', '/login'],
      ['/tenant/space/register', '/tenant/space/register'],
      ['/reset-password?token=abc', '/reset-password'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=reader%40example.com&password=Comet-secret-harbor',
      });
      expect(response.statusCode, path).toBe(303);
      expect(response.headers.location).toBe(expected);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).not.toContain('Comet-secret-harbor');
    }
    // The API keeps its own answer for a route that is not there.
    const api = await ctx.app.inject({ method: 'POST', url: '/api/no-such-thing', payload: {} });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'No such endpoint: POST /api/no-such-thing' });
  });

  it('serves the back-office as the client shell, never cached', async () => {
    const response = await get('/admin/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('hn-ssr-state');
    // Without a script the shell says so, in the page's language, instead of staying blank.
    expect(response.body).toContain(
      '<div id="root"><noscript><p role="alert" lang="en">The back-office needs JavaScript: turn it on in your browser, then reload the page.</p></noscript></div>',
    );
  });

  it("says in the visitor's language that the back-office needs JavaScript", async () => {
    const french = await get('/admin/login', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.body).toContain(
      '<p role="alert" lang="fr">L’espace d’administration a besoin de JavaScript : activez-le dans votre navigateur, puis rechargez la page.</p>',
    );
    const chosen = await get('/admin/users', { cookie: 'preferred-language=de' });
    expect(chosen.body).toContain('<p role="alert" lang="de">Der Verwaltungsbereich benötigt');
  });

  it('leaves the check of a password link to the browser, which asks as the page opens', async () => {
    const response = await get('/reset-password?token=page-test-token&welcome=1');
    expect(response.statusCode).toBe(200);
    // Rendered as still checking: the server made no call with the token (a GET of the POST-only
    // check would have failed, and a failed check renders the password form).
    expect(response.body).toContain('Set your password');
    expect(response.body).toMatch(/<title>Set your password[^<]*<\/title>/);
    expect(response.body).toContain('Checking your link…');
    expect(response.body).not.toContain('Confirm new password');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await get('/api/no/such/thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'No such endpoint: GET /api/no/such/thing' });
  });
});
