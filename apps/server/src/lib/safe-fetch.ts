import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * SSRF-safe outbound GET for feed fetching (issue 11).
 *
 * Two independent checks guard every hop (the first URL and each redirect):
 * 1. before connecting: scheme (http/https only), no user:pass@, and a literal IP host (after
 *    the URL parser's normalisation of 2130706433, 0177.0.0.1, 0x7f.1, 127.1, ...) against the
 *    blocked ranges below;
 * 2. at connect time, on the addresses the socket actually connects to: a guarded `lookup`
 *    checks every DNS answer against the same ranges, and `request-filtering-agent` checks the
 *    literal host and the DNS answers again (its own ipaddr.js ranges). There is no separate
 *    "check then connect" resolution, so DNS rebinding cannot slip a private address through.
 *
 * Our own ranges are a superset of the agent's: the agent treats IPv4-compatible IPv6
 * (::7f00:1 = ::127.0.0.1) and public cloud endpoints such as Azure's 168.63.129.16 as unicast.
 */

export interface SafeFetchOptions {
  /** FEEDS_ALLOW_HOSTS: host names or IP addresses an operator lets through although private. */
  allowHosts?: readonly string[];
  timeoutMs?: number; // default 10_000, whole request incl. redirects and body
  maxBytes?: number; // default 5 * 1024 * 1024 (decoded body); more -> 'too_large'
  maxRedirects?: number; // default 5; followed manually, each hop checked again
  headers?: Record<string, string>; // e.g. If-None-Match, If-Modified-Since, User-Agent
  /** GET unless told; a POST carries `body` (an OpenID token request). */
  method?: 'GET' | 'POST';
  body?: string | Buffer;
  /** 'manual' answers a redirect as it is instead of following it (default 'follow'; a POST never follows). */
  redirect?: 'follow' | 'manual';
  /**
   * Test-only: resolves host names instead of `dns.lookup`, at connect time (it is handed to the
   * socket through the agent). Its answers are checked exactly like real DNS answers, which lets
   * a test simulate DNS rebinding without a DNS server. Never set in production code.
   */
  lookup?: net.LookupFunction;
}

export interface SafeFetchResponse {
  status: number; // 2xx, 304 (not followed), or other non-redirect statuses as they are
  url: string; // final URL after redirects
  headers: Record<string, string | undefined>; // lower-case names (etag, last-modified, content-type)
  body: Buffer; // empty for 304
}

export type OutboundRefusalCode =
  | 'invalid_url'
  | 'protocol'
  | 'credentials'
  | 'private_address'
  | 'dns'
  | 'too_many_redirects'
  | 'timeout'
  | 'too_large'
  | 'connection';

const SECURITY_CODES: ReadonlySet<OutboundRefusalCode> = new Set([
  'protocol',
  'credentials',
  'private_address',
]);

export class OutboundRefusedError extends Error {
  override name = 'OutboundRefusedError';
  readonly code: OutboundRefusalCode;
  /** The URL that was refused (the hop, for redirects). */
  readonly url: string;
  /** A clear human sentence. */
  readonly detail: string;
  /** True when this is an SSRF refusal (protocol/credentials/private_address, incl. on a redirect) that deserves a security event; false for ordinary network failures (dns, timeout, too_large, connection...). */
  readonly securityRelevant: boolean;

  constructor(code: OutboundRefusalCode, url: string, detail: string) {
    super(detail);
    this.code = code;
    this.url = url;
    this.detail = detail;
    this.securityRelevant = SECURITY_CODES.has(code);
  }
}

export const SAFE_FETCH_USER_AGENT = 'HelioNews-FeedFetcher/1.0 (+https://helionews.local)';
export const SAFE_FETCH_DEFAULT_TIMEOUT_MS = 10_000;
export const SAFE_FETCH_DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const SAFE_FETCH_DEFAULT_MAX_REDIRECTS = 5;

const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
const DNS_ERROR_CODES: ReadonlySet<string> = new Set([
  'ENOTFOUND',
  'ENODATA',
  'EAI_AGAIN',
  'EAI_FAIL',
  'EAI_NODATA',
  'EAI_NONAME',
  'ESERVFAIL',
  'ENONAME',
]);

/** Parses FEEDS_ALLOW_HOSTS ('a.internal, 10.0.0.7') into a clean lower-case list. */
export function parseAllowHosts(value: string | undefined): string[] {
  if (!value) return [];
  const hosts: string[] = [];
  for (const part of value.split(/[\s,]+/)) {
    let host = part.trim().toLowerCase();
    if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
    host = host.replace(/\.$/, '');
    if (host && !hosts.includes(host)) hosts.push(host);
  }
  return hosts;
}

// ---------------------------------------------------------------------------------------------
// Address ranges that are never fetched (unless allowed by FEEDS_ALLOW_HOSTS)

interface BlockedRange {
  /** Completes "The address X is ...". */
  readonly description: string;
  readonly ipv4: net.BlockList;
  readonly ipv6: net.BlockList;
}

/**
 * IPv4 and IPv6 rules live in separate lists and an address is only checked against its own
 * family: Node's BlockList matches every IPv4 address against an IPv6 ::ffff:0:0/96 rule.
 */
function blockedRange(description: string, subnets: readonly string[]): BlockedRange {
  const range = { description, ipv4: new net.BlockList(), ipv6: new net.BlockList() };
  for (const subnet of subnets) {
    const [network = '', prefix = ''] = subnet.split('/');
    if (net.isIP(network) === 6) range.ipv6.addSubnet(network, Number(prefix), 'ipv6');
    else range.ipv4.addSubnet(network, Number(prefix), 'ipv4');
  }
  return range;
}

/** First match wins, so the specific ranges come before the broad ones. */
const BLOCKED_RANGES: readonly BlockedRange[] = [
  blockedRange('a cloud metadata address', [
    '169.254.169.254/32', // AWS, GCP, Azure, OpenStack, DigitalOcean instance metadata
    '169.254.170.2/32', // AWS ECS task metadata
    '100.100.100.200/32', // Alibaba Cloud
    '192.0.0.192/32', // Oracle Cloud
    '168.63.129.16/32', // Azure wire server (a public address)
    'fd00:ec2::254/128', // AWS IPv6
  ]),
  blockedRange('unspecified', ['0.0.0.0/8', '::/128']),
  blockedRange('a loopback address', ['127.0.0.0/8', '::1/128']),
  blockedRange('private', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']),
  blockedRange('shared carrier-grade NAT space', ['100.64.0.0/10']),
  blockedRange('link-local', ['169.254.0.0/16', 'fe80::/10']),
  blockedRange('unique-local (private)', ['fc00::/7']),
  blockedRange('site-local (private)', ['fec0::/10']),
  blockedRange('a broadcast address', ['255.255.255.255/32']),
  blockedRange('multicast', ['224.0.0.0/4', 'ff00::/8']),
  blockedRange('an IPv4-mapped IPv6 address', ['::ffff:0:0/96', '::ffff:0:0:0/96']),
  blockedRange('an IPv4-compatible IPv6 address', ['::/96']),
  blockedRange('a NAT64 address', ['64:ff9b::/96', '64:ff9b:1::/48']),
  blockedRange('a 6to4 or Teredo tunnel address', ['2002::/16', '2001::/32']),
  blockedRange('reserved', [
    '192.0.0.0/24',
    '192.0.2.0/24',
    '192.31.196.0/24',
    '192.52.193.0/24',
    '192.88.99.0/24',
    '192.175.48.0/24',
    '198.18.0.0/15',
    '198.51.100.0/24',
    '203.0.113.0/24',
    '240.0.0.0/4',
    '100::/64',
    '2001::/23',
    '2001:db8::/32',
    '2620:4f:8000::/48',
    '3fff::/20',
    '5f00::/16',
  ]),
];

/**
 * Why an address may not be fetched ("a loopback address", "private", ...), or null when it is
 * public. Ignores the allow list.
 */
export function blockedAddressReason(address: string): string | null {
  const bare = address.split('%')[0] ?? '';
  const family = net.isIP(bare);
  if (family === 0) return 'not a valid IP address';
  for (const range of BLOCKED_RANGES) {
    if (family === 4 ? range.ipv4.check(bare, 'ipv4') : range.ipv6.check(bare, 'ipv6')) {
      return range.description;
    }
  }
  return null;
}

/** The WHATWG URL serialisation of an IP address (lower case, shortest IPv6 form). */
function canonicalIp(address: string): string {
  const bare = address.split('%')[0] ?? '';
  try {
    if (net.isIP(bare) === 4) return new URL(`http://${bare}/`).hostname;
    if (net.isIP(bare) === 6) return new URL(`http://[${bare}]/`).hostname.slice(1, -1);
  } catch {
    // fall through: compared as given
  }
  return bare.toLowerCase();
}

const normalizeHostName = (host: string): string => host.toLowerCase().replace(/\.$/, '');

interface AllowPolicy {
  /** Host names let through whatever they resolve to. */
  readonly names: ReadonlySet<string>;
  /** Addresses let through (canonical form). */
  readonly addresses: ReadonlySet<string>;
}

function compilePolicy(allowHosts: readonly string[]): AllowPolicy {
  const names = new Set<string>();
  const addresses = new Set<string>();
  for (const entry of parseAllowHosts(allowHosts.join(','))) {
    if (net.isIP(entry) !== 0) addresses.add(canonicalIp(entry));
    else names.add(normalizeHostName(entry));
  }
  return { names, addresses };
}

/** The reason an address is refused under the policy, or null when it may be fetched. */
function refusedBecause(address: string, policy: AllowPolicy): string | null {
  if (policy.addresses.has(canonicalIp(address))) return null;
  return blockedAddressReason(address);
}

// ---------------------------------------------------------------------------------------------
// Errors

const PUBLIC_ONLY = 'feeds may only be fetched from public addresses.';

/** Thrown by the guarded lookup; becomes a 'private_address' refusal. */
class ResolvedToBlockedAddress extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
    readonly description: string,
  ) {
    super(`${host} resolves to ${address}, which is ${description}`);
  }
}

