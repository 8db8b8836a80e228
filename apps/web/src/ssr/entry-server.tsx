/// <reference types="node" />
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import {
  ISLAND_PAGE_ELEMENT_ID,
  LANGUAGES,
  SSR_STATE_ELEMENT_ID,
  type IslandPageData,
  type Language,
  type SsrBootstrap,
  type SsrRenderer,
  type SsrRenderRequest,
  type SsrRenderResult,
  type SsrServerHooks,
  type TenantInfo,
} from '@helionews/contracts';
import { QueryClient, type Query, type QueryFunction } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { IslandPageContext } from '@/islands/Island';
import { tenantKeys } from '@/features/tenant/tenant-context/api/query-keys';
import { sitePageKeys } from '@/features/reader/site-pages/api/get-site-pages';
import { RenderedTenantContext } from '@/lib/active-tenant';
import { withApiScope, type ApiScope } from '@/lib/api-client';
import { createEmotionCache } from '@/lib/emotion-cache';
import { fixedLanguageI18n } from '@/lib/fixed-language-i18n';
import { isBrowserOnlyQuery, USER_QUERY_SCOPE } from '@/lib/query-scope';
import { HttpStatusContext, type HttpStatusRecorder } from '@/lib/http-status';
import { FragmentScopeContext, type FragmentScope } from '@/lib/server-fragment';
import { SsrContext, type SsrState } from '@/lib/ssr-context';
import { setServerPlatformHostname, tenantPathPrefix } from '@/lib/tenant-slug';
import { createFragmentStore, type FragmentStore } from './fragment-store';
import { buildPageHead } from './page-head';
import { pageQueries } from './page-data';
import { dehydrateForBrowser } from '@/lib/query-state';
import { serializeJsonForScript } from './head/escape';
import { blocksDifference, loadReaderStylesheet, type ReaderStylesheet } from './reader-styles';
import { SAMPLE_PAGES, sampleApi } from './style-sampler';

/**
 * Renders until no new query appears; a page needing more rounds than this is a bug. The pages
 * of page-data.ts need one: their data is loaded before it.
 */
const MAX_PASSES = 5;

const localeModules = import.meta.glob<{ default: Record<string, unknown> }>(
  '../locales/*/common.json',
  { eager: true },
);

/** Texts the browser loads with their pages (lib/reader-page-texts.ts); the server has them all. */
const pageTextModules = import.meta.glob<{ default: Record<string, unknown> }>(
  '../locales/*/reader-pages.json',
  { eager: true },
);
const newsletterTextModules = import.meta.glob<{ default: Record<string, unknown> }>(
  '../locales/*/reader-newsletters.json',
  { eager: true },
);
const membershipTextModules = import.meta.glob<{ default: Record<string, unknown> }>(
  '../locales/*/reader-membership.json',
  { eager: true },
);

function commonResources(language: Language): Record<string, unknown> {
  const module = localeModules[`../locales/${language}/common.json`];
  if (!module) throw new Error(`No texts for language '${language}'`);
  const pages = pageTextModules[`../locales/${language}/reader-pages.json`];
  const newsletters = newsletterTextModules[`../locales/${language}/reader-newsletters.json`];
  const membership = membershipTextModules[`../locales/${language}/reader-membership.json`];
  return { ...module.default, ...pages?.default, ...newsletters?.default, ...membership?.default };
}

/** One instance per language, made once: a render only reads it. */
const i18nByLanguage = new Map<Language, I18n>();

function i18nFor(language: Language): I18n {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = fixedLanguageI18n(language, commonResources(language));
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

/**
 * What a render's components see of `i18nFor(language)`: an object with the instance as its
 * prototype and nothing of its own. react-i18next's `useTranslation` copies the own properties of
 * the instance it is given into a new object, in every component on every server render (about
 * 2 % of a render); of this one there is nothing to copy. Reads and calls reach the instance.
 */
const renderI18nByLanguage = new Map<Language, I18n>();

function renderI18nFor(language: Language): I18n {
  let view = renderI18nByLanguage.get(language);
  if (!view) {
    view = Object.create(i18nFor(language)) as I18n;
    renderI18nByLanguage.set(language, view);
  }
  return view;
}

const handler = createStaticHandler(routes);

/**
 * One render's way to the API: its own hooks (the server's in-process answerer) and its own
 * publication, passed with each call it starts (api-client's `withApiScope`), never through
 * module state, so renders may overlap (issue 31, item 3).
 */
function apiScopeFor(tenantSlug: string, hooks: SsrServerHooks): ApiScope {
  const transport: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    if (!headers['x-tenant-id']) headers['x-tenant-id'] = tenantSlug;
    const answer = await hooks.fetchApi(url, headers);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType },
    });
  };
  return { transport, tenantSlug };
}

