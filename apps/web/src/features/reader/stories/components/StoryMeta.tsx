import type { StorySummary } from '@helionews/contracts';
import Box from '@mui/material/Box';
import { RelativeTime } from '@/components/RelativeTime';
import { AuthorLink } from '@/components/story/AuthorLink';

/** 'Reuters · 3 hours ago': where the story comes from and how fresh it is. */
export function StoryMeta({ story }: { story: StorySummary }) {
  const isFeed = story.origin === 'feed';
  const source = isFeed ? story.source_name : story.author;
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
      {/* Each part keeps its own direction (bdi): an Arabic byline or an English "3 hours ago"
          reads the right way round inside a story of the other direction. */}
      {source && (
        <>
          <bdi>
            <AuthorLink username={isFeed ? null : story.author_username}>{source}</AuthorLink>
          </bdi>
          <span aria-hidden>·</span>
        </>
      )}
      <bdi>
        <RelativeTime dateTime={story.published_at} />
      </bdi>
    </Box>
  );
}
