/**
 * Soft purges by tag to the edge caches in front of the app (Varnish with xkey in
 * `npm run cluster`; a Fastly or Cloudflare relay elsewhere, docs/deploy.md). The content
 * invalidation calls `purge(tags)` on every change: it never blocks the editor's request and
 * never throws. Tags arriving within `coalesceMs` are merged into one request per edge; a request
 * whose header would grow past `maxHeaderBytes` is split (Varnish refuses a request header over
 * 8 KB by default); network errors, time-outs and 5xx answers are retried after `retryDelaysMs`,
 * then logged and counted as failed. Requests go only to the operator's EDGE_PURGE_URLS.
 *
 * The request, by the URL's host (purgeRequest):
 * - Varnish (any other URL): `PURGE <url>` with `xkey-purge: <tag> <tag> ...` (space-separated,
 *   xkey's convention) and `X-Purge-Secret: <EDGE_PURGE_SECRET>` when a secret is configured; the
 *   VCL (deploy/varnish/default.vcl) answers 200 with the number of objects marked stale.
 * - Fastly (`https://api.fastly.com/service/<service id>/purge`): its batch purge by surrogate
 *   key, soft (`Fastly-Soft-Purge: 1`), keys in `Surrogate-Key`, the API token in `Fastly-Key`;
 *   at most 256 keys a request.
 * - Cloudflare (`https://api.cloudflare.com/client/v4/zones/<zone id>/purge_cache`): purge by
 *   cache-tag, `{"tags": [...]}` with the API token as a bearer; at most 30 tags a request.
 */

/** The header naming the tags to purge (space-separated). */
export const PURGE_TAGS_HEADER = 'xkey-purge';
/** The header carrying EDGE_PURGE_SECRET. */
export const PURGE_SECRET_HEADER = 'x-purge-secret';
/** Below Varnish's default http_req_hdr_len (8 KB), with room for the request line. */
export const DEFAULT_MAX_HEADER_BYTES = 6_000;
export const DEFAULT_COALESCE_MS = 50;
/** Waits before the 2nd, 3rd and 4th attempt: four tries in all, about 3.5 s. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [250, 1_000, 2_000];
export const DEFAULT_REQUEST_TIMEOUT_MS = 5_000;

/** The subset of a pino logger the purger writes to. */
export interface EdgePurgeLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
  debug?(object: object, message: string): void;
}

export interface EdgePurgeStats {
  /** Tags handed to purge() (before coalescing). */
  tagsQueued: number;
  /** Requests that an edge acknowledged with a 2xx. */
  requestsSent: number;
  /** Attempts that failed and were tried again. */
  retries: number;
  /** Requests given up after every attempt (or answered 4xx: wrong secret, refused). */
  failures: number;
  /** Batches waiting or under way. */
  pending: number;
}

export interface EdgePurger {
  /** Queues soft purges of these tags on every edge; returns at once, never throws. */
  purge(tags: readonly string[]): void;
  /** Resolves once everything queued so far was sent (or given up). */
  flush(): Promise<void>;
  /** Sends what is queued (flush), then refuses further tags. */
  close(): Promise<void>;
  stats(): EdgePurgeStats;
}

export interface EdgePurgerOptions {
  /** EDGE_PURGE_URLS: one soft purge request to each. Empty: purge() does nothing. */
  urls: readonly string[];
  /** EDGE_PURGE_SECRET, sent as X-Purge-Secret; null: no header. */
  secret: string | null;
  log: EdgePurgeLog;
  fetch?: typeof fetch;
  coalesceMs?: number;
  retryDelaysMs?: readonly number[];
  requestTimeoutMs?: number;
  maxHeaderBytes?: number;
}

export { edgeTags } from './edge-tags.js';

/** What one purge of `tags` sends to `url`, and how many tags one request may carry. */
export interface PurgeRequest {
  method: 'PURGE' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export type EdgeKind = 'varnish' | 'fastly' | 'cloudflare';

export function edgeKindOf(url: string): EdgeKind {
  const host = new URL(url).hostname.toLowerCase();
  if (host === 'api.fastly.com') return 'fastly';
  if (host === 'api.cloudflare.com') return 'cloudflare';
  return 'varnish';
}

/** Tags per request each edge accepts (Varnish: bounded by the header's length only). */
export const MAX_TAGS_PER_REQUEST: Record<EdgeKind, number> = {
  varnish: Number.POSITIVE_INFINITY,
  fastly: 256,
  cloudflare: 30,
};

export function purgeRequest(
  kind: EdgeKind,
  tags: readonly string[],
  secret: string | null,
): PurgeRequest {
  switch (kind) {
    case 'fastly':
      return {
        method: 'POST',
        headers: {
          'surrogate-key': tags.join(' '),
          'fastly-soft-purge': '1',
          ...(secret ? { 'fastly-key': secret } : {}),
          accept: 'application/json',
        },
      };
    case 'cloudflare':
      return {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(secret ? { authorization: `Bearer ${secret}` } : {}),
        },
        body: JSON.stringify({ tags }),
      };
    default:
      return {
        method: 'PURGE',
        headers: {
          [PURGE_TAGS_HEADER]: tags.join(' '),
          ...(secret ? { [PURGE_SECRET_HEADER]: secret } : {}),
        },
      };
  }
}

