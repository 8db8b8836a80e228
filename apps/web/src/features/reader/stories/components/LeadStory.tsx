import type { StorySummary } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StoryImage } from '@/components/story/StoryImage';
import { storyImageSizes } from '@/components/story/story-image-sizes';
import { CategoryChip } from './CategoryChip';
import { StoryLink, storyLinkContainerSx } from './StoryLink';
import { StoryMeta } from './StoryMeta';

/** The front page's top story: the largest image and headline on the page. */
export function LeadStory({ story }: { story: StorySummary }) {
  return (
    <Box component="article" sx={{ ...storyLinkContainerSx, display: 'grid', gap: 1.5 }}>
      <StoryImage
        src={story.image_url}
        picture={story.picture}
        sizes={storyImageSizes.lead}
        categorySlug={story.category?.slug}
        categoryName={story.category?.name}
        priority
      />
      {story.category && <CategoryChip category={story.category} />}
      <Typography variant="h2" component="h2">
        <StoryLink storyId={story.id}>{story.title}</StoryLink>
      </Typography>
      <Typography
        variant="subtitle1"
        component="p"
        color="text.secondary"
        sx={{ fontSize: { xs: '1rem', md: '1.125rem' } }}
      >
        {story.summary}
      </Typography>
      <StoryMeta story={story} />
    </Box>
  );
}
