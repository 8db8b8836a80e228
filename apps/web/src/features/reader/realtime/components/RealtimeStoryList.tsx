import type { StorySummary } from '@helionews/contracts';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { CompactStory } from '@/features/reader/stories/components/CompactStory';

const arrive = keyframes`
  from { opacity: 0; transform: translateY(-12px); }
  to { opacity: 1; transform: none; }
`;

const settle = keyframes`
  from { background-color: var(--arrived-glow); }
  to { background-color: transparent; }
`;

/**
 * A story that came in while the page was open fades and slides into place, with a glow that
 * settles over a few seconds. Readers who ask for less motion get it in place, at once.
 */
const arrivedSx = {
  '--arrived-glow': 'rgba(25, 118, 210, 0.12)',
  animation: `${arrive} 450ms ease-out, ${settle} 3s ease-out`,
  borderRadius: 1,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

export interface RealtimeStoryListProps {
  stories: readonly StorySummary[];
  /** ids of the stories that arrived while the page was open */
  arrived: ReadonlySet<number>;
  label: string;
}

export function RealtimeStoryList({ stories, arrived, label }: RealtimeStoryListProps) {
  return (
    <Box
      component="ol"
      aria-label={label}
      data-realtime-list=""
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        // Between stories, also those a page's script adds at the top (plain/realtime.ts).
        '& > li + li': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      {stories.map((story) => (
        <li key={story.id} data-story-id={story.id} data-published={story.published_at}>
          <Box sx={[{ py: 2.5, px: 1, mx: -1 }, arrived.has(story.id) && arrivedSx]}>
            <CompactStory story={story} headingLevel="h2" />
          </Box>
        </li>
      ))}
    </Box>
  );
}
