import {
  ADMIN_NEWSLETTER_API_PATHS,
  newsletterSendSchema,
  type NewsletterSend,
} from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { NEWSLETTER_CALL_FAILURES, newsletterKeys } from './keys';

export type SendAction = 'retryFailed' | 'cancel';

/**
 * POST /api/admin/newsletter-sends/{id}/retry-failed (the failed deliveries queued again) or
 * .../cancel (what is still queued stays unsent): the send as it now is.
 */
export function runSendAction(id: number, action: SendAction): Promise<NewsletterSend> {
  const path =
    action === 'retryFailed'
      ? ADMIN_NEWSLETTER_API_PATHS.sendRetryFailed(id)
      : ADMIN_NEWSLETTER_API_PATHS.sendCancel(id);
  return adminRequest(path, NEWSLETTER_CALL_FAILURES[action], {
    schema: newsletterSendSchema,
    method: 'POST',
  });
}

export function useSendAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SendAction) => runSendAction(id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}
