import {
  ADMIN_SITE_PAGE_API_PATHS,
  adminSitePageListResponseSchema,
  adminSitePageSchema,
  sitePageRevisionListSchema,
  type AdminSitePage,
  type AdminSitePageCreate,
  type AdminSitePageListResponse,
  type AdminSitePageOrder,
  type AdminSitePageUpdate,
  type SitePageRevisionList,
} from '@helionews/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';

/**
 * The 'Failed to ...' texts of the page calls (the spec names none for pages: these follow its
 * wording for the other records).
 */
export const SITE_PAGE_CLIENT_ERRORS = {
  fetchPages: 'Failed to fetch pages',
  fetchPage: 'Failed to fetch page',
  createPage: 'Failed to create page',
  updatePage: 'Failed to update page',
  deletePage: 'Failed to delete page',
  reorderPages: 'Failed to reorder pages',
  fetchRevisions: 'Failed to fetch page revisions',
  restoreRevision: 'Failed to restore page revision',
} as const;

/** Per user and tenant (under adminKeys.all). */
export const sitePageKeys = {
  all: [...adminKeys.all, 'site-pages'] as const,
  list: () => [...sitePageKeys.all, 'list'] as const,
  page: (id: number) => [...sitePageKeys.all, 'page', id] as const,
  revisions: (id: number) => [...sitePageKeys.all, 'revisions', id] as const,
};

export function sitePageListQueryOptions() {
  return queryOptions({
    queryKey: sitePageKeys.list(),
    queryFn: ({ signal }): Promise<AdminSitePageListResponse> =>
      adminRequest(ADMIN_SITE_PAGE_API_PATHS.pages, SITE_PAGE_CLIENT_ERRORS.fetchPages, {
        schema: adminSitePageListResponseSchema,
        signal,
      }),
  });
}

export function sitePageQueryOptions(id: number) {
  return queryOptions({
    queryKey: sitePageKeys.page(id),
    queryFn: ({ signal }): Promise<AdminSitePage> =>
      adminRequest(ADMIN_SITE_PAGE_API_PATHS.page(id), SITE_PAGE_CLIENT_ERRORS.fetchPage, {
        schema: adminSitePageSchema,
        signal,
      }),
  });
}

/** GET .../revisions: the versions kept before each save, newest first, bodies included. */
export function sitePageRevisionsQueryOptions(id: number) {
  return queryOptions({
    queryKey: sitePageKeys.revisions(id),
    queryFn: ({ signal }): Promise<SitePageRevisionList> =>
      adminRequest(
        ADMIN_SITE_PAGE_API_PATHS.revisions(id),
        SITE_PAGE_CLIENT_ERRORS.fetchRevisions,
        {
          schema: sitePageRevisionListSchema,
          signal,
        },
      ),
  });
}

export function createSitePage(body: AdminSitePageCreate): Promise<AdminSitePage> {
  return adminRequest(ADMIN_SITE_PAGE_API_PATHS.pages, SITE_PAGE_CLIENT_ERRORS.createPage, {
    schema: adminSitePageSchema,
    method: 'POST',
    body,
  });
}

export function updateSitePage(id: number, body: AdminSitePageUpdate): Promise<AdminSitePage> {
  return adminRequest(ADMIN_SITE_PAGE_API_PATHS.page(id), SITE_PAGE_CLIENT_ERRORS.updatePage, {
    schema: adminSitePageSchema,
    method: 'PUT',
    body,
  });
}

export function deleteSitePage(id: number): Promise<unknown> {
  return adminRequest(ADMIN_SITE_PAGE_API_PATHS.page(id), SITE_PAGE_CLIENT_ERRORS.deletePage, {
    schema: z.unknown(),
    method: 'DELETE',
  });
}

/** PUT /admin/pages/order: the ids of a placement in their new order; the answer is the list. */
export function reorderSitePages(order: AdminSitePageOrder): Promise<AdminSitePageListResponse> {
  return adminRequest(ADMIN_SITE_PAGE_API_PATHS.order, SITE_PAGE_CLIENT_ERRORS.reorderPages, {
    schema: adminSitePageListResponseSchema,
    method: 'PUT',
    body: order,
  });
}

/** POST .../revisions/{revisionId}/restore: the page becomes that version again. */
export function restoreSitePageRevision(id: number, revisionId: number): Promise<AdminSitePage> {
  return adminRequest(
    ADMIN_SITE_PAGE_API_PATHS.revisionRestore(id, revisionId),
    SITE_PAGE_CLIENT_ERRORS.restoreRevision,
    { schema: adminSitePageSchema, method: 'POST' },
  );
}

/**
 * After a change: the back-office's page lists and revisions, and the reader's navigation of
 * pages (its key ['site-pages'] belongs to the reader feature), so this browser sees it at once.
 */
export function refreshAfterSitePageChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sitePageKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['site-pages'] }),
  ]);
}
