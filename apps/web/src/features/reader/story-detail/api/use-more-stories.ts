import type { Story, StorySummary } from '@helionews/contracts';
import { useTranslation } from 'react-i18next';
import { useCategoryLabel } from '@/lib/category-label';
import { useRelatedStories } from '../../stories/api/get-related';
import { useStories } from '../../stories/api/get-stories';

/** How many rows each list shows. */
export const MORE_SHOWN = 4;
/**
 * The related endpoint ranks the same source first for feed items; asking for a few more than a
 * list shows leaves enough once the other source's stories are set aside.
 */
const RELATED_FETCHED = 2 * MORE_SHOWN;

export interface MoreStoriesList {
  key: 'source' | 'section' | 'related';
  title: string;
  stories: StorySummary[];
  isPending: boolean;
}

/**
 * The detail page's reading lists, each without the story itself or a story an earlier list
 * already shows: more from the feed's source (feed items), more in the story's section, and,
 * for a story without a section, the related stories.
 */
export function useMoreStories(
  storyId: number | null,
  story: Story | undefined,
): MoreStoriesList[] {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const related = useRelatedStories(storyId, RELATED_FETCHED);
  const section = story?.category ?? null;
  // One extra, in case the story itself is among its section's newest.
  const sectionStories = useStories(
    { category: section?.slug, pageSize: MORE_SHOWN + 1 },
    { enabled: section !== null },
  );
  if (!story) return [];

  const shown = new Set<number>([story.id]);
  const take = (stories: StorySummary[] | undefined) => {
    const picked = (stories ?? [])
      .filter((candidate) => !shown.has(candidate.id))
      .slice(0, MORE_SHOWN);
    for (const candidate of picked) shown.add(candidate.id);
    return picked;
  };
  // A failed list is left out rather than blocking the page: the story is complete without it.
  const relatedPending = related.isPending && !related.isError;
  const lists: MoreStoriesList[] = [];

  const source = story.origin === 'feed' ? story.source_name : null;
  if (source) {
    lists.push({
      key: 'source',
      title: t('storyDetail.moreFromSource', { source }),
      stories: take(related.data?.stories.filter((candidate) => candidate.source_name === source)),
      isPending: relatedPending,
    });
  }
  if (section) {
    lists.push({
      key: 'section',
      title: t('storyDetail.moreInSection', { section: categoryLabel(section) }),
      stories: take(sectionStories.data?.stories),
      isPending: sectionStories.isPending && !sectionStories.isError,
    });
  } else {
    lists.push({
      key: 'related',
      title: t('related.title'),
      stories: take(related.data?.stories),
      isPending: relatedPending,
    });
  }
  return lists;
}
