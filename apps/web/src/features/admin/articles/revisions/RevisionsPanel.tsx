import type { AdminArticle, ArticleRevisionList } from '@helionews/contracts';
import Restore from '@mui/icons-material/Restore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/RelativeTime';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { SettingsSection } from '@/features/admin/shared/components/SettingsSection';
import { articleChanged } from '../api/articles';
import { restoreRevision, revisionListQueryOptions, revisionQueryOptions } from '../api/revisions';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog';
import { PanelQueryState } from '../components/PanelQueryState';
import { errorText } from '../error-text';
import { RevisionCompare } from './RevisionCompare';

type RevisionSummary = ArticleRevisionList['revisions'][number];

export interface RevisionsPanelProps {
  article: AdminArticle;
  /** Editors may put an old version back. */
  mayRestore: boolean;
  /** The form holds changes a restore would replace. */
  dirty: boolean;
  onRestored: (article: AdminArticle) => void;
}

/** The versions kept before each save: who saved them and when; open one to compare. */
export const RevisionsPanel = memo(function RevisionsPanel({
  article,
  mayRestore,
  dirty,
  onRestored,
}: RevisionsPanelProps) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const revisions = useQuery(revisionListQueryOptions(article.id));
  const [open, setOpen] = useState<RevisionSummary | null>(null);
  const items = revisions.data?.revisions ?? [];

  return (
    <SettingsSection id="article-revisions" title={t('revisions.title')}>
      <PanelQueryState
        query={revisions}
        failureText={t('errors.fetchRevisions')}
        empty={items.length === 0}
        emptyText={t('revisions.empty')}
      />
      {items.length > 0 && (
        <List dense disablePadding aria-label={t('revisions.listLabel')}>
          {items.map((revision) => (
            <ListItemButton
              key={revision.id}
              onClick={() => setOpen(revision)}
              aria-haspopup="dialog"
              sx={{ borderRadius: 1 }}
            >
              <ListItemText
                primary={t('revisions.item', { revision: revision.revision })}
                secondary={
                  <>
                    {revision.saved_by
                      ? t('revisions.savedBy', { name: revision.saved_by.username })
                      : t('revisions.savedByUnknown')}
                    {' · '}
                    <RelativeTime dateTime={revision.created_at} />
                  </>
                }
              />
            </ListItemButton>
          ))}
        </List>
      )}
      {open && (
        <RevisionDialog
          article={article}
          revision={open}
          mayRestore={mayRestore}
          dirty={dirty}
          onClose={() => setOpen(null)}
          onRestored={(restored) => {
            setOpen(null);
            onRestored(restored);
          }}
        />
      )}
    </SettingsSection>
  );
});

function RevisionDialog({
  article,
  revision,
  mayRestore,
  dirty,
  onClose,
  onRestored,
}: {
  article: AdminArticle;
  revision: RevisionSummary;
  mayRestore: boolean;
  dirty: boolean;
  onClose: () => void;
  onRestored: (article: AdminArticle) => void;
}) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const queryClient = useQueryClient();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const detail = useQuery(revisionQueryOptions(article.id, revision.id));
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const restore = useMutation({
    mutationFn: () => restoreRevision(article.id, revision.id),
    onSuccess: async (restored) => {
      await articleChanged(queryClient, restored, article.id);
      onRestored(restored);
    },
    onError: (failure) => setError(errorText(failure, t('errors.restoreRevision'))),
  });

  return (
    <>
      <Dialog
        open={!confirming}
        onClose={onClose}
        fullScreen={fullScreen}
        maxWidth="md"
        fullWidth
        aria-labelledby="revision-dialog-title"
      >
        <DialogTitle id="revision-dialog-title">
          {t('revisions.compareTitle', { revision: revision.revision })}
        </DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {revision.saved_by
              ? t('revisions.savedBy', { name: revision.saved_by.username })
              : t('revisions.savedByUnknown')}
            {' · '}
            <RelativeTime dateTime={revision.created_at} />
          </Typography>
          {detail.isPending && (
            <Box role="status" aria-label={t('revisions.loading')}>
              <Skeleton height={32} />
              <Skeleton height={32} />
              <Skeleton height={120} />
            </Box>
          )}
          {detail.isError && (
            <RetryAlert onRetry={() => void detail.refetch()}>
              {errorText(detail.error, t('errors.fetchRevision'))}
            </RetryAlert>
          )}
          {detail.data && <RevisionCompare revision={detail.data} article={article} />}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>{t('actions.close')}</Button>
          {mayRestore && (
            <Button
              variant="contained"
              startIcon={<Restore />}
              disabled={!detail.data}
              onClick={() => setConfirming(true)}
            >
              {t('revisions.restore')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      {confirming && (
        <ConfirmDialog
          title={t('revisions.restoreTitle', { revision: revision.revision })}
          confirmLabel={t('revisions.restoreConfirm')}
          tone="error"
          pending={restore.isPending}
          error={error}
          onConfirm={() => {
            setError(null);
            restore.mutate();
          }}
          onClose={() => {
            setConfirming(false);
            setError(null);
          }}
          cancelLabel={t('actions.cancel')}
          text={t('revisions.restoreText', { revision: revision.revision })}
        >
          {dirty && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('revisions.restoreDiscards')}
            </Alert>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
