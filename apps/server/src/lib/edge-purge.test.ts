import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  batchTags,
  createEdgePurger,
  edgeKindOf,
  edgeTags,
  parsePurgeUrls,
  PURGE_SECRET_HEADER,
  PURGE_TAGS_HEADER,
  type EdgePurgeLog,
} from './edge-purge.js';

/** What an edge on 127.0.0.1 received: one entry per request. */
interface Received {
  method: string;
  tags: string[];
  secret: string | undefined;
}

function recordingEdge() {
  const received: Received[] = [];
  /** Status codes to answer, in order; 200 once they run out. */
  let script: number[] = [];
  const server = http.createServer((request, response) => {
    received.push({
      method: request.method ?? '',
      tags: String(request.headers[PURGE_TAGS_HEADER] ?? '')
        .split(' ')
        .filter(Boolean),
      secret: request.headers[PURGE_SECRET_HEADER] as string | undefined,
    });
    response.statusCode = script.shift() ?? 200;
    response.end('ok');
  });
  return {
    received,
    server,
    answer(statuses: number[]) {
      script = [...statuses];
    },
    get url() {
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    },
  };
}

function recordingLog() {
  const lines: { level: string; object: object; message: string }[] = [];
  const log: EdgePurgeLog = {
    warn: (object, message) => lines.push({ level: 'warn', object, message }),
    error: (object, message) => lines.push({ level: 'error', object, message }),
  };
  return { log, lines };
}

const edgeA = recordingEdge();
const edgeB = recordingEdge();

beforeAll(async () => {
  await Promise.all(
    [edgeA, edgeB].map(
      ({ server }) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    ),
  );
});
afterAll(async () => {
  await Promise.all(
    [edgeA, edgeB].map(({ server }) => new Promise((resolve) => server.close(resolve))),
  );
});
beforeEach(() => {
  for (const edge of [edgeA, edgeB]) {
    edge.received.length = 0;
    edge.answer([]);
  }
});

