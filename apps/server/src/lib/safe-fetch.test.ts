import http from 'node:http';
import { isIP, type AddressInfo, type LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import { RequestFilteringHttpAgent } from 'request-filtering-agent';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  blockedAddressReason,
  OutboundRefusedError,
  parseAllowHosts,
  safeFetch,
  SAFE_FETCH_USER_AGENT,
  type OutboundRefusalCode,
  type SafeFetchOptions,
} from './safe-fetch.js';

/*
 * Everything here stays on this machine: the test servers listen on 127.0.0.1, literal
 * addresses are refused before any socket is opened, and host names are resolved by a test
 * `lookup` (or /etc/hosts for `localhost`), never by a DNS server.
 */

const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Local Wire</title><link>http://127.0.0.1/</link>
<description>A feed served by the test server</description>
<item><title>Solar maximum arrives</title><link>http://127.0.0.1/solar</link><guid>solar-1</guid>
<pubDate>Tue, 24 Nov 2026 08:00:00 GMT</pubDate></item>
</channel></rss>`;
const ETAG = '"feed-v1"';
const LAST_MODIFIED = 'Tue, 24 Nov 2026 08:00:00 GMT';

interface TestServer {
  port: number;
  hits: string[];
  closedEarly: string[];
  close: () => Promise<void>;
}

function route(req: http.IncomingMessage, res: http.ServerResponse, server: TestServer): void {
  const url = new URL(req.url ?? '/', 'http://test.invalid');
  const sendFeed = (headers: http.OutgoingHttpHeaders = {}, body: Buffer = Buffer.from(FEED)) => {
    res.writeHead(200, {
      'content-type': 'application/rss+xml; charset=utf-8',
      'content-length': body.length,
      ...headers,
    });
    res.end(body);
  };
  res.on('close', () => {
    if (!res.writableFinished) server.closedEarly.push(url.pathname);
  });
  switch (url.pathname) {
    case '/feed.xml':
      if (req.headers['if-none-match'] === ETAG) {
        res.writeHead(304, { etag: ETAG, 'last-modified': LAST_MODIFIED });
        res.end();
        return;
      }
      sendFeed({ etag: ETAG, 'last-modified': LAST_MODIFIED, 'set-cookie': ['a=1', 'b=2'] });
      return;
    case '/echo':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(req.headers));
      return;
    case '/redirect':
      res.writeHead(Number(url.searchParams.get('status') ?? 302), {
        location: url.searchParams.get('to') ?? '/feed.xml',
      });
      res.end('moved');
      return;
    case '/no-location':
      res.writeHead(302);
      res.end('no location');
      return;
    case '/not-found':
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('no such feed');
      return;
    case '/gzip':
      sendFeed({ 'content-encoding': 'gzip' }, zlib.gzipSync(FEED));
      return;
    case '/br':
      sendFeed({ 'content-encoding': 'br' }, zlib.brotliCompressSync(FEED));
      return;
    case '/deflate':
      sendFeed({ 'content-encoding': 'deflate' }, zlib.deflateSync(FEED));
      return;
    case '/deflate-raw':
      sendFeed({ 'content-encoding': 'deflate' }, zlib.deflateRawSync(FEED));
      return;
    case '/gzip-then-br':
      sendFeed({ 'content-encoding': 'gzip, br' }, zlib.brotliCompressSync(zlib.gzipSync(FEED)));
      return;
    case '/gzip-bomb':
      // 8 MB of zeros compress to a few KB: the limit applies to the decoded size.
      sendFeed({ 'content-encoding': 'gzip' }, zlib.gzipSync(Buffer.alloc(8 * 1024 * 1024)));
      return;
    case '/bad-gzip':
      sendFeed({ 'content-encoding': 'gzip' }, Buffer.from('this is not gzip data at all'));
      return;
    case '/unknown-encoding':
      sendFeed({ 'content-encoding': 'zstd' }, Buffer.from('whatever'));
      return;
    case '/big-declared':
      // Declares 10 MB and then sends nothing: only a refusal before reading can end this fast.
      res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-length': 10_485_760 });
      res.flushHeaders();
      return;
    case '/endless': {
      // No Content-Length; writes until the client goes away.
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      const chunk = Buffer.alloc(16 * 1024, 'a');
      const timer = setInterval(() => res.write(chunk), 2);
      res.on('close', () => clearInterval(timer));
      return;
    }
    case '/slow-headers':
      return; // never answers
    case '/slow-body': {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.write('<rss>');
      const timer = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(timer));
      return;
    }
    default: {
      const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
      if (chain) {
        const left = Number(chain[1]);
        res.writeHead(302, { location: left > 1 ? `/chain/${left - 1}` : '/feed.xml' });
        res.end();
        return;
      }
      res.writeHead(404);
      res.end();
    }
  }
}

async function startServer(): Promise<TestServer> {
  const server = http.createServer();
  const state: TestServer = {
    port: 0,
    hits: [],
    closedEarly: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    state.hits.push(req.url ?? '');
    route(req, res, state);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  return state;
}

/** A resolver for test host names; anything else is NXDOMAIN. Records every question. */
function fakeDns(records: Record<string, string | readonly string[]>) {
  const questions: string[] = [];
  const lookup: LookupFunction = (hostname, options, callback) => {
    questions.push(hostname);
    const answer = records[hostname];
    if (answer === undefined) {
      const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
      error.code = 'ENOTFOUND';
      callback(error, '', 0);
      return;
    }
    const addresses = (typeof answer === 'string' ? [answer] : answer).map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
  };
  return { lookup, questions };
}

async function refusal(url: string, options?: SafeFetchOptions): Promise<OutboundRefusedError> {
  try {
    const response = await safeFetch(url, options);
    throw new Error(`expected a refusal, got HTTP ${response.status} from ${response.url}`);
  } catch (error) {
    if (!(error instanceof OutboundRefusedError)) throw error;
    return error;
  }
}

/** True for an http(s) URL without credentials whose host is a name, not an address. */
function needsLookup(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  return (
    /^https?:$/.test(parsed.protocol) &&
    parsed.username === '' &&
    parsed.password === '' &&
    host !== '' &&
    isIP(host) === 0
  );
}

const SECURITY: readonly OutboundRefusalCode[] = ['protocol', 'credentials', 'private_address'];

let server: TestServer;
let other: TestServer;
let base: string;

beforeAll(async () => {
  server = await startServer();
  other = await startServer();
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server.close();
  await other.close();
});
beforeEach(() => {
  server.hits.length = 0;
  server.closedEarly.length = 0;
  other.hits.length = 0;
});

const LOCAL = { allowHosts: ['127.0.0.1'] } as const;

describe('the SSRF corpus: bad URLs are refused with their code', () => {
  // Names in this table resolve through the fake DNS below (never a real DNS server), except
  // `localhost`, which the system resolves from /etc/hosts to a loopback address.
  const dnsRecords = {
    'rebound.example.com': '127.0.0.1',
    'internal.example.com.': '172.20.0.4',
    'intranet.example.com': '10.0.0.5',
    'metadata.example.com': '169.254.169.254',
    'aws-v6-metadata.example.com': 'fd00:ec2::254',
    'mapped.example.com': '::ffff:10.0.0.1',
    'compat.example.com': '::7f00:1',
    'split.example.com': ['10.1.2.3', '192.168.7.7'],
    'cgnat.example.com': '100.64.12.34',
  };

  const corpus: readonly { url: string; code: OutboundRefusalCode }[] = [
    // loopback, unspecified, private, link-local, metadata, CGNAT, multicast, reserved (IPv4)
    { url: 'http://127.0.0.1/', code: 'private_address' },
    { url: 'http://127.0.0.1:22/', code: 'private_address' },
    { url: 'https://127.0.0.1/feed.xml', code: 'private_address' },
    { url: 'http://localhost/', code: 'private_address' },
    { url: 'http://LOCALHOST/feed', code: 'private_address' },
    { url: 'http://internal.example.com./feed', code: 'private_address' },
    { url: 'https://localhost/', code: 'private_address' },
    { url: 'http://0.0.0.0/', code: 'private_address' },
    { url: 'http://0/', code: 'private_address' },
    { url: 'http://10.0.0.5/', code: 'private_address' },
    { url: 'http://172.16.0.1/', code: 'private_address' },
    { url: 'http://172.31.255.254/', code: 'private_address' },
    { url: 'http://192.168.1.1/', code: 'private_address' },
    { url: 'http://169.254.169.254/latest/meta-data/', code: 'private_address' },
    { url: 'http://169.254.170.2/v2/credentials', code: 'private_address' },
    { url: 'http://100.64.0.1/', code: 'private_address' },
    { url: 'http://100.100.100.200/latest/meta-data/', code: 'private_address' },
    { url: 'http://192.0.0.192/', code: 'private_address' },
    { url: 'http://224.0.0.1/', code: 'private_address' },
    { url: 'http://239.255.255.250:1900/', code: 'private_address' },
    { url: 'http://255.255.255.255/', code: 'private_address' },
    { url: 'http://240.0.0.1/', code: 'private_address' },
    { url: 'http://198.18.0.1/', code: 'private_address' },
    { url: 'http://192.0.2.10/', code: 'private_address' },
    // IPv6, including IPv4-mapped and IPv4-compatible forms
    { url: 'http://[::1]/', code: 'private_address' },
    { url: 'http://[::]/', code: 'private_address' },
    { url: 'http://[fe80::1]/', code: 'private_address' },
    { url: 'http://[fc00::1]/', code: 'private_address' },
    { url: 'http://[fd00:ec2::254]/latest/meta-data/', code: 'private_address' },
    { url: 'http://[::ffff:127.0.0.1]/', code: 'private_address' },
    { url: 'http://[::ffff:7f00:1]/', code: 'private_address' },
    { url: 'http://[0:0:0:0:0:ffff:7f00:1]/', code: 'private_address' },
    { url: 'http://[::ffff:169.254.169.254]/', code: 'private_address' },
    { url: 'http://[::127.0.0.1]/', code: 'private_address' },
    { url: 'http://[ff02::1]/', code: 'private_address' },
    { url: 'http://[64:ff9b::7f00:1]/', code: 'private_address' },
    { url: 'http://[2002:7f00:1::]/', code: 'private_address' },
    { url: 'http://[2001:db8::1]/', code: 'private_address' },
    // decimal, hex, octal, short, percent-encoded and full-width forms of 127.0.0.1
    { url: 'http://2130706433/', code: 'private_address' },
    { url: 'http://0x7f000001/', code: 'private_address' },
    { url: 'http://0177.0.0.1/', code: 'private_address' },
    { url: 'http://0x7f.1/', code: 'private_address' },
    { url: 'http://127.1/', code: 'private_address' },
    { url: 'http://017700000001/', code: 'private_address' },
    { url: 'http://%31%32%37.0.0.1/', code: 'private_address' },
    { url: 'http://１２７.０.０.１/', code: 'private_address' },
    { url: 'http://0xa9.0xfe.0xa9.0xfe/', code: 'private_address' },
    // host names that resolve to private addresses
    { url: 'http://rebound.example.com/', code: 'private_address' },
    { url: 'http://intranet.example.com/feed.xml', code: 'private_address' },
    { url: 'http://metadata.example.com/latest/meta-data/', code: 'private_address' },
    { url: 'https://aws-v6-metadata.example.com/', code: 'private_address' },
    { url: 'http://mapped.example.com/', code: 'private_address' },
    { url: 'http://compat.example.com/', code: 'private_address' },
    { url: 'http://split.example.com/', code: 'private_address' },
    { url: 'http://cgnat.example.com/', code: 'private_address' },
    // schemes other than http and https
    { url: 'file:///etc/passwd', code: 'protocol' },
    { url: 'ftp://example.com/feed.xml', code: 'protocol' },
    { url: 'gopher://127.0.0.1:6379/_INFO', code: 'protocol' },
    { url: 'dict://127.0.0.1:11211/stats', code: 'protocol' },
    { url: 'data:text/xml,<rss/>', code: 'protocol' },
    { url: 'javascript:alert(1)', code: 'protocol' },
    { url: 'ws://example.com/socket', code: 'protocol' },
    // credentials in the URL
    { url: 'http://user:pass@example.com/feed.xml', code: 'credentials' },
    { url: 'http://user@example.com/feed.xml', code: 'credentials' },
    { url: 'https://admin:secret@127.0.0.1/', code: 'credentials' },
    // not URLs at all
    { url: 'not a url', code: 'invalid_url' },
    { url: '', code: 'invalid_url' },
    { url: 'http://256.0.0.1/', code: 'invalid_url' },
    { url: 'http://[::1/', code: 'invalid_url' },
    // an unknown name is an ordinary failure, not a security event
    { url: 'http://no-such-host.example.com/', code: 'dns' },
  ];

  it('holds at least 30 bad URLs', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus)('$url -> $code', async ({ url, code }) => {
    const dns = fakeDns(dnsRecords);
    // localhost goes through the system resolver (/etc/hosts), the rest through the fake DNS.
    const viaSystem = /localhost/i.test(url);
    const error = await refusal(url, {
      timeoutMs: 3000,
      ...(viaSystem ? {} : { lookup: dns.lookup }),
    });
    expect(error.code).toBe(code);
    expect(error.securityRelevant).toBe(SECURITY.includes(code));
    expect(error.detail.length).toBeGreaterThan(20);
    expect(error.message).toBe(error.detail);
    if (code !== 'invalid_url') expect(error.url).toMatch(/^[a-z]+:/);
    // Literal addresses and refused schemes or credentials never reach a resolver.
    if (!needsLookup(url)) expect(dns.questions).toEqual([]);
    else if (!viaSystem) expect(dns.questions.length).toBeGreaterThan(0);
  });

  it('explains a refusal in a clear sentence', async () => {
    const literal = await refusal('http://10.0.0.5/feed.xml');
    expect(literal.detail).toBe(
      'The address 10.0.0.5 is private: feeds may only be fetched from public addresses.',
    );
    expect(literal.url).toBe('http://10.0.0.5/feed.xml');
    const normalised = await refusal('http://2130706433/');
    expect(normalised.detail).toBe(
      'The address 127.0.0.1 is a loopback address: feeds may only be fetched from public addresses.',
    );
    const named = await refusal('http://localhost:1/');
    expect(named.detail).toMatch(
      /^The host localhost resolves to (127\.0\.0\.1|::1), which is a loopback address: feeds may only be fetched from public addresses\.$/,
    );
    const scheme = await refusal('gopher://127.0.0.1:70/');
    expect(scheme.detail).toBe('Only http and https addresses may be fetched, not gopher.');
  });
});

describe('the blocked ranges', () => {
  // Checked without any connection, so that public addresses are never dialled by a test.
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.255.255.254', 'a loopback address'],
    ['0.0.0.0', 'unspecified'],
    ['10.20.30.40', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.0.1', 'private'],
    ['100.64.0.1', 'shared carrier-grade NAT space'],
    ['169.254.0.1', 'link-local'],
    ['169.254.169.254', 'a cloud metadata address'],
    ['169.254.170.2', 'a cloud metadata address'],
    ['100.100.100.200', 'a cloud metadata address'],
    ['192.0.0.192', 'a cloud metadata address'],
    ['168.63.129.16', 'a cloud metadata address'],
    ['fd00:ec2::254', 'a cloud metadata address'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'a broadcast address'],
    ['240.1.2.3', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['::1', 'a loopback address'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fc00::1', 'unique-local (private)'],
    ['fec0::1', 'site-local (private)'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'an IPv4-mapped IPv6 address'],
    ['::ffff:8.8.8.8', 'an IPv4-mapped IPv6 address'],
    ['::7f00:1', 'an IPv4-compatible IPv6 address'],
    ['64:ff9b::a00:1', 'a NAT64 address'],
    ['2002:a00:1::', 'a 6to4 or Teredo tunnel address'],
    ['2001:0:4136:e378::1', 'a 6to4 or Teredo tunnel address'],
    ['2001:db8::1', 'reserved'],
    ['localhost', 'not a valid IP address'],
  ])('%s is %s', (address, reason) => {
    expect(blockedAddressReason(address)).toBe(reason);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '1.1.1.1',
    '100.128.0.1',
    '172.32.0.1',
    '2606:4700::1111',
    '2001:4860:4860::8888',
  ])('%s is public', (address) => {
    expect(blockedAddressReason(address)).toBeNull();
  });
});

describe('redirects', () => {
  const to = (target: string, status = 302) =>
    `${base}/redirect?status=${status}&to=${encodeURIComponent(target)}`;

  const badRedirects: readonly {
    target: () => string;
    status: number;
    code: OutboundRefusalCode;
  }[] = [
    { target: () => 'http://10.0.0.5/feed.xml', status: 302, code: 'private_address' },
    {
      target: () => 'http://169.254.169.254/latest/meta-data/',
      status: 301,
      code: 'private_address',
    },
    { target: () => `http://[::1]:${server.port}/feed.xml`, status: 307, code: 'private_address' },
    {
      target: () => `http://127.0.0.2:${server.port}/feed.xml`,
      status: 308,
      code: 'private_address',
    },
    { target: () => `http://0x7f000002:${server.port}/`, status: 303, code: 'private_address' },
    {
      target: () => `http://[::ffff:127.0.0.1]:${server.port}/feed.xml`,
      status: 302,
      code: 'private_address',
    },
    { target: () => 'http://[::ffff:a9fe:a9fe]/', status: 302, code: 'private_address' },
    { target: () => 'http://intranet.example.com/', status: 302, code: 'private_address' },
    { target: () => 'file:///etc/passwd', status: 302, code: 'protocol' },
    { target: () => 'gopher://127.0.0.1:6379/_FLUSHALL', status: 301, code: 'protocol' },
    { target: () => 'data:text/xml,<rss/>', status: 302, code: 'protocol' },
    { target: () => 'javascript:alert(1)', status: 302, code: 'protocol' },
    {
      target: () => `http://user:pass@127.0.0.1:${server.port}/feed.xml`,
      status: 302,
      code: 'credentials',
    },
    { target: () => 'http://[::1', status: 302, code: 'invalid_url' },
  ];

  it.each(badRedirects.map((entry, index) => ({ ...entry, index })))(
    'refuses redirect #$index with $code (HTTP $status)',
    async ({ target, status, code }) => {
      const dns = fakeDns({ 'intranet.example.com': '10.0.0.5' });
      // The first hop, the local server, is allowed by its address only.
      const error = await refusal(to(target(), status), { ...LOCAL, lookup: dns.lookup });
      expect(error.code).toBe(code);
      expect(error.securityRelevant).toBe(SECURITY.includes(code));
      expect(server.hits).toHaveLength(1); // the redirect itself, nothing after it
      if (code !== 'invalid_url') {
        expect(error.url).toBe(new URL(target()).href);
        expect(error.detail).toMatch(/^The server redirected to /);
      }
    },
  );

  it('refuses a redirect from an allowed host name to another loopback address and port', async () => {
    const target = `http://127.0.0.1:${other.port}/feed.xml`;
    const start = `http://localhost:${server.port}/redirect?to=${encodeURIComponent(target)}`;
    const error = await refusal(start, { allowHosts: ['localhost'] });
    expect(error.code).toBe('private_address');
    expect(error.securityRelevant).toBe(true);
    expect(error.url).toBe(target);
    expect(server.hits).toHaveLength(1);
    expect(other.hits).toHaveLength(0);
  });

  it('lets an allowed host name through on any port, since it is the host that is allowed', async () => {
    const target = `http://localhost:${other.port}/feed.xml`;
    const start = `http://localhost:${server.port}/redirect?to=${encodeURIComponent(target)}`;
    const response = await safeFetch(start, { allowHosts: ['localhost'] });
    expect(response.status).toBe(200);
    expect(response.url).toBe(target);
    expect(other.hits).toEqual(['/feed.xml']);
  });

  it('follows relative, root-relative and protocol-relative Locations against the current URL', async () => {
    for (const [location, final] of [
      ['/feed.xml', `${base}/feed.xml`],
      ['feed.xml', `${base}/feed.xml`],
      ['../feed.xml?x=1', `${base}/feed.xml?x=1`],
      [`//127.0.0.1:${server.port}/feed.xml`, `${base}/feed.xml`],
    ] as const) {
      const response = await safeFetch(
        `${base}/redirect?to=${encodeURIComponent(location)}`,
        LOCAL,
      );
      expect(response.status).toBe(200);
      expect(response.url).toBe(final);
      expect(response.body.toString()).toContain('Solar maximum arrives');
    }
  });

  it('follows each redirect status', async () => {
    for (const status of [301, 302, 303, 307, 308]) {
      const response = await safeFetch(to('/feed.xml', status), LOCAL);
      expect(response.status).toBe(200);
      expect(response.url).toBe(`${base}/feed.xml`);
    }
  });

  it('follows a chain of 5 redirects and refuses a chain of 6', async () => {
    const five = await safeFetch(`${base}/chain/5`, LOCAL);
    expect(five.status).toBe(200);
    expect(server.hits).toEqual([
      '/chain/5',
      '/chain/4',
      '/chain/3',
      '/chain/2',
      '/chain/1',
      '/feed.xml',
    ]);
    server.hits.length = 0;
    const error = await refusal(`${base}/chain/6`, LOCAL);
    expect(error.code).toBe('too_many_redirects');
    expect(error.securityRelevant).toBe(false);
    expect(error.url).toBe(`${base}/feed.xml`);
    expect(server.hits).toEqual([
      '/chain/6',
      '/chain/5',
      '/chain/4',
      '/chain/3',
      '/chain/2',
      '/chain/1',
    ]);
  });

  it('honours maxRedirects', async () => {
    expect((await refusal(`${base}/chain/1`, { ...LOCAL, maxRedirects: 0 })).code).toBe(
      'too_many_redirects',
    );
    expect((await safeFetch(`${base}/chain/2`, { ...LOCAL, maxRedirects: 2 })).status).toBe(200);
  });

  it('returns a redirect status without a Location as it is', async () => {
    const response = await safeFetch(`${base}/no-location`, LOCAL);
    expect(response.status).toBe(302);
    expect(response.body.toString()).toBe('no location');
  });
});

