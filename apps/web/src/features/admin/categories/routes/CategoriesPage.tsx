import type { AdminCategory, AdminCategoryListResponse } from '@helionews/contracts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_CATEGORIES_NS } from '@/features/admin/shared/admin-i18n';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
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
import { PageHeader } from '@/features/admin/shared/components/PageHeader';

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
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        intro={t('intro')}
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ kind: 'create' })}
          >
            {t('create')}
          </Button>
        }
      />

      {list.isError && (
        <RetryAlert onRetry={() => void list.refetch()}>
          {failureMessage(list.error, CATEGORY_CLIENT_ERRORS.fetchCategories)}
        </RetryAlert>
      )}
      {reorderError && (
        <Alert severity="error" role="alert" onClose={() => setReorderError(null)}>
          {reorderError}
        </Alert>
      )}

      {!list.isError && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          {(reorder.isPending || (list.isFetching && !list.isPending)) && (
            <LinearProgress
              aria-label={reorder.isPending ? t('reordering') : t('loading')}
              sx={{ height: 2 }}
            />
          )}
          {list.isPending ? (
            <Box role="status" aria-label={t('loading')} sx={{ px: 2, py: 1 }}>
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} height={56} />
              ))}
            </Box>
          ) : categories.length === 0 ? (
            <Typography sx={{ py: 4, px: 2, textAlign: 'center' }} color="text.secondary">
              {t('empty')}
            </Typography>
          ) : (
            <>
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
            </>
          )}
        </Paper>
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
    </Stack>
  );
}
