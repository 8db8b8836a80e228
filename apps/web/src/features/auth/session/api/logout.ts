import { API_PATHS } from '@helionews/contracts';
import { apiPost, readerSchema } from '@/lib/api-client';

/** Revokes the stored token on the server (204, no body). */
export async function postLogout(): Promise<void> {
  await apiPost(API_PATHS.logout, { schema: readerSchema('noContentSchema') });
}
