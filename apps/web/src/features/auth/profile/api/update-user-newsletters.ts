import {
  NEWSLETTER_API_PATHS,
  userNewslettersSchema,
  type UserNewsletters,
  type UserNewslettersUpdate,
} from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { userNewslettersKey } from './get-user-newsletters';

/** PUT /api/auth/user/newsletters: exactly the ones to receive; answers the new state. */
export function putUserNewsletters(update: UserNewslettersUpdate): Promise<UserNewsletters> {
  return apiPut(NEWSLETTER_API_PATHS.mine, { schema: userNewslettersSchema, body: update });
}

export function useUpdateUserNewsletters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUserNewsletters,
    onSuccess: (saved) => queryClient.setQueryData(userNewslettersKey(), saved),
  });
}