/** `queryFn` with its API calls made through `scope`. */
function scopedQueryFn(scope: ApiScope, queryFn: QueryFunction): QueryFunction {
  return (context) => withApiScope(scope, () => queryFn(context));
}

/**
 * The server renders for nobody in particular: what depends on who is signed in, or on a secret
 * in the address (BROWSER_ONLY_META), is left to the browser. (A query's `enabled` cannot tell:
 * several hooks share a query, and on the server none of them subscribes.)
 */
function isAnonymous(query: Query): boolean {
  return query.queryKey[0] !== USER_QUERY_SCOPE[0] && !isBrowserOnlyQuery(query);
}

function createServerQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity },
    },
  });
}

interface Pass {
  html: string;
  status: number;
}

/**
 * Account pages (sign-in, registration, password links, the profile) stay whole-page
 * applications; every other reader page is HTML with islands (ADR 016).
 */
const ACCOUNT_PAGES = /^(?:\/tenant\/[^/]+)?\/(?:login|register|reset-password|profile)(?:[/?#]|$)/;

export function pageMode(location: string): 'islands' | 'app' {
  return ACCOUNT_PAGES.test(location) ? 'app' : 'islands';
}

function renderPass(
  request: SsrRenderRequest,
  mode: 'islands' | 'app',
  renderedAt: string,
  context: StaticHandlerContext,
  queryClient: QueryClient,
  emotionCache: EmotionCache,
  fragments: FragmentScope | null,
): Pass {
  const ssr: SsrState = {
    tenantSlug: request.tenantSlug,
    hostname: request.hostname,
    renderedAt,
  };
  const tenant = queryClient.getQueryData<TenantInfo>(tenantKeys.info(request.tenantSlug));
  const recorder: HttpStatusRecorder = { status: 200 };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <RenderedTenantContext value={request.tenantSlug}>
      <IslandPageContext value={mode === 'islands'}>
        <FragmentScopeContext value={fragments}>
          <ErrorBoundary>
            <SsrContext value={ssr}>
              <HttpStatusContext value={recorder}>
                <AppProviders
                  queryClient={queryClient}
                  i18n={renderI18nFor(request.language)}
                  initialBranding={tenant?.branding ?? null}
                  emotionCache={emotionCache}
                >
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </AppProviders>
              </HttpStatusContext>
            </SsrContext>
          </ErrorBoundary>
        </FragmentScopeContext>
      </IslandPageContext>
    </RenderedTenantContext>,
  );
  return { html, status: recorder.status };
}

/** Fetches every query the last pass asked for and has no answer yet; false when there were none. */
async function fetchMissing(
  queryClient: QueryClient,
  attempted: Set<Query>,
  scope: ApiScope,
): Promise<boolean> {
  const missing = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) => query.state.status === 'pending' && !attempted.has(query) && isAnonymous(query),
    );
  if (missing.length === 0) return false;
  await Promise.all(
    missing.map(async (query) => {
      attempted.add(query);
      // A failure is part of the page (e.g. a story not found): its error state is rendered.
      const { queryFn } = query.options;
      const options =
        typeof queryFn === 'function'
          ? { ...query.options, queryFn: scopedQueryFn(scope, queryFn) }
          : undefined;
      await query.fetch(options).catch(() => undefined);
    }),
  );
  return true;
}

type EmotionChunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/** Receives each sample page's styles (sampleReaderStyles). */
type StyleCollector = (
  chunks: EmotionChunks,
  inserted: Record<string, string | true | undefined>,
) => void;

/** The build's reader stylesheet, when there is one (dist-ssr/reader-styles.json). */
let readerSheet: ReaderStylesheet | null = null;

/**
 * A page of islands links the reader stylesheet and inlines only what it adds: rules the sample
 * pages never drew, and its publication's colour variables where they differ (ADR 016).
 */
function islandStyles(
  chunks: EmotionChunks,
  inserted: Record<string, string | true | undefined>,
  sheet: ReaderStylesheet,
  nonce: string | undefined,
): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  let tags = `<link rel="stylesheet" href="${sheet.href}">`;
  for (const chunk of chunks.styles) {
    const ids = chunk.ids.filter((id) => !sheet.ids.has(id));
    if (ids.length === 0) continue;
    const css = ids
      .map((id) => {
        const rules = inserted[id];
        if (typeof rules !== 'string') return '';
        return chunk.key.endsWith('-global') ? (blocksDifference(rules, sheet) ?? rules) : rules;
      })
      .join('');
    if (css) {
      tags += `<style data-emotion="${chunk.key} ${ids.join(' ')}"${nonceAttribute}>${css}</style>`;
    }
  }
  return tags;
}

