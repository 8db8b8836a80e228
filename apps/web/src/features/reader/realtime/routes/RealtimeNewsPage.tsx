import type { StorySummary } from '@helionews/contracts';
import InboxOutlined from '@mui/icons-material/Inbox';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@/components/StatusMessage';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStories } from '@/features/reader/stories/api/get-stories';
import { StoriesLoadError } from '@/features/reader/stories/components/StoriesLoadError';
import { StoryFeedSkeleton } from '@/features/reader/stories/components/StoryFeedSkeleton';
import { sectionHeadingSx } from '@/features/reader/stories/components/section-heading';
import { storyCursor, useRealtimeStories } from '../api/realtime-stream';
import { ConnectionStatus } from '../components/ConnectionStatus';
import { NewStoriesBanner } from '../components/NewStoriesBanner';
import { RealtimeStoryList } from '../components/RealtimeStoryList';
import { useScrolledDown } from '../use-scrolled-down';

/** The latest stories the page starts with (server-rendered). */
export const REALTIME_PAGE_SIZE = 20;

/** Past this many pixels down, new stories wait behind the banner instead of moving the page. */
export const SCROLLED_PX = 240;

/** Stories kept on the page: an open tab should not grow without end. */
const MAX_STORIES = 100;

interface Arrivals {
  /** shown at the top, newest first */
  shown: StorySummary[];
  /** waiting behind the banner, newest first */
  waiting: StorySummary[];
}

const NO_ARRIVALS: Arrivals = { shown: [], waiting: [] };

function uniqueById(stories: readonly StorySummary[]): StorySummary[] {
  const seen = new Set<number>();
  return stories.filter((story) => !seen.has(story.id) && Boolean(seen.add(story.id)));
}

/** The page's first stories, from the server or the browser's own request. */
export interface LatestStories {
  data: { stories: StorySummary[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** `/realtime-news`: the newest stories, with each new one added at the top as it is published. */
export function RealtimeNewsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('realtime.title'));
  const latest = useStories({ page: 1, pageSize: REALTIME_PAGE_SIZE });
  // One markup for every page: where the application runs React keeps the list live; on a page
  // of islands (ADR 016), the page's plain script, which finds it by `data-realtime`.
  return (
    <Box data-realtime="">
      <RealtimeNews latest={latest} />
    </Box>
  );
}

/** The live list: its heading, the connection state, the stories and the new-stories banner. */
export function RealtimeNews({ latest }: { latest: LatestStories }) {
  const { t } = useTranslation();
  const [arrivals, setArrivals] = useState<Arrivals>(NO_ARRIVALS);
  const scrolled = useScrolledDown(SCROLLED_PX);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const reveal = () =>
    setArrivals((prev) => ({ shown: [...prev.waiting, ...prev.shown], waiting: [] }));
  // Back at the top by themselves: what was waiting comes in as if it had just arrived.
  if (!scrolled && arrivals.waiting.length > 0) reveal();

  const connection = useRealtimeStories({
    onStory: (story) => {
      // One story can reach the page twice: in the first page and as an event, or replayed.
      if (latest.data?.stories.some((known) => known.id === story.id)) return;
      setArrivals((prev) => {
        if ([...prev.shown, ...prev.waiting].some((known) => known.id === story.id)) return prev;
        return scrolled
          ? { ...prev, waiting: [story, ...prev.waiting] }
          : { ...prev, shown: [story, ...prev.shown] };
      });
    },
    onResync: () => void latest.refetch(),
    // Stories that arrive as events move the stream's own cursor; before any, the page's newest.
    resumeFrom: () => {
      const newest = latest.data?.stories[0];
      return newest ? storyCursor(newest) : null;
    },
  });

  const stories = useMemo(
    () => uniqueById([...arrivals.shown, ...(latest.data?.stories ?? [])]).slice(0, MAX_STORIES),
    [arrivals.shown, latest.data],
  );
  const arrived = useMemo(() => new Set(arrivals.shown.map((story) => story.id)), [arrivals.shown]);

  const revealAtTop = () => {
    reveal();
    const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: calm ? 'auto' : 'smooth' });
    // Keyboard and screen reader users continue from the top of the list, not the banner.
    headingRef.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <Box
        component="header"
        sx={[
          sectionHeadingSx,
          {
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            justifyContent: 'space-between',
          },
        ]}
      >
        <Box>
          <Typography
            ref={headingRef}
            tabIndex={-1}
            data-realtime-heading=""
            variant="h2"
            component="h1"
            sx={{ outline: 'none' }}
          >
            {t('realtime.heading')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('realtime.description')}
          </Typography>
        </Box>
        <ConnectionStatus state={connection} />
      </Box>

      {latest.isPending && stories.length === 0 ? (
        <StoryFeedSkeleton />
      ) : latest.isError && stories.length === 0 ? (
        <StoriesLoadError retry={{ onClick: () => void latest.refetch() }} />
      ) : stories.length === 0 ? (
        <StatusMessage
          icon={<InboxOutlined />}
          title={t('realtime.emptyTitle')}
          description={t('realtime.emptyDescription')}
        />
      ) : (
        <RealtimeStoryList stories={stories} arrived={arrived} label={t('realtime.listLabel')} />
      )}

      <NewStoriesBanner count={arrivals.waiting.length} onReveal={revealAtTop} />
    </>
  );
}
