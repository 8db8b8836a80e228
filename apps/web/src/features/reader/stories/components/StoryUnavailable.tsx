import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import Refresh from '@mui/icons-material/Refresh';
import WifiOff from '@mui/icons-material/WifiOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useRetryAction } from '@/islands/Island';
import { HomeLink } from '@/components/HomeLink';
import { StatusMessage } from '@/components/StatusMessage';
import type { RouteStory } from '../api/use-route-story';

/** The page title while a story cannot be shown, or null while it can (or is loading). */
export function useUnavailableTitle({ isInvalid, isNotFound }: RouteStory): string | null {
  const { t } = useTranslation();
  if (isInvalid) return t('story.invalidIdTitle');
  if (isNotFound) return t('story.notFoundTitle');
  return null;
}

/**
 * What a page about one story shows instead of it: a malformed link, a missing story, or a
 * failed request with a retry. Nothing while the story is there or on its way.
 */
export function StoryUnavailable({ isInvalid, isNotFound, story }: RouteStory) {
  const { t } = useTranslation();
  const retry = useRetryAction(story.refetch);
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
          <Button variant="contained" startIcon={<Refresh />} {...retry}>
            {t('errors.retry')}
          </Button>
        }
      />
    );
  }
  return null;
}