/** Loads the page's known queries (page-data.ts) at once, before its render pass. */
async function loadPageData(
  request: SsrRenderRequest,
  queryClient: QueryClient,
  scope: ApiScope,
): Promise<void> {
  await Promise.all(
    pageQueries(request.location, request.tenantSlug).map((options) =>
      // A failure is kept as the query's error state, rendered like the page's own fetch's.
      queryClient.prefetchQuery({
        ...options,
        queryFn: scopedQueryFn(scope, options.queryFn as QueryFunction),
      }),
    ),
  );
}

/** How a renderer is made; the defaults are production's. */
export interface RendererOptions {
  /**
   * false: every render's emotion cache has its own stylis table, as before the rules' CSS was
   * shared between renders (the tests compare the two).
   */
  shareStyleRules?: boolean;
  /**
   * false: every render draws the top bar and footer again, in the same markup, instead of
   * reusing them as server fragments (lib/server-fragment.tsx; the tests compare the two).
   */
  keepFragments?: boolean;
}

/**
 * What every server fragment of a page follows from besides its own key: the publication as its
 * info answer describes it (name, logo, branding, Site Settings, features: any change is a new
 * key), the static pages its navigation links, the language, the year (the footer's copyright), the address's /tenant/{slug} prefix (the
 * links keep it), and the host names that decide whether a publication comes from the address.
 */
function fragmentBaseKey(
  request: SsrRenderRequest,
  queryClient: QueryClient,
  renderedAt: string,
): string {
  const tenants = queryClient
    .getQueryCache()
    .findAll({ queryKey: tenantKeys.all })
    .map((query) => [query.queryHash, query.state.status, query.state.data]);
  // The static pages the top bar and the footer link (issue 34): a page added, renamed, moved or
  // unpublished is a new key, so the fragments are drawn again.
  const navigation = queryClient.getQueryCache().find({ queryKey: sitePageKeys.nav() });
  const pages = navigation ? [navigation.state.status, navigation.state.data] : null;
  return JSON.stringify([
    request.tenantSlug,
    request.tenantFromAddress ?? false,
    request.hostname,
    request.platformHostname ?? null,
    request.language,
    request.explicitLanguage,
    renderedAt.slice(0, 4),
    tenantPathPrefix(new URL(request.location, 'http://ssr.invalid').pathname)?.prefix ?? '',
    tenants,
    pages,
  ]);
}

async function renderPage(
  request: SsrRenderRequest,
  hooks: SsrServerHooks,
  collect?: StyleCollector,
  options: RendererOptions = {},
  fragmentStore: FragmentStore | null = null,
): Promise<SsrRenderResult> {
  // The platform's host names no publication (lib/tenant-slug.ts), as on the server.
  setServerPlatformHostname(request.platformHostname ?? null);
  const context = await handler.query(new Request(new URL(request.location, 'http://ssr.invalid')));
  if (context instanceof Response) throw new Error('Reader routes have no loaders to redirect');
  const queryClient = createServerQueryClient();
  const scope = apiScopeFor(request.tenantSlug, hooks);
  const mode = pageMode(request.location);
  await loadPageData(request, queryClient, scope);
  // One clock for every pass and for the browser's hydration (times such as '5 minutes ago').
  const renderedAt = new Date().toISOString();
  const attempted = new Set<Query>();
  let pass: Pass | null = null;
  let emotionServer: ReturnType<typeof createEmotionServer> | null = null;
  let emotionCache: EmotionCache | null = null;
  let passes = 0;
  let fragmentsReused = 0;
  for (let round = 0; round < MAX_PASSES; round += 1) {
    // A fresh cache per pass, so only the last pass's styles are sent. Creating the server first
    // makes emotion collect the styles instead of writing <style> tags into the markup.
    // The nonce (a placeholder the server replaces per response) goes on every <style> tag
    // emotion writes, so the CSP needs no 'unsafe-inline' for styles (ADR 015).
    emotionCache = createEmotionCache(request.cspNonce, { shareRules: options.shareStyleRules });
    emotionServer = createEmotionServer(emotionCache);
    // Only a page of islands reuses markup: where the application runs, React hydrates it all.
    const fragments =
      fragmentStore && mode === 'islands'
        ? fragmentStore.begin(
            fragmentBaseKey(request, queryClient, renderedAt),
            context.location,
            emotionCache,
          )
        : null;
    pass = renderPass(
      request,
      mode,
      renderedAt,
      context,
      queryClient,
      emotionCache,
      fragments?.scope ?? null,
    );
    if (fragments) {
      pass = { ...pass, html: fragments.finish(pass.html) };
      fragmentsReused = fragments.reused;
    }
    passes += 1;
    if (!(await fetchMissing(queryClient, attempted, scope))) break;
  }
  if (!pass || !emotionServer || !emotionCache) throw new Error('Nothing was rendered');

  const chunks = emotionServer.extractCriticalToChunks(pass.html);
  collect?.(chunks, emotionCache.inserted);
  const styles =
    mode === 'islands' && readerSheet
      ? islandStyles(chunks, emotionCache.inserted, readerSheet, request.cspNonce)
      : emotionServer.constructStyleTagsFromChunks(chunks);
  const state =
    mode === 'islands'
      ? islandPageState(request, renderedAt, queryClient)
      : appState(request, renderedAt, queryClient);
  const head = buildPageHead({
    request,
    status: pass.status,
    queryClient,
    t: i18nFor(request.language).t,
  });
  return {
    status: pass.status,
    head,
    styles,
    html: pass.html,
    state,
    language: request.language,
    mode,
    passes,
    fragmentsReused,
  };
}

