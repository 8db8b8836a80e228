import {
  DEFAULT_TENANT_SLUG,
  idSchema,
  LIMITS,
  MEMBERSHIP_ROUTES,
  NEWSLETTER_ROUTES,
  tenantPathPrefix,
} from '@helionews/contracts';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { adPlacementsQuery } from '@/components/ads/AdSlot';
import { authorPageQueryOptions } from '@/features/reader/authors/api/get-author';
import { listPageNumber } from '@/features/reader/stories/api/page-number';
import { tiersQueryOptions } from '@/features/reader/membership/api/get-tiers';
import { confirmSubscriptionQueryOptions } from '@/features/reader/newsletters/api/confirm-subscription';
import { newslettersQueryOptions } from '@/features/reader/newsletters/api/get-newsletters';
import { unsubscribeTargetQueryOptions } from '@/features/reader/newsletters/api/get-unsubscribe-target';
import { searchQueryOptions } from '@/features/reader/search/api/search-stories';
import {
  sitePageNavQueryOptions,
  sitePageQueryOptions,
} from '@/features/reader/site-pages/api/get-site-pages';
import { readSearchParams } from '@/features/reader/search/search-params';
import { categoriesQueryOptions } from '@/features/reader/stories/api/get-categories';
import {
  tagListQueryOptions,
  tagQueryOptions,
  tagStoriesQueryOptions,
} from '@/features/reader/tags/api/get-tag';
import { relatedStoriesQueryOptions } from '@/features/reader/stories/api/get-related';
import { FRONT_PAGE_SIZE, storiesQueryOptions } from '@/features/reader/stories/api/get-stories';
import { storyQueryOptions } from '@/features/reader/stories/api/get-story';
import { tenantInfoQueryOptions } from '@/features/tenant/tenant-context/api/get-tenant-info';

/**
 * One query a page shows, loaded before its only render pass. The options are the very ones the
 * page's hooks use (same key, same function), so the render finds each answer in the cache.
 */
export type PageQuery = FetchQueryOptions<unknown, Error, unknown, QueryKey, never>;

/** The pages' "Load more" without script: `?page=N` shows N pages (StoryFeed's address feed). */
const MAX_ADDRESS_PAGES = Math.floor(LIMITS.maxPageSize / FRONT_PAGE_SIZE);

function addressFeedSize(search: URLSearchParams): number {
  const asked = Number.parseInt(search.get('page') ?? '1', 10);
  const pages = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), MAX_ADDRESS_PAGES) : 1;
  return FRONT_PAGE_SIZE * pages;
}

const as = <T>(options: T) => options as unknown as PageQuery;

/**
 * The queries of each reader page of islands, known from its address alone (the loader table of
 * issue 31, item 3): the server fetches them all at once, then renders the page once. A page
 * not listed here, or a query that depends on another's answer (a story's section list on its
 * details page), is still found by the render: entry-server then fetches it and renders again.
 * Listing a query a page does not show costs a request, never a different page.
 */
export function pageQueries(location: string, tenantSlug: string): PageQuery[] {
  const url = new URL(location, 'http://page.invalid');
  const path = (tenantPathPrefix(url.pathname)?.rest ?? url.pathname).replace(/\/+$/, '') || '/';
  const queries: PageQuery[] = [as(tenantInfoQueryOptions(tenantSlug))];
  // The tenant provider's fallback to the default publication: a query of every other
  // publication's pages, which the server's render fetches even while it is not enabled.
  if (tenantSlug !== DEFAULT_TENANT_SLUG) {
    queries.push(as(tenantInfoQueryOptions(DEFAULT_TENANT_SLUG)));
  }
  // The static pages the top bar and the footer link (issue 34): on every page.
  queries.push(as(sitePageNavQueryOptions()));
  const search = url.searchParams;

  if (path === '/') {
    queries.push(
      as(categoriesQueryOptions()),
      as(adPlacementsQuery),
      as(storiesQueryOptions({ page: 1, pageSize: addressFeedSize(search) })),
    );
    return queries;
  }
  const category = /^\/category\/([^/]+)$/.exec(path);
  if (category?.[1]) {
    let slug: string;
    try {
      slug = decodeURIComponent(category[1]).toLowerCase();
    } catch {
      return queries;
    }
    queries.push(
      as(categoriesQueryOptions()),
      as(adPlacementsQuery),
      as(storiesQueryOptions({ category: slug, page: 1, pageSize: addressFeedSize(search) })),
    );
    return queries;
  }
  const story = /^\/story\/([^/]+)$/.exec(path);
  if (story?.[1]) {
    const id = idSchema.safeParse(story[1]);
    if (!id.success) return queries;
    queries.push(
      as(storyQueryOptions(id.data)),
      as(adPlacementsQuery),
      as(relatedStoriesQueryOptions(id.data)),
      // The subscribe box under the story (shown when the publication has newsletters).
      as(newslettersQueryOptions()),
    );
    return queries;
  }
  // The newsletter pages (issue 32): the mails' links carry a token (page-address.ts lets it
  // through for these two pages only); the confirmation is made here, by the server's render.
  const token = search.get('token')?.trim() || null;
  if (path === NEWSLETTER_ROUTES.checkInbox) {
    if (search.get('error')) queries.push(as(newslettersQueryOptions()));
    return queries;
  }
  if (path === NEWSLETTER_ROUTES.confirm) {
    if (token) queries.push(as(confirmSubscriptionQueryOptions(token)));
    // An expired link offers the form again.
    queries.push(as(newslettersQueryOptions()));
    return queries;
  }
  if (path === NEWSLETTER_ROUTES.unsubscribe) {
    if (token) queries.push(as(unsubscribeTargetQueryOptions(token)));
    return queries;
  }
  // The pricing page (issue 33): the tiers, the same for every reader.
  if (path === MEMBERSHIP_ROUTES.pricing) {
    queries.push(as(tiersQueryOptions()));
    return queries;
  }
  if (path === '/search') {
    const params = readSearchParams(search);
    queries.push(
      as(categoriesQueryOptions()),
      // The search form's tag list (issue 34), which names a tag searched with no words.
      as(tagListQueryOptions()),
    );
    // Words, or a tag whose stories are listed without them; else the page asks for words.
    if (params.q || params.tag) queries.push(as(searchQueryOptions(params)));
    return queries;
  }
  const sitePage = /^\/page\/([^/]+)$/.exec(path);
  if (sitePage?.[1]) {
    let slug: string;
    try {
      slug = decodeURIComponent(sitePage[1]);
    } catch {
      return queries;
    }
    queries.push(as(sitePageQueryOptions(slug)));
    return queries;
  }
  const author = /^\/author\/([^/]+)$/.exec(path);
  if (author?.[1]) {
    let username: string;
    try {
      username = decodeURIComponent(author[1]);
    } catch {
      return queries;
    }
    queries.push(as(authorPageQueryOptions(username, listPageNumber(search.get('page')))));
    return queries;
  }
  // A tag's page (issue 34): the tag, and a page of its stories, fetched at once.
  const tag = /^\/tag\/([^/]+)$/.exec(path);
  if (tag?.[1]) {
    let slug: string;
    try {
      slug = decodeURIComponent(tag[1]);
    } catch {
      return queries;
    }
    queries.push(
      as(tagQueryOptions(slug)),
      as(tagStoriesQueryOptions(slug, listPageNumber(search.get('page')))),
    );
    return queries;
  }
  return queries;
}
