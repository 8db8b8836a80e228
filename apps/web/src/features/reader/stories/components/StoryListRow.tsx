import type { StorySummary } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StoryLink, storyLinkContainerSx } from './StoryLink';
import { StoryMeta } from './StoryMeta';

export interface StoryListRowProps {
  story: StorySummary;
  headingLevel?: 'h3' | 'h4';
}

/**
 * The smallest size: a headline and where it comes from, no picture. Dense lists (more from a
 * source, more in a section) where a thumbnail per line would only add noise.
 */
export function StoryListRow({ story, headingLevel = 'h3' }: StoryListRowProps) {
  return (
    <Box component="article" sx={{ ...storyLinkContainerSx, display: 'grid', gap: 0.5, py: 0.5 }}>
      <Typography variant="h5" component={headingLevel} sx={{ fontSize: '1.0625rem' }}>
        <StoryLink storyId={story.id}>{story.title}</StoryLink>
      </Typography>
      <StoryMeta story={story} />
    </Box>
  );
}
