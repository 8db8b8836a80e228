import type { StorySummary } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StoryImage } from '@/components/story/StoryImage';
import { storyImageSizes } from '@/components/story/story-image-sizes';
import { useCategoryLabel } from '@/lib/category-label';
import { StoryLink, storyLinkContainerSx } from './StoryLink';
import { StoryMeta } from './StoryMeta';

export interface CompactStoryProps {
  story: StorySummary;
  headingLevel?: 'h2' | 'h3';
}

/** A headline with a thumbnail: the lead's companions and the "More stories" list. */
export function CompactStory({ story, headingLevel = 'h3' }: CompactStoryProps) {
  const categoryLabel = useCategoryLabel();
  return (
    <Box
      component="article"
      sx={{
        ...storyLinkContainerSx,
        display: 'grid',
        gridTemplateColumns: '1fr 112px',
        alignItems: 'start',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
        {story.category && (
          <Typography variant="overline" color="primary" sx={{ lineHeight: 1.4 }}>
            {categoryLabel(story.category)}
          </Typography>
        )}
        <Typography variant="h5" component={headingLevel}>
          <StoryLink storyId={story.id}>{story.title}</StoryLink>
        </Typography>
        <StoryMeta story={story} />
      </Box>
      <StoryImage
        src={story.image_url}
        picture={story.picture}
        sizes={storyImageSizes.thumbnail}
        categorySlug={story.category?.slug}
        aspectRatio="1 / 1"
      />
    </Box>
  );
}