describe('the allow list (FEEDS_ALLOW_HOSTS)', () => {
  it('parses the setting into a clean lower-case list', () => {
    expect(parseAllowHosts(undefined)).toEqual([]);
    expect(parseAllowHosts('')).toEqual([]);
    expect(
      parseAllowHosts(' A.Internal , 10.0.0.7,,[FD00::5] feeds.example.com., a.internal '),
    ).toEqual(['a.internal', '10.0.0.7', 'fd00::5', 'feeds.example.com']);
  });

  it('fetches the local feed when its address is allowed', async () => {
    const response = await safeFetch(`${base}/feed.xml`, { allowHosts: ['127.0.0.1'] });
    expect(response.status).toBe(200);
    expect(response.url).toBe(`${base}/feed.xml`);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.etag).toBe(ETAG);
    expect(response.headers['last-modified']).toBe(LAST_MODIFIED);
    expect(response.headers['set-cookie']).toBe('a=1, b=2');
    expect(response.body.toString()).toBe(FEED);
  });

  it('lets an allowed host name through whatever it resolves to', async () => {
    const response = await safeFetch(`http://localhost:${server.port}/feed.xml`, {
      allowHosts: parseAllowHosts('LOCALHOST'),
    });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(FEED);
    // A trailing dot names the same host.
    const dns = fakeDns({ 'feeds.internal.': '127.0.0.1' });
    const trailingDot = await safeFetch(`http://feeds.internal.:${server.port}/feed.xml`, {
      allowHosts: ['Feeds.Internal'],
      lookup: dns.lookup,
    });
    expect(trailingDot.status).toBe(200);
  });

  it('lets a host name through when the address it resolves to is allowed', async () => {
    const dns = fakeDns({ 'feeds.internal': '127.0.0.1' });
    const response = await safeFetch(`http://feeds.internal:${server.port}/feed.xml`, {
      allowHosts: ['127.0.0.1'],
      lookup: dns.lookup,
    });
    expect(response.status).toBe(200);
    expect(dns.questions).toEqual(['feeds.internal']);
  });

  it('keeps every other private address refused', async () => {
    expect((await refusal('http://10.0.0.8/', { allowHosts: ['10.0.0.7'] })).code).toBe(
      'private_address',
    );
    expect((await refusal(`http://127.0.0.2:${server.port}/`, LOCAL)).code).toBe('private_address');
    expect((await refusal(`http://[::1]:${server.port}/`, LOCAL)).code).toBe('private_address');
    const dns = fakeDns({ 'a.internal': '10.0.0.9', 'b.internal': '10.0.0.9' });
    const other = await refusal('http://b.internal/', {
      allowHosts: ['a.internal'],
      lookup: dns.lookup,
    });
    expect(other.code).toBe('private_address');
    expect(other.detail).toBe(
      'The host b.internal resolves to 10.0.0.9, which is private: feeds may only be fetched from public addresses.',
    );
    // An allowed name does not allow its address for other names.
    expect(
      (await refusal(`http://127.0.0.1:${server.port}/`, { allowHosts: ['localhost'] })).code,
    ).toBe('private_address');
  });
});

