import type { Story } from '@helionews/contracts';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { AdSlot } from '@/components/ads/AdSlot';
import { StoryArticle } from '@/components/story/StoryArticle';
import { StoryArticleSkeleton } from '@/components/story/StoryArticleSkeleton';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { StoryComments } from '../../comments/components/StoryComments';
import { NewsletterSignup } from '../../newsletters/components/NewsletterSignup';
import { useRouteStory } from '../api/use-route-story';
import { RelatedStories } from '../components/RelatedStories';
import { StoryTags } from '../components/StoryTags';
import { readingFigures } from '../components/reading-figures';
import { StoryUnavailable, useUnavailableTitle } from '../components/StoryUnavailable';

/** The way to the story's detail page: its reading figures, and a link for the rest. */
function AboutThisStory({ story }: { story: Story }) {
  const { t, i18n } = useTranslation();
  const routes = useReaderRoutes();
  const figures = readingFigures(story, i18n.resolvedLanguage ?? i18n.language);
  return (
    <Stack
      spacing={1.5}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, alignItems: 'flex-start' }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('storyDetail.minutesRead', figures)}
        {' · '}
        {t('storyDetail.words', figures)}
      </Typography>
      <Button
        component={RouterLink}
        to={routes.storyDetail(story.id)}
        variant="outlined"
        startIcon={<InfoOutlined />}
      >
        {t('storyDetail.open')}
      </Button>
    </Stack>
  );
}

export function StoryPage() {
  const { id: rawId } = useParams();
  const route = useRouteStory(rawId);
  const { id, story } = route;
  const unavailableTitle = useUnavailableTitle(route);
  useDocumentTitle(story.data?.title ?? unavailableTitle);

  if (route.isInvalid || route.isNotFound || story.isError) return <StoryUnavailable {...route} />;

  return (
    <Grid container spacing={{ xs: 5, lg: 8 }}>
      <Grid size={{ xs: 12, lg: 8 }}>
        {story.isPending ? <StoryArticleSkeleton /> : <StoryArticle story={story.data} />}
        {story.data && <StoryTags tags={story.data.tags} />}
        {story.data && <AdSlot location="in_article" />}
        {/* A plain form (no island): subscribing works with no script at all. */}
        {story.data && <NewsletterSignup />}
        {/* An island with only its frame in this page's HTML: the list loads in the browser. */}
        {story.data && <StoryComments storyId={story.data.id} />}
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Box sx={{ display: 'grid', gap: 4 }}>
          {story.data && <AboutThisStory story={story.data} />}
          <AdSlot location="sidebar" />
          {/* Fetched alongside the story (it needs only the id), so both come with the page. */}
          {id !== null && <RelatedStories storyId={id} />}
        </Box>
      </Grid>
    </Grid>
  );
}
