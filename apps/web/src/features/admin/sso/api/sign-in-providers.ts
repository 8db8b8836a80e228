import {
  SOCIAL_LOGIN_API_PATHS,
  signInProvidersSchema,
  type SignInProviders,
  type SignInProvidersUpdate,
} from '@helionews/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';

/** The reader sign-in query, per user and tenant (under adminKeys.all). */
export const signInProviderKeys = {
  all: [...adminKeys.all, 'sign-in-providers'] as const,
};

/** What each call logs when it fails; the section shows the server's own sentence when it sent one. */
export const SIGN_IN_PROVIDER_CALL_FAILURES = {
  load: 'Failed to fetch reader sign-in providers',
  save: 'Failed to update reader sign-in providers',
} as const;

/** GET /api/admin/sign-in-providers: each provider's setup, the secret only as "set". */
export function getSignInProviders(signal?: AbortSignal): Promise<SignInProviders> {
  return adminRequest(SOCIAL_LOGIN_API_PATHS.adminProviders, SIGN_IN_PROVIDER_CALL_FAILURES.load, {
    schema: signInProvidersSchema,
    signal,
  });
}

export const useSignInProviders = () =>
  useQuery(
    queryOptions({
      queryKey: signInProviderKeys.all,
      queryFn: ({ signal }) => getSignInProviders(signal),
    }),
  );

/** PUT /api/admin/sign-in-providers: both providers; an empty secret keeps the stored one. */
export function useSaveSignInProviders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SignInProvidersUpdate) =>
      adminRequest(SOCIAL_LOGIN_API_PATHS.adminProviders, SIGN_IN_PROVIDER_CALL_FAILURES.save, {
        schema: signInProvidersSchema,
        method: 'PUT',
        body: update,
      }),
    onSuccess: (saved) => queryClient.setQueryData(signInProviderKeys.all, saved),
  });
}
