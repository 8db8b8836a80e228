import type { AdminSitePage, SitePageRevision } from '@helionews/contracts';
import Restore from '@mui/icons-material/Restore';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/RelativeTime';
import { ADMIN_SITE_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { RevisionComparison } from '@/features/admin/shared/components/RevisionComparison';
import { SettingsSection } from '@/features/admin/shared/components/SettingsSection';
import {
  refreshAfterSitePageChange,
  restoreSitePageRevision,
  sitePageKeys,
  sitePageRevisionsQueryOptions,
} from '../api/site-pages';

export interface SitePageRevisionsPanelProps {
  page: AdminSitePage;
  /** The form holds changes a restore would replace. */
  dirty: boolean;
  onRestored: (page: AdminSitePage, revision: number) => void;
}

/** The versions kept before each save, newest first; open one to compare it and restore it. */
export function SitePageRevisionsPanel({ page, dirty, onRestored }: SitePageRevisionsPanelProps) {
  const { t } = useTranslation(ADMIN_SITE_PAGES_NS);
  const revisions = useQuery(sitePageRevisionsQueryOptions(page.id));
  const [open, setOpen] = useState<SitePageRevision | null>(null);
  const items = revisions.data?.revisions ?? [];

  return (
    <SettingsSection id="site-page-revisions" title={t('revisions.title')}>
      {revisions.isPending && (
        <Typography role="status" color="text.secondary">
          {t('editor.loading')}
        </Typography>
      )}
      {revisions.isError && (
        <RetryAlert onRetry={() => void revisions.refetch()}>
          {failureMessage(revisions.error, t('revisions.failed'), 'fallback')}
        </RetryAlert>
      )}
      {revisions.isSuccess && items.length === 0 && (
        <Typography color="text.secondary">{t('revisions.empty')}</Typography>
      )}
      {items.length > 0 && (
        <List dense disablePadding aria-label={t('revisions.listLabel')}>
          {items.map((revision) => (
            <ListItem key={revision.id} disablePadding>
              <ListItemButton
                onClick={() => setOpen(revision)}
                aria-haspopup="dialog"
                sx={{ borderRadius: 1 }}
              >
                <ListItemText
                  primary={t('revisions.item', { revision: revision.revision })}
                  secondary={<RelativeTime dateTime={revision.created_at} />}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {open && (
        <RevisionDialog
          page={page}
          revision={open}
          dirty={dirty}
          onClose={() => setOpen(null)}
          onRestored={(restored) => {
            setOpen(null);
            onRestored(restored, open.revision);
          }}
        />
      )}
    </SettingsSection>
  );
}

function RevisionDialog({
  page,
  revision,
  dirty,
  onClose,
  onRestored,
}: {
  page: AdminSitePage;
  revision: SitePageRevision;
  dirty: boolean;
  onClose: () => void;
  onRestored: (page: AdminSitePage) => void;
}) {
  const { t } = useTranslation(ADMIN_SITE_PAGES_NS);
  const queryClient = useQueryClient();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [confirming, setConfirming] = useState(false);
  const restore = useMutation({
    mutationFn: () => restoreSitePageRevision(page.id, revision.id),
    onSuccess: async (restored) => {
      queryClient.setQueryData(sitePageKeys.page(restored.id), restored);
      await refreshAfterSitePageChange(queryClient);
      onRestored(restored);
    },
  });

  const fields = [
    { name: t('revisions.fieldTitle'), before: revision.title, after: page.title },
    { name: t('revisions.fieldSlug'), before: revision.slug, after: page.slug },
    {
      name: t('revisions.fieldStatus'),
      before: t(`status.${revision.status}`),
      after: t(`status.${page.status}`),
    },
    {
      name: t('revisions.fieldPlacement'),
      before: t(`placement.${revision.placement}`),
      after: t(`placement.${page.placement}`),
    },
  ];

  return (
    <>
      <Dialog
        open={!confirming}
        onClose={onClose}
        fullScreen={fullScreen}
        maxWidth="md"
        fullWidth
        aria-labelledby="site-page-revision-title"
      >
        <DialogTitle id="site-page-revision-title">
          {t('revisions.compareTitle', { revision: revision.revision })}
        </DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            <RelativeTime dateTime={revision.created_at} />
          </Typography>
          <RevisionComparison
            ns={ADMIN_SITE_PAGES_NS}
            revision={revision.revision}
            rows={fields.map(({ name, before, after }) => ({
              key: name,
              name,
              before,
              after,
              changed: before !== after,
            }))}
            bodyBefore={revision.body_html}
            bodyAfter={page.body_html}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>{t('revisions.close')}</Button>
          <Button variant="contained" startIcon={<Restore />} onClick={() => setConfirming(true)}>
            {t('revisions.restore')}
          </Button>
        </DialogActions>
      </Dialog>
      {confirming && (
        <ConfirmDialog
          title={t('revisions.restoreTitle', { revision: revision.revision })}
          text={t('revisions.restoreText')}
          confirmLabel={t('revisions.restoreConfirm')}
          cancelLabel={t('cancel')}
          tone="error"
          pending={restore.isPending}
          error={restore.isError && failureMessage(restore.error, t('revisions.restoreFailed'))}
          onConfirm={() => restore.mutate()}
          onClose={() => {
            setConfirming(false);
            restore.reset();
          }}
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
