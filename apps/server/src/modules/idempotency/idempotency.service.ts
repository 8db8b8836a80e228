import { createHash } from 'node:crypto';
import type { IdempotencyStoredHeaders } from '../../db/schema/index.js';
import { conflict, HttpError } from '../../lib/http-errors.js';
import type { IdempotencyKeyId, IdempotencyRepository } from './idempotency.repository.js';

const HOUR = 3_600_000;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 printable ASCII characters',
  keyReused: 'Idempotency-Key was already used with a different request',
  inFlight:
    'A request with this Idempotency-Key is still being processed; retry once it has answered',
} as const;

export interface IdempotencyPolicy {
  /** How long a key is remembered (24 hours). */
  ttlMs: number;
  /**
   * A row still pending after this long belongs to a request that never answered (its node
   * died); a retry may then run again instead of getting 409 until the row expires.
   */
  abandonedAfterMs: number;
  /** At most one sweep of expired rows per this interval on each node. */
  sweepIntervalMs: number;
}

export const DEFAULT_IDEMPOTENCY_POLICY: IdempotencyPolicy = {
  ttlMs: 24 * HOUR,
  abandonedAfterMs: 60_000,
  sweepIntervalMs: 60_000,
};

/** What the caller asked, reduced to what decides "the same request". */
export interface IdempotentRequest {
  method: string;
  /** The route pattern, e.g. /api/admin/articles. */
  route: string;
  params: unknown;
  body: unknown;
}

export type ClaimOutcome =
  | { kind: 'claimed'; id: IdempotencyKeyId }
  | {
      kind: 'replay';
      statusCode: number;
      body: string;
      headers: IdempotencyStoredHeaders;
    };

/** JSON with object keys sorted at every depth, so key order never changes the hash. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, item]) => `${JSON.stringify(k)}:${canonicalJson(item)}`).join(',')}}`;
}

export function requestHash(request: IdempotentRequest): string {
  return createHash('sha256')
    .update(
      `${request.method}\n${request.route}\n${canonicalJson(request.params)}\n${canonicalJson(request.body)}`,
    )
    .digest('hex');
}

/** A key is 1-255 printable ASCII characters (space to tilde). */
export function isValidIdempotencyKey(key: string): boolean {
  return /^[\x20-\x7e]{1,255}$/.test(key);
}

/**
 * Whether an answer is final and so replayed to retries: 2xx and 4xx, except 409 and 429, which
 * say "not now" (a conflict or a limit) and may well differ on a retry. 5xx are never stored.
 */
export function isStorableStatus(statusCode: number): boolean {
  if (statusCode >= 200 && statusCode < 300) return true;
  return statusCode >= 400 && statusCode < 500 && statusCode !== 409 && statusCode !== 429;
}

/** Created before the expiry, or still pending long after its node should have answered. */
function isStale(
  row: { createdAt: Date; completedAt: Date | null },
  expiredBefore: Date,
  abandonedBefore: Date,
): boolean {
  if (row.createdAt < expiredBefore) return true;
  return row.completedAt === null && row.createdAt < abandonedBefore;
}

export interface IdempotencyServiceDeps {
  repository: IdempotencyRepository;
  policy?: Partial<IdempotencyPolicy>;
  now?: () => Date;
  logError: (error: unknown, message: string) => void;
}

export function createIdempotencyService(deps: IdempotencyServiceDeps) {
  const policy = { ...DEFAULT_IDEMPOTENCY_POLICY, ...deps.policy };
  const now = deps.now ?? (() => new Date());
  const { repository } = deps;
  let lastSweep = 0;

  /** Lazily deletes expired rows, at most once per interval, without holding up the request. */
  function sweep(at: Date) {
    if (at.getTime() - lastSweep < policy.sweepIntervalMs) return;
    lastSweep = at.getTime();
    repository
      .deleteExpired(new Date(at.getTime() - policy.ttlMs))
      .catch((error: unknown) => deps.logError(error, 'could not delete expired idempotency keys'));
  }

  return {
    policy,

    /**
     * Claims the key for this request, or answers the stored answer of its first use. Throws
     * 422 when the key was used for another request and 409 while its first use is in flight.
     */
    async claim(id: IdempotencyKeyId, request: IdempotentRequest): Promise<ClaimOutcome> {
      const at = now();
      sweep(at);
      const fingerprint = {
        method: request.method,
        route: request.route,
        requestHash: requestHash(request),
      };
      for (let attempt = 0; attempt < 2; attempt++) {
        if (await repository.claim(id, fingerprint, at)) return { kind: 'claimed', id };
        const existing = await repository.find(id);
        if (!existing) continue; // deleted in between: claim again
        const expiredBefore = new Date(at.getTime() - policy.ttlMs);
        const abandonedBefore = new Date(at.getTime() - policy.abandonedAfterMs);
        // Decided from the row read, not from whether this delete won: the sweep (or another
        // node) may have deleted the same stale row a moment ago, and it is stale all the same.
        if (isStale(existing, expiredBefore, abandonedBefore)) {
          await repository.deleteIfStale(id, expiredBefore, abandonedBefore);
          continue;
        }
        if (
          existing.requestHash !== fingerprint.requestHash ||
          existing.method !== fingerprint.method ||
          existing.route !== fingerprint.route
        ) {
          throw new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused);
        }
        if (existing.completedAt === null || existing.statusCode === null) {
          throw conflict(IDEMPOTENCY_MESSAGES.inFlight);
        }
        return {
          kind: 'replay',
          statusCode: existing.statusCode,
          body: existing.responseBody ?? '',
          headers: existing.responseHeaders ?? {},
        };
      }
      throw conflict(IDEMPOTENCY_MESSAGES.inFlight);
    },

    /** Stores the first answer (final ones only) or releases the key so a retry runs again. */
    async finish(
      id: IdempotencyKeyId,
      response: { statusCode: number; body: string | null; headers: IdempotencyStoredHeaders },
    ): Promise<void> {
      if (response.body === null || !isStorableStatus(response.statusCode)) {
        await repository.release(id);
        return;
      }
      await repository.complete(
        id,
        { statusCode: response.statusCode, body: response.body, headers: response.headers },
        now(),
      );
    },

    /** The request ended without an answer to store (aborted): let a retry run again. */
    async release(id: IdempotencyKeyId): Promise<void> {
      await repository.release(id);
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
