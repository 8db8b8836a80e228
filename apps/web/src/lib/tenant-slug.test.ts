import { PLATFORM_HOST_ATTRIBUTE } from '@helionews/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  resolveTenantSlug,
  setServerPlatformHostname,
  stripTenantPrefix,
  subdomainTenantSlug,
  tenantPathPrefix,
} from './tenant-slug';

describe('subdomainTenantSlug', () => {
  it.each([
    ['space.helionews.com', 'space'],
    ['Health.HelioNews.com.', 'health'],
    ['finance.localhost', 'finance'],
  ])('takes the first label of %s', (hostname, slug) => {
    expect(subdomainTenantSlug(hostname)).toBe(slug);
  });

  it.each(['www.helionews.com', 'localhost', '127.0.0.1', '10.0.0.12', '[::1]', '::1', ''])(
    'finds no tenant in %j',
    (hostname) => {
      expect(subdomainTenantSlug(hostname)).toBeNull();
    },
  );
});

describe("the platform's own host (PUBLIC_URL's)", () => {
  afterEach(() => {
    document.documentElement.removeAttribute(PLATFORM_HOST_ATTRIBUTE);
    setServerPlatformHostname(undefined);
  });

  it('names no tenant in the browser, as the page the server sent says', () => {
    expect(subdomainTenantSlug('news.example.org')).toBe('news');
    document.documentElement.setAttribute(PLATFORM_HOST_ATTRIBUTE, 'news.example.org');
    expect(subdomainTenantSlug('news.example.org')).toBeNull();
    expect(subdomainTenantSlug('space.news.example.org')).toBe('space');
    // The stored selection then decides, as on the server.
    expect(
      resolveTenantSlug({ hostname: 'news.example.org', pathname: '/', stored: 'finance' }),
    ).toBe('finance');
  });

  it('names no tenant in a server render, as the render request says', () => {
    setServerPlatformHostname('news.example.org');
    expect(subdomainTenantSlug('news.example.org')).toBeNull();
    setServerPlatformHostname(null);
    expect(subdomainTenantSlug('news.example.org')).toBe('news');
  });
});

describe('tenantPathPrefix', () => {
  it('splits /tenant/{slug} from the page under it', () => {
    expect(tenantPathPrefix('/tenant/space/story/12')).toEqual({
      slug: 'space',
      prefix: '/tenant/space',
      rest: '/story/12',
    });
    expect(tenantPathPrefix('/tenant/space')).toEqual({
      slug: 'space',
      prefix: '/tenant/space',
      rest: '/',
    });
  });

  it('keeps the prefix as written, and the slug as the server knows it', () => {
    expect(tenantPathPrefix('/tenant/Space/login')).toMatchObject({
      slug: 'space',
      prefix: '/tenant/Space',
    });
  });

  it.each(['/', '/story/12', '/tenant', '/tenant/', '/tenants/space', '/tenant/%E0%A4%A'])(
    'finds no prefix in %s',
    (pathname) => {
      expect(tenantPathPrefix(pathname)).toBeNull();
    },
  );

  it('strips the prefix off a path', () => {
    expect(stripTenantPrefix('/tenant/space/login')).toBe('/login');
    expect(stripTenantPrefix('/login')).toBe('/login');
  });
});

describe('resolveTenantSlug (SPEC section 4)', () => {
  const sources = { hostname: 'localhost', pathname: '/', stored: null };

  it('takes the subdomain first', () => {
    expect(
      resolveTenantSlug({
        hostname: 'space.helionews.com',
        pathname: '/tenant/health',
        stored: 'finance',
      }),
    ).toBe('space');
  });

  it('then the path prefix', () => {
    expect(resolveTenantSlug({ ...sources, pathname: '/tenant/health', stored: 'finance' })).toBe(
      'health',
    );
  });

  it('then the stored selection', () => {
    expect(resolveTenantSlug({ ...sources, stored: 'finance' })).toBe('finance');
  });

  it('then the default tenant', () => {
    expect(resolveTenantSlug(sources)).toBe('helionews');
    expect(resolveTenantSlug({ ...sources, stored: '  ' })).toBe('helionews');
  });
});
