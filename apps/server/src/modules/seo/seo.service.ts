import { FALLBACK_LANGUAGE } from '@helionews/contracts';
import type { TenantRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-errors.js';
import type { AuthorsService } from '../authors/authors.service.js';
import type { SitePagesService } from '../site-pages/site-pages.service.js';
import type { CategoriesService } from '../categories/categories.service.js';
import type { TagsService } from '../tags/tags.service.js';
import type { ImageFiles } from '../../lib/image-files.js';
import {
  toFeedItem,
  toNewsUrl,
  toSitemapUrl,
  withAtomEnclosureTypes,
  type FeedFormat,
} from './seo.mapper.js';
import { SITEMAP_MAX_URLS, type SeoRepository } from './seo.repository.js';
import { newsUrlsetXml, sitemapIndexXml, urlsetXml, xmlText, type SitemapUrl } from './seo.xml.js';
import {
  absoluteUrl,
  authorUrl,
  categoryUrl,
  homeUrl,
  SEO_PATHS,
  sitePageUrl,
  siteTitle,
  tagUrl,
} from './site-urls.js';

export const SEO_MESSAGES = {
  notFound: 'Not found',
  feedsOff: 'This publication has no feeds',
  categoryNotFound: 'Category not found',
} as const;

/** Google News reads the last two days; it takes up to 1,000 articles a sitemap. */
const NEWS_WINDOW_MS = 48 * 3_600_000;
const NEWS_MAX_URLS = 1_000;
const FEED_SIZE = 20;
/** Categories in pages.xml: far more than any publication has, yet a bound. */
const MAX_CATEGORIES = 1_000;
/** Author pages in pages.xml, the most recently active first: the sitemap holds 50,000 in all. */
const MAX_AUTHORS = 10_000;
/** Tag pages in pages.xml (issue 34), those with published stories, most recently active first. */
const MAX_TAGS = 20_000;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/**
 * Publications whose sitemaps one robots.txt names (two lines each): far more than a platform
 * hosts, and well under the 500 KiB that crawlers read of a robots.txt.
 */
export const ROBOTS_MAX_SITES = 1_000;

/** The publication the crawler files describe, and the absolute address of its site. */
export interface SeoSite {
  tenant: TenantRow;
  /** siteBaseUrl(...): absolute, without a trailing slash. */
  base: string;
}

const languageOf = (tenant: TenantRow) => tenant.siteSettings.default_language ?? FALLBACK_LANGUAGE;

const newest = (dates: readonly (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

export function createSeoService(deps: {
  repository: SeoRepository;
  imageFiles: ImageFiles;
  /** A category feed's category, by its exact slug (the categories module). */
  categories: Pick<CategoriesService, 'findByExactSlug'>;
  /** The publication's author pages (the authors module). */
  authors: Pick<AuthorsService, 'listForSitemap'>;
  /** A tag feed's tag, by slug or by an old slug of its (the tags module). */
  tags: Pick<TagsService, 'findForReader'>;
  /** The publication's published static pages (the site-pages module, issue 34). */
  sitePages: Pick<SitePagesService, 'listPublished'>;
  now: () => Date;
}) {
  const { repository } = deps;

  /**
   * The newest stories of `of` (all, a category's, a tag's) as one feed document. Items give the
   * summary only, never a story's text: a members or paid story's feed item is its teaser.
   */
  async function feedDocument(
    { tenant, base }: SeoSite,
    format: FeedFormat,
    scope: {
      of: { categoryId?: number; tagId?: number };
      /** The category's or tag's name, after the site's title. */
      name?: string;
      description?: string;
      link: string;
      self: { rss: string; atom: string };
    },
  ): Promise<string> {
    const rows = await repository.latestPublished(tenant.id, scope.of, FEED_SIZE);
    const title = xmlText(scope.name ? `${siteTitle(tenant)}: ${scope.name}` : siteTitle(tenant));
    const { link, self } = scope;
    // Each picture served from a file of this server's own, with its size (an enclosure).
    const files = await Promise.all(
      rows.map((row) => deps.imageFiles.describe(row.story.imageUrl)),
    );
    const items = rows.map((row, index) => toFeedItem(base, row, format, files[index] ?? null));
    const logo = absoluteUrl(base, tenant.logoUrl);
    const description = xmlText(
      scope.description?.trim() ||
        tenant.siteSettings.tagline?.trim() ||
        tenant.description.trim() ||
        title,
    );
    // The feed writer loads with the first feed asked for, not with the server.
    const { Feed } = await import('feed');
    const feed = new Feed({
      id: link,
      title,
      description,
      link,
      language: languageOf(tenant),
      // The newest change, not the clock: the same content gives the same document.
      updated: newest([tenant.updatedAt, ...items.map((item) => item.date)]) ?? undefined,
      generator: 'HelioNews',
      feedLinks: { rss: `${base}${self.rss}`, atom: `${base}${self.atom}` },
      ...(logo ? { image: logo } : {}),
    });
    for (const item of items) feed.addItem(item);
    return format === 'rss' ? feed.rss2() : withAtomEnclosureTypes(feed.atom1(), items);
  }

  return {
    /**
     * Everything but the back-office and the API, and where the sitemaps are: this site's, then
     * those of the publications reached by path on the same host (`pathSites`, their base URLs),
     * whose own /tenant/{slug}/robots.txt no crawler reads.
     */
    robots({ base }: SeoSite, pathSites: readonly string[] = []): string {
      const sitemaps = [base, ...pathSites.slice(0, ROBOTS_MAX_SITES)].flatMap((site) => [
        `Sitemap: ${site}${SEO_PATHS.sitemapIndex}`,
        `Sitemap: ${site}${SEO_PATHS.newsSitemap}`,
      ]);
      return [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api',
        'Allow: /',
        '',
        ...sitemaps,
        '',
      ].join('\n');
    },

    /** One sitemap per month with published stories, newest first, then the pages sitemap. */
    async sitemapIndex({ tenant, base }: SeoSite): Promise<string> {
      const months = await repository.publishedMonths(tenant.id, SITEMAP_MAX_URLS - 1);
      return sitemapIndexXml([
        {
          loc: `${base}${SEO_PATHS.pagesSitemap}`,
          lastmod: newest([tenant.updatedAt, ...months.map((m) => m.lastmod)]),
        },
        ...months.map((m) => ({
          loc: `${base}${SEO_PATHS.monthSitemap(m.month)}`,
          lastmod: m.lastmod,
        })),
      ]);
    },

    /**
     * The home page, every category page, every author page, every tag page with stories and
     * every published static page.
     */
    async pagesSitemap({ tenant, base }: SeoSite): Promise<string> {
      const [months, categories, authors, tags, sitePages] = await Promise.all([
        repository.publishedMonths(tenant.id, 1),
        repository.categoriesForSitemap(tenant.id, MAX_CATEGORIES),
        deps.authors.listForSitemap(tenant.id, MAX_AUTHORS),
        repository.tagsForSitemap(tenant.id, MAX_TAGS),
        deps.sitePages.listPublished(tenant.id),
      ]);
      const urls: SitemapUrl[] = [
        { loc: homeUrl(base), lastmod: newest([tenant.updatedAt, months[0]?.lastmod]) },
        ...categories.map((c) => ({
          loc: categoryUrl(base, c.slug),
          lastmod: newest([c.updatedAt, c.storiesUpdatedAt]),
        })),
        ...authors.map((a) => ({ loc: authorUrl(base, a.username), lastmod: a.lastmod })),
        ...tags.map((t) => ({
          loc: tagUrl(base, t.slug),
          lastmod: newest([t.updatedAt, t.storiesUpdatedAt]),
        })),
        ...sitePages.map((p) => ({ loc: sitePageUrl(base, p.slug), lastmod: p.updatedAt })),
      ];
      return urlsetXml(urls);
    },

    /**
     * The stories published in one month (YYYY-MM, UTC). A month the index does not list (no
     * story published in it) is a 404, as is any other name.
     */
    async monthSitemap({ tenant, base }: SeoSite, month: string): Promise<string> {
      const match = MONTH.exec(month);
      if (!match) throw notFound(SEO_MESSAGES.notFound);
      const year = Number(match[1]);
      const index = Number(match[2]) - 1;
      const from = new Date(Date.UTC(year, index, 1));
      const to = new Date(Date.UTC(year, index + 1, 1));
      const rows = await repository.publishedBetween(tenant.id, from, to, SITEMAP_MAX_URLS);
      if (rows.length === 0) throw notFound(SEO_MESSAGES.notFound);
      return urlsetXml(rows.map((row) => toSitemapUrl(base, row)));
    },

    /** Google News: the stories of the last 48 hours, newest first. */
    async newsSitemap({ tenant, base }: SeoSite): Promise<string> {
      const since = new Date(deps.now().getTime() - NEWS_WINDOW_MS);
      const rows = await repository.publishedSince(tenant.id, since, NEWS_MAX_URLS);
      const publication = { name: tenant.displayName, language: languageOf(tenant) };
      return newsUrlsetXml(rows.map((row) => toNewsUrl(base, publication, row)));
    },

    /**
     * The latest stories as RSS 2.0 or Atom, of one category when a slug is given. A 404 when the
     * tenant turned RSS off or the category is not one of its own.
     */
    async feed(
      { tenant, base }: SeoSite,
      format: FeedFormat,
      categorySlug?: string,
    ): Promise<string> {
      if (!tenant.settings.rss_enabled) throw notFound(SEO_MESSAGES.feedsOff);
      const category =
        categorySlug === undefined
          ? undefined
          : await deps.categories.findByExactSlug(tenant.id, categorySlug);
      if (categorySlug !== undefined && !category) throw notFound(SEO_MESSAGES.categoryNotFound);
      return feedDocument({ tenant, base }, format, {
        of: { categoryId: category?.id },
        name: category?.name,
        link: category ? categoryUrl(base, category.slug) : homeUrl(base),
        self: category
          ? {
              rss: SEO_PATHS.categoryRss(category.slug),
              atom: SEO_PATHS.categoryAtom(category.slug),
            }
          : { rss: SEO_PATHS.rss, atom: SEO_PATHS.atom },
      });
    },

    /**
     * A tag's latest stories as RSS 2.0 or Atom (issue 34). A 404 when the tenant turned RSS off
     * or no tag of its own has the slug; a slug the tag had before a rename or a merge is
     * `{ redirectTo }`, the tag's slug now (its feed's address answers 301 to the new one).
     */
    async tagFeed(
      { tenant, base }: SeoSite,
      format: FeedFormat,
      slug: string,
    ): Promise<{ document: string } | { redirectTo: string }> {
      if (!tenant.settings.rss_enabled) throw notFound(SEO_MESSAGES.feedsOff);
      const found = await deps.tags.findForReader(tenant.id, slug);
      if ('redirectTo' in found) return { redirectTo: found.redirectTo };
      const { tag } = found;
      // Found in any letter case, as the page is: /tag/Space/rss.xml has /tag/space's feed.
      if (tag.slug !== slug) return { redirectTo: tag.slug };
      const document = await feedDocument({ tenant, base }, format, {
        of: { tagId: tag.id },
        name: tag.name,
        description: tag.description,
        link: tagUrl(base, tag.slug),
        self: { rss: SEO_PATHS.tagRss(tag.slug), atom: SEO_PATHS.tagAtom(tag.slug) },
      });
      return { document };
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
