import type { AuthorProfile } from '@helionews/contracts';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { HomeLink } from '@/components/HomeLink';
import { StatusMessage } from '@/components/StatusMessage';
import { useRetryAction } from '@/islands/Island';
import { isApiError } from '@/lib/api-client';
import { useHttpStatus } from '@/lib/http-status';
import { useDocumentTitle } from '@/lib/use-document-title';
import { sectionHeadingSx } from '@/features/reader/stories/components/section-heading';
import { StoriesLoadError } from '@/features/reader/stories/components/StoriesLoadError';
import { StoryCard } from '@/features/reader/stories/components/StoryCard';
import { StoryFeedSkeleton } from '@/features/reader/stories/components/StoryFeedSkeleton';
import { AUTHOR_PAGE_SIZE, useAuthorPage } from '../api/get-author';
import { authorPageNumber } from '../api/page-number';

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

/** Newer and older pages: links, so that the page works without a script (ADR 016). */
function AuthorPagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  if (pages <= 1 && page <= 1) return null;
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  const newer = page > 1 ? Math.min(page - 1, pages) : null;
  const older = page < pages ? page + 1 : null;
  return (
    <Box
      component="nav"
      aria-label={t('author.pagination')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 2,
        mt: 4,
        pt: 3,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 0' }}>
        {newer !== null && (
          <Button
            component={RouterLink}
            to={hrefOf(newer)}
            rel="prev"
            variant="outlined"
            startIcon={<ChevronLeft />}
          >
            {t('author.newer')}
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ flex: '0 0 auto' }}>
        {t('author.pageOf', { page, pages })}
      </Typography>
      <Box sx={{ minWidth: 0, flex: '1 1 0', display: 'flex', justifyContent: 'flex-end' }}>
        {older !== null && (
          <Button
            component={RouterLink}
            to={hrefOf(older)}
            rel="next"
            variant="outlined"
            endIcon={<ChevronRight />}
          >
            {t('author.older')}
          </Button>
        )}
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
  const page = authorPageNumber(searchParams.get('page'));
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
      <Box component="section" aria-labelledby="author-stories">
        <Box sx={sectionHeadingSx}>
          <Typography variant="h4" component="h2" id="author-stories">
            {t('author.storiesHeading', { name: author.name })}
          </Typography>
        </Box>
        {stories.length === 0 ? (
          <StatusMessage
            icon={<InboxOutlined />}
            title={t('author.emptyTitle')}
            description={t('author.emptyDescription', { name: author.name })}
          />
        ) : (
          <Grid container spacing={3}>
            {stories.map((story) => (
              <Grid key={story.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <StoryCard story={story} />
              </Grid>
            ))}
          </Grid>
        )}
        <AuthorPagination page={page} pages={pages} />
      </Box>
    </>
  );
}
