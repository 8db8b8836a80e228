import {
  ADMIN_ROUTES,
  API_BASE,
  CSP_NONCE_PLACEHOLDER,
  LANGUAGES,
  ROUTES,
  SITE_PAGE_ROUTES,
  STORAGE_KEYS,
  type SsrRenderer,
  type SsrRenderRequest,
  type SsrRenderResult,
  type SsrServerHooks,
} from '@helionews/contracts';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TenantRow } from '../../db/schema/index.js';
import { sameSiteLocation } from '../../lib/safe-redirect.js';
import type { WarmUp } from '../../lib/warm-up.js';
import type { WebBundle } from '../../lib/web-bundle.js';
import { ANY_CONTENT } from '../../lib/response-cache.js';
import { cacheTagsOf, markRenderFailed, SURROGATE_KEY } from '../../plugins/read-cache.js';
import { cspNonceOf } from '../../plugins/security.js';
import { fromEdgeTags } from '../../lib/edge-tags.js';
import { contentTags } from '../content/content-tags.js';
import tenantContext from '../../plugins/tenant.js';
import type { TenantResolver } from '../../request-context.js';
import { feedLinks, siteBaseUrl } from '../seo/site-urls.js';
import { normalisedPageUrl, normalisedSearch } from './page-address.js';
import { createRenderPool, type RenderPool } from './render-pool.js';
import { createRenderQueue, RenderQueueFullError } from './render-queue.js';
import type { PageAddress, PagesService } from './pages.service.js';
import {
  assemblePage,
  shellPage,
  withNonce,
  withPlatformHost,
  type ShellNotice,
} from './page-template.js';

export interface PagesRoutesOptions {
  bundle: WebBundle;
  service: PagesService;
  /** Decides each page's publication (plugins/tenant.ts, `page` addressing). */
  tenants: TenantResolver;
  publicUrl: string;
  baseHostname?: string;
  /** Readiness waits for the page renderer, which loads once the app is ready (ADR 017). */
  warmUp: WarmUp;
  /**
   * Render worker threads (issue 31): one per CPU by default; 0 renders on the main thread.
   * Used when the bundle has a built renderer module (`rendererEntry`).
   */
  renderWorkers?: number;
  /** Renders that may wait for a free worker; more are refused with 503 (default 4 x workers). */
  renderQueueLimit?: number;
  /** Called for each render refused because the queue was full (counted for /metrics). */
  onRenderRefused?: () => void;
  /**
   * Rounds of sample pages each renderer draws before the node is ready (RENDER_WARM_UP): a
   * fresh renderer's first pages are three times slower. 0 or absent (tests): none.
   */
  renderWarmUpRounds?: number;
}

/** One render's bookkeeping: whether it may be cached, and what it was built from. */
interface RenderScope {
  noStore: boolean;
  tenantId: number;
  tags: Set<string>;
  /**
   * Where a tag or a static page the page asked for is now, when the API answered its old slug
   * with a 301 (issue 34): the page answers the reader with a 301 to that address.
   */
  moved: Moved | null;
}

/** What the page hooks decided, for the handler (and the cache key: tenant and language). */
interface PageContext {
  tenant: TenantRow;
  /** The publication came from the address: its host, or a /tenant/{slug} prefix. */
  tenantFromAddress: boolean;
  language: ReturnType<PagesService['resolveLanguage']>;
  /** The reader path under any /tenant/{slug} prefix. */
  rest: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    page: PageContext | null;
  }
}

/** What a browser sends a `<form method="post">` as. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Where the nonce goes: only `nonce="…"` attributes, never text that happens to hold the word. */
const NONCE_ATTRIBUTE = `nonce="${CSP_NONCE_PLACEHOLDER}"`;
const nonceAttribute = (reply: FastifyReply) => `nonce="${cspNonceOf(reply)}"`;

const STORY_PATH = /^\/story\/(\d{1,15})\/?$/;
/**
 * The reader pages whose API answers an old slug with a 301 (a renamed or merged tag, a renamed
 * static page): the page's path, the API's `Location`, and the page's address under a slug.
 */
const MOVABLE_PAGES = [
  {
    page: /^\/tag\/[^/]+\/?$/,
    api: new RegExp(`^${API_BASE}/tags/([^/?#]+)$`),
    route: ROUTES.tag,
  },
  {
    page: /^\/page\/[^/]+\/?$/,
    api: new RegExp(`^${API_BASE}/pages/([^/?#]+)$`),
    route: SITE_PAGE_ROUTES.page,
  },
] as const;

/** A page's new address: which kind of page moved, and its slug now. */
interface Moved {
  readonly kind: (typeof MOVABLE_PAGES)[number];
  readonly slug: string;
}

