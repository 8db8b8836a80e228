import type { Feed } from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_RSS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { FormDialog } from '@/components/forms/FormDialog';
import { deleteFeed, refreshAfterFeedChange, RSS_CLIENT_ERRORS } from '../api/feeds';
import { feedLabel } from './feed-label';

export interface DeleteFeedDialogProps {
  feed: Feed;
  onClose: () => void;
  onDeleted: (feed: Feed) => void;
}

/** Confirms dropping a subscription; the stories it imported stay. */
export function DeleteFeedDialog({ feed, onClose, onDeleted }: DeleteFeedDialogProps) {
  const { t } = useTranslation(ADMIN_RSS_NS);
  const queryClient = useQueryClient();
  const title = feedLabel(feed, t('untitled'));
  const remove = useMutation({
    mutationFn: () => deleteFeed(feed.id),
    onSuccess: async () => {
      await refreshAfterFeedChange(queryClient);
      onDeleted(feed);
    },
  });
  return (
    <FormDialog
      variant="confirm"
      fullWidth={false}
      title={t('delete.title')}
      titleId="delete-feed-title"
      description={t('delete.body', { title, count: feed.item_count })}
      descriptionId="delete-feed-body"
      error={remove.isError && failureMessage(remove.error, RSS_CLIENT_ERRORS.deleteRssFeed)}
      errorPlacement="start"
      pending={remove.isPending}
      onSubmit={() => remove.mutate()}
      onClose={onClose}
      cancelLabel={t('delete.cancel')}
      submitLabel={t('delete.confirm')}
      pendingLabel={t('delete.deleting')}
      submitColor="error"
    />
  );
}
