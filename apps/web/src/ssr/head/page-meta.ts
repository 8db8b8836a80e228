import {
  BRANDING_DEFAULTS,
  LANGUAGES,
  PAYWALLED_SECTION_CLASS,
  ROUTES,
  SITE_PAGE_ROUTES,
  SITE_PAGE_SLUGS,
  type AuthorProfile,
  type Category,
  type Language,
  type MediaPicture,
  type SitePage,
  type SitePageNav,
  type Story,
  type StorySummary,
  type Tag,
  type TenantInfo,
} from '@helionews/contracts';
import { htmlToText, normalizeSpace, truncateAtWord } from './text';
import { absoluteHttpUrl, pageUrl, withLanguage } from './urls';

/** A `<link rel="alternate">` to one of the tenant's feeds (RSS, Atom). */
export interface FeedLink {
  /** MIME type, e.g. 'application/rss+xml'. */
  type: string;
  title: string;
  href: string;
}

/** Everything the server-rendered <head> of a reader page says; `renderHead` writes it. */
export interface PageMeta {
  title: string;
  description: string;
  canonicalUrl: string;
  language: Language;
  siteName: string;
  /** Open Graph locale, e.g. 'fr_FR'. */
  locale?: string;
  type: 'website' | 'article';
  /** Absolute http(s) URL only: anything else is left out of the page. */
  image?: { url: string; alt: string };
  /** e.g. 'noindex' for sign-in, registration, password reset, profile and not-found pages. */
  robots?: string;
  /**
   * The page in each of the eight languages, plus `x-default`; none for a page kept out of search
   * results (`noindex`, not-found pages among them): alternates of a page that is not indexed
   * point crawlers at pages that say they must not be.
   */
  alternates: { hreflang: string; href: string }[];
  feeds: FeedLink[];
  article?: { publishedTime: string; modifiedTime?: string; section?: string; author?: string };
  /** One `<script type="application/ld+json">` each. */
  jsonLd: object[];
}

/** What every builder needs to know about the page being rendered. */
export interface PageContext {
  /** The tenant site's absolute base without trailing slash: its host, or PUBLIC_URL/tenant/{slug}. */
  baseUrl: string;
  /** The route path under `baseUrl`, e.g. '/story/12' ('/' for the front page). */
  path: string;
  /** The language the page is shown in. */
  language: Language;
  /**
   * True when the address asked for the language (`?lng=`): the canonical URL then keeps the
   * parameter, since that is the address that shows this language. Default false.
   */
  explicitLanguage?: boolean;
  tenant: TenantInfo;
  feeds: FeedLink[];
  /**
   * The slugs of the publication's published about and corrections pages (issue 34), which the
   * publisher links as its publishingPrinciples and correctionsPolicy; absent: none.
   */
  policies?: Pick<SitePageNav, 'publishing_principles' | 'corrections_policy'>;
}

/** Search engines show about this much of a description. */
export const DESCRIPTION_MAX = 160;
/** Google's limit for a NewsArticle headline. */
export const HEADLINE_MAX = 110;

const SCHEMA_CONTEXT = 'https://schema.org';

/** Open Graph wants a territory; these are each language's most-read one. */
const OG_LOCALES: Record<Language, string> = {
  en: 'en_US',
  fr: 'fr_FR',
  es: 'es_ES',
  de: 'de_DE',
  zh: 'zh_CN',
  pt: 'pt_BR',
  ru: 'ru_RU',
  ja: 'ja_JP',
};

/** The name readers see in the top bar and the tab title (same fallback as the reader layout). */
export function siteNameOf(tenant: TenantInfo): string {
  return tenant.display_name || BRANDING_DEFAULTS.display_name;
}

interface Urls {
  canonicalUrl: string;
  alternates: PageMeta['alternates'];
  /** The page's URL without a language parameter (breadcrumbs, x-default). */
  plainUrl: string;
}

function pageUrls(context: PageContext): Urls {
  const url = pageUrl(context.baseUrl, context.path);
  const alternates: PageMeta['alternates'] = LANGUAGES.map((lang) => ({
    hreflang: lang,
    href: withLanguage(url, lang),
  }));
  alternates.push({ hreflang: 'x-default', href: url.href });
  return {
    canonicalUrl: context.explicitLanguage ? withLanguage(url, context.language) : url.href,
    alternates,
    plainUrl: url.href,
  };
}

function homeUrl(baseUrl: string): string {
  return pageUrl(baseUrl, ROUTES.home).href;
}

function describe(text: string): string {
  return truncateAtWord(text, DESCRIPTION_MAX);
}

