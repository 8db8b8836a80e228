import {
  ADMIN_NEWSLETTER_API_PATHS,
  newsletterPreviewSchema,
  type NewsletterPreview,
} from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { NEWSLETTER_CALL_FAILURES, newsletterKeys } from './keys';

/** GET /api/admin/newsletters/{id}/preview?story_id=: the message as recipients will get it. */
export function getPreview(
  newsletterId: number,
  storyId: number,
  signal?: AbortSignal,
): Promise<NewsletterPreview> {
  return adminRequest(
    ADMIN_NEWSLETTER_API_PATHS.preview(newsletterId),
    NEWSLETTER_CALL_FAILURES.preview,
    {
      schema: newsletterPreviewSchema,
      query: { story_id: storyId },
      signal,
    },
  );
}

export function previewQueryOptions(newsletterId: number, storyId: number) {
  return queryOptions({
    queryKey: newsletterKeys.preview(newsletterId, storyId),
    queryFn: ({ signal }) => getPreview(newsletterId, storyId, signal),
  });
}

/** `newsletterId` null: no newsletter chosen yet, nothing asked. */
export const usePreview = (newsletterId: number | null, storyId: number) =>
  useQuery({ ...previewQueryOptions(newsletterId ?? 0, storyId), enabled: newsletterId !== null });
