import type { StorySummary } from '@helionews/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { StoryImage } from '@/components/story/StoryImage';
import { storyImageSizes } from '@/components/story/story-image-sizes';
import { CategoryChip } from './CategoryChip';
import { StoryLink, storyLinkContainerSx } from './StoryLink';
import { StoryMeta } from './StoryMeta';
import { lineClampSx } from '@/lib/line-clamp';

export function StoryCard({ story }: { story: StorySummary }) {
  return (
    <Card
      component="article"
      sx={{ ...storyLinkContainerSx, display: 'flex', flexDirection: 'column' }}
    >
      <StoryImage
        src={story.image_url}
        picture={story.picture}
        sizes={storyImageSizes.card}
        categorySlug={story.category?.slug}
        categoryName={story.category?.name}
        sx={{ borderRadius: 0 }}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        {story.category && <CategoryChip category={story.category} />}
        <Typography variant="h5" component="h3">
          <StoryLink storyId={story.id}>{story.title}</StoryLink>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ ...lineClampSx(3), flexGrow: 1 }}>
          {story.summary}
        </Typography>
        <StoryMeta story={story} />
      </CardContent>
    </Card>
  );
}
