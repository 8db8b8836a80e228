import { describe, expect, it } from 'vitest';
import { returnToFrom, returnToOf, safeReturnTo, withReturnTo } from '../return-to';

describe('safeReturnTo', () => {
  it.each([
    '/',
    '/story/12',
    '/story/12/detail?ref=top#comments',
    '/search?q=mars%20rover',
    '/category/politics',
    '/profile',
    '/tenant/space',
    '/tenant/space/story/7',
  ])('accepts the same-site path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    ['another host', '//evil.example/story/1'],
    ['another host behind a backslash', '/\\evil.example'],
    ['a backslash later on', '/story/\\evil'],
    ['a scheme', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'story/12'],
    ['a tab that URLs drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a space', '/ /evil.example'],
    ['nothing', ''],
    ['the login page', '/login'],
    ['the login page with a query', '/login?returnTo=/story/1'],
    ['the registration page', '/register'],
    ['the password reset page', '/reset-password?token=abc'],
    ['a tenant login page', '/tenant/space/login'],
    ['a tenant registration page', '/tenant/space/register#top'],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('refuses anything but a string', () => {
    expect(safeReturnTo(undefined)).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
    expect(safeReturnTo(['/story/1'])).toBeNull();
  });
});

describe('withReturnTo', () => {
  it('adds a readable returnTo parameter, escaping what would break the query', () => {
    expect(withReturnTo('/login', '/story/12')).toBe('/login?returnTo=/story/12');
    const href = withReturnTo('/tenant/space/register', '/search?q=a&b#x');
    expect(new URL(href, 'http://site.test').searchParams.get('returnTo')).toBe('/search?q=a&b#x');
    expect(href.startsWith('/tenant/space/register?returnTo=')).toBe(true);
  });

  it('leaves the path alone for an unsafe or missing return path', () => {
    expect(withReturnTo('/login', '//evil.example')).toBe('/login');
    expect(withReturnTo('/login', null)).toBe('/login');
  });
});

describe('returnToOf', () => {
  it('reads the parameter first, then the router state', () => {
    expect(returnToOf('?returnTo=/story/3', { from: '/profile' })).toBe('/story/3');
    expect(returnToOf('', { from: '/profile' })).toBe('/profile');
    expect(returnToOf('?returnTo=//evil.example', { from: '//evil.example' })).toBeNull();
  });
});

describe('returnToFrom', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('is the page itself', () => {
    expect(returnToFrom(at('/story/12', '?x=1', '#top'))).toBe('/story/12?x=1#top');
  });

  it("is an auth page's own return path", () => {
    expect(returnToFrom(at('/login', '?returnTo=/story/12'))).toBe('/story/12');
    expect(returnToFrom(at('/tenant/space/register'))).toBeNull();
  });
});
