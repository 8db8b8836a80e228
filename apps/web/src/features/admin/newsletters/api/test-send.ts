import {
  ADMIN_NEWSLETTER_API_PATHS,
  newsletterAnswerSchema,
  type TestSendInput,
} from '@helionews/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { NEWSLETTER_CALL_FAILURES } from './keys';

/** POST /api/admin/newsletters/{id}/test {email, story_id}: one copy to that address. */
export function sendTest(newsletterId: number, input: TestSendInput): Promise<{ detail: string }> {
  return adminRequest(
    ADMIN_NEWSLETTER_API_PATHS.test(newsletterId),
    NEWSLETTER_CALL_FAILURES.test,
    {
      schema: newsletterAnswerSchema,
      method: 'POST',
      body: input,
    },
  );
}

export function useTestSend() {
  return useMutation({
    mutationFn: ({ newsletterId, input }: { newsletterId: number; input: TestSendInput }) =>
      sendTest(newsletterId, input),
  });
}
