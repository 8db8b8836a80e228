import { ADMIN_ROUTES, type AdminArticle } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { isAdminCallError } from '@/features/admin/shared/api/admin-request';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { ARTICLE_CLIENT_ERRORS, articleKeys, articleQueryOptions } from '../api/articles';
import { parseArticleId } from '../article-id';
import { ArticleEditor } from '../components/ArticleEditor';
import { errorText } from '../error-text';

/**
 * /admin/articles/new and /admin/articles/:id. A new article gets its address on its first save;
 * the editor stays mounted through that change of address, so the writer's cursor stays put.
 */
export function ArticleEditorPage() {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const { id: rawId } = useParams();
  const id = parseArticleId(rawId);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The article this editor created, and the key the editor had when it did.
  const [created, setCreated] = useState<{ article: AdminArticle; key: string } | null>(null);
  const numericId = typeof id === 'number' ? id : null;
  const justCreated = created !== null && created.article.id === numericId;
  const article = useQuery({
    ...articleQueryOptions(numericId ?? 0),
    enabled: numericId !== null && !justCreated,
  });

  if (id === null) {
    return (
      <Alert severity="warning" action={<BackButton />}>
        {t('editor.invalidId')}
      </Alert>
    );
  }

  const editorKey = justCreated ? created.key : id === 'new' ? `new:${location.key}` : `id:${id}`;
  const onCreated = (saved: AdminArticle) => {
    queryClient.setQueryData(articleKeys.detail(saved.id), saved);
    setCreated({ article: saved, key: editorKey });
    void navigate(ADMIN_ROUTES.article(saved.id), { replace: true });
  };

  if (id === 'new' || justCreated) {
    return (
      <ArticleEditor
        key={editorKey}
        article={justCreated ? created.article : null}
        onCreated={onCreated}
      />
    );
  }
  if (article.isError) {
    const notFound = isAdminCallError(article.error) && article.error.status === 404;
    return notFound ? (
      <Alert severity="warning" action={<BackButton />}>
        {t('editor.notFound')}
      </Alert>
    ) : (
      <RetryAlert onRetry={() => void article.refetch()}>
        {errorText(article.error, ARTICLE_CLIENT_ERRORS.fetchArticle)}
      </RetryAlert>
    );
  }
  if (!article.data) return <EditorSkeleton />;
  return <ArticleEditor key={editorKey} article={article.data} onCreated={onCreated} />;
}

function BackButton() {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  return (
    <Button color="inherit" size="small" component={RouterLink} to={ADMIN_ROUTES.articles}>
      {t('editor.back')}
    </Button>
  );
}

function EditorSkeleton() {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  return (
    <Box role="status" aria-busy="true">
      <VisuallyHidden>{t('editor.loading')}</VisuallyHidden>
      <Stack spacing={2} aria-hidden>
        <Skeleton width={220} height={48} />
        <Skeleton width={360} height={40} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
            <Skeleton variant="rounded" height={80} sx={{ mb: 2 }} />
            <Skeleton variant="rounded" height={360} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Skeleton variant="rounded" height={280} sx={{ mb: 2 }} />
            <Skeleton variant="rounded" height={200} />
          </Grid>
        </Grid>
      </Stack>
    </Box>
  );
}
