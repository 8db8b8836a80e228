import type {
  AuthorPageResponse,
  CategoryListResponse,
  ConfirmResult,
  SitePage,
  SitePageNav,
  SsrRenderRequest,
  Story,
  StoryListResponse,
  Tag,
  TagListResponse,
  TenantInfo,
} from '@helionews/contracts';
import { MEMBERSHIP_ROUTES } from '@helionews/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { categoryLabel } from '@/lib/category-label';
import { authorKeys } from '@/features/reader/authors/api/get-author';
import { listPageNumber } from '@/features/reader/stories/api/page-number';
import { newsletterKeys } from '@/features/reader/newsletters/api/query-keys';
import { sitePageKeys } from '@/features/reader/site-pages/api/get-site-pages';
import { FRONT_PAGE_SIZE } from '@/features/reader/stories/api/get-stories';
import { storyKeys } from '@/features/reader/stories/api/query-keys';
import { readSearchParams } from '@/features/reader/search/search-params';
import { tagNameOf } from '@/features/reader/search/tag-name';
import { tagKeys } from '@/features/reader/tags/api/get-tag';
import { tenantKeys } from '@/features/tenant/tenant-context/api/query-keys';
import {
  authorMeta,
  categoryMeta,
  homeMeta,
  renderHead,
  simplePageMeta,
  sitePageMeta,
  siteNameOf,
  storyMeta,
  tagMeta,
  type PageContext,
  type PageMeta,
} from './head';

export interface PageHeadInput {
  request: SsrRenderRequest;
  /** The rendered page's status: 404 pages get the not-found title and noindex. */
  status: number;
  /** Holds the data the page was rendered from. */
  queryClient: QueryClient;
  t: TFunction;
}

const STORY_PATH = /^\/story\/(\d+)\/?$/;
const STORY_DETAIL_PATH = /^\/story\/(\d+)\/detail\/?$/;
const CATEGORY_PATH = /^\/category\/([^/]+)\/?$/;
const AUTHOR_PATH = /^\/author\/([^/]+)\/?$/;
const TAG_PATH = /^\/tag\/([^/]+)\/?$/;
const SITE_PAGE_PATH = /^\/page\/([^/]+)\/?$/;

/** The slug a static page's path names, decoded; null for a malformed escape. */
function sitePageOfPath(path: string): string | null {
  const written = SITE_PAGE_PATH.exec(path)?.[1];
  if (!written) return null;
  try {
    return decodeURIComponent(written);
  } catch {
    return null;
  }
}

/** The username an author page's path names, decoded; null for a malformed escape. */
function authorOfPath(path: string): string | null {
  return decodedSegment(AUTHOR_PATH, path);
}

/** The one segment `pattern` finds in `path`, decoded; null for none or a malformed escape. */
function decodedSegment(pattern: RegExp, path: string): string | null {
  const written = pattern.exec(path)?.[1];
  if (!written) return null;
  try {
    return decodeURIComponent(written);
  } catch {
    return null;
  }
}

function firstPage(
  queryClient: QueryClient,
  category: string | undefined,
): StoryListResponse | undefined {
  const feed = queryClient.getQueryData<InfiniteData<StoryListResponse>>(
    storyKeys.feed({ category, pageSize: FRONT_PAGE_SIZE }),
  );
  return feed?.pages[0];
}

