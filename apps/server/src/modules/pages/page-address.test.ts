import { describe, expect, it } from 'vitest';
import { normalisedPageUrl, pageParameters } from './page-address.js';

describe('a page address as its cache key and its render see it (issue 31, item 5)', () => {
  it.each([
    ['/?a=1', '/'],
    ['/?utm_source=x&page=2&fbclid=y', '/?page=2'],
    ['/?lng=fr&page=3', '/?page=3&lng=fr'],
    ['/?page=2&page=5', '/?page=2'],
    ['/story/12?page=4&a=1', '/story/12'],
    ['/story/12?lng=de&x=<script>', '/story/12?lng=de'],
    ['/story/12/detail?ref=home', '/story/12/detail'],
    ['/category/world/?page=2&sort=new', '/category/world/?page=2'],
    ['/tenant/space/?page=2&junk=1', '/tenant/space/?page=2'],
    ['/tenant/space/category/moon?b=1', '/tenant/space/category/moon'],
    ['/author/ada?page=2&z=9', '/author/ada?page=2'],
    ['/tag/mars?utm_source=x&page=2', '/tag/mars?page=2'],
    ['/tenant/space/tag/mars?lng=fr&z=1', '/tenant/space/tag/mars?lng=fr'],
    ['/search?tag=mars&q=rover&x=1', '/search?q=rover&tag=mars'],
    [
      '/search?z=1&sort=newest&q=solar+power&to=2025-01-02&from=2025-01-01&category=science&page=2',
      '/search?q=solar+power&category=science&from=2025-01-01&to=2025-01-02&sort=newest&page=2',
    ],
    ['/search?q=solar%20power', '/search?q=solar+power'],
    ['/reset-password?token=abc&welcome=1&x=2', '/reset-password?token=abc&welcome=1'],
    ['/login?returnTo=%2Fprofile&y=1', '/login?returnTo=%2Fprofile'],
    ['/realtime-news?', '/realtime-news'],
    ['/newsletters/confirm?utm=1&token=t0k&lng=fr', '/newsletters/confirm?token=t0k&lng=fr'],
    ['/tenant/space/unsubscribe?token=abc&x=1', '/tenant/space/unsubscribe?token=abc'],
    ['/newsletters/check-inbox?error=email&token=x', '/newsletters/check-inbox?error=email'],
    ['/newsletters/unsubscribed?token=abc', '/newsletters/unsubscribed'],
    ['/story/12?token=abc', '/story/12'],
    ['/nowhere?q=1&lng=ja', '/nowhere?lng=ja'],
  ])('%s is %s', (url, expected) => {
    expect(normalisedPageUrl(url)).toBe(expected);
  });

  it('keeps the language on every page, and the search filters on the search page only', () => {
    expect(pageParameters('/story/1')).toEqual(['lng']);
    expect(pageParameters('/search')).toEqual([
      'q',
      'category',
      'tag',
      'from',
      'to',
      'sort',
      'page',
      'lng',
    ]);
    expect(pageParameters('/tenant/space/search')).toEqual(pageParameters('/search'));
    // A tag's page reads its page number, as an author's does (issue 34).
    expect(pageParameters('/tag/mars')).toEqual(['page', 'lng']);
  });
});
