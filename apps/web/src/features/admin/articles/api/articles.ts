import {
  ADMIN_API_PATHS,
  ADMIN_CLIENT_ERRORS,
  adminArticleListResponseSchema,
  adminArticleSchema,
  type AdminArticle,
  type AdminArticleApprove,
  type AdminArticleCreate,
  type AdminArticleListQuery,
  type AdminArticleListResponse,
  type AdminArticleUpdate,
  type StoryStatus,
} from '@helionews/contracts';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import {
  adminRecordCalls,
  recordFailures,
  type AdminRecordCalls,
} from '@/features/admin/shared/api/admin-record-calls';
import { adminKeys } from '@/features/admin/shared/api/get-access';

/**
 * The texts a failed articles call is thrown (and logged) with: SPEC section 8's, exactly, and for
 * the calls the spec does not name, a sentence of the same kind (the screen shows its own
 * translation of those).
 */
export const ARTICLE_CLIENT_ERRORS = {
  fetchArticles: ADMIN_CLIENT_ERRORS.fetchArticles,
  fetchArticle: ADMIN_CLIENT_ERRORS.fetchArticle,
  updateArticle: ADMIN_CLIENT_ERRORS.updateArticle,
  deleteArticle: ADMIN_CLIENT_ERRORS.deleteArticle,
  approveArticle: ADMIN_CLIENT_ERRORS.approveArticle,
  rejectArticle: ADMIN_CLIENT_ERRORS.rejectArticle,
  fetchCategories: ADMIN_CLIENT_ERRORS.fetchCategories,
  createArticle: 'Failed to create article',
  fetchRevisions: 'Failed to fetch revisions',
  fetchRevision: 'Failed to fetch revision',
  restoreRevision: 'Failed to restore revision',
  uploadImage: 'Failed to upload image',
  fetchActivity: 'Failed to fetch activity',
  fetchTenants: 'Failed to fetch tenants',
} as const;

export type ArticleSort = AdminArticleListQuery['sort'];
export const ARTICLE_SORTS = [
  '-updated_at',
  'updated_at',
  '-created_at',
  'created_at',
  'title',
  '-title',
] as const satisfies readonly ArticleSort[];

export interface ArticleListParams {
  page: number;
  pageSize: number;
  search: string;
  status: StoryStatus | null;
  category: string | null;
  sort: ArticleSort;
  /** Platform admins only: another publication's articles. */
  tenantId: number | null;
}

/** Per user and tenant (under adminKeys.all). */
export const articleKeys = {
  all: [...adminKeys.all, 'articles'] as const,
  lists: () => [...articleKeys.all, 'list'] as const,
  list: (params: ArticleListParams) => [...articleKeys.lists(), params] as const,
  detail: (id: number) => [...articleKeys.all, 'detail', id] as const,
  revisions: (id: number) => [...articleKeys.all, 'revisions', id] as const,
  revision: (id: number, revisionId: number) =>
    [...articleKeys.all, 'revisions', id, revisionId] as const,
  activity: (id: number) => [...articleKeys.all, 'activity', id] as const,
  categories: () => [...articleKeys.all, 'categories'] as const,
  tenants: () => [...articleKeys.all, 'tenants'] as const,
};

/** GET /api/admin/articles with the list's filters (empty ones are left out). */
export function getArticles(
  params: ArticleListParams,
  signal?: AbortSignal,
): Promise<AdminArticleListResponse> {
  return adminRequest(ADMIN_API_PATHS.articles, ARTICLE_CLIENT_ERRORS.fetchArticles, {
    schema: adminArticleListResponseSchema,
    query: {
      page: params.page,
      page_size: params.pageSize,
      search: params.search.trim(),
      status: params.status,
      category: params.category,
      sort: params.sort,
      tenant_id: params.tenantId,
    },
    signal,
  });
}

export function articleListQueryOptions(params: ArticleListParams) {
  return queryOptions({
    queryKey: articleKeys.list(params),
    queryFn: ({ signal }) => getArticles(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function getArticle(id: number, signal?: AbortSignal): Promise<AdminArticle> {
  return adminRequest(ADMIN_API_PATHS.article(id), ARTICLE_CLIENT_ERRORS.fetchArticle, {
    schema: adminArticleSchema,
    signal,
  });
}

export function articleQueryOptions(id: number) {
  return queryOptions({
    queryKey: articleKeys.detail(id),
    queryFn: ({ signal }) => getArticle(id, signal),
    // The editor owns its form: a background refetch must not pull the text from under it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

const articleCalls: AdminRecordCalls<AdminArticleCreate, AdminArticleUpdate, AdminArticle> =
  adminRecordCalls({
    collection: ADMIN_API_PATHS.articles,
    item: ADMIN_API_PATHS.article,
    schema: adminArticleSchema,
    deleted: z.unknown(),
    failures: recordFailures(ARTICLE_CLIENT_ERRORS, 'Article'),
  });

export const { create: createArticle, update: updateArticle } = articleCalls;
export const deleteArticle = (id: number) => articleCalls.remove(id);

export function approveArticle(id: number, body: AdminArticleApprove): Promise<AdminArticle> {
  return adminRequest(ADMIN_API_PATHS.articleApprove(id), ARTICLE_CLIENT_ERRORS.approveArticle, {
    schema: adminArticleSchema,
    method: 'POST',
    body,
  });
}

export function rejectArticle(id: number, reason: string): Promise<AdminArticle> {
  return adminRequest(ADMIN_API_PATHS.articleReject(id), ARTICLE_CLIENT_ERRORS.rejectArticle, {
    schema: adminArticleSchema,
    method: 'POST',
    body: { reason },
  });
}

/**
 * After a change to one article: its cached copy becomes the server's answer, and every list,
 * the revisions and the history are fetched again (the navigation badge counts pending ones).
 */
export async function articleChanged(
  queryClient: QueryClient,
  article: AdminArticle | null,
  id: number,
): Promise<void> {
  if (article) queryClient.setQueryData(articleKeys.detail(id), article);
  else queryClient.removeQueries({ queryKey: articleKeys.detail(id) });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: articleKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: articleKeys.revisions(id) }),
    queryClient.invalidateQueries({ queryKey: articleKeys.activity(id) }),
    // The shell's navigation counts (articles_pending) and the dashboard's figures.
    queryClient.invalidateQueries({
      queryKey: adminKeys.all,
      predicate: (query) => query.queryKey.includes('dashboard'),
    }),
  ]);
}
