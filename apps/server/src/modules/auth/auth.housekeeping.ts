import type { FastifyBaseLogger } from 'fastify';
import { createIntervalRunner, type IntervalRunner } from '../../lib/interval-runner.js';
import type { AppMetrics } from '../../lib/metrics.js';
import type { AuthService } from './auth.service.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface AuthHousekeepingOptions {
  /** How often it runs; hourly when absent. */
  intervalMs?: number;
  /** Second-step challenges expired or used longer ago than this go; a day when absent. */
  challengeAgeMs?: number;
  /** Sessions expired or revoked longer ago than this go; 30 days when absent. */
  sessionAgeMs?: number;
}

export type AuthHousekeeping = IntervalRunner<{ challenges: number; sessions: number }>;

/**
 * Deletes the rows sign-ins leave behind once they serve nothing (issue 35): dead second-step
 * challenges and dead sessions. Deleting is idempotent, so every node may run it.
 */
export function createAuthHousekeeping(deps: {
  auth: Pick<AuthService, 'deleteDeadRows'>;
  logger: FastifyBaseLogger;
  metrics?: AppMetrics;
  options?: AuthHousekeepingOptions;
}): AuthHousekeeping {
  const ages = {
    challengeAgeMs: deps.options?.challengeAgeMs ?? DAY_MS,
    sessionAgeMs: deps.options?.sessionAgeMs ?? 30 * DAY_MS,
  };
  return createIntervalRunner(
    async () => {
      try {
        const deleted = await deps.auth.deleteDeadRows(ages);
        if (deleted.challenges + deleted.sessions > 0) {
          deps.logger.info(deleted, 'deleted dead sign-in challenges and sessions');
        }
        return deleted;
      } catch (error) {
        deps.logger.error({ err: error }, 'sign-in housekeeping failed');
        return { challenges: 0, sessions: 0 };
      }
    },
    deps.options?.intervalMs ?? HOUR_MS,
    deps.metrics && { name: 'auth_housekeeping', metrics: deps.metrics },
  );
}
