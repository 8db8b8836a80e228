import { ADMIN_API_PATHS, adminAccessSchema, type AdminAccess } from '@helionews/contracts';
import { adminRequest } from '@/features/admin/shared/api/admin-request';

/**
 * POST /api/admin/access/sign-in: records the sign-in to the back-office (activity) and answers
 * the caller's access here. Resolves null on failure, which is only logged: the sign-in itself
 * has succeeded.
 */
export async function recordBackOfficeSignIn(): Promise<AdminAccess | null> {
  try {
    return await adminRequest(ADMIN_API_PATHS.accessSignIn, 'Failed to record sign-in', {
      schema: adminAccessSchema,
      method: 'POST',
    });
  } catch {
    // adminRequest has logged it.
    return null;
  }
}
