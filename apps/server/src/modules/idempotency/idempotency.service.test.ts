import { describe, expect, it } from 'vitest';
import type { IdempotencyKeyRow } from '../../db/schema/index.js';
import type { IdempotencyKeyId, IdempotencyRepository } from './idempotency.repository.js';
import { createIdempotencyService, requestHash } from './idempotency.service.js';

const HOUR = 3_600_000;
const id: IdempotencyKeyId = { tenantId: 1, scope: 'user:1', key: 'k' };
const first = { method: 'POST', route: '/api/user/donations', params: {}, body: { amount: 9 } };
const second = { ...first, body: { amount: 10 } };

/**
 * An in-memory repository whose row can vanish between `find` and `deleteIfStale`, as it does
 * when this node's expiry sweep (or another node) deletes the same stale row at that moment.
 */
function racingRepository(row: IdempotencyKeyRow) {
  let stored: IdempotencyKeyRow | undefined = row;
  const claims: IdempotencyKeyId[] = [];
  const repository: IdempotencyRepository = {
    async claim(key) {
      if (stored) return false;
      claims.push(key);
      return true;
    },
    async find() {
      const found = stored;
      stored = undefined; // the sweep deletes it right after this read
      return found;
    },
    async deleteIfStale() {
      return false; // the sweep got there first
    },
    async complete() {},
    async release() {},
    async deleteExpired() {
      return 0;
    },
  };
  return { repository, claims };
}

function storedRow(createdAt: Date, completedAt: Date | null): IdempotencyKeyRow {
  return {
    ...id,
    method: first.method,
    route: first.route,
    requestHash: requestHash(first),
    statusCode: completedAt ? 201 : null,
    responseBody: completedAt ? '{"id":1}' : null,
    responseHeaders: completedAt ? {} : null,
    createdAt,
    completedAt,
  };
}

describe('claiming a key whose stale row another deletion removes first', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const service = (repository: IdempotencyRepository) =>
    createIdempotencyService({
      repository,
      now: () => now,
      policy: { sweepIntervalMs: Number.POSITIVE_INFINITY },
      logError: () => {},
    });

  it('runs the request again for a key older than 24 hours, whatever its body was', async () => {
    const created = new Date(now.getTime() - 25 * HOUR);
    const { repository, claims } = racingRepository(storedRow(created, created));
    await expect(service(repository).claim(id, second)).resolves.toEqual({ kind: 'claimed', id });
    expect(claims).toHaveLength(1);
  });

  it('takes over a key whose first request never answered', async () => {
    const created = new Date(now.getTime() - 2 * 60_000);
    const { repository } = racingRepository(storedRow(created, null));
    await expect(service(repository).claim(id, first)).resolves.toEqual({ kind: 'claimed', id });
  });

  it('still refuses a live key used with another body', async () => {
    const created = new Date(now.getTime() - HOUR);
    const { repository } = racingRepository(storedRow(created, created));
    await expect(service(repository).claim(id, second)).rejects.toMatchObject({ statusCode: 422 });
  });
});
