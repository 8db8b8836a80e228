import { idSchema } from '@helionews/contracts';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import Refresh from '@mui/icons-material/Refresh';
import WifiOff from '@mui/icons-material/WifiOff';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HomeLink } from '@/components/HomeLink';
import { StatusMessage } from '@/components/StatusMessage';
import { StoryArticle } from '@/components/story/StoryArticle';
import { StoryArticleSkeleton } from '@/components/story/StoryArticleSkeleton';
import { isApiError } from '@/lib/api-client';
import { useHttpStatus } from '@/lib/http-status';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStory } from '../api/get-story';
import { MoreStories } from '../components/MoreStories';

/** Malformed ids never reach the server; it would answer 422 (DESIGN section 4) anyway. */
function parseStoryId(raw: string | undefined): number | null {
  const parsed = idSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function StoryPage() {
  const { t } = useTranslation();
  const { id: rawId } = useParams();
  const id = parseStoryId(rawId);
  const story = useStory(id);
  const status = isApiError(story.error) ? story.error.status : null;
  const isInvalid = id === null || status === 422;
  const isNotFound = status === 404;

  useHttpStatus(isInvalid || isNotFound ? 404 : null);
  useDocumentTitle(
    story.data?.title ??
      (isInvalid ? t('story.invalidIdTitle') : isNotFound ? t('story.notFoundTitle') : null),
  );

  if (isInvalid) {
    return (
      <StatusMessage
        headingLevel="h1"
        icon={<LinkOff />}
        title={t('story.invalidIdTitle')}
        description={t('story.invalidIdDescription')}
        action={<HomeLink />}
      />
    );
  }
  if (isNotFound) {
    return (
      <StatusMessage
        headingLevel="h1"
        icon={<ArticleOutlined />}
        title={t('story.notFoundTitle')}
        description={t('story.notFoundDescription')}
        action={<HomeLink />}
      />
    );
  }
  if (story.isError) {
    return (
      <StatusMessage
        role="alert"
        headingLevel="h1"
        icon={<WifiOff />}
        title={t('story.loadError')}
        description={t('stories.loadErrorDescription')}
        action={
          <Button variant="contained" startIcon={<Refresh />} onClick={() => void story.refetch()}>
            {t('errors.retry')}
          </Button>
        }
      />
    );
  }

  return (
    <Grid container spacing={{ xs: 5, lg: 8 }}>
      <Grid size={{ xs: 12, lg: 8 }}>
        {story.isPending ? <StoryArticleSkeleton /> : <StoryArticle story={story.data} />}
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        {story.data && (
          <MoreStories
            currentStoryId={story.data.id}
            categorySlug={story.data.category?.slug ?? null}
          />
        )}
      </Grid>
    </Grid>
  );
}
