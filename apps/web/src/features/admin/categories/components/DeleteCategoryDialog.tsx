import { adminCategoryDeleteFormSchema, type AdminCategory } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_CATEGORIES_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { FormDialog } from '@/components/forms/FormDialog';
import { useSchemaForm } from '@/features/admin/shared/use-schema-form';
import {
  CATEGORY_CLIENT_ERRORS,
  deleteCategory,
  refreshAfterCategoryChange,
} from '../api/categories';

export interface DeleteCategoryDialogProps {
  category: AdminCategory;
  /** Every category of the tenant: where its stories may go. */
  categories: readonly AdminCategory[];
  onClose: () => void;
  onDeleted: (category: AdminCategory) => void;
}

/**
 * Deleting a category: an empty one goes after a confirmation; one with stories only once a
 * category to move them to is chosen (the server moves them and deletes in one transaction).
 */
export function DeleteCategoryDialog({
  category,
  categories,
  onClose,
  onDeleted,
}: DeleteCategoryDialogProps) {
  const { t } = useTranslation(ADMIN_CATEGORIES_NS);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const hasStories = category.story_count > 0;
  const targets = categories.filter((other) => other.id !== category.id);
  // The category its stories go to: the contracts' id rule (none chosen yet is '').
  const form = useSchemaForm(adminCategoryDeleteFormSchema, {
    defaultValues: { move_to: '' },
    revalidate: 'onChange',
  });
  const moveTo = form.values.move_to;
  const missingTarget = form.errorOf('move_to') !== undefined;

  const remove = useMutation({
    mutationFn: (target: number | null) => deleteCategory(category.id, target),
    onSuccess: async () => {
      await refreshAfterCategoryChange(queryClient);
      onDeleted(category);
    },
    onError: (failure) => setError(failureMessage(failure, CATEGORY_CLIENT_ERRORS.deleteCategory)),
  });

  const onSubmit = () => {
    const send = (target: number | null) => {
      setError(null);
      remove.mutate(target);
    };
    // An empty category goes without a target; one with stories only once one is chosen.
    if (!hasStories) send(null);
    else form.submit(({ move_to }) => send(move_to));
  };

  return (
    <FormDialog
      variant="confirm"
      maxWidth="xs"
      title={t('deleteDialog.title', { name: category.name })}
      titleId="delete-category-title"
      description={
        hasStories
          ? t('deleteDialog.hasStories', { count: category.story_count })
          : t('deleteDialog.empty')
      }
      descriptionId="delete-category-text"
      error={error}
      errorPlacement="end"
      pending={remove.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
      cancelLabel={t('deleteDialog.cancel')}
      submitLabel={t('deleteDialog.confirm')}
      pendingLabel={t('deleteDialog.deleting')}
      submitColor="error"
      submitDisabled={hasStories && targets.length === 0}
    >
      {hasStories && targets.length > 0 && (
        <TextField
          select
          required
          fullWidth
          margin="normal"
          label={t('deleteDialog.moveTo')}
          value={moveTo}
          onChange={(event) => form.set('move_to', Number(event.target.value))}
          error={missingTarget}
          helperText={missingTarget ? t('deleteDialog.moveToRequired') : null}
        >
          {targets.map((target) => (
            <MenuItem key={target.id} value={target.id}>
              {target.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {hasStories && targets.length === 0 && (
        <Alert severity="warning" role="status" sx={{ mt: 2 }}>
          {t('deleteDialog.noOther')}
        </Alert>
      )}
    </FormDialog>
  );
}
