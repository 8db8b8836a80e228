import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { ADMIN_SITE_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { isAdminCallError } from '@/features/admin/shared/api/admin-request';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { PageHeader } from '@/features/admin/shared/components/PageHeader';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { sitePageQueryOptions } from '../api/site-pages';
import { SitePageForm } from '../components/SitePageForm';

function parseId(raw: string | undefined): number | 'new' | null {
  if (raw === undefined) return 'new';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}

/** /admin/pages/new and /admin/pages/:id: a static page's editor. */
export function SitePageEditorPage() {
  const { t } = useTranslation(ADMIN_SITE_PAGES_NS);
  const { id: rawId } = useParams();
  const id = parseId(rawId);
  const location = useLocation();
  const numericId = typeof id === 'number' ? id : null;
  const page = useQuery({ ...sitePageQueryOptions(numericId ?? 0), enabled: numericId !== null });
  const notFound =
    id === null || (page.isError && isAdminCallError(page.error) && page.error.status === 404);

  return (
    <Stack spacing={3}>
      <PageHeader
        title={id === 'new' ? t('editor.newTitle') : t('editor.editTitle')}
        action={
          <Button component={RouterLink} to="/admin/pages">
            {t('editor.back')}
          </Button>
        }
      />
      {id === 'new' && <SitePageForm key="new" page={null} />}
      {notFound && <Alert severity="warning">{t('editor.notFound')}</Alert>}
      {numericId !== null && !notFound && page.isError && (
        <RetryAlert onRetry={() => void page.refetch()}>
          {failureMessage(page.error, t('editor.failed'), 'fallback')}
        </RetryAlert>
      )}
      {numericId !== null && page.isPending && (
        <Stack role="status" aria-label={t('editor.loading')}>
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={240} />
        </Stack>
      )}
      {page.data && numericId !== null && (
        <SitePageForm key={numericId} page={page.data} initialNotice={noticeOf(location.state)} />
      )}
    </Stack>
  );
}
