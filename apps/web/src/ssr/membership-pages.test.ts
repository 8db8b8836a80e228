import type { PublicTierList, SsrApiResponse, SsrRenderRequest } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import { createRenderer } from './entry-server';
import { pageQueries } from './page-data';
import { sampleApi } from './style-sampler';

function request(
  location: string,
  language: SsrRenderRequest['language'] = 'en',
): SsrRenderRequest {
  const rest = location.replace(/^\/tenant\/[^/]+/, '') || '/';
  return {
    url: rest,
    location,
    hostname: 'localhost',
    tenantSlug: /^\/tenant\/([^/]+)/.exec(location)?.[1] ?? 'helionews',
    language,
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

const TIERS: PublicTierList = {
  payments_enabled: true,
  tiers: [
    {
      id: null,
      name: 'Free',
      description: 'Read the news and comment',
      benefits: ['Newsletters'],
      monthly_price: null,
      yearly_price: null,
      currency: 'usd',
    },
    {
      id: 5,
      name: 'Supporter',
      description: 'Keep independent news going',
      benefits: ['Every story', 'No ads'],
      monthly_price: 499,
      yearly_price: 4900,
      currency: 'usd',
    },
    {
      id: 6,
      name: 'Patron',
      description: '',
      benefits: [],
      monthly_price: null,
      yearly_price: 12000,
      currency: 'eur',
    },
  ],
};

/** The sample API (style-sampler.ts) with membership's tiers; every call recorded. */
function api(tiers: PublicTierList, calls: string[] = []) {
  return {
    async fetchApi(path: string, headers: Record<string, string>) {
      calls.push(path);
      const url = new URL(path, 'http://api.invalid');
      if (url.pathname === '/api/tenant/info') {
        const sample = JSON.parse(sampleApi(path).body) as object;
        return json({ ...sample, slug: headers['x-tenant-id'] });
      }
      if (url.pathname === '/api/membership/tiers') return json(tiers);
      return sampleApi(path);
    },
  };
}

/** Each `<form …>…</form>` of the page's HTML. */
const formsOf = (html: string) =>
  [...html.matchAll(/<form[^>]*>[\s\S]*?<\/form>/g)]
    .map((m) => m[0])
    .filter((form) => form.includes('action="/api/membership/checkout"'));

describe('the pricing page as the server renders it', () => {
  it('loads the tiers with the page', () => {
    expect(
      pageQueries('/membership', 'helionews').map((q) => JSON.stringify(q.queryKey)),
    ).toContain(JSON.stringify(['membership', 'tiers']));
    expect(
      pageQueries('/tenant/space/membership', 'space').map((q) => JSON.stringify(q.queryKey)),
    ).toContain(JSON.stringify(['membership', 'tiers']));
  });

  it('renders each paid tier as a card whose Subscribe is a plain form, in one pass', async () => {
    const calls: string[] = [];
    const renderer = createRenderer({ keepFragments: false });
    const result = await renderer.render(request('/membership'), api(TIERS, calls));

    expect(result.mode).toBe('islands');
    expect(result.passes).toBe(1);
    expect(calls.filter((call) => call === '/api/membership/tiers')).toHaveLength(1);
    expect(result.html).toMatch(/<h1[^>]*>Membership<\/h1>/);
    expect(result.head).toContain('<title>Membership | HelioNews</title>');

    const forms = formsOf(result.html);
    expect(forms).toHaveLength(2);
    const [supporter, patron] = forms as [string, string];
    expect(supporter).toMatch(/method="post"/);
    expect(supporter).toMatch(/action="\/api\/membership\/checkout"/);
    expect(supporter).toContain('<input type="hidden" name="tier_id" value="5"/>');
    // Monthly or yearly, chosen without script: two radios, the first checked.
    expect(supporter).toContain(
      '<input type="radio" name="interval" checked="" value="month"/><span>Monthly · $4.99 / month</span>',
    );
    expect(supporter).toContain(
      '<input type="radio" name="interval" value="year"/><span>Yearly · $49.00 / year</span>',
    );
    expect(supporter).toMatch(/<button[^>]*type="submit"[^>]*>Subscribe to Supporter/);
    expect(supporter).toContain('href="/login?returnTo=/membership"');
    // A tier sold one way only sends that way.
    expect(patron).toContain('<input type="hidden" name="tier_id" value="6"/>');
    expect(patron).toContain('<input type="hidden" name="interval" value="year"/>');

    expect(result.html).toContain('$4.99 / month');
    expect(result.html).toContain('$49.00 / year');
    expect(result.html).toContain('€120.00 / year');
    expect(result.html).toMatch(/<li[^>]*>(?:(?!<\/li>).)*>Every story<\/span><\/li>/);
    expect(result.html).toContain('Sign in to subscribe');
  });

  it('names the publication in each form under /tenant/{slug}: a form sends no X-Tenant-ID', async () => {
    const renderer = createRenderer({ keepFragments: false });
    const result = await renderer.render(request('/tenant/space/membership'), api(TIERS));
    const forms = formsOf(result.html);
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form).toContain('<input type="hidden" name="tenant" value="space"/>');
    }
    expect(result.html).toContain('href="/tenant/space/login?returnTo=/tenant/space/membership"');
    // The free tier is priced, not named twice.
    expect(result.html).toContain('$0.00 / month');
  });

  it('writes the prices the reader’s way', async () => {
    const renderer = createRenderer({ keepFragments: false });
    const result = await renderer.render(request('/membership', 'fr'), api(TIERS));
    expect(result.html).toMatch(/4,99\s\$US \/ mois/);
    expect(result.html).toContain('S&#x27;abonner à Supporter');
  });

  it('offers no Subscribe button while the publication takes no payments', async () => {
    const renderer = createRenderer({ keepFragments: false });
    const result = await renderer.render(
      request('/tenant/space/membership'),
      api({ ...TIERS, payments_enabled: false }),
    );
    expect(formsOf(result.html)).toHaveLength(0);
    expect(result.html).toContain('This publication does not take payments yet');
    expect(result.html).toContain('Supporter');
  });

  it('thanks the reader after Checkout without promising the plan is active yet', async () => {
    const renderer = createRenderer({ keepFragments: false });
    const result = await renderer.render(request('/membership/welcome'), api(TIERS));
    expect(result.html).toContain('Thank you for subscribing');
    expect(result.head).toContain('<meta name="robots" content="noindex"');
    expect(result.html).toContain('Your membership is being activated');
  });
});
