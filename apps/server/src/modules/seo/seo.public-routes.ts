import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors.js';
import { DATA_DOCUMENT_CSP } from '../../plugins/security.js';
import tenantContext from '../../plugins/tenant.js';
import type { TenantResolver } from '../../request-context.js';
import type { SeoService, SeoSite } from './seo.service.js';
import { SEO_PATHS, siteBaseUrl } from './site-urls.js';
import { cacheTagsOf } from '../../plugins/read-cache.js';
import { contentTags } from '../content/content-tags.js';

export interface SeoPublicRoutesOptions {
  service: SeoService;
  tenants: TenantResolver;
  /** Every publication's slug: the platform host's robots.txt names their sitemaps. */
  publicationSlugs: () => Promise<readonly string[]>;
  /** PUBLIC_URL; without it, the address the request came to. */
  publicUrl?: string;
  /** PUBLIC_URL's host name: it names no tenant by itself. */
  baseHostname?: string;
}

const CONTENT_TYPES = {
  xml: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
} as const;

type Params = Record<string, string | undefined>;

interface CrawlerRoute {
  path: string;
  type: keyof typeof CONTENT_TYPES;
  /** The document, or where it moved (a renamed tag's feed): a path below the site's base. */
  render: (
    site: SeoSite,
    params: Params,
    request: FastifyRequest,
  ) => string | { movedTo: string } | Promise<string | { movedTo: string }>;
  /** A time limit in the read cache, for a document that ages without any content change. */
  maxAgeMs?: number;
  /** What the document is built from (content-tags.ts); none: anything (robots.txt). */
  tags?: readonly string[];
}

/** Sitemaps list stories, categories and the publication's pages. */
const SITEMAP_TAGS = [contentTags.sitemaps, contentTags.nav, contentTags.settings];
/** Feeds carry the newest stories with their categories. */
const FEED_TAGS = [contentTags.feeds, contentTags.nav, contentTags.settings];
/**
 * A tag's feed also changes when a story is tagged or untagged, or the tag is renamed: every
 * such write names the tag list (content-tags.ts, `tagsRelinked` and `tagChanged`).
 */
const TAG_FEED_TAGS = [...FEED_TAGS, contentTags.tags];
/** The pages sitemap lists the tags with published stories. */
const PAGES_SITEMAP_TAGS = [...SITEMAP_TAGS, contentTags.tags];

/** The news sitemap's 48-hour window moves on even when nothing is published. */
const NEWS_SITEMAP_MAX_AGE_MS = 10 * 60_000;
/**
 * The platform host's robots.txt names every publication's sitemaps; a new publication bumps no
 * content version, so the file is rebuilt at least this often.
 */
const ROBOTS_MAX_AGE_MS = 10 * 60_000;

/**
 * The files crawlers and feed readers fetch, per publication, at the site's root: robots.txt,
 * sitemaps, the Google News sitemap and RSS/Atom feeds. Each is served at `/x` and at
 * `/tenant/{slug}/x`; the publication is the one the host names, else the prefix, else the
 * default (the tenant plugin's `crawler` addressing). Every answer is public and the same for
 * everyone, so every route uses the read cache.
 */