function tenantDescription(tenant: TenantInfo): string {
  return describe(tenant.description || tenant.site.tagline);
}

/**
 * The tenant as schema.org publisher: its name, home page, (when it has one) logo, and (when
 * they are published, issue 34) its about page as publishingPrinciples and its corrections page
 * as correctionsPolicy.
 */
function publisherOrganization(context: PageContext): Record<string, unknown> {
  const logoUrl = absoluteHttpUrl(context.tenant.logo_url, context.baseUrl);
  const principles = context.policies?.publishing_principles;
  const corrections = context.policies?.corrections_policy;
  return {
    '@type': 'Organization',
    name: siteNameOf(context.tenant),
    url: homeUrl(context.baseUrl),
    ...(logoUrl ? { logo: { '@type': 'ImageObject', url: logoUrl } } : {}),
    ...(principles ? { publishingPrinciples: sitePageUrl(context.baseUrl, principles) } : {}),
    ...(corrections ? { correctionsPolicy: sitePageUrl(context.baseUrl, corrections) } : {}),
  };
}

/** A static page, absolute under the publication's address (as its canonical URL is). */
function sitePageUrl(baseUrl: string, slug: string): string {
  return pageUrl(baseUrl, SITE_PAGE_ROUTES.page(slug)).href;
}

/** The schema.org type of a static page: its slug says what it is about. */
function sitePageType(slug: string): string {
  if (slug === SITE_PAGE_SLUGS.about) return 'AboutPage';
  if (slug === SITE_PAGE_SLUGS.contact) return 'ContactPage';
  return 'WebPage';
}

/**
 * A static page (issue 34): "{title} | {site}", the start of its text as description, an
 * AboutPage, ContactPage or WebPage of the publication (its publisher), and breadcrumbs.
 */
export function sitePageMeta(context: PageContext & { page: SitePage }): PageMeta {
  const { page, tenant, baseUrl } = context;
  // Slugs are lowercase: /page/About shows about, whose address is /page/about.
  const urls = pageUrls({ ...context, path: SITE_PAGE_ROUTES.page(page.slug) });
  const siteName = siteNameOf(tenant);
  const description = describe(htmlToText(page.body_html)) || tenantDescription(tenant);
  return {
    ...baseMeta(context, urls),
    title: `${page.title} | ${siteName}`,
    description,
    jsonLd: [
      {
        '@context': SCHEMA_CONTEXT,
        '@type': sitePageType(page.slug),
        name: page.title,
        url: urls.plainUrl,
        ...(description ? { description } : {}),
        inLanguage: context.language,
        ...(page.published_at ? { datePublished: page.published_at } : {}),
        dateModified: page.updated_at,
        isPartOf: { '@type': 'WebSite', name: siteName, url: homeUrl(baseUrl) },
        publisher: publisherOrganization(context),
      },
      breadcrumbList([
        { name: siteName, url: homeUrl(baseUrl) },
        { name: page.title, url: urls.plainUrl },
      ]),
    ],
  };
}

