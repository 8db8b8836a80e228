import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { StoryArticle } from '@/components/story/StoryArticle';
import { StoryArticleSkeleton } from '@/components/story/StoryArticleSkeleton';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { StoryComments } from '../../comments/components/StoryComments';
import { useRouteStory } from '../../stories/api/use-route-story';
import { readingFigures } from '../../stories/components/reading-figures';
import { StoryUnavailable, useUnavailableTitle } from '../../stories/components/StoryUnavailable';
import { useMoreStories } from '../api/use-more-stories';
import { StoryFacts } from '../components/StoryFacts';
import { StoryList } from '../components/StoryList';

/**
 * `/story/{id}/detail`: the story with everything a curious reader may want beyond it (its facts,
 * where it comes from, what else to read). Same loading, 404 and 422 handling as the story page.
 */
export function StoryDetailPage() {
  const { t, i18n } = useTranslation();
  const routes = useReaderRoutes();
  const { id: rawId } = useParams();
  const route = useRouteStory(rawId);
  const { id, story } = route;
  const unavailableTitle = useUnavailableTitle(route);
  const lists = useMoreStories(id, story.data);
  const figures = story.data
    ? readingFigures(story.data, i18n.resolvedLanguage ?? i18n.language)
    : null;
  useDocumentTitle(
    story.data ? t('storyDetail.documentTitle', { title: story.data.title }) : unavailableTitle,
  );

  if (route.isInvalid || route.isNotFound || story.isError) return <StoryUnavailable {...route} />;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        {id !== null && (
          <Button
            component={RouterLink}
            to={routes.story(id)}
            startIcon={<ArrowBack />}
            sx={{ ml: -1 }}
          >
            {t('storyDetail.back')}
          </Button>
        )}
        {figures && (
          <Typography variant="body2" color="text.secondary">
            {t('storyDetail.minutesRead', figures)}
            {' · '}
            {t('storyDetail.words', figures)}
          </Typography>
        )}
      </Box>
      <Grid container spacing={{ xs: 5, lg: 8 }}>
        <Grid size={{ xs: 12, lg: 8 }}>
          {story.isPending ? <StoryArticleSkeleton /> : <StoryArticle story={story.data} />}
          {story.data && <StoryComments storyId={story.data.id} />}
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          {story.data && (
            <Box sx={{ display: 'grid', gap: 4, alignContent: 'start' }}>
              <StoryFacts story={story.data} />
              {lists.map((list) => (
                <StoryList
                  key={list.key}
                  title={list.title}
                  stories={list.stories}
                  isPending={list.isPending}
                />
              ))}
            </Box>
          )}
        </Grid>
      </Grid>
    </Box>
  );
}