const clip = (text: string, max = 300): string =>
  text.length > max ? `${text.slice(0, max)}…` : text;

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

interface Hop {
  readonly url: URL;
  /** True for a hop reached through a redirect. */
  readonly redirected: boolean;
}

function refuse(
  code: OutboundRefusalCode,
  url: string,
  detail: string,
  redirected: boolean,
): OutboundRefusedError {
  const sentence = redirected
    ? `The server redirected to ${clip(url)}, and ${lowerFirst(detail)}`
    : detail;
  return new OutboundRefusedError(code, url, sentence);
}

function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (bytes >= 1024 * 1024 && Number.isInteger(mb)) return `${mb} MB`;
  if (bytes >= 1024 && Number.isInteger(bytes / 1024)) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

// ---------------------------------------------------------------------------------------------
// Checks before connecting

const hostOf = (url: URL): string =>
  url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;

/** Parses and checks a URL (the first one, or a redirect's Location against the current URL). */
function checkTarget(raw: string, base: URL | null, policy: AllowPolicy, redirected: boolean): URL {
  let url: URL;
  try {
    url = base ? new URL(raw, base) : new URL(raw);
  } catch {
    throw refuse('invalid_url', raw, `The address "${clip(raw)}" is not a valid URL.`, redirected);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refuse(
      'protocol',
      url.href,
      `Only http and https addresses may be fetched, not ${url.protocol.replace(/:$/, '')}.`,
      redirected,
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw refuse(
      'credentials',
      url.href,
      'Addresses with a user name or password (user:pass@host) may not be fetched.',
      redirected,
    );
  }
  const host = hostOf(url);
  if (host === '') {
    throw refuse('invalid_url', url.href, `The address "${clip(raw)}" has no host.`, redirected);
  }
  if (net.isIP(host) !== 0) {
    const reason = refusedBecause(host, policy);
    if (reason) {
      throw refuse(
        'private_address',
        url.href,
        `The address ${host} is ${reason}: ${PUBLIC_ONLY}`,
        redirected,
      );
    }
  }
  return url;
}

// ---------------------------------------------------------------------------------------------
// Connect-time check of DNS answers

function guardedLookup(
  resolve: net.LookupFunction,
  policy: AllowPolicy,
  nameAllowed: boolean,
): net.LookupFunction {
  return (hostname, lookupOptions, callback) => {
    resolve(hostname, lookupOptions, (error, address, family) => {
      if (error || nameAllowed) {
        callback(error, address, family);
        return;
      }
      const answers = Array.isArray(address) ? address.map((a) => a.address) : [address];
      if (answers.length === 0) {
        const empty: NodeJS.ErrnoException = new Error(`No address found for ${hostname}`);
        empty.code = 'ENOTFOUND';
        callback(empty, address, family);
        return;
      }
      for (const answer of answers) {
        const reason = refusedBecause(answer, policy);
        if (reason) {
          callback(new ResolvedToBlockedAddress(hostname, answer, reason), address, family);
          return;
        }
      }
      callback(null, address, family);
    });
  };
}

// ---------------------------------------------------------------------------------------------
// One request

interface Context {
  readonly policy: AllowPolicy;
  readonly headers: Record<string, string>;
  readonly method: 'GET' | 'POST';
  readonly body: string | Buffer | undefined;
  readonly signal: AbortSignal;
  readonly timeoutMs: number;
  readonly maxBytes: number;
  readonly resolve: net.LookupFunction;
}

/** What request-filtering-agent says when it refuses: "DNS lookup <ip>(family:..., host:...) is not allowed. ..." */
const AGENT_REFUSAL = /^DNS lookup (\S+?)\(family:[^)]*\) is not allowed/;

