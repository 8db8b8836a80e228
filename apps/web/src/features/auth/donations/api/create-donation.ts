import {
  API_PATHS,
  donationSchema,
  type Donation,
  type DonationCreate,
} from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { accountKeys } from '../../session/api/query-keys';

/** One donation; `idempotencyKey` stays the same when the same submission is sent again. */
export function postDonation({
  input,
  idempotencyKey,
}: {
  input: DonationCreate;
  idempotencyKey: string;
}): Promise<Donation> {
  return apiPost(API_PATHS.donations, {
    schema: donationSchema,
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDonation,
    // The history reloads from the server, which orders it and knows the real total.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.donations() }),
  });
}
