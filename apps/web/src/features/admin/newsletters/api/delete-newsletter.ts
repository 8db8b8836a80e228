import { ADMIN_NEWSLETTER_API_PATHS } from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { NEWSLETTER_CALL_FAILURES, newsletterKeys } from './keys';

/** DELETE /api/admin/newsletters/{id}: the newsletter, its subscribers and its sends. */
export async function deleteNewsletter(id: number): Promise<void> {
  await adminRequest(ADMIN_NEWSLETTER_API_PATHS.newsletter(id), NEWSLETTER_CALL_FAILURES.remove, {
    schema: z.unknown(),
    method: 'DELETE',
  });
}

export function useDeleteNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNewsletter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}