/** What the API's 301 from an old slug names (`/api/tags/{new}`, `/api/pages/{new}`); null for any other. */
function movedTo(location: string): Moved | null {
  for (const kind of MOVABLE_PAGES) {
    const written = kind.api.exec(location)?.[1];
    if (!written) continue;
    try {
      return { kind, slug: decodeURIComponent(written) };
    } catch {
      return null;
    }
  }
  return null;
}

/** A publication's slug as addresses carry it. */
const TENANT_SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie that mirrors a localStorage key, as the browser's script writes it (lib/storage). */
const MIRROR_COOKIE = { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' } as const;

/**
 * Pages rendered at the same time on the main thread (a renderer without workers: a bundle with
 * no renderer module, e.g. tests' stand-ins, or `renderWorkers: 0`): one, since rendering is
 * CPU-bound there. With workers, each renders two at once (render-pool.ts).
 */
export const MAX_CONCURRENT_RENDERS = 1;

/** How many renders may wait, per render slot, before more are refused (issue 31, item 5). */
export const RENDER_QUEUE_PER_WORKER = 4;

/** What a refused render's 503 asks the client to wait, in seconds. */
export const RENDER_RETRY_AFTER_SECONDS = 2;

/** Where a page render runs: in worker threads, or on the main thread. */
interface PageRenderer {
  render(request: SsrRenderRequest, hooks: SsrServerHooks): Promise<SsrRenderResult>;
  noScriptNotice(language: string): Promise<string>;
}

/** The parameter that names a page's language in its address (hreflang alternates). */
const LANGUAGE_PARAMETER = 'lng';

/** `search` ('?a=1&lng=fr') without `name`, every other parameter kept as it was written. */
export function withoutParameter(search: string, name: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => {
      if (!part) return false;
      const key = part.split('=', 1)[0] ?? '';
      let decoded = key;
      try {
        decoded = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is not the parameter looked for.
      }
      return decoded !== name;
    });
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

const isApi = (pathname: string) => pathname === API_BASE || pathname.startsWith(`${API_BASE}/`);

/**
 * The reader site, rendered on the server (ADR 008): every path that is not the API, the
 * back-office, an upload or a built asset. The publication and language are decided first (in
 * `onRequest`, so the response cache can key on them), then the page is rendered, or served from
 * the cache when nothing changed since it was rendered for the same publication and language.
 */
export async function pagesRoutes(app: FastifyInstance, options: PagesRoutesOptions) {
  const { service } = options;
  // Every page the server sends names the platform's own host, which names no publication, for
  // the browser's resolution of the tenant (web lib/tenant-slug.ts).
  const bundle = {
    ...options.bundle,
    template: withPlatformHost(options.bundle.template, options.baseHostname),
    readerTemplate: withPlatformHost(options.bundle.readerTemplate, options.baseHostname),
  };
  // The cookies that mirror the reader's stored choices, read before any hook of this scope.
  await app.register(fastifyCookie);
  // One render's API calls, answered in process. When one of the answers must not be cached
  // (no-store), neither may the page.
  // The page is built from what its API answers were built from: their tags (content-tags.ts)
  // are the page's, so an edit re-renders exactly the pages that show it.
  const hooksFor = (render: RenderScope): SsrServerHooks => ({
    async fetchApi(url, headers) {
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { ...headers, ...app.readCache.freshOnlyHeaders },
      });
      if (String(answer.headers['cache-control'] ?? '').includes('no-store')) {
        render.noStore = true;
      }
      if (answer.statusCode === 301) {
        const moved = movedTo(String(answer.headers.location ?? ''));
        if (moved !== null) render.moved = moved;
      }
      const tags = answer.headers[SURROGATE_KEY];
      if (typeof tags === 'string') {
        for (const tag of fromEdgeTags(render.tenantId, tags)) render.tags.add(tag);
      } else {
        render.tags.add(ANY_CONTENT);
      }
      return {
        status: answer.statusCode,
        contentType: String(answer.headers['content-type'] ?? 'application/json'),
        body: answer.body,
      };
    },
  });
  // The renderer's modules load once the app is ready, in the background: a start listens
  // without waiting for them, and a page asked for before they are in waits for them. With a
  // built renderer module they load in worker threads, so no render ever runs on this thread.
  const { loadRenderer, rendererEntry } = bundle;
  const workers = options.renderWorkers ?? 1;
  let pool: RenderPool | null = null;
  let loading: Promise<SsrRenderer> | null = null;
  let rendererNow: (() => Promise<PageRenderer>) | null = null;
  let capacity = MAX_CONCURRENT_RENDERS;
  if (rendererEntry && workers > 0) {
    const poolNow = () =>
      (pool ??= createRenderPool({
        entry: rendererEntry,
        size: workers,
        perWorker: 2,
        warmUpRounds: options.renderWarmUpRounds,
      }));
    capacity = workers * 2;
    let ready: Promise<PageRenderer> | null = null;
    rendererNow = () => {
      const current = poolNow();
      return (ready ??= current.ready().then(() => current));
    };
    app.addHook('onClose', async () => {
      await pool?.close();
    });
  } else if (loadRenderer) {
    rendererNow = () =>
      (loading ??= loadRenderer()
        .then((create) => create())
        .then(async (renderer) => {
          const rounds = options.renderWarmUpRounds ?? 0;
          if (rounds > 0) await renderer.warmUp?.(rounds).catch(() => undefined);
          return renderer;
        })).then((renderer) => ({
        render: (request, hooks) => renderer.render(request, hooks),
        noScriptNotice: async (language) => renderer.noScriptNotice(language),
      }));
  }
  if (rendererNow) {
    const load = rendererNow;
    app.addHook('onReady', (done) => {
      options.warmUp.track('the page renderer', load());
      done();
    });
  }

  // More renders at once than the workers run would only hold more half-built pages in memory
  // without finishing any sooner (docs/performance.md, memory); a bounded line waits for them.
  const renderQueue = createRenderQueue({
    concurrency: capacity,
    maxWaiting: options.renderQueueLimit ?? RENDER_QUEUE_PER_WORKER * Math.max(1, workers),
  });

  app.decorateRequest('page', null);

  /** After the tenant plugin chose the publication: the language, then the page's context. */
  function decidePage(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
    const url = new URL(request.url, 'http://page.invalid');
    const address = request.tenantAddress;
    if (isApi(url.pathname) || !address) return done();
    const language: PageAddress = {
      cookies: request.cookies,
      acceptLanguage: request.headers['accept-language'],
      lngParam: url.searchParams.get(LANGUAGE_PARAMETER) ?? undefined,
    };
    request.page = {
      tenant: request.tenant,
      tenantFromAddress: address.source === 'host' || address.prefix !== null,
      language: service.resolveLanguage(language),
      rest: address.rest,
    };
    done();
  }

  /** Any page when no renderer was built: the browser renders it. */
  async function serveShell(_request: FastifyRequest, reply: FastifyReply) {
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shellPage(bundle.template));
  }

  /**
   * The back-office (a client-rendered chunk): a browser that runs no script reads, in the
   * page's language, that it needs JavaScript, rather than a blank page (issue 30, item 1).
   */
  async function serveBackOffice(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://page.invalid');
    const { language } = service.resolveLanguage({
      cookies: request.cookies,
      acceptLanguage: request.headers['accept-language'],
      lngParam: url.searchParams.get(LANGUAGE_PARAMETER) ?? undefined,
    });
    let notice: ShellNotice | undefined;
    try {
      const renderer = rendererNow ? await rendererNow() : null;
      notice = renderer ? { text: await renderer.noScriptNotice(language), language } : undefined;
    } catch (error) {
      request.log.error({ err: error }, 'the renderer did not load; the shell says nothing');
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shellPage(bundle.template, notice));
  }

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://page.invalid');
    if (isApi(url.pathname)) {
      return reply
        .status(404)
        .send({ detail: `No such endpoint: ${request.method} ${url.pathname}` });
    }
    const page = request.page;
    if (!page || !rendererNow) return serveShell(request, reply);

    const base = siteBaseUrl({
      tenant: page.tenant,
      requestHost: request.host,
      requestProtocol: request.protocol,
      publicUrl: options.publicUrl,
      baseHostname: options.baseHostname,
    });
    let result;
    const scope: RenderScope = {
      noStore: false,
      tenantId: page.tenant.id,
      tags: new Set(),
      moved: null,
    };
    // Only the parameters the page reads reach it (and its cache key: `pageKey`).
    const search = normalisedSearch(url.pathname, url.search);
    try {
      const renderer = await rendererNow();
      result = await renderQueue.run(() =>
        renderer.render(
          {
            url: `${page.rest}${search}`,
            location: `${url.pathname}${search}`,
            hostname: request.hostname,
            platformHostname: options.baseHostname ?? null,
            tenantSlug: page.tenant.slug,
            language: page.language.language,
            explicitLanguage: page.language.explicit,
            tenantFromAddress: page.tenantFromAddress,
            baseUrl: base,
            feeds: feedLinks(page.tenant, base),
            // Replaced by each response's own nonce when sent (below, and in the read cache).
            cspNonce: CSP_NONCE_PLACEHOLDER,
          },
          hooksFor(scope),
        ),
      );
    } catch (error) {
      if (error instanceof RenderQueueFullError) {
        // Too many pages waiting for a render: this one is refused now rather than late.
        request.log.warn('the render queue is full; answering 503');
        options.onRenderRefused?.();
        return reply
          .status(503)
          .header('Cache-Control', 'no-store')
          .header('Retry-After', String(RENDER_RETRY_AFTER_SECONDS))
          .type('text/html; charset=utf-8')
          .send(shellPage(bundle.template));
      }
      // A page that cannot be rendered on the server still works: the browser renders it.
      request.log.error({ err: error }, 'server rendering failed; sending the client shell');
      markRenderFailed(request);
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

    // A tag's or a static page's old slug (renamed, or a merged tag): its page is at the slug
    // it has now, for good. The address keeps its publication prefix and the parameters the
    // page reads (`?page=`).
    const moved = scope.moved;
    if (moved !== null && moved.kind.page.test(page.rest)) {
      const prefix = request.tenantAddress?.prefix ?? '';
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(sameSiteLocation(`${prefix}${moved.kind.route(moved.slug)}`, search), 301);
    }

    if (scope.noStore) reply.header('Cache-Control', 'no-store');
    // Every page shows the publication's settings (its name, links, feeds).
    cacheTagsOf(request).add(contentTags.settings, ...scope.tags);
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
            // Only the parameters the page reads: `/?a=1` and `/?a=2` are one page (item 5).
            key: (request: FastifyRequest) => normalisedPageUrl(request.url),
            perResponse: { placeholder: NONCE_ATTRIBUTE, value: nonceAttribute },
          },
        }
      : {},
  };
  /**
   * `/choose?lng=fr&return=/story/12` (or `tenant=space`): a reader's choice of language or
   * publication with no script (ADR 016). It is stored in the cookie that mirrors SPEC's
   * localStorage key (the page's script copies it into localStorage), and the reader goes back.
   * A chosen language wins over the `?lng=` of the page it was chosen on: that one is dropped
   * from the way back, or the reader could never leave the language of the address.
   */
  app.get('/choose', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const language = typeof query.lng === 'string' ? query.lng : '';
    const chosenLanguage = (LANGUAGES as readonly string[]).includes(language);
    if (chosenLanguage) reply.setCookie(STORAGE_KEYS.preferredLanguage, language, MIRROR_COOKIE);
    const tenant = typeof query.tenant === 'string' ? query.tenant.trim().toLowerCase() : '';
    if (TENANT_SLUG.test(tenant))
      reply.setCookie(STORAGE_KEYS.selectedTenant, tenant, MIRROR_COOKIE);
    const back = typeof query.return === 'string' ? query.return : '/';
    const cut = back.indexOf('?');
    const [path, search] = cut < 0 ? [back, ''] : [back.slice(0, cut), back.slice(cut)];
    const location = sameSiteLocation(
      path,
      chosenLanguage ? withoutParameter(search, LANGUAGE_PARAMETER) : search,
    );
    return reply.header('Cache-Control', 'no-store').redirect(location, 303);
  });

  // The back-office renders itself in the browser, for the publication it resolves there.
  app.get(ADMIN_ROUTES.root, serveBackOffice);
  app.get(`${ADMIN_ROUTES.root}/*`, serveBackOffice);

  // Every page's publication is decided first, in one place (plugins/tenant.ts): SPEC section
  // 4's order, the cookie read by @fastify/cookie; then its language (decidePage).
  await app.register(async (pages) => {
    await pages.register(tenantContext, {
      tenants: options.tenants,
      baseHostname: options.baseHostname,
      addressing: 'page',
    });
    pages.get('/', routeOptions, servePage);
    pages.get('/*', routeOptions, servePage);

    // A form a browser sent without running its script (sign-in, sign-up, a new password: each
    // is method="post" so that no field lands in an address, issue 30): the page again, by GET,
    // where it says the form needs JavaScript. What was typed is read by no one: the body is
    // dropped unparsed, here only (parsers are this plugin's own).
    pages.addContentTypeParser(
      [...FORM_TYPES],
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    pages.post('/*', async (request, reply) => {
      const url = new URL(request.url, 'http://page.invalid');
      const type = request.headers['content-type'] ?? '';
      // Anything else posted to a page (JSON, no body) is no page's: not found, as before.
      if (isApi(url.pathname) || !FORM_TYPES.some((form) => type.startsWith(form))) {
        return reply.callNotFound();
      }
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(sameSiteLocation(url.pathname), 303);
    });
  });
}