describe('connect-time checks (DNS rebinding)', () => {
  it('checks the answer the socket connects to, not an earlier one', async () => {
    // A rebinding resolver: public on the first question (what a check-then-fetch validator
    // would see), loopback on every later one (what its connection would then use).
    const questions: string[] = [];
    const rebinding: LookupFunction = (hostname, options, callback) => {
      questions.push(hostname);
      const address = questions.length === 1 ? '93.184.216.34' : '127.0.0.1';
      if (options.all) callback(null, [{ address, family: 4 }]);
      else callback(null, address, 4);
    };
    // The "check" of a naive validator:
    await new Promise<void>((resolve) =>
      rebinding('rebind.example.com', { all: true }, (_error, addresses) => {
        expect(addresses).toEqual([{ address: '93.184.216.34', family: 4 }]);
        resolve();
      }),
    );
    const error = await refusal(`http://rebind.example.com:${server.port}/feed.xml`, {
      lookup: rebinding,
      timeoutMs: 3000,
    });
    expect(error.code).toBe('private_address');
    expect(error.securityRelevant).toBe(true);
    expect(error.detail).toContain('resolves to 127.0.0.1');
    expect(questions).toEqual(['rebind.example.com', 'rebind.example.com']);
    expect(server.hits).toHaveLength(0);
  });

  it('connects to exactly the address the lookup answered', async () => {
    const dns = fakeDns({ 'feeds.internal': '127.0.0.1' });
    const response = await safeFetch(`http://feeds.internal:${server.port}/echo`, {
      allowHosts: ['127.0.0.1'],
      lookup: dns.lookup,
    });
    expect(JSON.parse(response.body.toString())).toMatchObject({
      host: `feeds.internal:${server.port}`,
    });
    expect(server.hits).toEqual(['/echo']);
  });

  it('refuses when any of several answers is private', async () => {
    const dns = fakeDns({ 'mixed.internal': ['127.0.0.1', '10.0.0.1'] });
    const error = await refusal(`http://mixed.internal:${server.port}/feed.xml`, {
      allowHosts: ['127.0.0.1'],
      lookup: dns.lookup,
    });
    expect(error.code).toBe('private_address');
    expect(error.detail).toContain('10.0.0.1');
    expect(server.hits).toHaveLength(0);
  });

  it('request-filtering-agent itself refuses a literal address at connect time, without a lookup', async () => {
    // Literal hosts never go through `lookup`: the agent checks them in createConnection.
    const questions: string[] = [];
    const lookup: LookupFunction = (hostname, _options, callback) => {
      questions.push(hostname);
      callback(null, '127.0.0.1', 4);
    };
    const agent = new RequestFilteringHttpAgent();
    const outcome = await new Promise<string>((resolve) => {
      const request = http.get({
        host: '127.0.0.1',
        port: server.port,
        path: '/feed.xml',
        agent,
        lookup,
      });
      request.on('response', (response) => {
        response.resume();
        resolve(`HTTP ${response.statusCode}`);
      });
      request.on('error', (error) => resolve(error.message));
    });
    agent.destroy();
    expect(outcome).toMatch(/is not allowed/);
    expect(questions).toEqual([]);
    expect(server.hits).toHaveLength(0);
  });
});

