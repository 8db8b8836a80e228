import {
  ADMIN_NEWSLETTER_API_PATHS,
  newsletterSendSchema,
  type NewsletterSend,
  type SendCreateInput,
} from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { NEWSLETTER_CALL_FAILURES, newsletterKeys } from './keys';

/** POST /api/admin/newsletters/{id}/sends {story_id, send_at?}: 202 with the send. */
export function createSend(newsletterId: number, input: SendCreateInput): Promise<NewsletterSend> {
  return adminRequest(
    ADMIN_NEWSLETTER_API_PATHS.sends(newsletterId),
    NEWSLETTER_CALL_FAILURES.createSend,
    {
      schema: newsletterSendSchema,
      method: 'POST',
      body: input,
    },
  );
}

export function useCreateSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ newsletterId, input }: { newsletterId: number; input: SendCreateInput }) =>
      createSend(newsletterId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}
