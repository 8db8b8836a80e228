import { MEMBERSHIP_ROUTES, ROUTES, SITE_PAGE_ROUTES } from '@helionews/contracts';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { tenantPathPrefix } from './tenant-slug';

/**
 * ROUTES (the one route-path table), as links written while browsing: under a /tenant/{slug}
 * prefix every reader link keeps it, so a reader who came in through /tenant/space stays there.
 */
export interface ReaderRoutes {
  home: string;
  category: (name: string) => string;
  author: (username: string) => string;
  tag: (slug: string) => string;
  /** A static page (issue 34): /page/{slug}. */
  page: (slug: string) => string;
  story: (id: number | string) => string;
  storyDetail: (id: number | string) => string;
  search: (query: string) => string;
  realtimeNews: string;
  /** The pricing page (issue 33): the free membership and the paid plans on sale. */
  membership: string;
  login: string;
  register: string;
  resetPassword: string;
  profile: string;
  storyDemo: string;
  /** The back-office serves every tenant from one place: never prefixed. */
  admin: string;
}

/** The routes under `prefix` ('/tenant/space'), or the plain routes for an empty prefix. */
export function readerRoutes(prefix: string): ReaderRoutes {
  const at = (path: string) =>
    !prefix ? path : path === ROUTES.home ? prefix : `${prefix}${path}`;
  return {
    home: at(ROUTES.home),
    category: (name) => at(ROUTES.category(name)),
    author: (username) => at(ROUTES.author(username)),
    tag: (slug) => at(ROUTES.tag(slug)),
    page: (slug) => at(SITE_PAGE_ROUTES.page(slug)),
    story: (id) => at(ROUTES.story(id)),
    storyDetail: (id) => at(ROUTES.storyDetail(id)),
    search: (query) => at(ROUTES.search(query)),
    realtimeNews: at(ROUTES.realtimeNews),
    membership: at(MEMBERSHIP_ROUTES.pricing),
    login: at(ROUTES.login),
    register: at(ROUTES.register),
    resetPassword: at(ROUTES.resetPassword),
    profile: at(ROUTES.profile),
    storyDemo: at(ROUTES.storyDemo),
    admin: ROUTES.admin,
  };
}

/** The /tenant/{slug} prefix of the page being shown, '' without one. */
export function useTenantPathPrefix(): string {
  const { pathname } = useLocation();
  return tenantPathPrefix(pathname)?.prefix ?? '';
}

/** Links for the page being shown: prefixed while browsing under /tenant/{slug}. */
export function useReaderRoutes(): ReaderRoutes {
  const prefix = useTenantPathPrefix();
  return useMemo(() => readerRoutes(prefix), [prefix]);
}
