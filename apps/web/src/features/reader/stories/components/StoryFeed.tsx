import { LIMITS, type StorySummary } from '@helionews/contracts';
import InboxOutlined from '@mui/icons-material/Inbox';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@/components/StatusMessage';
import { useIslandPage, useRetryAction } from '@/islands/Island';
import { FRONT_PAGE_SIZE, useStories, useStoryFeed } from '../api/get-stories';
import { CompactStory } from './CompactStory';
import { LeadStory } from './LeadStory';
import { StoryCard } from './StoryCard';
import { StoriesLoadError } from './StoriesLoadError';
import { StoryFeedSkeleton } from './StoryFeedSkeleton';

export interface StoryFeedProps {
  /** category slug; omitted for the front page */
  category?: string;
  emptyTitle: string;
  emptyDescription: string;
  enabled?: boolean;
}

const SECONDARY_COUNT = 2;

/** Stories published while a reader pages shift later pages by one; show each story once. */
function uniqueStories(pages: readonly { stories: StorySummary[] }[]): StorySummary[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.stories)
    .filter((story) => !seen.has(story.id) && Boolean(seen.add(story.id)));
}

/** What the feed shows and can do next, from the browser's pages or the address's. */
interface FeedState {
  isPending: boolean;
  isError: boolean;
  stories: StorySummary[];
  /** Pages shown so far. */
  pages: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => void;
  fetchNextPage: () => void;
  /** On a page of islands "Load more" is a link to the next `?page=` (ADR 016). */
  nextHref?: string;
}

/** Pages a reader can ask for by address: twelve stories each, one request of at most 96. */
const MAX_ADDRESS_PAGES = Math.floor(LIMITS.maxPageSize / FRONT_PAGE_SIZE);

/**
 * The front page's or a section's stories, one markup for every page (issue 30, item 9). What
 * differs is where the pages come from: where the application runs, "Load more" adds the next
 * page in place; on a page of islands (ADR 016) it is a link to the next `?page=`.
 */
export function StoryFeed({ emptyTitle, emptyDescription, ...source }: StoryFeedProps) {
  // The same hook for the whole life of the component: a page never changes kind.
  const useFeed = useIslandPage() ? useAddressFeed : useLiveFeed;
  const feed = useFeed(source);
  return <StoryFeedView emptyTitle={emptyTitle} emptyDescription={emptyDescription} feed={feed} />;
}

type FeedSource = Pick<StoryFeedProps, 'category' | 'enabled'>;

/** "Load more" in the browser: each page added below the others. */
function useLiveFeed({ category, enabled = true }: FeedSource): FeedState {
  const feed = useStoryFeed({ category }, { enabled });
  const stories = useMemo(() => uniqueStories(feed.data?.pages ?? []), [feed.data]);
  return {
    isPending: feed.isPending,
    isError: feed.isError,
    stories,
    pages: feed.data?.pages.length ?? 0,
    hasNextPage: feed.hasNextPage,
    isFetchingNextPage: feed.isFetchingNextPage,
    isFetchNextPageError: feed.isFetchNextPageError,
    refetch: () => void feed.refetch(),
    fetchNextPage: () => void feed.fetchNextPage(),
  };
}

/**
 * "Load more" with no script: `?page=N` shows the first N pages, rendered by the server, and
 * the link to the next lands on the first story it adds.
 */
function useAddressFeed({ category, enabled = true }: FeedSource): FeedState {
  const [searchParams] = useSearchParams();
  const asked = Number.parseInt(searchParams.get('page') ?? '1', 10);
  const pages = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), MAX_ADDRESS_PAGES) : 1;
  const list = useStories({ category, page: 1, pageSize: FRONT_PAGE_SIZE * pages }, { enabled });
  const stories = list.data?.stories ?? [];
  const hasNextPage = pages < MAX_ADDRESS_PAGES && stories.length < (list.data?.total ?? 0);
  return {
    isPending: list.isPending,
    isError: list.isError,
    stories,
    pages,
    hasNextPage,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    refetch: () => undefined,
    fetchNextPage: () => undefined,
    nextHref: `?page=${pages + 1}#${moreAnchor(pages + 1)}`,
  };
}

const moreAnchor = (page: number) => `more-${page}`;

function StoryFeedView({
  feed,
  emptyTitle,
  emptyDescription,
}: Pick<StoryFeedProps, 'emptyTitle' | 'emptyDescription'> & { feed: FeedState }) {
  const { t } = useTranslation();
  const { stories } = feed;
  const retry = useRetryAction(feed.refetch);

  if (feed.isPending) return <StoryFeedSkeleton />;

  if (feed.isError && stories.length === 0) {
    return <StoriesLoadError retry={retry} />;
  }

  if (stories.length === 0) {
    return (
      <StatusMessage icon={<InboxOutlined />} title={emptyTitle} description={emptyDescription} />
    );
  }

  const [lead, ...rest] = stories;
  const secondary = rest.slice(0, SECONDARY_COUNT);
  const grid = rest.slice(SECONDARY_COUNT);

  return (
    <Stack spacing={4}>
      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: secondary.length ? 8 : 12 }}>
          {lead && <LeadStory story={lead} />}
        </Grid>
        {secondary.length > 0 && (
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3} divider={<Divider flexItem />}>
              {secondary.map((story) => (
                <CompactStory key={story.id} story={story} />
              ))}
            </Stack>
          </Grid>
        )}
      </Grid>

      {grid.length > 0 && (
        <>
          <Divider />
          <Grid container spacing={3}>
            {grid.map((story, index) => (
              <Grid
                key={story.id}
                size={{ xs: 12, sm: 6, md: 4 }}
                // Where "Load more" lands: the first story of each later page.
                id={
                  index + 1 + SECONDARY_COUNT > 0 &&
                  (index + 1 + SECONDARY_COUNT) % FRONT_PAGE_SIZE === 0
                    ? moreAnchor((index + 1 + SECONDARY_COUNT) / FRONT_PAGE_SIZE + 1)
                    : undefined
                }
              >
                <StoryCard story={story} />
              </Grid>
            ))}
          </Grid>
        </>
      )}

      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, pt: 2 }}>
        {feed.isFetchNextPageError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={feed.fetchNextPage}>
                {t('errors.retry')}
              </Button>
            }
          >
            {t('stories.loadError')}
          </Alert>
        )}
        {feed.hasNextPage ? (
          <Button
            variant="outlined"
            size="large"
            // A boolean renders a wrapper with a style="" attribute (blocked by the CSP, ADR 015).
            loading={feed.isFetchingNextPage || undefined}
            loadingPosition="start"
            startIcon={<Refresh />}
            {...(feed.nextHref
              ? { href: feed.nextHref, rel: 'next' }
              : { onClick: feed.fetchNextPage })}
          >
            {t('stories.loadMore')}
          </Button>
        ) : (
          feed.pages > 1 && (
            <Typography color="text.secondary">{t('stories.allCaughtUp')}</Typography>
          )
        )}
      </Box>
    </Stack>
  );
}
