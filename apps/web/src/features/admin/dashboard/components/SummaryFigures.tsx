import type { DashboardSummary } from '@helionews/contracts';
import { useTranslation } from 'react-i18next';
import { ADMIN_DASHBOARD_NS } from '@/features/admin/shared/admin-i18n';
import type { useDashboardSummary } from '../api/dashboard';
import { useFormatNumber } from '../use-format-number';
import { DashboardSection, SectionError } from './DashboardSection';
import { StatCards, type StatItem } from './StatCards';

/** The summary's figures: stories, articles, feed stories, categories, members, this week. */
export function SummaryFigures({ query }: { query: ReturnType<typeof useDashboardSummary> }) {
  const { t } = useTranslation(ADMIN_DASHBOARD_NS);
  const formatNumber = useFormatNumber();
  const summary = query.data;

  const item = (
    key: string,
    label: string,
    pick: (summary: DashboardSummary) => number,
    color?: string,
  ): StatItem => ({
    key,
    label,
    value: summary ? formatNumber(pick(summary)) : null,
    color: summary && pick(summary) > 0 ? color : undefined,
  });

  return (
    <DashboardSection title={t('stats.heading')}>
      {() =>
        query.isError ? (
          <SectionError message={t('errors.summary')} onRetry={() => query.refetch()} />
        ) : (
          <StatCards
            label={t('stats.heading')}
            loadingLabel={t('stats.loading')}
            items={[
              item('stories-published', t('stats.storiesPublished'), (s) => s.stories.published),
              item(
                'stories-pending',
                t('stats.storiesPending'),
                (s) => s.stories.pending,
                'warning.main',
              ),
              item('stories-scheduled', t('stats.storiesScheduled'), (s) => s.stories.scheduled),
              item('stories-drafts', t('stats.storiesDrafts'), (s) => s.stories.draft),
              item('articles-total', t('stats.articlesTotal'), (s) => s.articles.total),
              item(
                'articles-pending',
                t('stats.articlesPending'),
                (s) => s.articles.pending,
                'warning.main',
              ),
              item(
                'feed-stories-pending',
                t('stats.feedStoriesPending'),
                (s) => s.feed_stories.pending,
                'warning.main',
              ),
              item('categories', t('stats.categories'), (s) => s.categories.total),
              item('members', t('stats.members'), (s) => s.members.total),
              item(
                'new-articles-week',
                t('stats.newArticlesThisWeek'),
                (s) => s.new_articles_this_week,
              ),
              item('published-week', t('stats.publishedThisWeek'), (s) => s.published_this_week),
            ]}
          />
        )
      }
    </DashboardSection>
  );
}
