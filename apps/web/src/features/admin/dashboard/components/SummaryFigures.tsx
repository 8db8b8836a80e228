import {
  countedListHref,
  countedSectionRoles,
  DASHBOARD_FIGURE_LISTS,
  roleAdmits,
  type AccessRole,
  type CountedList,
  type DashboardSummary,
} from '@helionews/contracts';
import { useTranslation } from 'react-i18next';
import { ADMIN_DASHBOARD_NS } from '@/features/admin/shared/admin-i18n';
import type { DashboardScope, useDashboardSummary } from '../api/dashboard';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import {
  DashboardSection,
  SectionError,
} from '@/features/admin/shared/components/DashboardSection';
import { StatCards, type StatItem } from '@/features/admin/shared/components/StatCards';

interface Figure {
  key: string;
  label: string;
  pick: (summary: DashboardSummary) => number | null;
  color?: string;
  /** The list the figure is the total of (DASHBOARD_FIGURE_LISTS), when it is one. */
  list?: CountedList;
}

/**
 * The summary's figures: stories, articles, categories, members, this week. A figure that is a
 * list's total links to that list with its filter (this publication's figures only), and is left
 * out for a role that may not open the list (the server answers null for it).
 */
export function SummaryFigures({
  query,
  scope,
  role,
}: {
  query: ReturnType<typeof useDashboardSummary>;
  scope: DashboardScope;
  role: AccessRole | null;
}) {
  const { t } = useTranslation(ADMIN_DASHBOARD_NS);
  const formatNumber = useFormatNumber();
  const summary = query.data;
  const lists = DASHBOARD_FIGURE_LISTS;
  const mayOpen = (list: CountedList) => roleAdmits(role, countedSectionRoles(list.section));

  const figures: Figure[] = [
    {
      key: 'stories-published',
      label: t('stats.storiesPublished'),
      pick: (s) => s.stories.published,
      list: lists.stories.published,
    },
    {
      // The Stories page's review queue, as its badge counts it (pending articles are apart).
      key: 'stories-pending',
      label: t('stats.storiesPending'),
      pick: (s) => s.feed_stories.pending,
      color: 'warning.main',
      list: lists.feed_stories.pending,
    },
    {
      key: 'stories-scheduled',
      label: t('stats.storiesScheduled'),
      pick: (s) => s.stories.scheduled,
      list: lists.stories.scheduled,
    },
    {
      key: 'stories-drafts',
      label: t('stats.storiesDrafts'),
      pick: (s) => s.stories.draft,
      list: lists.stories.draft,
    },
    {
      key: 'articles-total',
      label: t('stats.articlesTotal'),
      pick: (s) => s.articles.total,
      list: lists.articles.total,
    },
    {
      key: 'articles-pending',
      label: t('stats.articlesPending'),
      pick: (s) => s.articles.pending,
      color: 'warning.main',
      list: lists.articles.pending,
    },
    { key: 'categories', label: t('stats.categories'), pick: (s) => s.categories.total },
    { key: 'members', label: t('stats.members'), pick: (s) => s.members.total },
    {
      key: 'new-articles-week',
      label: t('stats.newArticlesThisWeek'),
      pick: (s) => s.new_articles_this_week,
    },
    {
      key: 'published-week',
      label: t('stats.publishedThisWeek'),
      pick: (s) => s.published_this_week,
    },
  ];

  const items: StatItem[] = figures
    .filter(({ list, pick }) =>
      summary ? pick(summary) !== null : list === undefined || mayOpen(list),
    )
    .map(({ key, label, pick, color, list }) => {
      const value = summary ? pick(summary) : null;
      return {
        key,
        label,
        value: value === null ? null : formatNumber(value),
        color: value !== null && value > 0 ? color : undefined,
        // Every publication's figures add up lists no page shows at once.
        href: list && scope === 'tenant' && mayOpen(list) ? countedListHref(list) : undefined,
      };
    });

  return (
    <DashboardSection title={t('stats.heading')}>
      {() =>
        query.isError ? (
          <SectionError message={t('errors.summary')} onRetry={() => query.refetch()} />
        ) : (
          <StatCards label={t('stats.heading')} loadingLabel={t('stats.loading')} items={items} />
        )
      }
    </DashboardSection>
  );
}
