import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readerRoutes, useReaderRoutes } from './reader-routes';

describe('reader routes', () => {
  it('are the plain routes outside a tenant prefix', () => {
    const routes = readerRoutes('');
    expect([routes.home, routes.story(12), routes.category('missions'), routes.login]).toEqual([
      '/',
      '/story/12',
      '/category/missions',
      '/login',
    ]);
  });

  it('keep a /tenant/{slug} prefix, except for the back-office', () => {
    const routes = readerRoutes('/tenant/space');
    expect(routes.home).toBe('/tenant/space');
    expect(routes.story(12)).toBe('/tenant/space/story/12');
    expect(routes.category('deep space')).toBe('/tenant/space/category/deep%20space');
    expect(routes.search('mars rover')).toBe('/tenant/space/search?q=mars%20rover');
    expect(routes.profile).toBe('/tenant/space/profile');
    expect(routes.membership).toBe('/tenant/space/membership');
    expect(routes.admin).toBe('/admin');
  });

  it('follow the page being shown', () => {
    const at =
      (path: string) =>
      ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      );
    const { result: prefixed } = renderHook(useReaderRoutes, {
      wrapper: at('/tenant/health/story/3'),
    });
    expect(prefixed.current.register).toBe('/tenant/health/register');

    const { result: plain } = renderHook(useReaderRoutes, { wrapper: at('/story/3') });
    expect(plain.current.register).toBe('/register');
  });
});
