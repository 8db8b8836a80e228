import type { AdminCategory, AdminCategoryListResponse } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_CATEGORIES_NS } from '@/features/admin/shared/admin-i18n';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import {
  CATEGORY_CLIENT_ERRORS,
  categoryAdminKeys,
  categoryListQueryOptions,
  refreshAfterCategoryChange,
  reorderCategories,
} from '../api/categories';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { CategoryFormDialog } from '../components/CategoryFormDialog';
import { DeleteCategoryDialog } from '../components/DeleteCategoryDialog';
import { SortableCategoryList } from '../components/SortableCategoryList';
import { AdminListPage } from '@/features/admin/shared/components/AdminListPage';
import { ListPanel } from '@/features/admin/shared/components/ListPanel';

type Editing = { kind: 'create' } | { kind: 'edit'; category: AdminCategory } | null;

/** The list as it looks in the new order, positions 0..n-1 (what the server will answer). */
function inOrder(
  list: AdminCategoryListResponse,
  ids: readonly number[],
): AdminCategoryListResponse {
  const byId = new Map(list.categories.map((category) => [category.id, category]));
  const categories = ids
    .map((id, position) => {
      const category = byId.get(id);
      return category && { ...category, position };
    })
    .filter((category): category is AdminCategory => category !== undefined);
  return { ...list, categories };
}

/** /admin/categories: the sections of the reader navigation, in their order. */
export function CategoriesPage() {
  const { t } = useTranslation(ADMIN_CATEGORIES_NS);
  const queryClient = useQueryClient();
  const list = useQuery(categoryListQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [reorderError, setReorderError] = useState<string | null>(null);

  // Optimistic: the rows move at once; a failure puts them back and says so.
  const reorder = useMutation({
    mutationFn: (ids: number[]) => reorderCategories(ids),
    onMutate: async (ids) => {
      setReorderError(null);
      await queryClient.cancelQueries({ queryKey: categoryAdminKeys.list() });
      const previous = queryClient.getQueryData<AdminCategoryListResponse>(
        categoryAdminKeys.list(),
      );
      if (previous) queryClient.setQueryData(categoryAdminKeys.list(), inOrder(previous, ids));
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(categoryAdminKeys.list(), context.previous);
      setReorderError(failureMessage(error, CATEGORY_CLIENT_ERRORS.updateCategory));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(categoryAdminKeys.list(), saved);
      setNotice(t('reordered'));
    },
    onSettled: () => refreshAfterCategoryChange(queryClient),
  });

  const categories = list.data?.categories ?? [];

  return (
    <AdminListPage
      title={t('title')}
      intro={t('intro')}
      create={{ label: t('create'), onClick: () => setEditing({ kind: 'create' }) }}
      failure={list.isError && failureMessage(list.error, CATEGORY_CLIENT_ERRORS.fetchCategories)}
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
          empty={categories.length === 0}
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
          <SortableCategoryList
            categories={categories}
            disabled={reorder.isPending}
            onReorder={(ids) => reorder.mutate(ids)}
            onEdit={(category) => setEditing({ kind: 'edit', category })}
            onDelete={setDeleting}
          />
        </ListPanel>
      )}

      {editing && (
        <CategoryFormDialog
          category={editing.kind === 'edit' ? editing.category : null}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            setNotice(
              created ? t('created', { name: saved.name }) : t('updated', { name: saved.name }),
            );
          }}
        />
      )}
      {deleting && (
        <DeleteCategoryDialog
          category={deleting}
          categories={categories}
          onClose={() => setDeleting(null)}
          onDeleted={(deleted) => {
            setDeleting(null);
            setNotice(t('deleted', { name: deleted.name }));
          }}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </AdminListPage>
  );
}
