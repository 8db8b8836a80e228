import type { DATE_FORMATS } from './site-settings.js';
import type { Language } from './constants.js';
import type { TenantBranding } from './tenants.js';

/**
 * The seam between the server and the web app's server-side renderer (ADR 008). The server
 * resolves the request (publication, language, the site's absolute address) and answers the API
 * calls a render makes; the renderer returns the page's parts for the HTML template.
 */
export interface SsrRenderRequest {
  /** Path and query under any /tenant/{slug} prefix, e.g. '/story/12?lng=fr': what the head describes. */
  url: string;
  /** Path and query as requested, e.g. '/tenant/space/story/12?lng=fr': what the router renders. */
  location: string;
  hostname: string;
  /**
   * PUBLIC_URL's host name, which names no publication (tenantSlugOfHost); null or absent when
   * the server has no PUBLIC_URL.
   */
  platformHostname?: string | null;
  /** The publication: host, then the /tenant/{slug} prefix, then the cookie, then the default. */
  tenantSlug: string;
  language: Language;
  /** True when the address chose the language (`?lng=`): canonical URLs then keep it. */
  explicitLanguage: boolean;
  /** True when the address chose the publication (its host name or a /tenant/{slug} prefix). */
  tenantFromAddress?: boolean;
  /** The publication site's absolute base URL, without a trailing slash. */
  baseUrl: string;
  /** RSS/Atom feeds to advertise with <link rel="alternate"> (none when RSS is off). */
  feeds: readonly SsrFeedLink[];
  /**
   * The nonce of the page's <style> tags (ADR 015). The server passes CSP_NONCE_PLACEHOLDER and
   * puts each response's own nonce in its place when it sends the page.
   */
  cspNonce?: string;
}

/**
 * Stands for the per-response CSP nonce in rendered pages and in the template's
 * `<meta property="csp-nonce" nonce="...">`: as long as a real nonce (18 random bytes in
 * base64url), so a page's length does not change when it is replaced.
 */
export const CSP_NONCE_PLACEHOLDER = 'HnCspNonce-Placeholder-0';

export interface SsrFeedLink {
  type: string;
  title: string;
  href: string;
}

export interface SsrRenderResult {
  /** 200, or 404 when the page shows "not found". */
  status: number;
  /** Tags for <head>: title, meta, links, JSON-LD. */
  head: string;
  /** Emotion's critical CSS as <style> tags. */
  styles: string;
  /** The rendered app, for <div id="root">. */
  html: string;
  /** JSON for the browser (publication, language, the data the page was rendered from). */
  state: string;
  language: Language;
  /**
   * `islands`: a reader page sent with the reader template, whose script hydrates only its
   * islands (ADR 016); `app`: an account page, which hydrates the whole application.
   */
  mode: 'islands' | 'app';
  /**
   * How many `renderToString` passes the page took: 1 when its data was all loaded before the
   * render (issue 31), more when a pass found queries still missing. For tests and benchmarks.
   */
  passes?: number;
  /** How many server fragments (the top bar, the footer) it reused instead of drawing them. */
  fragmentsReused?: number;
}

/** One API call made during a render, answered inside the server process. */
export interface SsrApiResponse {
  status: number;
  contentType: string;
  body: string;
}

export interface SsrServerHooks {
  /** GET `path` (under /api) for the render's publication (X-Tenant-ID unless `headers` name one). */
  fetchApi(path: string, headers: Readonly<Record<string, string>>): Promise<SsrApiResponse>;
}

export interface SsrRenderer {
  /**
   * Renders one page; its API calls go through `hooks`, this render's own. Renders may overlap
   * (each has its own publication and hooks), in one thread or in several workers.
   */
  render(request: SsrRenderRequest, hooks: SsrServerHooks): Promise<SsrRenderResult>;
  /**
   * What the back-office's client shell says, in `language`, to a browser that runs no script
   * (issue 30, item 1): plain text, escaped by the caller.
   */
  noScriptNotice(language: string): string;
  /**
   * Renders made-up sample pages `rounds` times over, so the code a render runs is compiled
   * before the first reader arrives (issue 31: first contact). Nothing of them is kept.
   */
  warmUp?(rounds: number): Promise<void>;
}

/**
 * The attribute of `<html>` on every page the server sends that names PUBLIC_URL's host name,
 * which names no publication (tenantSlugOfHost): the browser reads it as the server applies it.
 */
export const PLATFORM_HOST_ATTRIBUTE = 'data-platform-host';

/** The element id of the JSON the browser hydrates from. */
export const SSR_STATE_ELEMENT_ID = 'hn-ssr-state';

/** What the browser reads from that element. */
export interface SsrBootstrap {
  tenantSlug: string;
  hostname: string;
  language: Language;
  /**
   * When the page was rendered (ISO 8601): hydration formats times ('5 minutes ago') against it,
   * in UTC, as the server did, so a page served from the cache later still hydrates without a
   * mismatch; the reader's own clock and time zone apply from the next render.
   */
  renderedAt: string;
  /** TanStack Query's dehydrated state. */
  queries: unknown;
}

/** The element id of the JSON a reader page's islands and scripts read (ADR 016). */
export const ISLAND_PAGE_ELEMENT_ID = 'hn-page';

/** What a reader page sent as islands tells its scripts: nothing of its content. */
export interface IslandPageData {
  tenantSlug: string;
  /** The publication came from the address (a /tenant/{slug} prefix or the host name). */
  tenantFromAddress: boolean;
  hostname: string;
  language: Language;
  /** When the page was rendered (ISO 8601), for islands showing times (see SsrBootstrap). */
  renderedAt: string;
  /** The publication counts page views (its analytics feature). */
  analytics: boolean;
  /** The publication's colours, which the islands' theme is built from. */
  branding: Partial<TenantBranding> | null;
  /** How the publication's dates read (Site Settings). */
  dateDisplay: { format: (typeof DATE_FORMATS)[number]; timeZone?: string | undefined };
}
