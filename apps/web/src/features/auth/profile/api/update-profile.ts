import {
  API_PATHS,
  userProfileSchema,
  type ProfileUpdateRequest,
  type UserProfile,
} from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { accountKeys } from '../../session/api/query-keys';

/** PUT /api/auth/user/profile: the fields sent change; the server answers with the account. */
export function putProfile(update: ProfileUpdateRequest): Promise<UserProfile> {
  return apiPut(API_PATHS.profile, { schema: userProfileSchema, body: update });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putProfile,
    onSuccess: (user) => {
      queryClient.setQueryData<UserProfile>(accountKeys.profile(), user);
    },
  });
}
