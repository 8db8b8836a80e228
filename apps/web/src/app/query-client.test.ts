import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { shouldRetry } from './query-client';

describe('query retry policy', () => {
  it.each([400, 401, 403, 404, 422])('does not retry a %i', (status) => {
    expect(shouldRetry(0, new ApiError(status, 'no'))).toBe(false);
  });

  it.each([0, 408, 429, 500, 503])('retries a %i twice', (status) => {
    const error = new ApiError(status, 'maybe later');
    expect([shouldRetry(0, error), shouldRetry(1, error), shouldRetry(2, error)]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
