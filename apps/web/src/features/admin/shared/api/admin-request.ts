import { API_PATHS } from '@helionews/contracts';
import type { z } from 'zod';
import { apiRequest, isApiError, type ApiError, type ApiRequestOptions } from '@/lib/api-client';

export { API_PATHS };

/**
 * A failed back-office call (SPEC section 7): logged, then thrown with the spec's generic
 * 'Failed to ...' text. The server's own answer stays reachable as `cause` (status, detail and
 * field errors), so a form can still show which field was wrong.
 */
export class AdminCallError extends Error {
  override readonly name = 'AdminCallError';
  constructor(
    message: string,
    override readonly cause: ApiError | Error,
  ) {
    super(message);
  }

  get status(): number {
    return isApiError(this.cause) ? this.cause.status : 0;
  }

  /** The server's sentence when it sent one ('A tenant with this slug already exists'). */
  get serverDetail(): string | null {
    return isApiError(this.cause) && this.cause.fromServer ? this.cause.detail : null;
  }
}

export function isAdminCallError(error: unknown): error is AdminCallError {
  return error instanceof AdminCallError;
}

/**
 * Every admin call goes through here: `failure` is SPEC section 8's text for this call
 * ('Failed to fetch users'). Cancellation passes through untouched for TanStack Query.
 */
export async function adminRequest<TSchema extends z.ZodType>(
  path: string,
  failure: string,
  options: ApiRequestOptions<TSchema>,
): Promise<z.infer<TSchema>> {
  try {
    return await apiRequest(path, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    console.error(failure, error);
    throw new AdminCallError(failure, error instanceof Error ? error : new Error(String(error)));
  }
}
