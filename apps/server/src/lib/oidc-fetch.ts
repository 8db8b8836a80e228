import { safeFetch, type SafeFetchOptions } from './safe-fetch.js';

/**
 * The `fetch` that openid-client is given (its `customFetch`) for every request to an identity
 * provider: discovery, JWKS, token and userinfo. A publication's admin types the issuer, so each
 * request goes through safeFetch's SSRF checks (no private, loopback or metadata address unless
 * the operator allows the host, as the feed fetcher's FEEDS_ALLOW_HOSTS does), with a time limit
 * and a size cap. Redirects are answered as they are, as openid-client asks (`redirect: 'manual'`).
 */
export interface OidcFetchRequest {
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  redirect?: string;
  signal?: AbortSignal;
}

export type OidcFetch = (url: string, request: OidcFetchRequest) => Promise<Response>;

export interface OidcFetchOptions {
  allowHosts?: readonly string[];
  timeoutMs?: number;
  /** Test-only DNS answers, as for safeFetch. */
  lookup?: SafeFetchOptions['lookup'];
}

const ONE_MEBIBYTE = 1024 * 1024;

function bodyOf(body: unknown): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  throw new TypeError('An identity-provider request body must be text, a form or bytes.');
}

export function createOidcFetch(options: OidcFetchOptions = {}): OidcFetch {
  return async (url, request) => {
    const method = request.method.toUpperCase();
    if (method !== 'GET' && method !== 'POST') {
      throw new TypeError(`An identity-provider request may be GET or POST, not ${method}.`);
    }
    const answer = await safeFetch(url, {
      method,
      body: bodyOf(request.body),
      headers: request.headers,
      redirect: 'manual',
      allowHosts: options.allowHosts,
      timeoutMs: options.timeoutMs ?? 10_000,
      maxBytes: ONE_MEBIBYTE,
      lookup: options.lookup,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      // The body is already decoded: its former encoding and length no longer describe it.
      if (value === undefined || name === 'content-encoding' || name === 'content-length') continue;
      headers.set(name, value);
    }
    const empty = answer.status === 204 || answer.status === 304 || answer.body.length === 0;
    const response = new Response(empty ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers,
    });
    Object.defineProperty(response, 'url', { value: answer.url });
    return response;
  };
}
