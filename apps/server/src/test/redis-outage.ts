import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterEach, expect } from 'vitest';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { createMemoryMailer } from '../lib/mailer.js';
import { nextClientAddress, registerReader } from './auth.js';
import { createTestDatabase } from './database.js';
import { createTenant } from './factories.js';

/** What the Redis outage tests (auth.redis-outage*.test.ts) share: an app that logs to memory. */
export interface LogLine {
  level: number;
  msg: string;
  redis?: string;
}

export interface OutageApp {
  app: FastifyInstance;
  logs: LogLine[];
  close(): Promise<void>;
}

export const cleanups: (() => Promise<void>)[] = [];

/** Registers the clean-up of everything a test opened; call once at the top of a test file. */
export function closeAfterEach(): void {
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()?.();
  });
}

export async function outageApp(redis: Redis, namespace: string): Promise<OutageApp> {
  const database: DatabaseHandle = await createTestDatabase();
  const logs: LogLine[] = [];
  const app = await buildApp({
    database,
    mailer: createMemoryMailer(),
    redis,
    redisNamespace: namespace,
    logger: {
      level: 'info',
      stream: { write: (line: string) => logs.push(JSON.parse(line) as LogLine) },
    },
  });
  await app.ready();
  await createTenant(database.db, { slug: 'helionews' });
  const close = async () => {
    await app.close();
    await database.close();
    redis.disconnect();
  };
  cleanups.push(close);
  return { app, logs, close };
}

export const login = (
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

export const outageWarnings = (logs: LogLine[]) => logs.filter((line) => line.redis === 'down');

/** Five failures from one address lock it out of the account; the owner elsewhere gets in. */
export async function expectLockoutPerNode(app: FastifyInstance) {
  const owner = await registerReader(app);
  const attacker = nextClientAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    statuses.push((await login(app, owner.email, `guess-${i}-password`, attacker)).statusCode);
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  expect((await login(app, owner.email, owner.password, nextClientAddress())).statusCode).toBe(200);
}
