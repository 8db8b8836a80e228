import {
  ADMIN_API_PATHS,
  adminArticleSchema,
  articleRevisionListSchema,
  articleRevisionSchema,
  type AdminArticle,
  type ArticleRevision,
  type ArticleRevisionList,
} from '@helionews/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { ARTICLE_CLIENT_ERRORS, articleKeys } from './articles';

/** GET /api/admin/articles/{id}/revisions: the versions kept before each save, newest first. */
export function revisionListQueryOptions(articleId: number) {
  return queryOptions({
    queryKey: articleKeys.revisions(articleId),
    queryFn: ({ signal }): Promise<ArticleRevisionList> =>
      adminRequest(
        ADMIN_API_PATHS.articleRevisions(articleId),
        ARTICLE_CLIENT_ERRORS.fetchRevisions,
        {
          schema: articleRevisionListSchema,
          signal,
        },
      ),
  });
}

/** One kept version, with its body and fields, to compare with the current one. */
export function revisionQueryOptions(articleId: number, revisionId: number) {
  return queryOptions({
    queryKey: articleKeys.revision(articleId, revisionId),
    queryFn: ({ signal }): Promise<ArticleRevision> =>
      adminRequest(
        ADMIN_API_PATHS.articleRevision(articleId, revisionId),
        ARTICLE_CLIENT_ERRORS.fetchRevision,
        { schema: articleRevisionSchema, signal },
      ),
    // A kept version never changes.
    staleTime: Infinity,
  });
}

/** POST .../revisions/{revisionId}/restore: the article becomes that version again (editors). */
export function restoreRevision(articleId: number, revisionId: number): Promise<AdminArticle> {
  return adminRequest(
    ADMIN_API_PATHS.articleRevisionRestore(articleId, revisionId),
    ARTICLE_CLIENT_ERRORS.restoreRevision,
    { schema: adminArticleSchema, method: 'POST' },
  );
}
