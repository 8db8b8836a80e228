import type {
  AdminSitePage,
  AdminSitePageListResponse,
  SitePageRevision,
} from '@helionews/contracts';

export function makeSitePage(overrides: Partial<AdminSitePage> = {}): AdminSitePage {
  return {
    id: 1,
    title: 'About us',
    slug: 'about',
    body_html: '<p>Who we are.</p>',
    status: 'published',
    placement: 'footer',
    position: 0,
    revision: 1,
    published_at: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function sitePageList(pages: AdminSitePage[]): AdminSitePageListResponse {
  return { pages, total: pages.length };
}

export function makeRevision(overrides: Partial<SitePageRevision> = {}): SitePageRevision {
  return {
    id: 100,
    revision: 1,
    title: 'About us',
    slug: 'about',
    body_html: '<p>Who we were.</p>',
    status: 'draft',
    placement: 'footer',
    saved_by: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
