import {
  countedListHref,
  countedSectionRoles,
  DASHBOARD_FIGURE_LISTS,
  roleAdmits,
  type AccessRole,
  type CountedList,
  type DashboardFigureGroup,
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

  /** A figure that is the total of a list: the summary's `group.status`, linking to that list. */
  const listFigure = <G extends DashboardFigureGroup>(
    key: string,
    label: string,
    group: G,
    status: keyof (typeof lists)[G] & keyof DashboardSummary[G],
    color?: string,
  ): Figure => ({
    key,
    label,
    pick: (s) => s[group][status] as number | null,
    color,
    list: lists[group][status] as CountedList,
  });

  const figures: Figure[] = [
    listFigure('stories-published', t('stats.storiesPublished'), 'stories', 'published'),
    // The Stories page's review queue, as its badge counts it (pending articles are apart).
    listFigure(
      'stories-pending',
      t('stats.storiesPending'),
      'feed_stories',
      'pending',
      'warning.main',
    ),
    listFigure('stories-scheduled', t('stats.storiesScheduled'), 'stories', 'scheduled'),
    listFigure('stories-drafts', t('stats.storiesDrafts'), 'stories', 'draft'),
    listFigure('articles-total', t('stats.articlesTotal'), 'articles', 'total'),
    listFigure(
      'articles-pending',
      t('stats.articlesPending'),
      'articles',
      'pending',
      'warning.main',
    ),
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
