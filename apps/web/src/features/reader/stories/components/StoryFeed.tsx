import type { StorySummary } from '@helionews/contracts';
import InboxOutlined from '@mui/icons-material/Inbox';
import Refresh from '@mui/icons-material/Refresh';
import WifiOff from '@mui/icons-material/WifiOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@/components/StatusMessage';
import { useStoryFeed } from '../api/get-stories';
import { CompactStory } from './CompactStory';
import { LeadStory } from './LeadStory';
import { StoryCard } from './StoryCard';
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

export function StoryFeed({
  category,
  emptyTitle,
  emptyDescription,
  enabled = true,
}: StoryFeedProps) {
  const { t } = useTranslation();
  const feed = useStoryFeed({ category }, { enabled });
  const stories = useMemo(() => uniqueStories(feed.data?.pages ?? []), [feed.data]);

  if (feed.isPending) return <StoryFeedSkeleton />;

  if (feed.isError && stories.length === 0) {
    return (
      <StatusMessage
        role="alert"
        icon={<WifiOff />}
        title={t('stories.loadError')}
        description={t('stories.loadErrorDescription')}
        action={
          <Button variant="contained" startIcon={<Refresh />} onClick={() => void feed.refetch()}>
            {t('errors.retry')}
          </Button>
        }
      />
    );
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
            {grid.map((story) => (
              <Grid key={story.id} size={{ xs: 12, sm: 6, md: 4 }}>
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
              <Button color="inherit" size="small" onClick={() => void feed.fetchNextPage()}>
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
            onClick={() => void feed.fetchNextPage()}
          >
            {t('stories.loadMore')}
          </Button>
        ) : (
          (feed.data?.pages.length ?? 0) > 1 && (
            <Typography color="text.secondary">{t('stories.allCaughtUp')}</Typography>
          )
        )}
      </Box>
    </Stack>
  );
}
