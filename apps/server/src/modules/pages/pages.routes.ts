import {
  ADMIN_ROUTES,
  API_BASE,
  CSP_NONCE_PLACEHOLDER,
  LANGUAGES,
  STORAGE_KEYS,
  type SsrRenderer,
  type SsrServerHooks,
} from '@helionews/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import type { TenantRow } from '../../db/schema/index.js';
import { sameSiteLocation } from '../../lib/safe-redirect.js';
import type { WarmUp } from '../../lib/warm-up.js';
import type { WebBundle } from '../../lib/web-bundle.js';
import { cspNonceOf } from '../../plugins/security.js';
import { tenantSlugOf } from '../../plugins/tenant.js';
import { feedLinks, siteBaseUrl } from '../seo/site-urls.js';
import type { PageAddress, PagesService } from './pages.service.js';
import { assemblePage, shellPage, withNonce } from './page-template.js';

export interface PagesRoutesOptions {
  bundle: WebBundle;
  service: PagesService;
  publicUrl: string;
  baseHostname?: string;
  /** Readiness waits for the page renderer, which loads once the app is ready (ADR 017). */
  warmUp: WarmUp;
}

/** What the page hook decided, for the handler (and the cache key: tenant and language). */
interface PageContext {
  address: PageAddress;
  tenant: TenantRow;
  language: ReturnType<PagesService['resolveLanguage']>;
  /** The reader path under any /tenant/{slug} prefix. */
  rest: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    page: PageContext | null;
  }
}

/** Where the nonce goes: only `nonce="…"` attributes, never text that happens to hold the word. */
const NONCE_ATTRIBUTE = `nonce="${CSP_NONCE_PLACEHOLDER}"`;
const nonceAttribute = (reply: FastifyReply) => `nonce="${cspNonceOf(reply)}"`;

const STORY_PATH = /^\/story\/(\d{1,15})\/?$/;

/** A publication's slug as addresses carry it. */
const TENANT_SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie that mirrors a localStorage key, as the browser's script writes it (lib/storage). */
function mirrorCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * Pages rendered at the same time: one. Rendering is CPU-bound, and the renderer itself renders
 * one page at a time (so that it knows whose API calls it makes without an AsyncLocalStorage,
 * which on Node 20 slows every promise of the process, cached answers included; issue 22). The
 * others wait their turn here, before their half-built pages take memory.
 */
export const MAX_CONCURRENT_RENDERS = 1;

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      // A malformed cookie names nothing.
    }
  }
  return cookies;
}

const isApi = (pathname: string) => pathname === API_BASE || pathname.startsWith(`${API_BASE}/`);
const isAdmin = (pathname: string) =>
  pathname === ADMIN_ROUTES.root || pathname.startsWith(`${ADMIN_ROUTES.root}/`);

/**
 * The reader site, rendered on the server (ADR 008): every path that is not the API, the
 * back-office, an upload or a built asset. The publication and language are decided first (in
 * `onRequest`, so the response cache can key on them), then the page is rendered, or served from
 * the cache when nothing changed since it was rendered for the same publication and language.
 */
