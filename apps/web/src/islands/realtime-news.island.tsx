import { API_PATHS, type StorySummary } from '@helionews/contracts';
import { useCallback, useState } from 'react';
import { apiGet, readerSchema } from '@/lib/api-client';
import {
  REALTIME_PAGE_SIZE,
  RealtimeNews,
} from '@/features/reader/realtime/routes/RealtimeNewsPage';
import { hydrateIsland } from './hydrate';

interface RealtimeNewsProps {
  /** The stories the server rendered; null when it could not load them. */
  stories: StorySummary[] | null;
}

/** The realtime page's list, live: the server's stories first, then each as it is published. */
function RealtimeNewsIsland({ stories }: RealtimeNewsProps) {
  const [data, setData] = useState(stories ? { stories } : undefined);
  const [failed, setFailed] = useState(stories === null);
  const [pending, setPending] = useState(false);
  const refetch = useCallback(() => {
    setPending(true);
    apiGet(API_PATHS.stories, {
      schema: readerSchema('storyListResponseSchema'),
      query: { page: 1, page_size: REALTIME_PAGE_SIZE },
    })
      .then((answer: { stories: StorySummary[] }) => {
        setData({ stories: answer.stories });
        setFailed(false);
      })
      .catch(() => setFailed(true))
      .finally(() => setPending(false));
  }, []);
  return (
    <RealtimeNews latest={{ data, isPending: pending && !data, isError: failed, refetch }} />
  );
}

export function hydrate(element: HTMLElement, props: unknown): Promise<void> {
  return hydrateIsland(element, <RealtimeNewsIsland {...(props as RealtimeNewsProps)} />, {
    pageTexts: true,
  });
}
