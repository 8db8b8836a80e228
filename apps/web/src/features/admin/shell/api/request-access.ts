import { ADMIN_API_PATHS, messageResponseSchema, type MessageResponse } from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';

/** POST /api/admin/access/request -> 202 {detail}: asks this tenant's admins for a role. */
export function postAccessRequest(): Promise<MessageResponse> {
  return adminRequest(ADMIN_API_PATHS.accessRequest, 'Failed to request access', {
    schema: messageResponseSchema,
    method: 'POST',
  });
}

export function useRequestAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAccessRequest,
    // access_requested is now true.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.access() }),
  });
}
