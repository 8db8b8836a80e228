import { createHmac, randomBytes } from 'node:crypto';
import type { DeviceClass } from '@helionews/contracts';
import type { AnalyticsBatch } from './analytics.repository.js';

/**
 * Each node's page-view buffer. Recording a view only adds to counters in memory (no I/O, no
 * crypto); every few seconds, and when the app closes, the counters are written as one batch in
 * one transaction of `INSERT ... ON CONFLICT DO UPDATE SET views = views + excluded.views`.
 *
 * The client address and User-Agent live in memory only until the next flush, where they become
 * a visitor hash: HMAC-SHA256 over (tenant, day, address, User-Agent) keyed with a salt derived
 * for that day and tenant from the platform's secret (one database row, so every node agrees).
 * Neither the address nor the User-Agent is ever written anywhere.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the buffered page views now (tests; the app also flushes on a timer and on close). */
    analyticsFlush(): Promise<void>;
  }
}

export interface PageView {
  tenantId: number;
  /** Normalised path (see normalisePath). */
  path: string;
  storyId: number;
  /** Host name of another site, or null. */
  referrer: string | null;
  device: DeviceClass;
  ip: string;
  userAgent: string;
  at: Date;
}

export interface AnalyticsRecorderDeps {
  /** The platform secret (created on first use). */
  loadSecret: (candidate: string) => Promise<string>;
  /** Writes one batch in one transaction. */
  writeBatch: (batch: AnalyticsBatch) => Promise<void>;
  flushIntervalMs: number;
  /** Distinct counters held before a flush starts early. */
  maxBufferedKeys?: number;
  logError: (error: unknown, message: string) => void;
}

const SEP = '\u0000';
const DEFAULT_MAX_KEYS = 50_000;

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

function add(map: Map<string, number>, key: string, count = 1) {
  map.set(key, (map.get(key) ?? 0) + count);
}

interface Counters {
  pageViews: Map<string, number>;
  visitors: Map<string, number>;
  referrers: Map<string, number>;
  devices: Map<string, number>;
  searchMisses: Map<string, number>;
}

const emptyCounters = (): Counters => ({
  pageViews: new Map(),
  visitors: new Map(),
  referrers: new Map(),
  devices: new Map(),
  searchMisses: new Map(),
});

const sizeOf = (b: Counters) =>
  b.pageViews.size + b.visitors.size + b.referrers.size + b.devices.size + b.searchMisses.size;

/** The salt of one tenant and day, derived from the platform secret. */
export function dailySalt(secret: string, tenantId: number, day: string) {
  return createHmac('sha256', secret).update(`visitor-salt${SEP}${tenantId}${SEP}${day}`).digest();
}

/** The day's pseudonymous visitor: changes every day and differs between tenants. */
export function visitorHash(
  secret: string,
  tenantId: number,
  day: string,
  ip: string,
  userAgent: string,
  salt: Uint8Array = dailySalt(secret, tenantId, day),
): string {
  return createHmac('sha256', salt)
    .update([tenantId, day, ip, userAgent].join(SEP))
    .digest('hex')
    .slice(0, 32);
}

