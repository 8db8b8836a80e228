import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HomeLink } from '@/components/HomeLink';
import { StatusMessage } from '@/components/StatusMessage';
import { StoryBody } from '@/components/story/StoryBody';
import { useRetryAction } from '@/islands/Island';
import { isApiError } from '@/lib/api-client';
import { useHttpStatus } from '@/lib/http-status';
import { useDocumentTitle } from '@/lib/use-document-title';
import { StoriesLoadError } from '@/features/reader/stories/components/StoriesLoadError';
import { useSitePage } from '../api/get-site-pages';

function SitePageSkeleton() {
  return (
    <Box aria-busy="true">
      <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '50%' }} />
      <Skeleton variant="text" sx={{ width: '90%' }} />
      <Skeleton variant="text" sx={{ width: '85%' }} />
      <Skeleton variant="text" sx={{ width: '60%' }} />
    </Box>
  );
}

/**
 * A publication's static page (issue 34): /page/{slug}, its title and its body (HTML the server
 * sanitized on every write). A draft or an unknown slug is a 404.
 */
export function SitePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const query = useSitePage(slug);
  const retry = useRetryAction(() => void query.refetch());
  const status = isApiError(query.error) ? query.error.status : null;
  // A malformed slug (422) names no page either.
  const isNotFound = status === 404 || status === 422;
  useHttpStatus(isNotFound ? 404 : null);
  useDocumentTitle(query.data?.title ?? (isNotFound ? t('sitePage.notFoundTitle') : null));

  if (isNotFound) {
    return (
      <StatusMessage
        headingLevel="h1"
        icon={<DescriptionOutlined />}
        title={t('sitePage.notFoundTitle')}
        description={t('sitePage.notFoundDescription')}
        action={<HomeLink />}
      />
    );
  }
  if (query.isError) return <StoriesLoadError retry={retry} />;
  if (query.isPending) return <SitePageSkeleton />;

  const page = query.data;
  return (
    <Box component="article" sx={{ maxWidth: '70ch' }}>
      <Typography variant="h2" component="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {page.title}
      </Typography>
      <StoryBody html={page.body_html} />
    </Box>
  );
}
