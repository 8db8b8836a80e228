import type { AuthorProfile } from '@helionews/contracts';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { HomeLink } from '@/components/HomeLink';
import { StatusMessage } from '@/components/StatusMessage';
import { useRetryAction } from '@/islands/Island';
import { isApiError } from '@/lib/api-client';
import { useHttpStatus } from '@/lib/http-status';
import { useDocumentTitle } from '@/lib/use-document-title';
import { listPageNumber } from '@/features/reader/stories/api/page-number';
import { StoriesLoadError } from '@/features/reader/stories/components/StoriesLoadError';
import { PagedStoryList } from '@/features/reader/stories/components/PagedStoryList';
import { StoryFeedSkeleton } from '@/features/reader/stories/components/StoryFeedSkeleton';
import { AUTHOR_PAGE_SIZE, useAuthorPage } from '../api/get-author';

/** 'Carla Contreras' -> 'CC', 'carla.contrib' -> 'C': the avatar of an author without a picture. */
function initialsOf(name: string): string {
  const words = name.split(/[\s._-]+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

function AuthorHeader({ author }: { author: AuthorProfile }) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, md: 3 }, mb: { xs: 4, md: 6 } }}
    >
      <Avatar
        aria-hidden
        sx={{
          width: { xs: 64, md: 96 },
          height: { xs: 64, md: 96 },
          fontSize: { xs: '1.5rem', md: '2.25rem' },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {initialsOf(author.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {t('author.kicker')}
        </Typography>
        <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{author.name}</bdi>
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          <bdi>@{author.username}</bdi>
          <Box component="span" aria-hidden sx={{ mx: 1 }}>
            ·
          </Box>
          {t('author.storyCount', { count: author.story_count })}
        </Typography>
      </Box>
    </Box>
  );
}

function AuthorPageSkeleton() {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, mb: 6 }}>
        <Skeleton variant="circular" sx={{ width: 96, height: 96 }} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton sx={{ width: '40%', typography: 'h2' }} />
          <Skeleton sx={{ width: '25%' }} />
        </Box>
      </Box>
      <StoryFeedSkeleton />
    </>
  );
}

/**
 * An author's page (/author/{username}): who they are, and the stories they published in this
 * publication, newest first, a page at a time (`?page=`).
 */
export function AuthorPage() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const [searchParams] = useSearchParams();
  const page = listPageNumber(searchParams.get('page'));
  const query = useAuthorPage(username, page);
  const retry = useRetryAction(() => void query.refetch());
  const status = isApiError(query.error) ? query.error.status : null;
  // A malformed name (422) names nobody either.
  const isNotFound = status === 404 || status === 422;
  useHttpStatus(isNotFound ? 404 : null);
  useDocumentTitle(query.data?.author.name ?? (isNotFound ? t('author.notFoundTitle') : null));

  if (isNotFound) {
    return (
      <StatusMessage
        headingLevel="h1"
        icon={<PersonOffOutlined />}
        title={t('author.notFoundTitle')}
        description={t('author.notFoundDescription', { name: username })}
        action={<HomeLink />}
      />
    );
  }
  if (query.isError) return <StoriesLoadError retry={retry} />;
  if (query.isPending) return <AuthorPageSkeleton />;

  const { author, stories, total } = query.data;
  const pages = Math.max(1, Math.ceil(total / AUTHOR_PAGE_SIZE));
  return (
    <>
      <AuthorHeader author={author} />
      <PagedStoryList
        headingId="author-stories"
        stories={stories}
        page={page}
        pages={pages}
        texts={{
          heading: t('author.storiesHeading', { name: author.name }),
          emptyTitle: t('author.emptyTitle'),
          emptyDescription: t('author.emptyDescription', { name: author.name }),
          pagination: t('author.pagination'),
          newer: t('author.newer'),
          older: t('author.older'),
          pageOf: t('author.pageOf', { page, pages }),
        }}
      />
    </>
  );
}
