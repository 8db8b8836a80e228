import type { TenantSettings } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import type { TenantRow } from '../../db/schema/index.js';
import {
  absoluteUrl,
  categoryUrl,
  feedLinks,
  homeUrl,
  siteBaseUrl,
  storyUrl,
} from './site-urls.js';

const PUBLIC_URL = 'https://news.example.org';
const base = (
  slug: string,
  requestHost: string,
  extra: { isDefault?: boolean; publicUrl?: string; protocol?: string } = {},
) =>
  siteBaseUrl({
    tenant: { slug, isDefault: extra.isDefault },
    requestHost,
    requestProtocol: extra.protocol ?? 'https',
    publicUrl: extra.publicUrl ?? PUBLIC_URL,
    baseHostname: 'news.example.org',
  });

describe('siteBaseUrl', () => {
  it("is the request's own origin when its host names the tenant", () => {
    expect(base('alpha', 'alpha.news.example.org')).toBe('https://alpha.news.example.org');
    expect(base('alpha', 'alpha.localhost:3000', { protocol: 'http' })).toBe(
      'http://alpha.localhost:3000',
    );
    expect(base('alpha', 'ALPHA.example.com')).toBe('https://alpha.example.com');
  });

  it('is PUBLIC_URL for the default tenant, whatever host the request used', () => {
    expect(base('helionews', 'news.example.org')).toBe(PUBLIC_URL);
    expect(base('helionews', 'localhost:3000')).toBe(PUBLIC_URL);
    expect(base('helionews', 'news.example.org', { publicUrl: `${PUBLIC_URL}/` })).toBe(PUBLIC_URL);
    expect(base('main', 'news.example.org', { isDefault: true })).toBe(PUBLIC_URL);
  });

  it('is PUBLIC_URL/tenant/{slug} for any other tenant, or a host naming another tenant', () => {
    expect(base('alpha', 'news.example.org')).toBe(`${PUBLIC_URL}/tenant/alpha`);
    expect(base('alpha', 'beta.news.example.org')).toBe(`${PUBLIC_URL}/tenant/alpha`);
    expect(base('alpha', '10.0.0.7:3000')).toBe(`${PUBLIC_URL}/tenant/alpha`);
    expect(base('helionews', 'news.example.org', { isDefault: false })).toBe(
      `${PUBLIC_URL}/tenant/helionews`,
    );
  });

  it('never ends with a slash', () => {
    expect(base('alpha', 'x.example.org', { publicUrl: 'https://example.org/news///' })).toBe(
      'https://example.org/news/tenant/alpha',
    );
  });
});

describe('page addresses', () => {
  it('follow the reader routes of the contracts', () => {
    expect(homeUrl(PUBLIC_URL)).toBe(`${PUBLIC_URL}/`);
    expect(storyUrl(`${PUBLIC_URL}/tenant/alpha`, 12)).toBe(`${PUBLIC_URL}/tenant/alpha/story/12`);
    expect(categoryUrl(PUBLIC_URL, 'world news')).toBe(`${PUBLIC_URL}/category/world%20news`);
  });

  it('makes stored image addresses absolute, uploads at the server root', () => {
    expect(absoluteUrl(`${PUBLIC_URL}/tenant/alpha`, '/uploads/articles/a.jpg')).toBe(
      `${PUBLIC_URL}/uploads/articles/a.jpg`,
    );
    expect(absoluteUrl(PUBLIC_URL, 'https://cdn.example.net/x.png?a=1&b=2')).toBe(
      'https://cdn.example.net/x.png?a=1&b=2',
    );
    expect(absoluteUrl(PUBLIC_URL, 'javascript:alert(1)')).toBeNull();
    expect(absoluteUrl(PUBLIC_URL, 'http://[bad')).toBeNull();
    expect(absoluteUrl(PUBLIC_URL, null)).toBeNull();
    expect(absoluteUrl(PUBLIC_URL, '  ')).toBeNull();
  });
});

describe('feedLinks', () => {
  const tenant = (rss: boolean, siteTitle?: string) =>
    ({
      displayName: 'Alpha Times',
      siteSettings: siteTitle ? { site_title: siteTitle } : {},
      settings: {
        articles_per_page: 10,
        enable_comments: true,
        rss_enabled: rss,
      } as TenantSettings,
    }) as Pick<TenantRow, 'displayName' | 'siteSettings' | 'settings'>;

  it('advertises the RSS and Atom feeds, titled with the site title', () => {
    expect(feedLinks(tenant(true), `${PUBLIC_URL}/tenant/alpha`)).toEqual([
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'Alpha Times (RSS)',
        href: `${PUBLIC_URL}/tenant/alpha/rss.xml`,
      },
      {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: 'Alpha Times (Atom)',
        href: `${PUBLIC_URL}/tenant/alpha/atom.xml`,
      },
    ]);
    expect(feedLinks(tenant(true, 'The Alpha'), PUBLIC_URL)[0]?.title).toBe('The Alpha (RSS)');
  });

  it("adds a category's own feeds when asked", () => {
    const links = feedLinks(tenant(true), PUBLIC_URL, { slug: 'world', name: 'World' });
    expect(links.map((link) => link.href)).toEqual([
      `${PUBLIC_URL}/rss.xml`,
      `${PUBLIC_URL}/atom.xml`,
      `${PUBLIC_URL}/category/world/rss.xml`,
      `${PUBLIC_URL}/category/world/atom.xml`,
    ]);
    expect(links[2]?.title).toBe('Alpha Times: World (RSS)');
  });

  it('is empty when the tenant turned RSS off', () => {
    expect(feedLinks(tenant(false), PUBLIC_URL, { slug: 'world', name: 'World' })).toEqual([]);
  });
});
