import { ADMIN_ROUTES, type AdminArticle } from '@helionews/contracts';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { StoryArticle, type StoryArticleData } from '@/components/story/StoryArticle';
import { StoryArticleSkeleton } from '@/components/story/StoryArticleSkeleton';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { isAdminCallError } from '@/features/admin/shared/api/admin-request';
import { useAdminAccess } from '@/features/admin/shared/api/get-access';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { ARTICLE_CLIENT_ERRORS, articleQueryOptions } from '../api/articles';
import { parseArticleId } from '../article-id';
import { mayEditArticle } from '../article-workflow';
import { errorText } from '../error-text';

/**
 * The article as the story page shows it to readers. An unpublished article has no publication
 * time yet: the byline shows the planned one, or the last change.
 */
export function toStoryArticle(article: AdminArticle): StoryArticleData {
  return {
    id: article.id,
    title: article.title,
    slug: article.slug,
    summary: article.summary,
    image_url: article.image_url,
    image_alt: article.image_alt,
    // The byline readers will see: the writer's display name unless another name was typed.
    author: article.byline,
    // A preview links nowhere: the author page lists published stories only.
    author_username: null,
    image_sizes: [],
    origin: article.origin,
    source_name: null,
    source_url: null,
    category: article.category,
    published_at: article.published_at ?? article.publish_at ?? article.updated_at,
    updated_at: article.updated_at,
    body_html: article.body_html,
    language: article.language,
  };
}

/** /admin/articles/:id/preview: the real story page component, under a preview banner. */
export function ArticlePreviewPage() {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const { id: rawId } = useParams();
  const id = parseArticleId(rawId);
  const numericId = typeof id === 'number' ? id : null;
  const access = useAdminAccess().data;
  const article = useQuery({
    ...articleQueryOptions(numericId ?? 0),
    enabled: numericId !== null,
    // The latest saved version, whoever saved it.
    staleTime: 0,
  });

  if (numericId === null) {
    return <Alert severity="warning">{t('editor.invalidId')}</Alert>;
  }
  const editable =
    article.data !== undefined &&
    mayEditArticle(article.data, { role: access?.role ?? null, userId: access?.user.id ?? -1 });

  return (
    <Box>
      <Alert
        severity="info"
        variant="outlined"
        sx={{ mb: 3, alignItems: 'center' }}
        action={
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={editable ? ADMIN_ROUTES.article(numericId) : ADMIN_ROUTES.articles}
            startIcon={editable ? <EditOutlined /> : undefined}
          >
            {editable ? t('preview.backToEditor') : t('editor.back')}
          </Button>
        }
      >
        {article.data
          ? t('preview.banner', { status: t(`status.${article.data.status}`) })
          : t('preview.bannerLoading')}
      </Alert>
      {article.isError ? (
        isAdminCallError(article.error) && article.error.status === 404 ? (
          <Alert severity="warning">{t('editor.notFound')}</Alert>
        ) : (
          <RetryAlert onRetry={() => void article.refetch()}>
            {errorText(article.error, ARTICLE_CLIENT_ERRORS.fetchArticle)}
          </RetryAlert>
        )
      ) : article.data ? (
        <Box sx={{ maxWidth: 900 }}>
          <StoryArticle story={toStoryArticle(article.data)} />
        </Box>
      ) : (
        <StoryArticleSkeleton />
      )}
    </Box>
  );
}