/** An account page hydrates the whole application from the data the server rendered it with. */
function appState(request: SsrRenderRequest, renderedAt: string, queryClient: QueryClient): string {
  const bootstrap: SsrBootstrap = {
    tenantSlug: request.tenantSlug,
    hostname: request.hostname,
    language: request.language,
    renderedAt,
    queries: dehydrateForBrowser(queryClient),
  };
  return `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${serializeJsonForScript(bootstrap)}</script>`;
}

/** A page of islands carries their props in their wrappers; the page itself, only this. */
function islandPageState(
  request: SsrRenderRequest,
  renderedAt: string,
  queryClient: QueryClient,
): string {
  const tenant = queryClient.getQueryData<TenantInfo>(tenantKeys.info(request.tenantSlug));
  const data: IslandPageData = {
    tenantSlug: tenant?.slug ?? request.tenantSlug,
    tenantFromAddress: request.tenantFromAddress ?? false,
    hostname: request.hostname,
    language: request.language,
    renderedAt,
    analytics: tenant?.features.analytics === true,
    branding: tenant?.branding ?? null,
    dateDisplay: {
      format: tenant?.site?.date_format ?? 'relative',
      timeZone: tenant?.site?.time_zone,
    },
  };
  return `<script type="application/json" id="${ISLAND_PAGE_ELEMENT_ID}">${serializeJsonForScript(data)}</script>`;
}

/**
 * The build's step after this bundle (scripts/reader-styles.mjs): renders the sample pages
 * (style-sampler.ts) and returns the styles they share, global ones first, each rule once.
 */
/** A sample page's render request (style-sampler.ts). */
function sampleRequest(location: string, language: Language = 'en'): SsrRenderRequest {
  return {
    url: location,
    location,
    hostname: 'sample.invalid',
    tenantSlug: 'helionews',
    language,
    explicitLanguage: false,
    baseUrl: 'http://sample.invalid',
    feeds: [],
  };
}

const sampleHooks: SsrServerHooks = { fetchApi: async (path) => sampleApi(path) };

export async function sampleReaderStyles(): Promise<{ css: string; ids: string[] }> {
  const globals = new Map<string, string>();
  const rules = new Map<string, string>();
  for (const location of SAMPLE_PAGES) {
    await renderPage(sampleRequest(location), sampleHooks, (chunks, inserted) => {
      for (const chunk of chunks.styles) {
        const target = chunk.key.endsWith('-global') ? globals : rules;
        for (const id of chunk.ids) {
          const css = inserted[id];
          if (typeof css === 'string' && !target.has(id)) target.set(id, css);
        }
      }
    });
  }
  return {
    css: [...globals.values(), ...rules.values()].join('\n'),
    ids: [...globals.keys(), ...rules.keys()],
  };
}

/**
 * Made once by the server (or by each render worker); `render` may be called for many requests
 * at once, each with its own hooks: nothing of one render is kept in module state.
 */
export function createRenderer(options: RendererOptions = {}): SsrRenderer {
  readerSheet = loadReaderStylesheet(new URL('./reader-styles.json', import.meta.url));
  for (const language of LANGUAGES) i18nFor(language);
  const fragments = createFragmentStore(options.keepFragments === false ? 0 : undefined);
  return {
    render: (request, hooks) => renderPage(request, hooks, undefined, options, fragments),
    async warmUp(rounds) {
      // Its own fragment store: the sample publication's fragments are of no use to readers.
      const samples = createFragmentStore();
      for (let round = 0; round < rounds; round += 1) {
        for (const location of SAMPLE_PAGES) {
          await renderPage(sampleRequest(location), sampleHooks, undefined, options, samples);
        }
      }
    },
    noScriptNotice: (language) =>
      i18nFor(
        (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en',
      ).t('auth.backOfficeNeedsJavaScript'),
  };
}