function metaFor(
  { request, status, queryClient, t }: PageHeadInput,
  context: PageContext,
): PageMeta {
  const path = context.path;
  if (status === 404) {
    const title =
      STORY_PATH.test(path) || STORY_DETAIL_PATH.test(path)
        ? t('story.notFoundTitle')
        : CATEGORY_PATH.test(path)
          ? t('category.notFoundTitle')
          : AUTHOR_PATH.test(path)
            ? t('author.notFoundTitle')
            : TAG_PATH.test(path)
              ? t('tag.notFoundTitle')
              : SITE_PAGE_PATH.test(path)
                ? t('sitePage.notFoundTitle')
                : t('notFound.title');
    return simplePageMeta({ ...context, title });
  }
  if (path === '/') {
    return homeMeta({ ...context, stories: firstPage(queryClient, undefined)?.stories });
  }
  const storyId = STORY_PATH.exec(path)?.[1];
  if (storyId) {
    const story = queryClient.getQueryData<Story>(storyKeys.detail(Number(storyId)));
    if (story) return storyMeta({ ...context, story });
  }
  // The story's details repeat its text: titled after it, and left out of search results.
  const detailId = STORY_DETAIL_PATH.exec(path)?.[1];
  if (detailId) {
    const story = queryClient.getQueryData<Story>(storyKeys.detail(Number(detailId)));
    if (story) {
      const title = t('storyDetail.documentTitle', { title: story.title });
      return simplePageMeta({ ...context, title, description: story.summary });
    }
  }
  // Case-insensitive, as on the page: /category/Politics shows politics.
  const slug = CATEGORY_PATH.exec(path)?.[1]?.toLowerCase();
  if (slug) {
    const categories = queryClient.getQueryData<CategoryListResponse>(storyKeys.categories());
    const category = categories?.categories.find((candidate) => candidate.slug === slug);
    if (category) {
      return categoryMeta({
        ...context,
        category: { ...category, name: categoryLabel(category, t) },
        stories: firstPage(queryClient, slug)?.stories,
      });
    }
  }
  const sitePageSlug = sitePageOfPath(path);
  if (sitePageSlug !== null) {
    const page = queryClient.getQueryData<SitePage>(sitePageKeys.page(sitePageSlug));
    if (page) return sitePageMeta({ ...context, page });
  }
  const search = new URL(request.url, 'http://page.invalid').searchParams;
  const username = authorOfPath(path);
  if (username !== null) {
    const page = listPageNumber(search.get('page'));
    const data = queryClient.getQueryData<AuthorPageResponse>(authorKeys.page(username, page));
    if (data) {
      const { author } = data;
      return authorMeta({
        ...context,
        author,
        page,
        stories: data.stories,
        title: page > 1 ? t('author.titlePaged', { name: author.name, page }) : author.name,
        description: t('author.metaDescription', {
          name: author.name,
          site: siteNameOf(context.tenant),
        }),
      });
    }
  }
  const tagSlug = decodedSegment(TAG_PATH, path);
  if (tagSlug !== null) {
    const page = listPageNumber(search.get('page'));
    const tag = queryClient.getQueryData<Tag>(tagKeys.detail(tagSlug));
    const list = queryClient.getQueryData<StoryListResponse>(tagKeys.stories(tagSlug, page));
    if (tag) {
      return tagMeta({
        ...context,
        tag,
        page,
        stories: list?.stories,
        title: page > 1 ? t('tag.titlePaged', { name: tag.name, page }) : tag.name,
        description: t('tag.metaDescription', { name: tag.name, site: siteNameOf(context.tenant) }),
      });
    }
  }
  const query = search.get('q')?.trim();
  // A tag's stories with no words (issue 34): titled by the tag, as the page's heading.
  const searchedTag = readSearchParams(search).tag;
  const searchTitle = query
    ? t('searchPage.documentTitle', { query })
    : searchedTag
      ? t('searchPage.tagHeading', {
          name: tagNameOf(queryClient.getQueryData<TagListResponse>(tagKeys.list()), searchedTag),
        })
      : t('searchPage.title');
  const token = search.get('token')?.trim() || null;
  const confirmed =
    token !== null &&
    queryClient.getQueryData<ConfirmResult>(newsletterKeys.confirm(token))?.result === 'confirmed';
  const titles: Record<string, string> = {
    '/login': t('login.title'),
    '/register': t('register.title'),
    '/reset-password': !search.get('token')
      ? t('reset.requestTitle')
      : search.get('welcome') === '1'
        ? t('reset.welcomeTitle')
        : t('reset.chooseTitle'),
    '/profile': t('profile.title'),
    '/search': searchTitle,
    '/realtime-news': t('realtime.title'),
    '/story-demo': t('storyDemo.title'),
    // The newsletter pages: noindex, like every page of simplePageMeta without its own robots.
    '/newsletters/check-inbox':
      search.get('error') === 'email'
        ? t('newsletters.checkInbox.errorTitle')
        : t('newsletters.checkInbox.title'),
    '/newsletters/confirm': confirmed
      ? t('newsletters.confirm.title')
      : t('newsletters.confirm.invalidTitle'),
    '/unsubscribe': t('newsletters.unsubscribe.title'),
    '/newsletters/unsubscribed': t('newsletters.unsubscribed.title'),
    // Where Stripe Checkout comes back to (issue 33): noindex.
    [MEMBERSHIP_ROUTES.welcome]: t('membership.welcome.title'),
  };
  // The pricing page (issue 33): the publication's offer, worth finding.
  if (path === MEMBERSHIP_ROUTES.pricing) {
    return simplePageMeta({
      ...context,
      title: t('membership.pricing.title'),
      description: t('membership.pricing.intro'),
      robots: 'max-image-preview:large',
    });
  }
  // The latest stories as they are published: a page of the publication's own, worth finding.
  if (path === '/realtime-news') {
    return simplePageMeta({
      ...context,
      title: t('realtime.title'),
      description: t('realtime.description'),
      robots: 'max-image-preview:large',
    });
  }
  return simplePageMeta({ ...context, title: titles[path] ?? t('notFound.title') });
}

/** The <head> tags of a rendered reader page, from the data it was rendered with. */
export function buildPageHead(input: PageHeadInput): string {
  const { request, queryClient } = input;
  const tenant = queryClient.getQueryData<TenantInfo>(tenantKeys.info(request.tenantSlug));
  if (!tenant) return '';
  const context: PageContext = {
    baseUrl: request.baseUrl,
    path: new URL(request.url, 'http://page.invalid').pathname,
    language: request.language,
    explicitLanguage: request.explicitLanguage,
    tenant,
    feeds: [...request.feeds],
  };
  // The publisher's about and corrections pages (issue 34), when the navigation's answer has them.
  const navigation = queryClient.getQueryData<SitePageNav>(sitePageKeys.nav());
  if (navigation) context.policies = navigation;
  return renderHead(metaFor(input, context));
}
