import {
  DEFAULT_TENANT_SLUG,
  ROUTES,
  SITE_PAGE_ROUTES,
  tenantSlugOfHost,
} from '@helionews/contracts';
import type { TenantRow } from '../../db/schema/index.js';

/**
 * The crawler files of a publication, below its base URL. Every sitemap sits in the base's own
 * folder: a sitemap may list only the addresses below the folder it is in (sitemaps.org), and the
 * stories are at {base}/story/{id}.
 */
export const SEO_PATHS = {
  robots: '/robots.txt',
  sitemapIndex: '/sitemap.xml',
  pagesSitemap: '/sitemap-pages.xml',
  monthSitemap: (month: string) => `/sitemap-${month}.xml`,
  newsSitemap: '/news-sitemap.xml',
  rss: '/rss.xml',
  atom: '/atom.xml',
  categoryRss: (slug: string) => `${ROUTES.category(slug)}/rss.xml`,
  categoryAtom: (slug: string) => `${ROUTES.category(slug)}/atom.xml`,
  tagRss: (slug: string) => `${ROUTES.tag(slug)}/rss.xml`,
  tagAtom: (slug: string) => `${ROUTES.tag(slug)}/atom.xml`,
} as const;

export interface SiteBaseUrlInput {
  /** `isDefault` defaults to "the slug is DEFAULT_TENANT_SLUG". */
  tenant: { slug: string; isDefault?: boolean };
  /** The request's Host, port included (Fastify's `request.host`). */
  requestHost: string;
  /** 'http' or 'https' (Fastify's `request.protocol`, which honours trusted proxies). */
  requestProtocol: string;
  /** PUBLIC_URL, e.g. https://news.example.org (a trailing slash is ignored). */
  publicUrl: string;
  /** PUBLIC_URL's host name: it names no tenant by itself. */
  baseHostname?: string;
}

/**
 * The absolute base URL of a publication's site, without a trailing slash: the request's own
 * origin when its host names this tenant (the publication's own host), else PUBLIC_URL for the
 * default tenant, else PUBLIC_URL/tenant/{slug}.
 */
export function siteBaseUrl(input: SiteBaseUrlInput): string {
  const { tenant } = input;
  const slug = tenant.slug.toLowerCase();
  if (tenantSlugOfHost(input.requestHost, input.baseHostname) === slug) {
    const protocol = input.requestProtocol.replace(/:$/, '') || 'http';
    return `${protocol}://${input.requestHost.trim().toLowerCase().replace(/\.$/, '')}`;
  }
  const publicUrl = input.publicUrl.replace(/\/+$/, '');
  const isDefault = tenant.isDefault ?? slug === DEFAULT_TENANT_SLUG;
  return isDefault ? publicUrl : `${publicUrl}${ROUTES.tenant(slug)}`;
}

/** The home page, with the trailing slash a site root has. */
export const homeUrl = (base: string) => `${base}${ROUTES.home}`;
export const storyUrl = (base: string, id: number | string) => `${base}${ROUTES.story(id)}`;
export const categoryUrl = (base: string, slug: string) => `${base}${ROUTES.category(slug)}`;
export const authorUrl = (base: string, username: string) => `${base}${ROUTES.author(username)}`;
export const tagUrl = (base: string, slug: string) => `${base}${ROUTES.tag(slug)}`;
/** A static page (issue 34). */
export const sitePageUrl = (base: string, slug: string) => `${base}${SITE_PAGE_ROUTES.page(slug)}`;

/**
 * An absolute http(s) URL for a stored address (uploads are stored as /uploads/...: they live at
 * the server's root, even for a /tenant/{slug} site); null when it is not a usable web address.
 */
export function absoluteUrl(base: string, address: string | null | undefined): string | null {
  if (!address?.trim()) return null;
  try {
    const url = new URL(address.trim(), `${base}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export interface FeedLink {
  rel: 'alternate';
  type: 'application/rss+xml' | 'application/atom+xml';
  title: string;
  href: string;
}

export type FeedTenant = Pick<TenantRow, 'settings' | 'siteSettings' | 'displayName'>;

/** The title a publication's feeds carry: its site title (the display name until one is saved). */
export const siteTitle = (tenant: Pick<TenantRow, 'siteSettings' | 'displayName'>) =>
  tenant.siteSettings.site_title ?? tenant.displayName;

/**
 * The feeds a page advertises with <link rel="alternate">: the publication's RSS and Atom feeds,
 * and the category's when a category page asks; none when the tenant turned RSS off.
 */
export function feedLinks(
  tenant: FeedTenant,
  base: string,
  category?: { slug: string; name: string },
): FeedLink[] {
  if (!tenant.settings.rss_enabled) return [];
  const title = siteTitle(tenant);
  const links: FeedLink[] = [
    {
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${title} (RSS)`,
      href: `${base}${SEO_PATHS.rss}`,
    },
    {
      rel: 'alternate',
      type: 'application/atom+xml',
      title: `${title} (Atom)`,
      href: `${base}${SEO_PATHS.atom}`,
    },
  ];
  if (category) {
    const named = `${title}: ${category.name}`;
    links.push(
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: `${named} (RSS)`,
        href: `${base}${SEO_PATHS.categoryRss(category.slug)}`,
      },
      {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: `${named} (Atom)`,
        href: `${base}${SEO_PATHS.categoryAtom(category.slug)}`,
      },
    );
  }
  return links;
}
