import type { SsrApiResponse, SsrRenderRequest } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import { createRenderer } from './entry-server';
import { pageQueries } from './page-data';
import { sampleApi } from './style-sampler';

/** The queries a page's address loads before its one render, by key. */
const keysOf = (location: string, tenant = 'helionews') =>
  pageQueries(location, tenant).map((query) => JSON.stringify(query.queryKey));

function request(location: string): SsrRenderRequest {
  const rest = location.replace(/^\/tenant\/[^/]+/, '') || '/';
  return {
    url: rest,
    location,
    hostname: 'localhost',
    tenantSlug: /^\/tenant\/([^/]+)/.exec(location)?.[1] ?? 'helionews',
    language: 'en',
    explicitLanguage: false,
    tenantFromAddress: location.startsWith('/tenant/'),
    baseUrl: 'http://news.test',
    feeds: [],
  };
}

const json = (body: unknown, status = 200): SsrApiResponse => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/** The sample API (style-sampler.ts), with the newsletters' answers; every call recorded. */
function api(calls: string[]) {
  return {
    async fetchApi(path: string, headers: Record<string, string>) {
      calls.push(path);
      const url = new URL(path, 'http://api.invalid');
      if (url.pathname === '/api/tenant/info') {
        // The sample publication, under the slug asked for.
        const sample = JSON.parse(sampleApi(path).body) as object;
        return json({ ...sample, slug: headers['x-tenant-id'] });
      }
      if (url.pathname === '/api/newsletters') {
        return json({
          newsletters: [
            { id: 3, name: 'Morning Briefing', description: 'Daily.', cadence: 'daily' },
          ],
        });
      }
      if (url.pathname === '/api/newsletters/confirm') {
        return url.searchParams.get('token') === 'good-token'
          ? json({ result: 'confirmed', newsletters: ['Morning Briefing'] })
          : json({ result: 'invalid', newsletters: [] });
      }
      if (url.pathname === '/api/newsletters/unsubscribe') {
        return json({
          newsletter: 'Morning Briefing',
          email: 'r***@example.com',
          subscribed: true,
        });
      }
      return sampleApi(path);
    },
  };
}

describe('the newsletter pages as the server renders them', () => {
  it('loads the newsletters with a story, and each link page its token', () => {
    expect(keysOf('/story/42')).toContain(JSON.stringify(['newsletters', 'list']));
    expect(keysOf('/tenant/space/newsletters/confirm?token=abc', 'space')).toContain(
      JSON.stringify(['newsletters', 'confirm', 'abc']),
    );
    expect(keysOf('/unsubscribe?token=xyz')).toContain(
      JSON.stringify(['newsletters', 'unsubscribe', 'xyz']),
    );
    expect(keysOf('/newsletters/check-inbox')).not.toContain(
      JSON.stringify(['newsletters', 'list']),
    );
  });

  it('renders the subscribe form into a story page of islands, in one pass', async () => {
    const renderer = createRenderer({ keepFragments: false });
    const result = await renderer.render(request('/tenant/space/story/2'), api([]));

    expect(result.mode).toBe('islands');
    expect(result.passes).toBe(1);
    expect(result.html).toMatch(/<form[^>]*action="\/api\/newsletters\/subscribe" method="post"/);
    expect(result.html).toContain('<input type="hidden" name="tenant" value="space"/>');
    expect(result.html).toContain('<input type="hidden" name="newsletter_ids" value="3"/>');
    const email = /<input[^>]*name="email"[^>]*>/.exec(result.html)?.[0] ?? '';
    expect(email).toContain('type="email"');
    expect(email).toContain('required=""');
    const id = / id="([^"]+)"/.exec(email)?.[1];
    expect(result.html).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>Email address`));
  });

  it('confirms from the token in the address, once, and says so without script', async () => {
    const calls: string[] = [];
    const renderer = createRenderer({ keepFragments: false });
    const result = await renderer.render(
      request('/newsletters/confirm?token=good-token'),
      api(calls),
    );

    expect(result.html).toContain('Subscription confirmed');
    expect(result.html).toContain('<li>Morning Briefing</li>');
    expect(calls.filter((call) => call.startsWith('/api/newsletters/confirm'))).toEqual([
      '/api/newsletters/confirm?token=good-token',
    ]);
    expect(result.head).toContain('<meta name="robots" content="noindex"');
    expect(result.head).toContain('<title>Subscription confirmed | HelioNews</title>');
  });

  it('titles an expired confirmation link for what it is', async () => {
    const renderer = createRenderer({ keepFragments: false });
    const result = await renderer.render(request('/newsletters/confirm?token=old'), api([]));
    expect(result.html).toContain('This link has expired or is not valid');
    expect(result.head).toContain(
      '<title>This link has expired or is not valid | HelioNews</title>',
    );
  });

  it('renders the unsubscribe button as a form posting the one-click body', async () => {
    const renderer = createRenderer({ keepFragments: false });
    const result = await renderer.render(request('/tenant/space/unsubscribe?token=t1'), api([]));

    expect(result.html).toContain('Unsubscribe r***@example.com from Morning Briefing?');
    expect(result.html).toContain(
      '<form action="/tenant/space/unsubscribe?token=t1" method="post">',
    );
    expect(result.html).toContain(
      '<input type="hidden" name="List-Unsubscribe" value="One-Click"/>',
    );
    expect(result.html).toContain('<input type="hidden" name="from" value="page"/>');
  });
});