describe('createEdgePurger', () => {
  it('coalesces tags purged within the window into one PURGE per edge, with the secret', async () => {
    const { log, lines } = recordingLog();
    const purger = createEdgePurger({
      urls: [edgeA.url, edgeB.url],
      secret: 's3cret-shared',
      log,
      coalesceMs: 30,
    });
    purger.purge(['t7:story:42', 't7:list:front']);
    purger.purge(['t7:story:42', 't7:nav']);
    await purger.flush();
    for (const edge of [edgeA, edgeB]) {
      expect(edge.received).toEqual([
        {
          method: 'PURGE',
          tags: ['t7:story:42', 't7:list:front', 't7:nav'],
          secret: 's3cret-shared',
        },
      ]);
    }
    expect(purger.stats()).toMatchObject({ tagsQueued: 4, requestsSent: 2, failures: 0 });
    expect(lines).toEqual([]);
  });

  it('returns at once: nothing is sent before the window ends', async () => {
    const purger = createEdgePurger({
      urls: [edgeA.url],
      secret: null,
      log: recordingLog().log,
      coalesceMs: 40,
    });
    purger.purge(['t1:story:1']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(edgeA.received).toEqual([]);
    expect(purger.stats().pending).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(edgeA.received).toEqual([{ method: 'PURGE', tags: ['t1:story:1'], secret: undefined }]);
  });

  it('retries after a 503 and succeeds', async () => {
    edgeA.answer([503]);
    const { log, lines } = recordingLog();
    const purger = createEdgePurger({
      urls: [edgeA.url],
      secret: 'x',
      log,
      coalesceMs: 0,
      retryDelaysMs: [10, 10, 10],
    });
    purger.purge(['t2:category:7']);
    await purger.flush();
    expect(edgeA.received.map(({ tags }) => tags)).toEqual([['t2:category:7'], ['t2:category:7']]);
    expect(purger.stats()).toMatchObject({ requestsSent: 1, retries: 1, failures: 0 });
    expect(lines).toEqual([]);
  });

  it('gives up after every try, without throwing, and logs and counts the failure', async () => {
    edgeA.answer([500, 502, 503, 503, 503]);
    const { log, lines } = recordingLog();
    const purger = createEdgePurger({
      urls: [edgeA.url],
      secret: 'x',
      log,
      coalesceMs: 0,
      retryDelaysMs: [5, 5],
    });
    expect(() => purger.purge(['t3'])).not.toThrow();
    await purger.flush();
    expect(edgeA.received).toHaveLength(3);
    expect(purger.stats()).toMatchObject({ requestsSent: 0, retries: 2, failures: 1, pending: 0 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', object: { problem: 'HTTP 503' } });
  });

  it('does not retry a 403 (a wrong secret stays wrong)', async () => {
    edgeA.answer([403]);
    const { log, lines } = recordingLog();
    const purger = createEdgePurger({
      urls: [edgeA.url],
      secret: 'wrong',
      log,
      coalesceMs: 0,
      retryDelaysMs: [5, 5],
    });
    purger.purge(['t3']);
    await purger.flush();
    expect(edgeA.received).toHaveLength(1);
    expect(purger.stats().failures).toBe(1);
    expect(lines[0]).toMatchObject({ object: { problem: 'HTTP 403' } });
  });

  it('retries a refused connection and an edge that never answers (time-out)', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
    const closedPort = http.createServer();
    await new Promise<void>((resolve) => closedPort.listen(0, '127.0.0.1', resolve));
    const refusedUrl = `http://127.0.0.1:${(closedPort.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closedPort.close(resolve));
    const { log, lines } = recordingLog();
    const purger = createEdgePurger({
      urls: [silentUrl, refusedUrl, edgeA.url],
      secret: null,
      log,
      coalesceMs: 0,
      retryDelaysMs: [5],
      requestTimeoutMs: 100,
    });
    const started = Date.now();
    purger.purge(['t4:nav']);
    await purger.flush();
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(edgeA.received).toHaveLength(1);
    expect(purger.stats()).toMatchObject({ requestsSent: 1, failures: 2, retries: 2 });
    expect(lines.map(({ object }) => (object as { problem: string }).problem).sort()).toEqual([
      'ECONNREFUSED',
      expect.stringMatching(/abort|timeout/i),
    ]);
  });

  it('splits a long list of tags into requests whose header stays short', async () => {
    const tags = Array.from({ length: 400 }, (_, i) => `t9:story:${100_000 + i}`);
    const purger = createEdgePurger({
      urls: [edgeA.url],
      secret: null,
      log: recordingLog().log,
      coalesceMs: 0,
      maxHeaderBytes: 1_000,
    });
    purger.purge(tags);
    await purger.flush();
    expect(edgeA.received.length).toBeGreaterThan(4);
    for (const { tags: sent } of edgeA.received)
      expect(sent.join(' ').length).toBeLessThanOrEqual(1_000);
    expect(edgeA.received.flatMap(({ tags: sent }) => sent)).toEqual(tags);
  });

  it('a purge of the whole publication covers its narrower tags', async () => {
    const purger = createEdgePurger({
      urls: [edgeA.url],
      secret: null,
      log: recordingLog().log,
      coalesceMs: 20,
    });
    purger.purge(['t5:story:1', 't6:story:2']);
    purger.purge(['t5']);
    await purger.flush();
    expect(edgeA.received.map(({ tags }) => tags)).toEqual([['t6:story:2', 't5']]);
  });

  it('skips malformed tags with a warning instead of sending a broken header', async () => {
    const { log, lines } = recordingLog();
    const purger = createEdgePurger({ urls: [edgeA.url], secret: null, log, coalesceMs: 0 });
    purger.purge(['t1:story:1', 'has space', 'a,b', '', 'line\nbreak']);
    await purger.flush();
    expect(edgeA.received.map(({ tags }) => tags)).toEqual([['t1:story:1']]);
    expect(lines.filter(({ level }) => level === 'warn')).toHaveLength(4);
  });

  it('close() sends what was queued, then ignores further purges', async () => {
    const purger = createEdgePurger({
      urls: [edgeA.url],
      secret: null,
      log: recordingLog().log,
      coalesceMs: 10_000,
    });
    purger.purge(['t8:settings']);
    await purger.close();
    expect(edgeA.received.map(({ tags }) => tags)).toEqual([['t8:settings']]);
    purger.purge(['t8:nav']);
    await purger.flush();
    expect(edgeA.received).toHaveLength(1);
  });

  it('with no URLs configured it does nothing', async () => {
    const purger = createEdgePurger({ urls: [], secret: null, log: recordingLog().log });
    purger.purge(['t1']);
    await purger.flush();
    expect(purger.stats()).toMatchObject({ tagsQueued: 0, requestsSent: 0, pending: 0 });
  });
});

describe('Fastly and Cloudflare', () => {
  /** A fetch that records what it was asked and answers 200; nothing leaves this process. */
  function recordingFetch() {
    const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] =
      [];
    const fetchStub: typeof fetch = async (input, init) => {
      calls.push({
        url: String(input),
        method: init?.method ?? 'GET',
        headers: { ...(init?.headers as Record<string, string>) },
        body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
      });
      return new Response('{"status":"ok"}', { status: 200 });
    };
    return { calls, fetchStub };
  }

  it('soft-purges Fastly surrogate keys in batches of 256 with the API token', async () => {
    const { calls, fetchStub } = recordingFetch();
    const url = 'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge';
    const purger = createEdgePurger({
      urls: [url],
      secret: 'fastly-token-0123456789abcdef',
      log: recordingLog().log,
      fetch: fetchStub,
      coalesceMs: 0,
      maxHeaderBytes: 100_000,
    });
    const tags = Array.from({ length: 300 }, (_, i) => `t7:story:${i}`);
    purger.purge(tags);
    await purger.flush();
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      url,
      method: 'POST',
      headers: {
        'surrogate-key': tags.slice(0, 256).join(' '),
        'fastly-soft-purge': '1',
        'fastly-key': 'fastly-token-0123456789abcdef',
      },
    });
    expect(calls[1]?.headers['surrogate-key']).toBe(tags.slice(256).join(' '));
  });

  it('purges Cloudflare cache-tags, 30 a request, with the API token as a bearer', async () => {
    const { calls, fetchStub } = recordingFetch();
    const url =
      'https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache';
    const purger = createEdgePurger({
      urls: [url],
      secret: 'cloudflare-token-0123456789',
      log: recordingLog().log,
      fetch: fetchStub,
      coalesceMs: 0,
    });
    const tags = Array.from({ length: 40 }, (_, i) => `t3:story:${i}`);
    purger.purge(tags);
    await purger.flush();
    expect(calls.map(({ body }) => body)).toEqual([
      { tags: tags.slice(0, 30) },
      { tags: tags.slice(30) },
    ]);
    expect(calls[0]).toMatchObject({
      url,
      method: 'POST',
      headers: {
        authorization: 'Bearer cloudflare-token-0123456789',
        'content-type': 'application/json',
      },
    });
    expect(edgeKindOf(url)).toBe('cloudflare');
    expect(edgeKindOf('http://127.0.0.1:6081/')).toBe('varnish');
  });
});

describe('edgeTags, batchTags, parsePurgeUrls', () => {
  it('prefixes tags with the publication, or names the whole publication', () => {
    expect(edgeTags(7, ['story:42', 'nav', 'story:42'])).toEqual(['t7:story:42', 't7:nav']);
    expect(edgeTags(7, null)).toEqual(['t7']);
  });

  it('holds at most maxCount tags a batch', () => {
    expect(batchTags(['a', 'b', 'c', 'd', 'e'], 1_000, 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('keeps a single over-long tag in a batch of its own', () => {
    expect(batchTags(['aaaa', 'bb', 'cccccccc', 'd'], 7)).toEqual([
      ['aaaa', 'bb'],
      ['cccccccc'],
      ['d'],
    ]);
  });

  it('reads a comma-separated list of http(s) URLs', () => {
    expect(parsePurgeUrls(' http://127.0.0.1:6081/ , https://purge.example/x ,')).toEqual([
      'http://127.0.0.1:6081/',
      'https://purge.example/x',
    ]);
    expect(parsePurgeUrls(undefined)).toEqual([]);
    expect(() => parsePurgeUrls('ftp://x')).toThrow(/ftp:\/\/x/);
  });
});
