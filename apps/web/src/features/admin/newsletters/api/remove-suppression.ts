import { ADMIN_NEWSLETTER_API_PATHS } from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { NEWSLETTER_CALL_FAILURES, newsletterKeys } from './keys';

/** DELETE /api/admin/newsletter-suppressions/{id}: the address may be mailed again. */
export async function removeSuppression(id: number): Promise<void> {
  await adminRequest(
    ADMIN_NEWSLETTER_API_PATHS.suppression(id),
    NEWSLETTER_CALL_FAILURES.removeSuppression,
    { schema: z.unknown(), method: 'DELETE' },
  );
}

export function useRemoveSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSuppression,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...newsletterKeys.all, 'suppressions'] }),
  });
}
