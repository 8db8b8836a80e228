import type { Feed } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_RSS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
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
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby="delete-feed-title"
      aria-describedby="delete-feed-body"
    >
      <DialogTitle id="delete-feed-title">{t('delete.title')}</DialogTitle>
      <DialogContent>
        {remove.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failureMessage(remove.error, RSS_CLIENT_ERRORS.deleteRssFeed)}
          </Alert>
        )}
        <DialogContentText id="delete-feed-body">
          {t('delete.body', { title, count: feed.item_count })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending}>
          {t('delete.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => remove.mutate()}
          disabled={remove.isPending}
        >
          {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
