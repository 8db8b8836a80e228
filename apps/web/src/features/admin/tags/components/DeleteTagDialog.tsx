import type { AdminTag } from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_TAGS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog';
import { deleteTag, refreshAfterTagChange } from '../api/tags';

export interface DeleteTagDialogProps {
  tag: AdminTag;
  onClose: () => void;
  onDeleted: (tag: AdminTag) => void;
}

/** Deleting a tag after a confirmation: its stories stay, without it. */
export function DeleteTagDialog({ tag, onClose, onDeleted }: DeleteTagDialogProps) {
  const { t } = useTranslation(ADMIN_TAGS_NS);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => deleteTag(tag.id),
    onSuccess: async () => {
      await refreshAfterTagChange(queryClient);
      onDeleted(tag);
    },
    onError: (failure) => setError(failureMessage(failure, t('errors.delete'), 'fallback')),
  });

  return (
    <ConfirmDialog
      title={t('deleteDialog.title', { name: tag.name })}
      text={
        tag.story_count > 0
          ? t('deleteDialog.hasStories', { count: tag.story_count })
          : t('deleteDialog.empty')
      }
      confirmLabel={t('deleteDialog.confirm')}
      cancelLabel={t('deleteDialog.cancel')}
      tone="error"
      focusCancel
      pending={remove.isPending}
      error={error}
      onConfirm={() => {
        setError(null);
        remove.mutate();
      }}
      onClose={onClose}
    />
  );
}
