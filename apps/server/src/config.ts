import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REALTIME_MAX_STREAMS_PER_IP } from '@helionews/contracts';
import { z } from 'zod';
import { parsePurgeUrls } from './lib/edge-purge.js';
import { parseAllowHosts } from './lib/safe-fetch.js';
import { DEFAULT_REQUEST_LOG, type RequestLogMode } from './plugins/request-log.js';

/** The one place that reads process.env. Everything else receives a `Config`. */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlWithProtocols = (protocols: readonly string[], label: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a ${label} URL (${protocols.map((p) => `${p}//`).join(' or ')})` },
  );

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'PostgreSQL').optional(),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'Redis').optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'SMTP').optional(),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'http(s)').optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).default('admin@helionews.local'),
  ADMIN_PASSWORD: z
    .string()
    .min(8, { error: 'must be at least 8 characters' })
    .max(128, { error: 'must be at most 128 characters' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Which requests get a log line: failed and slow ones (slow), every one (all), or a share of
  // the others as well (a fraction such as 0.01).
  LOG_REQUESTS: z
    .union([
      z.enum(['slow', 'all']),
      z.coerce
        .number({ error: 'must be slow, all or a fraction between 0 and 1' })
        .gt(0, { error: 'must be slow, all or a fraction between 0 and 1' })
        .lte(1, { error: 'must be slow, all or a fraction between 0 and 1' }),
    ])
    .default(DEFAULT_REQUEST_LOG.mode),
  SLOW_REQUEST_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(1, { error: 'must be at least 1' })
    .default(DEFAULT_REQUEST_LOG.slowMs),
  SEED_DEMO: booleanFromEnv.default(true),
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-fA-F.:/,\s]+$/, {
      error: 'must be a comma-separated list of IP addresses or CIDR ranges',
    })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // The News Scheduler promises publication within 30 s of the due time: a tick at most every 25 s.
  SCHEDULER_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(100, { error: 'must be between 100 and 25000' })
    .max(25_000, { error: 'must be between 100 and 25000' })
    .default(5_000),
  // Internal hosts feeds may be fetched from (every other private address stays refused).
  FEEDS_ALLOW_HOSTS: z
    .string()
    .regex(/^[\w.:[\],\s-]+$/, {
      error: 'must be a comma-separated list of host names or IP addresses',
    })
    .optional(),
  // Internal identity providers (a company's own OpenID issuer) sign-in may reach.
  OIDC_ALLOW_HOSTS: z
    .string()
    .regex(/^[\w.:[\],\s-]+$/, {
      error: 'must be a comma-separated list of host names or IP addresses',
    })
    .optional(),
  // A new or re-enabled feed is fetched within 30 s: the poller ticks at most every 25 s.
  FEEDS_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(100, { error: 'must be between 100 and 25000' })
    .max(25_000, { error: 'must be between 100 and 25000' })
    .default(10_000),
  // How often each node writes its buffered page views (analytics) to the database.
  ANALYTICS_FLUSH_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(100, { error: 'must be between 100 and 60000' })
    .max(60_000, { error: 'must be between 100 and 60000' })
    .default(5_000),
  // Memory for cached reader responses (identity + gzip + brotli bodies), per app node.
  CACHE_MAX_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int({ error: 'must be a whole number of megabytes' })
    .min(1, { error: 'must be between 1 and 65536' })
    .max(65_536, { error: 'must be between 1 and 65536' })
    .default(64),
  // How long after an edit a cached copy may still be served while it is re-rendered (issue 31).
  CACHE_STALE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(0, { error: 'must be between 0 and 3600' })
    .max(3600, { error: 'must be between 0 and 3600' })
    .default(60),
  // Render worker threads per node (issue 31): one per CPU when unset; 0 renders on the main
  // thread (a profile of the renders themselves, a machine with one core).
  RENDER_WORKERS: z.coerce
    .number({ error: 'must be a number of worker threads' })
    .int({ error: 'must be a whole number of worker threads' })
    .min(0, { error: 'must be between 0 and 256' })
    .max(256, { error: 'must be between 0 and 256' })
    .optional(),
  // Renders that may wait for a free worker before the next page is refused with 503 and
  // Retry-After (4 per worker when unset: RENDER_QUEUE_PER_WORKER in pages.routes.ts).
  RENDER_QUEUE_LIMIT: z.coerce
    .number({ error: 'must be a number of renders' })
    .int({ error: 'must be a whole number of renders' })
    .min(0, { error: 'must be between 0 and 100000' })
    .max(100_000, { error: 'must be between 0 and 100000' })
    .optional(),
  // Rounds of the renderer's sample pages each render worker draws before the node reports
  // ready (issue 31, first contact): a fresh renderer's first pages run uncompiled code.
  RENDER_WARM_UP: z.coerce
    .number({ error: 'must be a number of rounds' })
    .int({ error: 'must be a whole number of rounds' })
    .min(0, { error: 'must be between 0 and 20' })
    .max(20, { error: 'must be between 0 and 20' })
    .default(2),
  // Open realtime news streams one client address may hold on each node (429 beyond).
  REALTIME_MAX_STREAMS_PER_IP: z.coerce
    .number({ error: 'must be a number of streams' })
    .int({ error: 'must be a whole number of streams' })
    .min(1, { error: 'must be between 1 and 100000' })
    .max(100_000, { error: 'must be between 1 and 100000' })
    .default(REALTIME_MAX_STREAMS_PER_IP),
  // Prometheus /metrics: on a port of its own (only it serves /metrics), else on PORT for this
  // bearer token; with neither, /metrics is not served at all.
  METRICS_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be between 1 and 65535' })
    .max(65535, { error: 'must be between 1 and 65535' })
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .max(256, { error: 'must be at most 256 characters' })
    .regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' })
    .optional(),
  // After SIGTERM: how long the node keeps serving, readiness already 503, before it closes its
  // listener (a proxy checking /api/ready moves away meanwhile); the exit stays within 10 s.
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(0, { error: 'must be between 0 and 6000' })
    .max(6_000, { error: 'must be between 0 and 6000' })
    .default(3_000),
  // Edge caches (Varnish, a Fastly or Cloudflare relay) that get a soft purge by tag on every
  // change, and the secret sent with it (docs/deploy.md, "Edge cache").
  EDGE_PURGE_URLS: z
    .string()
    .refine(
      (value) => {
        try {
          parsePurgeUrls(value);
          return true;
        } catch {
          return false;
        }
      },
      { error: 'must be a comma-separated list of http(s) URLs' },
    )
    .optional(),
  EDGE_PURGE_SECRET: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .max(256, { error: 'must be at most 256 characters' })
    .regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' })
    .optional(),
  // Newsletters (issue 32): the secret the mail provider's bounce and complaint webhook sends as
  // X-Webhook-Secret (POST /api/newsletters/events answers 404 without it).
  NEWSLETTER_WEBHOOK_SECRET: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .max(256, { error: 'must be at most 256 characters' })
    .regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' })
    .optional(),
  // Membership (issue 33): TESTS ONLY. Sends every Stripe API call to this origin (a local fake
  // Stripe, src/test/stripe-server.ts) instead of api.stripe.com. Never set it in production.
  STRIPE_API_BASE: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  // The media library's files (issue 34): in an S3-compatible bucket when S3_BUCKET is set,
  // else below DATA_DIR/uploads. S3_PUBLIC_URL is where readers fetch them (a CDN, the bucket).
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name' })
    .optional(),
  S3_ENDPOINT: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  // Newsletter messages each node hands to SMTP per second, and the connections it keeps open.
  MAIL_RATE_PER_SECOND: z.coerce
    .number({ error: 'must be a number of messages' })
    .int({ error: 'must be a whole number of messages' })
    .min(1, { error: 'must be between 1 and 100000' })
    .max(100_000, { error: 'must be between 1 and 100000' })
    .default(50),
  MAIL_CONCURRENCY: z.coerce
    .number({ error: 'must be a number of connections' })
    .int({ error: 'must be a whole number of connections' })
    .min(1, { error: 'must be between 1 and 100' })
    .max(100, { error: 'must be between 1 and 100' })
    .default(5),
  // DKIM signing of every mail (nodemailer's dkim option): all three or none.
  MAIL_DKIM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, { error: 'must be a domain name' })
    .optional(),
  MAIL_DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9._-]+$/i, { error: 'must be a DKIM selector' })
    .optional(),
  // The private key in PEM (newlines may be written as \n), or the path of a file holding it.
  MAIL_DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  // How often each node looks for newsletter work (due sends, queued deliveries, digests).
  NEWSLETTERS_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(50, { error: 'must be between 50 and 60000' })
    .max(60_000, { error: 'must be between 50 and 60000' })
    .default(2_000),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  adminEmail: string;
  adminPassword: string | undefined;
  logLevel: string;
  /** Which requests are logged (LOG_REQUESTS): slow and failed ones, all, or a sampled share. */
  logRequests: RequestLogMode;
  /** From how long a request counts as slow and is logged (SLOW_REQUEST_MS). */
  slowRequestMs: number;
  seedDemo: boolean;
  /** Proxies whose X-Forwarded-For is believed; empty: the socket address is the client. */
  trustProxy: string[];
  mailFrom: string;
  /** How often each app node looks for stories due to be published or taken down. */
  schedulerIntervalMs: number;
  /** Internal hosts feeds may be fetched from (FEEDS_ALLOW_HOSTS); empty: none. */
  feedsAllowHosts: string[];
  /** How often each app node looks for feeds due to be fetched. */
  feedsIntervalMs: number;
  /** Internal identity-provider hosts sign-in may reach (OIDC_ALLOW_HOSTS); empty: none. */
  oidcAllowHosts: string[];
  /** How often buffered page views are written (ANALYTICS_FLUSH_MS). */
  analyticsFlushMs: number;
  /** Bytes the response cache may hold (CACHE_MAX_MB). */
  cacheMaxBytes: number;
  /** How long after an edit a stale copy may still be served (CACHE_STALE_SECONDS). */
  cacheStaleBoundMs: number;
  /** Render worker threads (RENDER_WORKERS): one per CPU by default; 0: the main thread. */
  renderWorkers: number;
  /** Renders that may wait before a 503 (RENDER_QUEUE_LIMIT); undefined: 4 per worker. */
  renderQueueLimit: number | undefined;
  /** Rounds of sample pages each renderer draws before the node is ready (RENDER_WARM_UP). */
  renderWarmUpRounds: number;
  /** Open realtime streams per client address on each node. */
  realtimeMaxStreamsPerIp: number;
  /** After SIGTERM, how long the node serves on with readiness 503 (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  /** A listener of its own for /metrics on HOST (METRICS_PORT); undefined: none. */
  metricsPort: number | undefined;
  /** Bearer token /metrics requires (METRICS_TOKEN); undefined: none. */
  metricsToken: string | undefined;
  /** Edge caches sent a soft purge by tag on every change (EDGE_PURGE_URLS); empty: none. */
  edgePurgeUrls: string[];
  /** Sent with each purge as X-Purge-Secret (EDGE_PURGE_SECRET); null: none. */
  edgePurgeSecret: string | null;
  /** X-Webhook-Secret of POST /api/newsletters/events (NEWSLETTER_WEBHOOK_SECRET); null: off. */
  newsletterWebhookSecret: string | null;
  /** STRIPE_API_BASE: tests only, Stripe calls go to this origin (a fake); null: api.stripe.com. */
  stripeApiBase: string | null;
  /** Newsletter sending: messages per second, SMTP connections, DKIM (MAIL_*). */
  mail: {
    ratePerSecond: number;
    concurrency: number;
    dkim: { domainName: string; keySelector: string; privateKey: string } | null;
  };
  /** How often each node looks for newsletter work (NEWSLETTERS_INTERVAL_MS). */
  newslettersIntervalMs: number;
  /** The media library's bucket (S3_*); null: its files stay below DATA_DIR/uploads. */
  s3: {
    bucket: string;
    endpoint: string | undefined;
    region: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    publicUrl: string | undefined;
    forcePathStyle: boolean;
  } | null;
}

function mailDomain(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return host === 'localhost' || /^[\d.]+$/.test(host) ? 'helionews.local' : host;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** MAIL_DKIM_*: all three or none; the key is PEM text (`\n` for newlines) or a file's path. */
function dkimOf(
  domainName: string | undefined,
  keySelector: string | undefined,
  key: string | undefined,
  baseDir: string,
): Config['mail']['dkim'] {
  const given = [domainName, keySelector, key].filter((value) => value !== undefined).length;
  if (given === 0) return null;
  if (!domainName || !keySelector || !key) {
    throw new ConfigError(
      'Invalid configuration: MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY go together',
    );
  }
  let privateKey = key.replace(/\\n/g, '\n');
  if (!privateKey.includes('-----BEGIN')) {
    try {
      privateKey = readFileSync(path.resolve(baseDir, key), 'utf8');
    } catch {
      throw new ConfigError(
        'Invalid configuration: MAIL_DKIM_PRIVATE_KEY is neither a PEM key nor a readable file',
      );
    }
  }
  return { domainName: domainName.toLowerCase(), keySelector, privateKey };
}

/**
 * Parses the environment. Empty strings count as unset so that `PORT= npm start` behaves like
 * no PORT at all. On bad input throws a ConfigError whose message is one line naming the variable.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  baseDir: string = env.INIT_CWD ?? process.cwd(),
): Config {
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const raw = env[variable];
    const secret =
      variable.endsWith('PASSWORD') ||
      variable.endsWith('TOKEN') ||
      variable.endsWith('SECRET') ||
      variable.endsWith('_KEY');
    const shown = secret || raw === undefined ? '' : ` (got "${raw}")`;
    throw new ConfigError(
      `Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}${shown}`,
    );
  }
  const e = result.data;
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      `Invalid configuration: METRICS_PORT must differ from PORT (got "${e.METRICS_PORT}")`,
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    // npm runs workspace scripts inside the workspace; INIT_CWD keeps ./data where the user typed.
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    slowRequestMs: e.SLOW_REQUEST_MS,
    seedDemo: e.SEED_DEMO,
    trustProxy: (e.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    mailFrom: e.MAIL_FROM ?? `HelioNews <no-reply@${mailDomain(e.PUBLIC_URL)}>`,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    feedsAllowHosts: parseAllowHosts(e.FEEDS_ALLOW_HOSTS),
    feedsIntervalMs: e.FEEDS_INTERVAL_MS,
    oidcAllowHosts: parseAllowHosts(e.OIDC_ALLOW_HOSTS),
    analyticsFlushMs: e.ANALYTICS_FLUSH_MS,
    cacheMaxBytes: e.CACHE_MAX_MB * 1024 * 1024,
    cacheStaleBoundMs: e.CACHE_STALE_SECONDS * 1000,
    renderWorkers: e.RENDER_WORKERS ?? os.availableParallelism(),
    renderQueueLimit: e.RENDER_QUEUE_LIMIT,
    renderWarmUpRounds: e.RENDER_WARM_UP,
    realtimeMaxStreamsPerIp: e.REALTIME_MAX_STREAMS_PER_IP,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    edgePurgeUrls: parsePurgeUrls(e.EDGE_PURGE_URLS),
    edgePurgeSecret: e.EDGE_PURGE_SECRET ?? null,
    newsletterWebhookSecret: e.NEWSLETTER_WEBHOOK_SECRET ?? null,
    stripeApiBase: e.STRIPE_API_BASE ?? null,
    mail: {
      ratePerSecond: e.MAIL_RATE_PER_SECOND,
      concurrency: e.MAIL_CONCURRENCY,
      dkim: dkimOf(e.MAIL_DKIM_DOMAIN, e.MAIL_DKIM_SELECTOR, e.MAIL_DKIM_PRIVATE_KEY, baseDir),
    },
    newslettersIntervalMs: e.NEWSLETTERS_INTERVAL_MS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
  };
}