function timeoutRefusal(hop: Hop, ctx: Context): OutboundRefusedError {
  const seconds = ctx.timeoutMs / 1000;
  return new OutboundRefusedError(
    'timeout',
    hop.url.href,
    `The server did not answer completely within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  );
}

function classifyError(error: unknown, hop: Hop, ctx: Context): OutboundRefusedError {
  if (error instanceof OutboundRefusedError) return error;
  const host = hostOf(hop.url);
  if (error instanceof ResolvedToBlockedAddress) {
    return refuse(
      'private_address',
      hop.url.href,
      `The host ${host} resolves to ${error.address}, which is ${error.description}: ${PUBLIC_ONLY}`,
      hop.redirected,
    );
  }
  if (ctx.signal.aborted) return timeoutRefusal(hop, ctx);
  const message = error instanceof Error ? error.message : String(error);
  const agentRefusal = AGENT_REFUSAL.exec(message);
  if (agentRefusal) {
    const address = agentRefusal[1] ?? host;
    const subject =
      address === host
        ? `The address ${address}`
        : `The host ${host} resolves to ${address}, which`;
    return refuse(
      'private_address',
      hop.url.href,
      `${subject} is not a public address: ${PUBLIC_ONLY}`,
      hop.redirected,
    );
  }
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code && DNS_ERROR_CODES.has(code)) {
    return new OutboundRefusedError(
      'dns',
      hop.url.href,
      `The host ${host} could not be resolved (${code}).`,
    );
  }
  return new OutboundRefusedError(
    'connection',
    hop.url.href,
    `The connection to ${host} failed (${clip(code ?? message, 120)}).`,
  );
}

interface Exchange {
  readonly response: http.IncomingMessage;
  readonly agent: http.Agent;
}

function send(hop: Hop, ctx: Context): Promise<Exchange> {
  const { url } = hop;
  const host = hostOf(url);
  const isHttps = url.protocol === 'https:';
  const nameAllowed = net.isIP(host) === 0 && ctx.policy.names.has(normalizeHostName(host));
  const filter = nameAllowed
    ? { allowPrivateIPAddress: true, allowMetaIPAddress: true }
    : { allowIPAddressList: [...ctx.policy.addresses] };
  const agent = isHttps
    ? new RequestFilteringHttpsAgent({ ...filter, keepAlive: false })
    : new RequestFilteringHttpAgent({ ...filter, keepAlive: false });
  return new Promise<Exchange>((resolve, reject) => {
    const fail = (error: unknown) => {
      agent.destroy();
      reject(classifyError(error, hop, ctx));
    };
    try {
      const request = (isHttps ? https : http).request(
        {
          protocol: url.protocol,
          hostname: host,
          port: url.port === '' ? undefined : Number(url.port),
          path: `${url.pathname}${url.search}`,
          method: ctx.method,
          headers: ctx.headers,
          agent,
          signal: ctx.signal,
          lookup: guardedLookup(ctx.resolve, ctx.policy, nameAllowed),
        },
        (response) => resolve({ response, agent }),
      );
      request.on('error', fail);
      request.end(ctx.body);
    } catch (error) {
      fail(error);
    }
  });
}

/** A deflate decoder for both zlib-wrapped (RFC 1950) and raw (RFC 1951) bodies. */
function createDeflateDecoder(): Transform {
  let inner: zlib.Inflate | zlib.InflateRaw | null = null;
  const decoder: Transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inner) {
        const zlibHeader = chunk.length > 0 && ((chunk[0] ?? 0) & 0x0f) === 0x08;
        const created = zlibHeader ? zlib.createInflate() : zlib.createInflateRaw();
        created.on('data', (data: Buffer) => decoder.push(data));
        created.on('error', (error) => decoder.destroy(error));
        inner = created;
      }
      inner.write(chunk, () => callback());
    },
    flush(callback) {
      if (!inner) {
        callback();
        return;
      }
      inner.once('end', () => callback());
      inner.end();
    },
    destroy(error, callback) {
      inner?.destroy();
      callback(error);
    },
  });
  return decoder;
}

function decodersFor(encodingHeader: string | undefined, hop: Hop): Transform[] {
  const encodings = (encodingHeader ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e !== '' && e !== 'identity');
  // Content-Encoding lists the codings in the order they were applied: undo them in reverse.
  return encodings.reverse().map((encoding) => {
    if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip();
    if (encoding === 'deflate') return createDeflateDecoder();
    if (encoding === 'br') return zlib.createBrotliDecompress();
    throw new OutboundRefusedError(
      'connection',
      hop.url.href,
      `The server answered with an unsupported content encoding (${clip(encoding, 40)}).`,
    );
  });
}

class BodyTooLarge extends Error {}

async function readBody(response: http.IncomingMessage, hop: Hop, ctx: Context): Promise<Buffer> {
  const tooLarge = () =>
    new OutboundRefusedError(
      'too_large',
      hop.url.href,
      `The response is larger than the ${formatBytes(ctx.maxBytes)} limit.`,
    );
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > ctx.maxBytes) throw tooLarge();
  const decoders = decodersFor(response.headers['content-encoding'], hop);
  let decodeError: Error | null = null;
  for (const decoder of decoders) decoder.once('error', (error) => (decodeError ??= error));
  const chunks: Buffer[] = [];
  let size = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > ctx.maxBytes) {
        callback(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
      callback();
    },
  });
  try {
    await pipeline([response, ...decoders, sink], { signal: ctx.signal });
  } catch (error) {
    if (error instanceof BodyTooLarge) throw tooLarge();
    if (decodeError !== null && error === decodeError && !ctx.signal.aborted) {
      throw new OutboundRefusedError(
        'connection',
        hop.url.href,
        `The response body could not be decoded as ${response.headers['content-encoding'] ?? ''}.`,
      );
    }
    throw classifyError(error, hop, ctx);
  }
  return Buffer.concat(chunks, size);
}

function responseHeaders(response: http.IncomingMessage): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function requestHeaders(given: Record<string, string> | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': SAFE_FETCH_USER_AGENT,
    'accept-encoding': 'gzip, deflate, br',
  };
  for (const [name, value] of Object.entries(given ?? {})) {
    const lower = name.toLowerCase();
    // The Host header always follows the URL being fetched.
    if (lower !== 'host') headers[lower] = value;
  }
  return headers;
}

// ---------------------------------------------------------------------------------------------

/**
 * GET (or POST) `url` with the SSRF checks above on every hop. Resolves with any non-redirect status
 * (2xx, 304, 4xx, 5xx); rejects only with OutboundRefusedError.
 */
export async function safeFetch(
  url: string,
  options: SafeFetchOptions = {},
): Promise<SafeFetchResponse> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULT_MAX_REDIRECTS;
  const controller = new AbortController();
  const ctx: Context = {
    policy: compilePolicy(options.allowHosts ?? []),
    headers: requestHeaders(options.headers),
    method: options.method ?? 'GET',
    body: options.body,
    signal: controller.signal,
    timeoutMs,
    maxBytes: options.maxBytes ?? SAFE_FETCH_DEFAULT_MAX_BYTES,
    resolve: options.lookup ?? (dns.lookup as net.LookupFunction),
  };

  let hop: Hop = { url: checkTarget(url, null, ctx.policy, false), redirected: false };

  const run = async (): Promise<SafeFetchResponse> => {
    for (let redirects = 0; ; redirects += 1) {
      const { response, agent } = await send(hop, ctx);
      try {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        // A POST's redirect is answered as it is: re-sending a token request elsewhere is wrong.
        const follow = options.redirect !== 'manual' && ctx.method === 'GET';
        if (follow && REDIRECT_STATUSES.has(status) && location !== undefined) {
          response.resume();
          const next = checkTarget(location, hop.url, ctx.policy, true);
          if (redirects >= maxRedirects) {
            throw new OutboundRefusedError(
              'too_many_redirects',
              next.href,
              `The server redirected more than ${maxRedirects} times; stopped before ${clip(next.href)}.`,
            );
          }
          hop = { url: next, redirected: true };
          continue;
        }
        const body =
          status === 304
            ? (response.resume(), Buffer.alloc(0))
            : await readBody(response, hop, ctx);
        return { status, url: hop.url.href, headers: responseHeaders(response), body };
      } finally {
        response.destroy();
        agent.destroy();
      }
    }
  };

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(timeoutRefusal(hop, ctx));
      controller.abort();
    }, timeoutMs);
  });
  try {
    return await Promise.race([run(), deadline]);
  } catch (error) {
    throw classifyError(error, hop, ctx);
  } finally {
    clearTimeout(timer);
  }
}
