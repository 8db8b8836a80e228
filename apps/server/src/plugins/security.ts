import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCompress from '@fastify/compress';
import { CSP_NONCE_PLACEHOLDER, EMBED_HOSTS } from '@helionews/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers and compression. The CSP fits the app: scripts only from our origin, style
 * tags only with the response's nonce (emotion's, ADR 015), images from anywhere over https because feed
 * stories link to their publishers' pictures, and frames only from the embed providers an
 * article body may hold (the sanitizer drops every other iframe).
 */
export interface SecurityOptions {
  /** 'sha256-...' sources of the page template's inline scripts (the pre-paint theme script). */
  scriptHashes?: readonly string[];
}

/**
 * The one style tag MUI writes by itself, without emotion and so without a nonce: while the colour
 * scheme changes (`disableTransitionOnChange`), it turns transitions off for a moment. Allowed by
 * its hash (@mui/system cssVars/createCssVarsProvider, DISABLE_CSS_TRANSITION; the theme journeys
 * in e2e/csp.spec.ts fail if MUI changes it).
 */
export const MUI_DISABLE_TRANSITION_CSS =
  '*{-webkit-transition:none!important;-moz-transition:none!important;-o-transition:none!important;-ms-transition:none!important;transition:none!important}';
const MUI_DISABLE_TRANSITION_HASH = `'sha256-${createHash('sha256').update(MUI_DISABLE_TRANSITION_CSS).digest('base64')}'`;

/**
 * The policy of the documents that are data, not pages (sitemaps, feeds, robots.txt): nothing in
 * them may run or load from anywhere. A browser shows an XML file as a tree it draws itself, with
 * inline styles and data: images (its fold arrows), which the pages' policy refused (two
 * violations per sitemap or feed opened in Chromium): those two, and only those, are allowed.
 */
export const DATA_DOCUMENT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonce (base64url, as long as CSP_NONCE_PLACEHOLDER); see cspNonceOf. */
    cspNonceValue: string | null;
  }
}

const NONCE_BYTES = 18;
/** Nonces drawn from the system's random source at once: one call per 256 responses, not each. */
const NONCES_PER_DRAW = 256;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/** A fresh nonce: 18 random bytes, 24 characters of base64url, never handed out twice. */
export function newCspNonce(): string {
  if (poolOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    poolOffset = 0;
  }
  const nonce = randomPool.toString('base64url', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/** The response's CSP nonce: the one its Content-Security-Policy header names. */
export function cspNonceOf(reply: FastifyReply): string {
  reply.cspNonceValue ??= newCspNonce();
  return reply.cspNonceValue;
}

function helmetOptions(options: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No 'unsafe-inline': the one inline script (it sets the theme before the first paint)
        // is allowed by its hash; the page's data travels as JSON, which is not executed.
        scriptSrc: ["'self'", ...(options.scriptHashes ?? [])],
        // No 'unsafe-inline' either: <style> tags carry the response's nonce (emotion's, on
        // server-rendered pages and in the browser); style="" attributes are not allowed.
        styleSrc: ["'self'", `'nonce-${CSP_NONCE_PLACEHOLDER}'`, MUI_DISABLE_TRANSITION_HASH],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: EMBED_HOSTS.map((host) => `https://${host}`),
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Story images come from other origins; they must still load.
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/**
 * The headers helmet sets, computed once (building helmet's middleware per request, as
 * @fastify/helmet does, re-parsed the CSP each time, a measurable share of a cached read's
 * cost). The CSP holds CSP_NONCE_PLACEHOLDER where each response puts its own nonce.
 */
function helmetHeaders(options: SecurityOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown = null;
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) failure = error;
    },
  );
  if (failure) throw failure;
  return Object.fromEntries(headers);
}

/** The headers that are the same for every response: all of helmet's but the CSP. */
export function securityHeaders(options: SecurityOptions = {}): Readonly<Record<string, string>> {
  const { 'content-security-policy': _policy, ...headers } = helmetHeaders(options);
  return Object.freeze(headers);
}

/** The Content-Security-Policy of a response, from its nonce. */
export function contentSecurityPolicy(options: SecurityOptions = {}): (nonce: string) => string {
  const policy = helmetHeaders(options)['content-security-policy'] ?? '';
  const [head = '', tail = ''] = policy.split(CSP_NONCE_PLACEHOLDER);
  return (nonce) => `${head}${nonce}${tail}`;
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const headers = securityHeaders(options);
  const policyFor = contentSecurityPolicy(options);
  app.decorateReply('cspNonceValue', null);
  app.addHook('onRequest', function setSecurityHeaders(_request, reply, done) {
    reply.headers(headers);
    // A nonce of its own for every response: pages put it on their style tags (pages.routes.ts).
    reply.header('content-security-policy', policyFor(cspNonceOf(reply)));
    done();
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
}

export default fp(securityPlugin, { name: 'security' });
