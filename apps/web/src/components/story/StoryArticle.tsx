import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCategoryLabel } from '@/lib/category-label';
import { useReaderRoutes } from '@/lib/reader-routes';
import { isWebUrl } from './safe-url';
import { StoryBody } from './StoryBody';
import { StoryByline } from './StoryByline';
import { StoryImage } from './StoryImage';
import { storyImageSizes } from './story-image-sizes';
import { StoryPaywall } from './StoryPaywall';
import type { StoryArticleData } from './story-article-data';

export type { StoryArticleData } from './story-article-data';

/**
 * What the story page shows: a reader's story, or an article of the back-office previewed as it
 * will read (`image_alt` then describes the lead image; reader stories leave it decorative).
 */

/** The story page's article: header, lead image, body and source link. */
export function StoryArticle({ story }: { story: StoryArticleData }) {
  const { t } = useTranslation();
  const routes = useReaderRoutes();
  const categoryLabel = useCategoryLabel();
  return (
    <Box component="article" lang={story.language || undefined}>
      <Stack component="header" spacing={2} sx={{ maxWidth: '70ch', mb: 3 }}>
        {story.category && (
          <Chip
            component={RouterLink}
            to={routes.category(story.category.slug)}
            clickable
            size="small"
            color="primary"
            label={categoryLabel(story.category)}
            sx={{ alignSelf: 'flex-start' }}
          />
        )}
        <Typography variant="h1">{story.title}</Typography>
        {story.summary && (
          <Typography
            component="p"
            color="text.secondary"
            sx={{ fontSize: { xs: '1.125rem', md: '1.3125rem' }, lineHeight: 1.5 }}
          >
            {story.summary}
          </Typography>
        )}
        <StoryByline story={story} />
      </Stack>

      {story.image_url && (
        <Box component="figure" sx={{ m: 0, mb: 4 }}>
          {/* The page's largest paint: fetched first, at the width the column needs. */}
          <StoryImage
            src={story.image_url}
            picture={story.picture}
            sizes={storyImageSizes.article}
            categorySlug={story.category?.slug}
            categoryName={story.category?.name}
            alt={story.image_alt ?? story.picture?.alt ?? ''}
            priority
          />
        </Box>
      )}

      <StoryBody html={story.body_html} />
      {story.access && story.access !== 'public' && (
        <StoryPaywall
          storyId={story.id}
          access={story.access}
          meterAnonymous={story.meter_anonymous ?? 0}
        />
      )}

      {isWebUrl(story.source_url) && (
        <Link
          href={story.source_url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 3, fontWeight: 600 }}
        >
          {t('story.readOriginal')}
          <OpenInNew fontSize="small" aria-hidden />
        </Link>
      )}
    </Box>
  );
}
