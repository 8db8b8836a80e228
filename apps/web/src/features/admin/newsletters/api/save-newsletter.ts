import {
  ADMIN_NEWSLETTER_API_PATHS,
  adminNewsletterSchema,
  type AdminNewsletter,
  type NewsletterInput,
} from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { NEWSLETTER_CALL_FAILURES, newsletterKeys } from './keys';

/** POST /api/admin/newsletters (id null) or PUT /api/admin/newsletters/{id}. */
export function saveNewsletter(
  id: number | null,
  input: NewsletterInput,
): Promise<AdminNewsletter> {
  return id === null
    ? adminRequest(ADMIN_NEWSLETTER_API_PATHS.newsletters, NEWSLETTER_CALL_FAILURES.create, {
        schema: adminNewsletterSchema,
        method: 'POST',
        body: input,
      })
    : adminRequest(ADMIN_NEWSLETTER_API_PATHS.newsletter(id), NEWSLETTER_CALL_FAILURES.update, {
        schema: adminNewsletterSchema,
        method: 'PUT',
        body: input,
      });
}

export function useSaveNewsletter(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsletterInput) => saveNewsletter(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.list() }),
  });
}
