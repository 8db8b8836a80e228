import { describe, expect, it } from 'vitest';
import { HOSTILE_PATHS } from '../test/hostile-paths.js';
import { sameSiteLocation } from './safe-redirect.js';

/** Where a browser on `page` would go when told `Location: location`. */
function followed(location: string, page = 'https://news.example.org/tenant/nosuch/x'): URL {
  return new URL(location, page);
}

describe('sameSiteLocation', () => {
  it.each(HOSTILE_PATHS)('keeps %j on the site', (path) => {
    const location = sameSiteLocation(path, '?page=2');
    expect(location.startsWith('/')).toBe(true);
    expect(location).not.toMatch(/^[/\\]{2}|^\/\\/);
    expect(followed(location).origin).toBe('https://news.example.org');
    // eslint-disable-next-line no-control-regex
    expect(location).not.toMatch(/[\u0000-\u0020\u007f]/);
    expect(decodeURIComponent(location.replace(/%(?![0-9a-f]{2})/gi, '%25'))).not.toMatch(
      /^[/\\]{2}|^\/[a-z]+:/i,
    );
  });

  it('keeps an ordinary path and its query as they are', () => {
    expect(sameSiteLocation('/story/12', '?ref=share')).toBe('/story/12?ref=share');
    expect(sameSiteLocation('/category/world')).toBe('/category/world');
    expect(sameSiteLocation('/search', '?q=solar%20power')).toBe('/search?q=solar%20power');
    expect(sameSiteLocation('/')).toBe('/');
  });

  it('collapses leading slashes and backslashes into one instead of refusing the path', () => {
    expect(sameSiteLocation('//evil.example/landing')).toBe('/evil.example/landing');
    expect(sameSiteLocation('/\\evil.example/landing')).toBe('/evil.example/landing');
    expect(sameSiteLocation('/%2f%5cstory/12')).toBe('/story/12');
  });

  it('sends anything with a scheme or a control character home', () => {
    expect(sameSiteLocation('/javascript:alert(1)')).toBe('/');
    expect(sameSiteLocation('/%0d%0aSet-Cookie:x=1')).toBe('/');
    expect(sameSiteLocation('/story/1', '?a=1\r\nSet-Cookie: x=1')).toBe('/');
  });

  it('percent-encodes what a header cannot carry, as UTF-8, and nothing else', () => {
    expect(sameSiteLocation('/story/\u2713')).toBe('/story/%E2%9C%93');
    expect(sameSiteLocation('/story/caf\u00e9', '?q=\u65e5\u672c')).toBe(
      '/story/caf%C3%A9?q=%E6%97%A5%E6%9C%AC',
    );
    expect(sameSiteLocation('/search', '?q=two words')).toBe('/search?q=two%20words');
    // A lone half of a surrogate pair is no character: it reads as U+FFFD.
    expect(sameSiteLocation('/story/\ud800x')).toBe('/story/%EF%BF%BDx');
    // Escapes already there stay as written: '/%2e%2e//x' never becomes '//x'.
    expect(sameSiteLocation('/a/%2e%2e//evil.example')).toBe('/a/%2e%2e//evil.example');
    for (const location of [sameSiteLocation('/\u2713/\u00ff', '?\u{1f600}')]) {
      expect(location).toMatch(/^[\u0021-\u007e]+$/);
      expect(followed(location).pathname).toBe('/%E2%9C%93/%C3%BF');
    }
  });
});