function breadcrumbList(items: { name: string; url: string }[]): object {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

function categoryUrl(baseUrl: string, slug: string): string {
  return pageUrl(baseUrl, ROUTES.category(slug)).href;
}

/** An author's page, absolute under the publication's address (as its canonical URL is). */
function authorUrl(baseUrl: string, username: string): string {
  return pageUrl(baseUrl, ROUTES.author(username)).href;
}

/** A tag's page, absolute under the publication's address (as its canonical URL is). */
function tagUrl(baseUrl: string, slug: string): string {
  return pageUrl(baseUrl, ROUTES.tag(slug)).href;
}

/** The lead story's picture as the page's social image, if it has a usable one. */
function leadImage(
  stories: readonly StorySummary[] | undefined,
  baseUrl: string,
): PageMeta['image'] {
  for (const story of stories ?? []) {
    const url = absoluteHttpUrl(story.image_url, baseUrl);
    if (url) return { url, alt: story.title };
  }
  return undefined;
}

function baseMeta(context: PageContext, urls: Urls): Omit<PageMeta, 'title' | 'description'> {
  return {
    canonicalUrl: urls.canonicalUrl,
    language: context.language,
    siteName: siteNameOf(context.tenant),
    locale: OG_LOCALES[context.language],
    type: 'website',
    alternates: urls.alternates,
    feeds: context.feeds,
    jsonLd: [],
  };
}

/**
 * The front page: the site name as title, the tenant's description, and a WebSite with a
 * SearchAction (the sitelinks search box). `stories` (newest first) lend it a social image.
 */
export function homeMeta(context: PageContext & { stories?: readonly StorySummary[] }): PageMeta {
  const urls = pageUrls(context);
  const siteName = siteNameOf(context.tenant);
  const description = tenantDescription(context.tenant);
  const image = leadImage(context.stories, context.baseUrl);
  const home = homeUrl(context.baseUrl);
  return {
    ...baseMeta(context, urls),
    title: siteName,
    description,
    ...(image ? { image } : {}),
    jsonLd: [
      {
        '@context': SCHEMA_CONTEXT,
        '@type': 'WebSite',
        name: siteName,
        url: home,
        ...(description ? { description } : {}),
        inLanguage: context.language,
        publisher: publisherOrganization(context),
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            // The placeholder must stay literal (not percent-encoded): search engines fill it in.
            urlTemplate: `${pageUrl(context.baseUrl, '/search').href}?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/** A category page: "{category} | {site}", its description, breadcrumbs Home > Category. */
export function categoryMeta(
  context: PageContext & { category: Category; stories?: readonly StorySummary[] },
): PageMeta {
  const { category, tenant, baseUrl } = context;
  // Section addresses are case-insensitive; the lowercase one is canonical.
  const urls = pageUrls({ ...context, path: ROUTES.category(category.slug) });
  const siteName = siteNameOf(tenant);
  const image = leadImage(context.stories, baseUrl);
  return {
    ...baseMeta(context, urls),
    title: `${category.name} | ${siteName}`,
    description: category.description.trim()
      ? describe(category.description)
      : tenantDescription(tenant),
    ...(image ? { image } : {}),
    jsonLd: [
      breadcrumbList([
        { name: siteName, url: homeUrl(baseUrl) },
        { name: category.name, url: categoryUrl(baseUrl, category.slug) },
      ]),
    ],
  };
}

/** Who wrote a story, for schema.org: a feed's stories are credited to the feed's source. */
function storyAuthor(story: Story, context: PageContext): Record<string, unknown> {
  const sourceName = story.source_name?.trim();
  if (story.origin === 'feed' && sourceName) {
    const sourceUrl = absoluteHttpUrl(story.source_url, context.baseUrl);
    return {
      '@type': 'Organization',
      name: sourceName,
      // The article's own address on the source site names the source well enough.
      ...(sourceUrl ? { url: new URL(sourceUrl).origin } : {}),
    };
  }
  const author = story.author?.trim();
  // A local account's byline: the person, and their page on this publication.
  if (author && story.author_username) {
    return {
      '@type': 'Person',
      name: author,
      url: authorUrl(context.baseUrl, story.author_username),
    };
  }
  if (author) return { '@type': 'Person', name: author };
  return {
    '@type': 'Organization',
    name: siteNameOf(context.tenant),
    url: homeUrl(context.baseUrl),
  };
}

/**
 * The renderings of a library picture for schema.org, widest first: each WebP width with the
 * height of the image's own proportions (the AVIF files are the same sizes).
 */
function pictureImages(picture: MediaPicture, baseUrl: string): Record<string, unknown>[] {
  const webp = picture.sources.find((source) => source.type === 'image/webp');
  if (!webp || picture.width <= 0) return [];
  return webp.srcset
    .split(',')
    .flatMap((candidate) => {
      const match = /^\s*(\S+)\s+(\d+)w\s*$/.exec(candidate);
      const absolute = match?.[1] ? absoluteHttpUrl(match[1], baseUrl) : null;
      const width = Number(match?.[2]);
      return absolute && width > 0
        ? [{ url: absolute, width, height: Math.round((width * picture.height) / picture.width) }]
        : [];
    })
    .sort((a, b) => b.width - a.width)
    .map((image) => ({ '@type': 'ImageObject', ...image }));
}

/**
 * The story's picture for schema.org: each rendering of a library picture, else an ImageObject
 * with its width and height for each file the server has of it (`image_sizes`, widest first),
 * else the address alone (another site's picture, whose size is not known here).
 */
function storyImages(story: Story, baseUrl: string): (string | Record<string, unknown>)[] {
  const rendered = story.picture ? pictureImages(story.picture, baseUrl) : [];
  if (rendered.length > 0) return rendered;
  const sized = story.image_sizes.flatMap(({ url, width, height }) => {
    const absolute = absoluteHttpUrl(url, baseUrl);
    return absolute ? [{ '@type': 'ImageObject', url: absolute, width, height }] : [];
  });
  if (sized.length > 0) return sized;
  const imageUrl = absoluteHttpUrl(story.image_url, baseUrl);
  return imageUrl ? [imageUrl] : [];
}

function storyAuthorName(story: Story): string | undefined {
  const name = story.origin === 'feed' ? story.source_name || story.author : story.author;
  return name?.trim() || undefined;
}

/**
 * A story page: "{title} | {site}", its summary (or the start of its text) as description, its
 * picture as the social card, a NewsArticle and breadcrumbs Home > Category > Story.
 */
export function storyMeta(context: PageContext & { story: Story }): PageMeta {
  const { story, tenant, baseUrl } = context;
  const urls = pageUrls(context);
  const siteName = siteNameOf(tenant);
  const summary = normalizeSpace(story.summary);
  const description = describe(summary || htmlToText(story.body_html));
  const imageUrl = absoluteHttpUrl(story.image_url, baseUrl);
  const images = storyImages(story, baseUrl);
  const modifiedTime = story.updated_at || story.published_at;
  const author = storyAuthorName(story);
  const section = story.category?.name;

  const crumbs = [{ name: siteName, url: homeUrl(baseUrl) }];
  if (story.category) {
    crumbs.push({ name: story.category.name, url: categoryUrl(baseUrl, story.category.slug) });
  }
  crumbs.push({ name: story.title, url: urls.plainUrl });

  const newsArticle = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'NewsArticle',
    headline: truncateAtWord(story.title, HEADLINE_MAX),
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    datePublished: story.published_at,
    dateModified: modifiedTime,
    ...(story.language ? { inLanguage: story.language } : {}),
    ...(section ? { articleSection: section } : {}),
    // Its tags' names (issue 34), as schema.org's comma-separated text.
    ...(story.tags && story.tags.length > 0
      ? { keywords: story.tags.map((tag) => tag.name).join(', ') }
      : {}),
    author: storyAuthor(story, context),
    publisher: publisherOrganization(context),
    mainEntityOfPage: { '@type': 'WebPage', '@id': urls.plainUrl },
    // A members/paid story (issue 33): its body here is the teaser the API gave every reader;
    // the rest fills `.paywalled-content` for an entitled one (Google's paywalled-content markup).
    ...(story.access && story.access !== 'public'
      ? {
          articleBody: htmlToText(story.body_html),
          isAccessibleForFree: false,
          hasPart: {
            '@type': 'WebPageElement',
            isAccessibleForFree: false,
            cssSelector: `.${PAYWALLED_SECTION_CLASS}`,
          },
        }
      : {}),
  };

  return {
    ...baseMeta(context, urls),
    type: 'article',
    title: `${story.title} | ${siteName}`,
    description,
    ...(imageUrl ? { image: { url: imageUrl, alt: story.title } } : {}),
    // Lets search engines show the story's picture large (Google Discover, Top stories).
    robots: 'max-image-preview:large',
    article: {
      publishedTime: story.published_at,
      modifiedTime,
      ...(section ? { section } : {}),
      ...(author ? { author } : {}),
    },
    jsonLd: [newsArticle, breadcrumbList(crumbs)],
  };
}

/**
 * An author's page: "{name} | {site}" (", page N" after the first), their stories' description,
 * a ProfilePage whose main entity is the Person (with how many stories they wrote here), and
 * breadcrumbs Home > Author. Each page of their stories is its own canonical address.
 */
export function authorMeta(
  context: PageContext & {
    author: AuthorProfile;
    /** The page of their stories shown (1 for the first), and the stories on it. */
    page: number;
    stories?: readonly StorySummary[];
    /** Translated texts: the title of a later page, and the description. */
    title: string;
    description: string;
  },
): PageMeta {
  const { author, tenant, baseUrl, page } = context;
  const profileUrl = authorUrl(baseUrl, author.username);
  // The username as stored: /author/CARLA shows carla's page, whose address is /author/carla.
  const path = `${ROUTES.author(author.username)}${page > 1 ? `?page=${page}` : ''}`;
  const urls = pageUrls({ ...context, path });
  const siteName = siteNameOf(tenant);
  const image = leadImage(context.stories, baseUrl);
  const description = describe(context.description);
  return {
    ...baseMeta(context, urls),
    type: 'website',
    title: `${context.title} | ${siteName}`,
    description,
    ...(image ? { image } : {}),
    jsonLd: [
      {
        '@context': SCHEMA_CONTEXT,
        '@type': 'ProfilePage',
        url: urls.plainUrl,
        name: context.title,
        ...(description ? { description } : {}),
        inLanguage: context.language,
        isPartOf: { '@type': 'WebSite', name: siteName, url: homeUrl(baseUrl) },
        mainEntity: {
          '@type': 'Person',
          name: author.name,
          alternateName: author.username,
          identifier: author.username,
          url: profileUrl,
          worksFor: publisherOrganization(context),
          agentInteractionStatistic: {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/WriteAction',
            userInteractionCount: author.story_count,
          },
        },
      },
      breadcrumbList([
        { name: siteName, url: homeUrl(baseUrl) },
        { name: author.name, url: profileUrl },
      ]),
    ],
  };
}

/**
 * A tag's page (issue 34): "{name} | {site}" (", page N" after the first), its description (or
 * a sentence about its stories), its picture (else the lead story's) as the social image, a
 * CollectionPage of the stories on the page, breadcrumbs Home > Tag, and its RSS and Atom feeds
 * beside the publication's (when the publication has feeds). Each page is its own canonical.
 */
export function tagMeta(
  context: PageContext & {
    tag: Tag;
    /** The page of its stories shown (1 for the first), and the stories on it. */
    page: number;
    stories?: readonly StorySummary[];
    /** Translated texts: the title of a later page, and the description without one of its own. */
    title: string;
    description: string;
  },
): PageMeta {
  const { tag, tenant, baseUrl, page } = context;
  const address = tagUrl(baseUrl, tag.slug);
  // The slug as stored: /tag/Space shows space's page, whose address is /tag/space.
  const path = `${ROUTES.tag(tag.slug)}${page > 1 ? `?page=${page}` : ''}`;
  const urls = pageUrls({ ...context, path });
  const siteName = siteNameOf(tenant);
  const ownImage = absoluteHttpUrl(tag.image_url, baseUrl);
  const image = ownImage ? { url: ownImage, alt: tag.name } : leadImage(context.stories, baseUrl);
  const description = describe(tag.description.trim() || context.description);
  // The tag's feeds, only where the publication has feeds at all (RSS turned on).
  const feeds =
    context.feeds.length > 0
      ? [
          {
            type: 'application/rss+xml',
            title: `${siteName}: ${tag.name} (RSS)`,
            href: `${address}/rss.xml`,
          },
          {
            type: 'application/atom+xml',
            title: `${siteName}: ${tag.name} (Atom)`,
            href: `${address}/atom.xml`,
          },
        ]
      : [];
  return {
    ...baseMeta(context, urls),
    feeds: [...context.feeds, ...feeds],
    type: 'website',
    title: `${context.title} | ${siteName}`,
    description,
    ...(image ? { image } : {}),
    jsonLd: [
      {
        '@context': SCHEMA_CONTEXT,
        '@type': 'CollectionPage',
        url: urls.plainUrl,
        name: context.title,
        ...(description ? { description } : {}),
        inLanguage: context.language,
        isPartOf: { '@type': 'WebSite', name: siteName, url: homeUrl(baseUrl) },
        about: { '@type': 'DefinedTerm', name: tag.name, url: address },
        ...(context.stories && context.stories.length > 0
          ? {
              mainEntity: {
                '@type': 'ItemList',
                itemListElement: context.stories.map((story, index) => ({
                  '@type': 'ListItem',
                  position: index + 1,
                  url: pageUrl(baseUrl, ROUTES.story(story.id)).href,
                  name: story.title,
                })),
              },
            }
          : {}),
      },
      breadcrumbList([
        { name: siteName, url: homeUrl(baseUrl) },
        { name: tag.name, url: address },
      ]),
    ],
  };
}

/** Whether a robots value keeps the page out of search results ('noindex', 'none'). */
export function isNoindex(robots: string | undefined): boolean {
  return (robots ?? '')
    .toLowerCase()
    .split(',')
    .some((directive) => ['noindex', 'none'].includes(directive.trim()));
}

/**
 * A page with no content of its own to index (sign-in, registration, password reset, profile,
 * not found): "{title} | {site}", kept out of search results unless `robots` says otherwise.
 * `title` (and `description`) come translated from the caller.
 */
export function simplePageMeta(
  context: PageContext & { title: string; description?: string; robots?: string },
): PageMeta {
  const urls = pageUrls(context);
  const siteName = siteNameOf(context.tenant);
  const description = context.description?.trim();
  const robots = context.robots ?? 'noindex';
  return {
    ...baseMeta(context, urls),
    title: `${context.title} | ${siteName}`,
    description: description ? describe(description) : tenantDescription(context.tenant),
    robots,
    ...(isNoindex(robots) ? { alternates: [] } : {}),
  };
}