export async function pagesRoutes(app: FastifyInstance, options: PagesRoutesOptions) {
  const { bundle, service } = options;
  // One render's API calls, answered in process. When one of the answers must not be cached
  // (no-store), neither may the page.
  const hooksFor = (render: { noStore: boolean }): SsrServerHooks => ({
    async fetchApi(url, headers) {
      const answer = await app.inject({ method: 'GET', url, headers: { ...headers } });
      if (String(answer.headers['cache-control'] ?? '').includes('no-store')) {
        render.noStore = true;
      }
      return {
        status: answer.statusCode,
        contentType: String(answer.headers['content-type'] ?? 'application/json'),
        body: answer.body,
      };
    },
  });
  // The renderer's modules load once the app is ready, in the background: a start listens
  // without waiting for them, and a page asked for before they are in waits for them.
  const { loadRenderer } = bundle;
  let loading: Promise<SsrRenderer> | null = null;
  const rendererNow = loadRenderer
    ? () => (loading ??= loadRenderer().then((create) => create()))
    : null;
  if (rendererNow) {
    app.addHook('onReady', (done) => {
      options.warmUp.track('the page renderer', rendererNow());
      done();
    });
  }

  // More renders at once would only hold more half-built pages in the heap without finishing any
  // sooner (docs/performance.md, memory).
  const renderSlot = pLimit(MAX_CONCURRENT_RENDERS);

  app.decorateRequest('page', null);

  async function decidePage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://page.invalid');
    if (isApi(url.pathname) || isAdmin(url.pathname)) return;
    const address: PageAddress = {
      hostSlug: tenantSlugOf(request, options.baseHostname),
      pathname: url.pathname,
      cookies: parseCookies(request.headers.cookie),
      acceptLanguage: request.headers['accept-language'],
      lngParam: url.searchParams.get('lng') ?? undefined,
    };
    const resolution = await service.resolveTenant(address);
    if (resolution.kind === 'unknownPrefix') {
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(sameSiteLocation(resolution.location, url.search), 302);
    }
    request.tenant = resolution.tenant;
    request.page = {
      address,
      tenant: resolution.tenant,
      language: service.resolveLanguage(address),
      rest: resolution.rest,
    };
  }

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://page.invalid');
    if (isApi(url.pathname)) {
      return reply
        .status(404)
        .send({ detail: `No such endpoint: ${request.method} ${url.pathname}` });
    }
    const page = request.page;
    if (!page || !rendererNow) {
      // The back-office (a client-rendered chunk), or no server renderer was built.
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shellPage(bundle.template));
    }

    const base = siteBaseUrl({
      tenant: page.tenant,
      requestHost: request.host,
      requestProtocol: request.protocol,
      publicUrl: options.publicUrl,
      baseHostname: options.baseHostname,
    });
    let result;
    const scope = { noStore: false };
    try {
      const renderer = await rendererNow();
      result = await renderSlot(() =>
        renderer.render(
          {
            url: `${page.rest}${url.search}`,
            location: `${url.pathname}${url.search}`,
            hostname: request.hostname,
            tenantSlug: page.tenant.slug,
            language: page.language.language,
            explicitLanguage: page.language.explicit,
            tenantFromAddress: Boolean(page.address.hostSlug) || page.rest !== url.pathname,
            baseUrl: base,
            feeds: feedLinks(page.tenant, base),
            // Replaced by each response's own nonce when sent (below, and in the read cache).
            cspNonce: CSP_NONCE_PLACEHOLDER,
          },
          hooksFor(scope),
        ),
      );
    } catch (error) {
      // A page that cannot be rendered on the server still works: the browser renders it.
      request.log.error({ err: error }, 'server rendering failed; sending the client shell');
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(shellPage(bundle.template));
    }

    if (result.status === 404) {
      // A shared link: the story is published, by another publication than the one resolved.
      const storyId = STORY_PATH.exec(page.rest)?.[1];
      const publisher = storyId ? await service.storyPublisher(Number(storyId)) : null;
      if (storyId && publisher && publisher !== page.tenant.slug) {
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(sameSiteLocation(`/tenant/${publisher}/story/${storyId}`, url.search), 302);
      }
    }

    if (scope.noStore) reply.header('Cache-Control', 'no-store');
    return (
      reply
        .status(result.status)
        // A CDN must not hand one reader's language or publication (chosen by cookie) to another.
        .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
        .header('Content-Language', result.language)
        .type('text/html; charset=utf-8')
        .send(
          assemblePage(result.mode === 'islands' ? bundle.readerTemplate : bundle.template, result),
        )
    );
  }

  // Every page leaves here with the nonce its CSP header names (ADR 015): the rendered page
  // and the template hold a placeholder. Pages from the read cache get theirs there.
  app.addHook('onSend', async (_request, reply, payload) =>
    typeof payload === 'string' ? withNonce(payload, cspNonceOf(reply)) : payload,
  );

  const routeOptions = {
    onRequest: decidePage,
    config: rendererNow
      ? {
          readCache: {
            // The page differs by language (the cache key already holds tenant, version, URL).
            variant: (request: FastifyRequest) => request.page?.language.language ?? '-',
            perResponse: { placeholder: NONCE_ATTRIBUTE, value: nonceAttribute },
          },
        }
      : {},
  };
  /**
   * `/choose?lng=fr&return=/story/12` (or `tenant=space`): a reader's choice of language or
   * publication with no script (ADR 016). It is stored in the cookie that mirrors SPEC's
   * localStorage key (the page's script copies it into localStorage), and the reader goes back.
   */
  app.get('/choose', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const cookies: string[] = [];
    const language = typeof query.lng === 'string' ? query.lng : '';
    if ((LANGUAGES as readonly string[]).includes(language)) {
      cookies.push(mirrorCookie(STORAGE_KEYS.preferredLanguage, language));
    }
    const tenant = typeof query.tenant === 'string' ? query.tenant.trim().toLowerCase() : '';
    if (TENANT_SLUG.test(tenant)) cookies.push(mirrorCookie(STORAGE_KEYS.selectedTenant, tenant));
    const back = typeof query.return === 'string' ? query.return : '/';
    const cut = back.indexOf('?');
    const [path, search] = cut < 0 ? [back, ''] : [back.slice(0, cut), back.slice(cut)];
    if (cookies.length > 0) reply.header('Set-Cookie', cookies.length === 1 ? cookies[0] : cookies);
    return reply.header('Cache-Control', 'no-store').redirect(sameSiteLocation(path, search), 303);
  });

  app.get('/', routeOptions, servePage);
  app.get('/*', routeOptions, servePage);
}
