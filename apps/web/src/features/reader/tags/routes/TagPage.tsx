import type { Tag } from '@helionews/contracts';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
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
import { authorPageNumber } from '@/features/reader/authors/api/page-number';
import { sectionHeadingSx } from '@/features/reader/stories/components/section-heading';
import { StoriesLoadError } from '@/features/reader/stories/components/StoriesLoadError';
import { StoryCard } from '@/features/reader/stories/components/StoryCard';
import { StoryFeedSkeleton } from '@/features/reader/stories/components/StoryFeedSkeleton';
import { TAG_PAGE_SIZE, useTag, useTagStories } from '../api/get-tag';

/**
 * An answer that names no tag of this publication: unknown (404), malformed (422), or an old
 * slug of a tag (301: the server sends the reader to its new address before this page is seen).
 */
const NOT_A_TAG = [301, 404, 422];

function TagHeader({ tag }: { tag: Tag }) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, md: 3 }, mb: { xs: 4, md: 6 } }}
    >
      {tag.image_url && (
        <Box
          component="img"
          src={tag.image_url}
          // The tag's name is the heading beside it: the picture adds no words.
          alt=""
          sx={{
            width: { xs: 72, md: 112 },
            height: { xs: 72, md: 112 },
            objectFit: 'cover',
            borderRadius: 1,
            flex: '0 0 auto',
          }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {t('tag.kicker')}
        </Typography>
        <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{tag.name}</bdi>
        </Typography>
        {tag.description.trim() && (
          <Typography sx={{ mt: 1, maxWidth: '70ch', overflowWrap: 'anywhere' }}>
            {tag.description}
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('tag.storyCount', { count: tag.story_count })}
        </Typography>
      </Box>
    </Box>
  );
}

/** Newer and older pages: links, so that the page works without a script (ADR 016). */
function TagPagination({ page, pages }: { page: number; pages: number }) {
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
      aria-label={t('tag.pagination')}
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
            {t('tag.newer')}
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ flex: '0 0 auto' }}>
        {t('tag.pageOf', { page, pages })}
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
            {t('tag.older')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

function TagPageSkeleton() {
  return (
    <>
      <Box sx={{ mb: 6 }}>
        <Skeleton sx={{ width: '15%' }} />
        <Skeleton sx={{ width: '40%', typography: 'h2' }} />
        <Skeleton sx={{ width: '60%' }} />
      </Box>
      <StoryFeedSkeleton />
    </>
  );
}

/**
 * A tag's page (/tag/{slug}, issue 34): its name, description and picture, and the published
 * stories that carry it, newest first, a page at a time (`?page=`).
 */
export function TagPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const page = authorPageNumber(searchParams.get('page'));
  const tag = useTag(slug);
  const stories = useTagStories(slug, page);
  const retry = useRetryAction(() => {
    void tag.refetch();
    void stories.refetch();
  });
  const status = isApiError(tag.error) ? tag.error.status : null;
  const isNotFound = status !== null && NOT_A_TAG.includes(status);
  useHttpStatus(isNotFound ? 404 : null);
  useDocumentTitle(tag.data?.name ?? (isNotFound ? t('tag.notFoundTitle') : null));

  if (isNotFound) {
    return (
      <StatusMessage
        headingLevel="h1"
        icon={<LocalOfferOutlined />}
        title={t('tag.notFoundTitle')}
        description={t('tag.notFoundDescription', { name: slug })}
        action={<HomeLink />}
      />
    );
  }
  if (tag.isError || stories.isError) return <StoriesLoadError retry={retry} />;
  if (tag.isPending || stories.isPending) return <TagPageSkeleton />;

  const { name } = tag.data;
  const pages = Math.max(1, Math.ceil(stories.data.total / TAG_PAGE_SIZE));
  return (
    <>
      <TagHeader tag={tag.data} />
      <Box component="section" aria-labelledby="tag-stories">
        <Box sx={sectionHeadingSx}>
          <Typography variant="h4" component="h2" id="tag-stories">
            {t('tag.storiesHeading', { name })}
          </Typography>
        </Box>
        {stories.data.stories.length === 0 ? (
          <StatusMessage
            icon={<InboxOutlined />}
            title={t('tag.emptyTitle')}
            description={t('tag.emptyDescription', { name })}
          />
        ) : (
          <Grid container spacing={3}>
            {stories.data.stories.map((story) => (
              <Grid key={story.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <StoryCard story={story} />
              </Grid>
            ))}
          </Grid>
        )}
        <TagPagination page={page} pages={pages} />
      </Box>
    </>
  );
}