export function createAnalyticsRecorder(deps: AnalyticsRecorderDeps) {
  const maxKeys = deps.maxBufferedKeys ?? DEFAULT_MAX_KEYS;
  let buffer = emptyCounters();
  let secret: Promise<string> | null = null;
  let flushing: Promise<void> | null = null;
  let closed = false;

  const secretOnce = () => {
    secret ??= deps.loadSecret(randomBytes(32).toString('base64url')).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };

  async function write(taken: Counters): Promise<void> {
    const key = await secretOnce();
    const split = (k: string) => k.split(SEP);
    const batch: AnalyticsBatch = {
      pageViews: [...taken.pageViews].map(([k, views]) => {
        const [tenantId, day, storyId, path] = split(k);
        return {
          tenantId: Number(tenantId),
          day: day ?? '',
          storyId: Number(storyId),
          path: path ?? '/',
          views,
        };
      }),
      visitors: [],
      referrers: [...taken.referrers].map(([k, views]) => {
        const [tenantId, day, domain] = split(k);
        return { tenantId: Number(tenantId), day: day ?? '', domain: domain ?? '', views };
      }),
      devices: [...taken.devices].map(([k, views]) => {
        const [tenantId, day, device] = split(k);
        return {
          tenantId: Number(tenantId),
          day: day ?? '',
          device: (device ?? 'desktop') as DeviceClass,
          views,
        };
      }),
      searchMisses: [...taken.searchMisses].map(([k, searches]) => {
        const [tenantId, day, term] = split(k);
        return { tenantId: Number(tenantId), day: day ?? '', term: term ?? '', searches };
      }),
    };
    // Two addresses of one visitor hash alike only by chance; rows are merged per hash anyway.
    const visitors = new Map<string, AnalyticsBatch['visitors'][number]>();
    // One salt per tenant and day of the batch.
    const salts = new Map<string, Uint8Array>();
    for (const [k, views] of taken.visitors) {
      const [tenantId, day, ip, userAgent] = split(k);
      const saltKey = `${tenantId}${SEP}${day}`;
      let salt = salts.get(saltKey);
      if (!salt) {
        salt = dailySalt(key, Number(tenantId), day ?? '');
        salts.set(saltKey, salt);
      }
      const hash = visitorHash(key, Number(tenantId), day ?? '', ip ?? '', userAgent ?? '', salt);
      const id = `${tenantId}${SEP}${day}${SEP}${hash}`;
      const known = visitors.get(id);
      if (known) known.views += views;
      else
        visitors.set(id, { tenantId: Number(tenantId), day: day ?? '', visitorHash: hash, views });
    }
    batch.visitors = [...visitors.values()];
    await deps.writeBatch(batch);
  }

  /** Puts counters of a failed batch back, to be written with the next one. */
  function restore(taken: Counters) {
    for (const name of Object.keys(taken) as (keyof Counters)[]) {
      for (const [k, count] of taken[name]) add(buffer[name], k, count);
    }
  }

  function flush(): Promise<void> {
    if (flushing) return flushing.then(() => (sizeOf(buffer) > 0 ? flush() : undefined));
    if (sizeOf(buffer) === 0) return Promise.resolve();
    const taken = buffer;
    buffer = emptyCounters();
    flushing = write(taken)
      .catch((error: unknown) => {
        deps.logError(error, 'could not write page views; kept for the next flush');
        if (!closed && sizeOf(buffer) < maxKeys * 2) restore(taken);
      })
      .finally(() => {
        flushing = null;
      });
    return flushing;
  }

  const timer = setInterval(() => void flush(), deps.flushIntervalMs);
  timer.unref();

  const overfull = () => {
    if (sizeOf(buffer) >= maxKeys && !flushing) void flush();
  };

  return {
    /** Counts one page view in memory. */
    recordView(view: PageView): void {
      if (closed) return;
      const day = utcDay(view.at);
      const head = `${view.tenantId}${SEP}${day}${SEP}`;
      add(buffer.pageViews, `${head}${view.storyId}${SEP}${view.path}`);
      add(buffer.visitors, `${head}${view.ip}${SEP}${view.userAgent}`);
      if (view.referrer) add(buffer.referrers, `${head}${view.referrer}`);
      add(buffer.devices, `${head}${view.device}`);
      overfull();
    },

    /** Counts one search that found nothing (the term already normalised). */
    recordSearchMiss(tenantId: number, term: string, at: Date): void {
      if (closed || !term) return;
      add(buffer.searchMisses, `${tenantId}${SEP}${utcDay(at)}${SEP}${term}`);
      overfull();
    },

    /** Writes what is buffered now (tests, shutdown). */
    flush,

    /** Stops the timer and writes the rest. */
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
      closed = true;
    },
  };
}

export type AnalyticsRecorder = ReturnType<typeof createAnalyticsRecorder>;
