import type { AdminCategory } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_CATEGORIES_NS } from '@/features/admin/shared/admin-i18n';
import {
  CATEGORY_CLIENT_ERRORS,
  deleteCategory,
  refreshAfterCategoryChange,
} from '../api/categories';
import { failureMessage } from '@/features/admin/shared/api/failure';

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
  const [moveTo, setMoveTo] = useState<number | ''>('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hasStories = category.story_count > 0;
  const targets = categories.filter((other) => other.id !== category.id);

  const remove = useMutation({
    mutationFn: () => deleteCategory(category.id, hasStories && moveTo !== '' ? moveTo : null),
    onSuccess: async () => {
      await refreshAfterCategoryChange(queryClient);
      onDeleted(category);
    },
    onError: (failure) => setError(failureMessage(failure, CATEGORY_CLIENT_ERRORS.deleteCategory)),
  });

  const missingTarget = hasStories && moveTo === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (missingTarget || remove.isPending) return;
    setError(null);
    remove.mutate();
  };

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="delete-category-title"
      aria-describedby="delete-category-text"
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="delete-category-title">
          {t('deleteDialog.title', { name: category.name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-category-text">
            {hasStories
              ? t('deleteDialog.hasStories', { count: category.story_count })
              : t('deleteDialog.empty')}
          </DialogContentText>
          {hasStories && targets.length > 0 && (
            <TextField
              select
              required
              fullWidth
              margin="normal"
              label={t('deleteDialog.moveTo')}
              value={moveTo}
              onChange={(event) => setMoveTo(Number(event.target.value))}
              error={submitted && missingTarget}
              helperText={submitted && missingTarget ? t('deleteDialog.moveToRequired') : null}
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
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={remove.isPending}>
            {t('deleteDialog.cancel')}
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={remove.isPending || (hasStories && targets.length === 0)}
          >
            {remove.isPending ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
