import {
  API_PATHS,
  preferencesSchema,
  type Preferences,
  type UserProfile,
} from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { accountKeys } from '../../session/api/query-keys';

/** The server merges what is sent into the stored preferences and answers with the result. */
export function putPreferences(preferences: Preferences): Promise<Preferences> {
  return apiPut(API_PATHS.preferences, { schema: preferencesSchema, body: preferences });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putPreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData<UserProfile>(accountKeys.profile(), (user) =>
        user ? { ...user, preferences } : user,
      );
    },
  });
}
