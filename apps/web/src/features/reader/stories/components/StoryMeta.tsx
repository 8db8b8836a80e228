import type { StorySummary } from '@helionews/contracts';
import Box from '@mui/material/Box';
import { RelativeTime } from '@/components/RelativeTime';

/** 'Reuters · 3 hours ago': where the story comes from and how fresh it is. */
export function StoryMeta({ story }: { story: StorySummary }) {
  const source = story.origin === 'feed' ? story.source_name : story.author;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 0.75,
        typography: 'caption',
        color: 'text.secondary',
      }}
    >
      {source && (
        <>
          <span>{source}</span>
          <span aria-hidden>·</span>
        </>
      )}
      <RelativeTime dateTime={story.published_at} />
    </Box>
  );
}
