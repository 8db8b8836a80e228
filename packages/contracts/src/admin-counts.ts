import type { z } from 'zod';
import type { adminArticleListQuerySchema } from './admin-articles.js';
import type { adminStoryListQuerySchema } from './admin-stories.js';
import { ADMIN_SECTIONS, type adminUserListQuerySchema, type NavigationCounts } from './admin.js';
import type { adCampaignListQuerySchema } from './ads.js';
import { ADMIN_API_PATHS } from './api-paths.js';
import { ADMIN_COMMENT_API_PATHS } from './comment-rules.js';
import type { adminCommentListQuerySchema } from './comments.js';

/* ------------------------------------------------------------------------------------------------
 * Counts that point to a list (issue 20, item 8): a side-navigation badge or a dashboard figure
 * says how many items a back-office list holds under a filter. Each is defined here once, as that
 * list and the filter its link applies; the server computes it with the list's own query and role
 * scope (a contributor's count covers their own articles, as their list does), and answers no
 * figure (0 for a badge, null for a dashboard figure) to a role that may not open the list.
 * ---------------------------------------------------------------------------------------------- */

/** The filters a count's link may apply, per list (the list's defaults fill in the rest). */
interface CountedListQueries {
  users: Pick<z.input<typeof adminUserListQuerySchema>, 'status'>;
  articles: Pick<z.input<typeof adminArticleListQuerySchema>, 'status'>;
  stories: Pick<z.input<typeof adminStoryListQuerySchema>, 'status' | 'origin'>;
  ads: Pick<z.input<typeof adCampaignListQuerySchema>, 'status'>;
  comments: Pick<z.input<typeof adminCommentListQuerySchema>, 'status'>;
}
export type CountedSection = keyof CountedListQueries;

/** One count's list: the back-office section that shows it and the filter its link applies. */
export type CountedList = {
  [S in CountedSection]: { section: S; query: Readonly<CountedListQueries[S]> };
}[CountedSection];

/** The API call behind each counted section's list. */
export const COUNTED_LIST_API_PATHS = {
  users: ADMIN_API_PATHS.users,
  articles: ADMIN_API_PATHS.articles,
  stories: ADMIN_API_PATHS.stories,
  ads: ADMIN_API_PATHS.adCampaigns,
  comments: ADMIN_COMMENT_API_PATHS.comments,
} as const satisfies Record<CountedSection, string>;

const sectionOf = (key: CountedSection) => ADMIN_SECTIONS.find((entry) => entry.key === key);

/** The roles that may open a counted section (ADMIN_SECTIONS; its list's route admits the same). */
export function countedSectionRoles(section: CountedSection) {
  const found = sectionOf(section);
  if (!found) throw new Error(`no back-office section ${section}`);
  return found.roles;
}

const queryString = (query: Readonly<Record<string, string | undefined>>) => {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(value)}`],
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
};

/** The back-office page a count links to, with its filter: '/admin/articles?status=pending'. */
export function countedListHref(list: CountedList): string {
  return `${sectionOf(list.section)?.path ?? ''}${queryString(list.query)}`;
}

/** The list call (under /api) whose `total` the count equals: '/admin/articles?status=pending'. */
export function countedListApiPath(list: CountedList): string {
  return `${COUNTED_LIST_API_PATHS[list.section]}${queryString(list.query)}`;
}

/** SPEC section 2's red badges: each counts the pending items of the list its entry opens. */
export const NAVIGATION_COUNT_LISTS = {
  user_management_pending: { section: 'users', query: { status: 'pending' } },
  articles_pending: { section: 'articles', query: { status: 'pending' } },
  // The Stories page opens on this filter: its review queue.
  stories_pending: { section: 'stories', query: { status: 'pending', origin: 'feed' } },
  ads_campaigns_pending: { section: 'ads', query: { status: 'pending' } },
  // The moderation page opens on its queue.
  comments_pending: { section: 'comments', query: { status: 'pending' } },
} as const satisfies Record<keyof NavigationCounts, CountedList>;

/**
 * The dashboard summary's story and article figures (tenant scope), each the total of a list.
 * `stories` are every story of the tenant, `articles` the editorial ones, `feed_stories` the
 * Stories page's review queue (what "Stories pending review" shows, like the Stories badge).
 */
export const DASHBOARD_FIGURE_LISTS = {
  stories: {
    total: { section: 'stories', query: { status: 'all', origin: 'all' } },
    published: { section: 'stories', query: { status: 'published', origin: 'all' } },
    pending: { section: 'stories', query: { status: 'pending', origin: 'all' } },
    scheduled: { section: 'stories', query: { status: 'scheduled', origin: 'all' } },
    draft: { section: 'stories', query: { status: 'draft', origin: 'all' } },
  },
  articles: {
    total: { section: 'articles', query: {} },
    published: { section: 'articles', query: { status: 'published' } },
    pending: { section: 'articles', query: { status: 'pending' } },
    draft: { section: 'articles', query: { status: 'draft' } },
  },
  feed_stories: {
    total: { section: 'stories', query: { status: 'all', origin: 'feed' } },
    pending: NAVIGATION_COUNT_LISTS.stories_pending,
  },
} as const satisfies Record<string, Record<string, CountedList>>;
export type DashboardFigureGroup = keyof typeof DASHBOARD_FIGURE_LISTS;