describe('bodies, limits and time', () => {
  it('decodes gzip, brotli, deflate (zlib and raw) and stacked encodings', async () => {
    for (const path of ['/gzip', '/br', '/deflate', '/deflate-raw', '/gzip-then-br']) {
      const response = await safeFetch(`${base}${path}`, LOCAL);
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe(FEED);
    }
  });

  it('sends Accept-Encoding and the fetcher User-Agent unless given, and passes other headers', async () => {
    const plain = JSON.parse((await safeFetch(`${base}/echo`, LOCAL)).body.toString()) as Record<
      string,
      string
    >;
    expect(plain['user-agent']).toBe(SAFE_FETCH_USER_AGENT);
    expect(plain['user-agent']).toBe('HelioNews-FeedFetcher/1.0 (+https://helionews.local)');
    expect(plain['accept-encoding']).toBe('gzip, deflate, br');
    const custom = JSON.parse(
      (
        await safeFetch(`${base}/echo`, {
          ...LOCAL,
          headers: {
            'User-Agent': 'Custom/2.0',
            'If-Modified-Since': LAST_MODIFIED,
            Host: 'evil.example.com',
          },
        })
      ).body.toString(),
    ) as Record<string, string>;
    expect(custom['user-agent']).toBe('Custom/2.0');
    expect(custom['if-modified-since']).toBe(LAST_MODIFIED);
    expect(custom.host).toBe(`127.0.0.1:${server.port}`);
  });

  it('makes a conditional request: ETag in, 304 with an empty body out', async () => {
    const first = await safeFetch(`${base}/feed.xml`, LOCAL);
    expect(first.status).toBe(200);
    const etag = first.headers.etag ?? '';
    const second = await safeFetch(`${base}/feed.xml`, {
      ...LOCAL,
      headers: { 'If-None-Match': etag, 'If-Modified-Since': first.headers['last-modified'] ?? '' },
    });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
    expect(second.headers.etag).toBe(ETAG);
    expect(second.url).toBe(`${base}/feed.xml`);
  });

  it('returns other statuses as they are', async () => {
    const response = await safeFetch(`${base}/not-found`, LOCAL);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe('no such feed');
  });

  it('refuses a declared Content-Length above the limit before reading the body', async () => {
    const started = Date.now();
    const error = await refusal(`${base}/big-declared`, { ...LOCAL, timeoutMs: 5000 });
    expect(error.code).toBe('too_large');
    expect(error.securityRelevant).toBe(false);
    expect(error.detail).toBe('The response is larger than the 5 MB limit.');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops reading a body without Content-Length as soon as it passes the limit', async () => {
    const error = await refusal(`${base}/endless`, {
      ...LOCAL,
      maxBytes: 256 * 1024,
      timeoutMs: 5000,
    });
    expect(error.code).toBe('too_large');
    expect(error.detail).toBe('The response is larger than the 256 KB limit.');
    await expect.poll(() => server.closedEarly).toContain('/endless');
  });

  it('applies the limit to the decoded size (gzip bomb)', async () => {
    const error = await refusal(`${base}/gzip-bomb`, LOCAL);
    expect(error.code).toBe('too_large');
  });

  it('accepts a body exactly at the limit', async () => {
    const response = await safeFetch(`${base}/feed.xml`, { ...LOCAL, maxBytes: FEED.length });
    expect(response.body.length).toBe(FEED.length);
    expect((await refusal(`${base}/feed.xml`, { ...LOCAL, maxBytes: FEED.length - 1 })).code).toBe(
      'too_large',
    );
    expect((await refusal(`${base}/gzip`, { ...LOCAL, maxBytes: FEED.length - 1 })).code).toBe(
      'too_large',
    );
  });

  it('refuses a corrupt or unsupported encoding as a connection failure', async () => {
    const corrupt = await refusal(`${base}/bad-gzip`, LOCAL);
    expect(corrupt.code).toBe('connection');
    expect(corrupt.detail).toBe('The response body could not be decoded as gzip.');
    const unknown = await refusal(`${base}/unknown-encoding`, LOCAL);
    expect(unknown.code).toBe('connection');
    expect(unknown.detail).toContain('unsupported content encoding (zstd)');
  });

  it('times out a server that never answers', async () => {
    const started = Date.now();
    const error = await refusal(`${base}/slow-headers`, { ...LOCAL, timeoutMs: 300 });
    expect(error.code).toBe('timeout');
    expect(error.securityRelevant).toBe(false);
    expect(error.detail).toBe('The server did not answer completely within 0.3 seconds.');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('counts the body and the redirects in the timeout', async () => {
    const started = Date.now();
    const slowBody = await refusal(`${base}/redirect?to=/slow-body`, { ...LOCAL, timeoutMs: 400 });
    expect(slowBody.code).toBe('timeout');
    expect(slowBody.url).toBe(`${base}/slow-body`);
    expect(Date.now() - started).toBeLessThan(2000);
    await expect.poll(() => server.closedEarly).toContain('/slow-body');
  });

  it('reports a refused connection and an unknown host as ordinary failures', async () => {
    const closed = await startServer();
    const port = closed.port;
    await closed.close();
    const refused = await refusal(`http://127.0.0.1:${port}/feed.xml`, LOCAL);
    expect(refused.code).toBe('connection');
    expect(refused.securityRelevant).toBe(false);
    expect(refused.detail).toContain('ECONNREFUSED');
    const dns = fakeDns({});
    const unknown = await refusal('https://feeds.example.org/rss', { lookup: dns.lookup });
    expect(unknown.code).toBe('dns');
    expect(unknown.detail).toBe('The host feeds.example.org could not be resolved (ENOTFOUND).');
  });
});
