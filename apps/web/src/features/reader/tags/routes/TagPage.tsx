import type { Tag } from '@helionews/contracts';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
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
  const page = listPageNumber(searchParams.get('page'));
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
      <PagedStoryList
        headingId="tag-stories"
        stories={stories.data.stories}
        page={page}
        pages={pages}
        texts={{
          heading: t('tag.storiesHeading', { name }),
          emptyTitle: t('tag.emptyTitle'),
          emptyDescription: t('tag.emptyDescription', { name }),
          pagination: t('tag.pagination'),
          newer: t('tag.newer'),
          older: t('tag.older'),
          pageOf: t('tag.pageOf', { page, pages }),
        }}
      />
    </>
  );
}
