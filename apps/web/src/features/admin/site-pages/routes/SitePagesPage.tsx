import {
  SITE_PAGE_PLACEMENTS,
  type AdminSitePage,
  type AdminSitePageListResponse,
  type SitePagePlacement,
} from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ADMIN_SITE_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { AdminListPage } from '@/features/admin/shared/components/AdminListPage';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog';
import { ListPanel } from '@/features/admin/shared/components/ListPanel';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import {
  SITE_PAGE_CLIENT_ERRORS,
  deleteSitePage,
  refreshAfterSitePageChange,
  reorderSitePages,
  sitePageKeys,
  sitePageListQueryOptions,
} from '../api/site-pages';
import { SortablePageGroup } from '../components/SortablePageGroup';

interface Reorder {
  placement: SitePagePlacement;
  ids: number[];
}

/** The list with one placement's pages in the new order, positions 0..n-1 (as the server saves). */
function inOrder(
  list: AdminSitePageListResponse,
  { placement, ids }: Reorder,
): AdminSitePageListResponse {
  const byId = new Map(list.pages.map((page) => [page.id, page]));
  const moved = ids
    .map((id, position) => {
      const page = byId.get(id);
      return page && { ...page, position };
    })
    .filter((page): page is AdminSitePage => page !== undefined);
  const others = list.pages.filter((page) => page.placement !== placement);
  return { ...list, pages: [...others, ...moved] };
}

function byPosition(pages: readonly AdminSitePage[], placement: SitePagePlacement) {
  return pages
    .filter((page) => page.placement === placement)
    .sort((a, b) => a.position - b.position);
}

/** /admin/pages: the static pages by placement (header, footer, none), each group in its order. */
export function SitePagesPage() {
  const { t } = useTranslation(ADMIN_SITE_PAGES_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery(sitePageListQueryOptions());
  const [deleting, setDeleting] = useState<AdminSitePage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [reorderError, setReorderError] = useState<string | null>(null);

  // Optimistic: the rows move at once; a failure puts them back and says so.
  const reorder = useMutation({
    mutationFn: ({ placement, ids }: Reorder) => reorderSitePages({ [placement]: ids }),
    onMutate: async (change) => {
      setReorderError(null);
      await queryClient.cancelQueries({ queryKey: sitePageKeys.list() });
      const previous = queryClient.getQueryData<AdminSitePageListResponse>(sitePageKeys.list());
      if (previous) queryClient.setQueryData(sitePageKeys.list(), inOrder(previous, change));
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(sitePageKeys.list(), context.previous);
      const detail = failureMessage(error, '', 'fallback');
      setReorderError(detail ? `${t('reorderFailed')} ${detail}` : t('reorderFailed'));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(sitePageKeys.list(), saved);
      setNotice(t('reordered'));
    },
    onSettled: () => refreshAfterSitePageChange(queryClient),
  });

  const remove = useMutation({
    mutationFn: (page: AdminSitePage) => deleteSitePage(page.id),
    onSuccess: async (_answer, page) => {
      setDeleting(null);
      setNotice(t('deleted', { title: page.title }));
      await refreshAfterSitePageChange(queryClient);
    },
  });

  const pages = list.data?.pages ?? [];

  return (
    <AdminListPage
      title={t('title')}
      intro={t('intro')}
      create={{ label: t('create'), onClick: () => void navigate('/admin/pages/new') }}
      failure={list.isError && failureMessage(list.error, SITE_PAGE_CLIENT_ERRORS.fetchPages)}
      onRetry={() => void list.refetch()}
    >
      {reorderError && (
        <Alert severity="error" role="alert" onClose={() => setReorderError(null)}>
          {reorderError}
        </Alert>
      )}

      {!list.isError && (
        <ListPanel
          loading={list.isPending}
          progress={reorder.isPending || (list.isFetching && !list.isPending)}
          progressLabel={reorder.isPending ? t('reordering') : t('loading')}
          empty={pages.length === 0}
          emptyText={t('empty')}
          loadingLabel={t('loading')}
          rowHeight={56}
        >
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            {t('reorderHint')}
          </Typography>
          {SITE_PAGE_PLACEMENTS.map((placement) => (
            <SortablePageGroup
              key={placement}
              placement={placement}
              pages={byPosition(pages, placement)}
              disabled={reorder.isPending}
              onReorder={(group, ids) => reorder.mutate({ placement: group, ids })}
              onDelete={(page) => {
                remove.reset();
                setDeleting(page);
              }}
            />
          ))}
        </ListPanel>
      )}

      {deleting && (
        <ConfirmDialog
          title={t('deleteDialog.title')}
          text={t('deleteDialog.text', { title: deleting.title })}
          confirmLabel={t('deleteDialog.confirm')}
          cancelLabel={t('cancel')}
          tone="error"
          focusCancel
          pending={remove.isPending}
          error={remove.isError && failureMessage(remove.error, t('deleteDialog.failed'))}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </AdminListPage>
  );
}
