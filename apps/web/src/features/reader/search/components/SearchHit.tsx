import type { SearchHit as SearchHitData } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StoryImage } from '@/components/story/StoryImage';
import { storyImageSizes } from '@/components/story/story-image-sizes';
import { CategoryChip } from '@/features/reader/stories/components/CategoryChip';
import { StoryLink, storyLinkContainerSx } from '@/features/reader/stories/components/StoryLink';
import { StoryMeta } from '@/features/reader/stories/components/StoryMeta';
import { markSx } from './highlight';

/**
 * One result. `title_html` and `excerpt_html` are the only HTML put in the page: the API escapes
 * the stored text and adds nothing but `<mark>` around the matches (contracts' SearchHit).
 */
export function SearchHit({ hit }: { hit: SearchHitData }) {
  return (
    <Box
      component="article"
      sx={[
        storyLinkContainerSx,
        {
          display: 'grid',
          gridTemplateColumns: hit.image_url ? { xs: '1fr 96px', sm: '1fr 160px' } : '1fr',
          alignItems: 'start',
          gap: { xs: 2, sm: 3 },
          py: 3,
        },
        markSx,
      ]}
    >
      <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        {hit.category && <CategoryChip category={hit.category} />}
        <Typography variant="h5" component="h2">
          <StoryLink storyId={hit.id}>
            <span dangerouslySetInnerHTML={{ __html: hit.title_html }} />
          </StoryLink>
        </Typography>
        {hit.excerpt_html && (
          <Typography
            color="text.secondary"
            sx={{ overflowWrap: 'anywhere' }}
            dangerouslySetInnerHTML={{ __html: hit.excerpt_html }}
          />
        )}
        <StoryMeta story={hit} />
      </Box>
      {hit.image_url && (
        <StoryImage
          src={hit.image_url}
          picture={hit.picture}
          sizes={storyImageSizes.searchHit}
          categorySlug={hit.category?.slug}
          aspectRatio="4 / 3"
        />
      )}
    </Box>
  );
}
