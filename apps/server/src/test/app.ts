import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp, type BuildAppOptions } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { createMemoryMailer, type MailMessage } from '../lib/mailer.js';
import { connectRedis } from '../lib/redis.js';
import { createTestDatabase } from './database.js';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Mails the app sent, in order. */
  mail: MailMessage[];
  redis: Redis | null;
  close(): Promise<void>;
}

export type TestAppOptions = Omit<BuildAppOptions, 'database' | 'mailer' | 'redis'>;

/**
 * The real app on a fresh database, without the web bundle. With TEST_REDIS_URL set, counters
 * live in that Redis under a namespace of their own, as they would across app nodes.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const redis = process.env.TEST_REDIS_URL ? await connectRedis(process.env.TEST_REDIS_URL) : null;
  const mailer = createMemoryMailer();
  const namespace = `helionews-test:${randomBytes(4).toString('hex')}:`;
  const app = await buildApp({ database, mailer, redis, redisNamespace: namespace, ...options });
  await app.ready();
  return {
    app,
    database,
    mail: mailer.sent,
    redis,
    close: async () => {
      await app.close();
      await database.close();
      if (redis) {
        const keys = await redis.keys(`${namespace}*`);
        if (keys.length > 0) await redis.del(...keys);
        redis.disconnect();
      }
    },
  };
}
