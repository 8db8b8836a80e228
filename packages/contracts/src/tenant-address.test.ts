import { describe, expect, it } from 'vitest';
import { tenantPathPrefix, tenantSlugOfHost } from './tenant-address.js';

describe('tenantSlugOfHost', () => {
  it.each([
    ['space.helionews.com', 'space'],
    ['Health.HelioNews.com.', 'health'],
    ['finance.localhost', 'finance'],
    ['alpha.localhost:3000', 'alpha'],
    ['Alpha.News.Example.org:8443', 'alpha'],
    [' alpha.news.example.org ', 'alpha'],
  ])('takes the first label of %j', (host, slug) => {
    expect(tenantSlugOfHost(host)).toBe(slug);
  });

  it.each([
    'www.helionews.com',
    'WWW.helionews.com:443',
    'localhost',
    'localhost:3000',
    '127.0.0.1',
    '10.0.0.12:8080',
    '127.0.0.1:3000',
    '[::1]',
    '[::1]:3000',
    '::1',
    'fe80::1',
    '',
    '   ',
    ':3000',
  ])('finds no publication in %j', (host) => {
    expect(tenantSlugOfHost(host)).toBeNull();
  });

  it("finds none in the platform's own host (PUBLIC_URL's), whatever its case, port or dot", () => {
    for (const host of ['news.example.org', 'News.Example.org:443', 'news.example.org.:8443']) {
      expect(tenantSlugOfHost(host, 'news.example.org')).toBeNull();
      expect(tenantSlugOfHost(host, 'NEWS.example.org.')).toBeNull();
    }
    // Without it, the platform host's first label would read as a publication.
    expect(tenantSlugOfHost('news.example.org')).toBe('news');
    // A publication's own host under the platform's still names it.
    expect(tenantSlugOfHost('space.news.example.org', 'news.example.org')).toBe('space');
    expect(tenantSlugOfHost('space.news.example.org', null)).toBe('space');
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
    expect(tenantPathPrefix('/tenant/%20Space/login')).toEqual({
      slug: 'space',
      prefix: '/tenant/%20Space',
      rest: '/login',
    });
  });

  it('names no slug for a segment that is not one, but keeps the prefix and the rest', () => {
    expect(tenantPathPrefix('/tenant/%E0%A4%A/story/1')).toEqual({
      slug: null,
      prefix: '/tenant/%E0%A4%A',
      rest: '/story/1',
    });
    expect(tenantPathPrefix('/tenant/%20/x')?.slug).toBeNull();
  });

  it.each(['/', '/story/12', '/tenant', '/tenant/', '/tenants/space', ''])(
    'finds no prefix in %j',
    (pathname) => {
      expect(tenantPathPrefix(pathname)).toBeNull();
    },
  );
});