export async function seoPublicRoutes(app: FastifyInstance, options: SeoPublicRoutesOptions) {
  const { service, baseHostname } = options;

  // Crawlers read plain text, not the API's JSON errors; anything else goes to the app's handler.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof HttpError && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .type(CONTENT_TYPES.text)
        .send(`${error.message}\n`);
    }
    throw error;
  });

  // Set before the read cache looks (preValidation): its key starts with the tenant.
  await app.register(tenantContext, {
    tenants: options.tenants,
    baseHostname,
    addressing: 'crawler',
  });

  const baseOf = (request: FastifyRequest) =>
    siteBaseUrl({
      tenant: request.tenant,
      requestHost: request.host,
      requestProtocol: request.protocol,
      publicUrl: options.publicUrl ?? `${request.protocol}://${request.host}`,
      baseHostname,
    });

  /**
   * Crawlers read robots.txt at the root of a host, and only there: the platform host's (the
   * default publication's, reached by no prefix and no host of its own) names the sitemaps of
   * every other publication, each under its /tenant/{slug} path, where no crawler would look for
   * a robots.txt of its own. A publication's own host names only its own.
   */
  const pathSites = async (request: FastifyRequest): Promise<string[]> => {
    if (request.tenantAddress?.source !== 'default') return [];
    const slugs = await options.publicationSlugs();
    return slugs
      .filter((slug) => slug !== request.tenant.slug)
      .map((slug) =>
        siteBaseUrl({
          tenant: { slug },
          requestHost: request.host,
          requestProtocol: request.protocol,
          publicUrl: options.publicUrl ?? `${request.protocol}://${request.host}`,
          baseHostname,
        }),
      );
  };

  const routes: CrawlerRoute[] = [
    {
      path: SEO_PATHS.robots,
      type: 'text',
      render: async (site, _params, request) => service.robots(site, await pathSites(request)),
      maxAgeMs: ROBOTS_MAX_AGE_MS,
    },
    {
      path: SEO_PATHS.sitemapIndex,
      type: 'xml',
      render: (site) => service.sitemapIndex(site),
      tags: SITEMAP_TAGS,
    },
    {
      path: SEO_PATHS.pagesSitemap,
      type: 'xml',
      render: (site) => service.pagesSitemap(site),
      tags: PAGES_SITEMAP_TAGS,
    },
    {
      path: SEO_PATHS.monthSitemap(':month'),
      type: 'xml',
      render: (site, params) => service.monthSitemap(site, params.month ?? ''),
      tags: SITEMAP_TAGS,
    },
    {
      path: SEO_PATHS.newsSitemap,
      type: 'xml',
      render: (site) => service.newsSitemap(site),
      maxAgeMs: NEWS_SITEMAP_MAX_AGE_MS,
      tags: SITEMAP_TAGS,
    },
    {
      path: SEO_PATHS.rss,
      type: 'rss',
      render: (site) => service.feed(site, 'rss'),
      tags: FEED_TAGS,
    },
    {
      path: SEO_PATHS.atom,
      type: 'atom',
      render: (site) => service.feed(site, 'atom'),
      tags: FEED_TAGS,
    },
    {
      path: '/category/:slug/rss.xml',
      type: 'rss',
      render: (site, params) => service.feed(site, 'rss', params.slug ?? ''),
      tags: FEED_TAGS,
    },
    {
      path: '/category/:slug/atom.xml',
      type: 'atom',
      render: (site, params) => service.feed(site, 'atom', params.slug ?? ''),
      tags: FEED_TAGS,
    },
    // A tag's feeds (issue 34), beside its page as a category's are beside its page.
    {
      path: '/tag/:slug/rss.xml',
      type: 'rss',
      render: async (site, params) => {
        const feed = await service.tagFeed(site, 'rss', params.slug ?? '');
        return 'document' in feed ? feed.document : { movedTo: SEO_PATHS.tagRss(feed.redirectTo) };
      },
      tags: TAG_FEED_TAGS,
    },
    {
      path: '/tag/:slug/atom.xml',
      type: 'atom',
      render: async (site, params) => {
        const feed = await service.tagFeed(site, 'atom', params.slug ?? '');
        return 'document' in feed ? feed.document : { movedTo: SEO_PATHS.tagAtom(feed.redirectTo) };
      },
      tags: TAG_FEED_TAGS,
    },
  ];

  for (const route of routes) {
    for (const prefix of ['', '/tenant/:tenantSlug']) {
      app.get(
        `${prefix}${route.path}`,
        {
          schema: { hide: true },
          config: {
            // The documents hold absolute URLs: they follow the host (and its scheme and port).
            readCache: {
              variant: baseOf,
              ...(route.maxAgeMs === undefined ? {} : { maxAgeMs: route.maxAgeMs }),
            },
          },
        },
        async (request, reply) => {
          if (route.tags) cacheTagsOf(request).add(...route.tags);
          const base = baseOf(request);
          const body = await route.render(
            { tenant: request.tenant, base },
            request.params as Params,
            request,
          );
          // An old address of a feed (a tag renamed or merged): where it is now, for good.
          if (typeof body !== 'string') {
            return reply
              .header('cache-control', 'no-store')
              .redirect(`${base}${body.movedTo}`, 301);
          }
          // Not a page: no scripts, no nonce; the read cache replays the policy on its hits.
          return reply
            .type(CONTENT_TYPES[route.type])
            .header('content-security-policy', DATA_DOCUMENT_CSP)
            .send(body);
        },
      );
    }
  }
}