/** A tag travels in a header: printable ASCII without spaces or commas, at most 256 bytes. */
const VALID_TAG = /^[\x21-\x2b\x2d-\x7e]{1,256}$/;

/**
 * Splits tags into groups whose space-joined length stays within `maxBytes` and that hold at most
 * `maxCount` tags each.
 */
export function batchTags(
  tags: readonly string[],
  maxBytes: number,
  maxCount = Number.POSITIVE_INFINITY,
): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const tag of tags) {
    const added = current.length === 0 ? tag.length : tag.length + 1;
    if (current.length > 0 && (length + added > maxBytes || current.length >= maxCount)) {
      batches.push(current);
      current = [];
      length = 0;
    }
    length += current.length === 0 ? tag.length : tag.length + 1;
    current.push(tag);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    parsed.search = '';
    return parsed.toString();
  } catch {
    return 'an unparseable URL';
  }
}

/** Parses EDGE_PURGE_URLS (comma-separated http(s) URLs); throws naming the first bad one. */
export function parsePurgeUrls(value: string | undefined): string[] {
  const urls = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const url of urls) {
    let protocol = '';
    try {
      protocol = new URL(url).protocol;
    } catch {
      // falls through to the error below
    }
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw new Error(`"${url}" is not an http(s) URL`);
    }
  }
  return urls;
}

export function createEdgePurger(options: EdgePurgerOptions): EdgePurger {
  const {
    urls,
    secret,
    log,
    fetch: doFetch = globalThis.fetch,
    coalesceMs = DEFAULT_COALESCE_MS,
    retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
    requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
    maxHeaderBytes = DEFAULT_MAX_HEADER_BYTES,
  } = options;
  const counters = { tagsQueued: 0, requestsSent: 0, retries: 0, failures: 0 };
  let queued = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  /** One batch to one edge, with retries; resolves (never rejects) when done or given up. */
  const kinds = new Map(urls.map((url) => [url, edgeKindOf(url)]));
  const send = async (url: string, tags: readonly string[]): Promise<void> => {
    const { method, headers, body } = purgeRequest(kinds.get(url) ?? 'varnish', tags, secret);
    const attempts = retryDelaysMs.length + 1;
    let lastProblem = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) {
        counters.retries += 1;
        await sleep(retryDelaysMs[attempt - 2] ?? 0);
      }
      try {
        const response = await doFetch(url, {
          method,
          headers,
          ...(body === undefined ? {} : { body }),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) {
          counters.requestsSent += 1;
          log.debug?.({ edge: redactUrl(url), tags: tags.length }, 'Edge purge sent');
          return;
        }
        lastProblem = `HTTP ${response.status}`;
        // A 4xx (wrong secret, a VCL without purging) will not change by trying again.
        if (response.status < 500) break;
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        lastProblem = cause ?? (error instanceof Error ? error.message : String(error));
      }
    }
    counters.failures += 1;
    log.error(
      {
        edge: redactUrl(url),
        tags: tags.slice(0, 20),
        tagCount: tags.length,
        problem: lastProblem,
      },
      'Edge purge failed: the edge may serve these pages until their max-age ends',
    );
  };

  const track = (promise: Promise<void>) => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  };

  const dispatch = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queued.size === 0) return;
    const tags = [...queued];
    queued = new Set();
    // A purge of a whole publication (`t7`) covers its narrower tags (`t7:story:42`).
    const whole = new Set(tags.filter((tag) => !tag.includes(':')));
    const kept = tags.filter((tag) => !tag.includes(':') || !whole.has(tag.split(':')[0] ?? ''));
    for (const url of urls) {
      const limit = MAX_TAGS_PER_REQUEST[kinds.get(url) ?? 'varnish'];
      for (const batch of batchTags(kept, maxHeaderBytes, limit)) track(send(url, batch));
    }
  };

  const flush = async () => {
    dispatch();
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  };

  return {
    purge(tags) {
      try {
        if (closed || urls.length === 0) return;
        for (const tag of tags) {
          if (!VALID_TAG.test(tag)) {
            log.warn({ tag: String(tag).slice(0, 80) }, 'Edge purge: skipped a malformed tag');
            continue;
          }
          counters.tagsQueued += 1;
          queued.add(tag);
        }
        if (queued.size > 0 && !timer) {
          timer = setTimeout(dispatch, coalesceMs);
          timer.unref?.();
        }
      } catch (error) {
        log.error({ err: error }, 'Edge purge: could not queue tags');
      }
    },
    flush,
    async close() {
      // What was queued before close() is still sent; nothing after it.
      const done = flush();
      closed = true;
      await done;
    },
    stats() {
      return { ...counters, pending: inFlight.size + (queued.size > 0 ? 1 : 0) };
    },
  };
}
