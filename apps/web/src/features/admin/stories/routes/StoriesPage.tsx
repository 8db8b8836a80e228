import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_STORIES_NS } from '@/features/admin/shared/admin-i18n';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { failureOf } from '../api/failure-message';
import { STORY_CLIENT_ERRORS } from '../api/stories';
import { BulkToolbar } from '../components/BulkToolbar';
import { RejectReasonDialog } from '../components/RejectReasonDialog';
import { StoryFilters } from '../components/StoryFilters';
import { StoryPreviewDialog } from '../components/StoryPreviewDialog';
import { StoryQueueTable } from '../components/StoryQueueTable';
import { PageHeader } from '@/features/admin/shared/components/PageHeader';
import { AdminPagination } from '@/features/admin/shared/components/AdminPagination';
import { useStoryDecisions } from './use-story-decisions';
import { useStoryQueue } from './use-story-queue';
import { PageNotice } from '@/features/admin/shared/components/PageNotice';

/** Typing in a field, or a key with a modifier, is never a shortcut. */
function isShortcut(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement;
  const typing =
    target instanceof HTMLInputElement
      ? !['checkbox', 'radio', 'button', 'submit'].includes(target.type)
      : ['TEXTAREA', 'SELECT'].includes(target.tagName);
  return !(typing || target.isContentEditable || target.getAttribute('role') === 'combobox');
}

/**
 * /admin/stories: the review queue (issue "Editorial back-office", item 3). By default the feed
 * items pending review; approve or reject one, or many at once from the keyboard or the mouse.
 */
export function StoriesPage() {
  const { t } = useTranslation(ADMIN_STORIES_NS);
  const shortcutsId = useId();
  const queue = useStoryQueue();
  const { list, stories, selected, setSelected } = queue;
  const decisions = useStoryDecisions(selected, setSelected);
  const { previewing, rejecting, notice } = decisions;

  const onQueueKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isShortcut(event) || rejecting || previewing) return;
    if (event.key === 'a') {
      event.preventDefault();
      decisions.approveSelection();
    } else if (event.key === 'r') {
      event.preventDefault();
      decisions.rejectSelection();
    }
  };

  const emptyState = (
    <Box sx={{ py: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{queue.filtered ? t('noMatch') : t('empty')}</Typography>
      {!queue.filtered && (
        <Typography variant="body2" color="text.secondary">
          {t('emptyHint')}
        </Typography>
      )}
    </Box>
  );

  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} intro={t('intro')} />

      <StoryFilters
        search={queue.search}
        onSearch={queue.setSearch}
        status={queue.status}
        origin={queue.origin}
        onFilter={queue.setFilter}
        category={queue.category}
        categories={queue.categories}
        onCategory={queue.setCategory}
      />

      {list.isError && (
        <RetryAlert onRetry={() => void list.refetch()}>
          {failureOf(list.error, STORY_CLIENT_ERRORS.fetchStories).message}
        </RetryAlert>
      )}
      {decisions.failure && (
        <Alert severity="error" role="alert" onClose={decisions.clearFailure}>
          <AlertTitle>{decisions.failure.message}</AlertTitle>
          {decisions.failure.detail}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ overflow: 'hidden' }} onKeyDown={onQueueKeyDown}>
        <BulkToolbar
          count={selected.size}
          busy={decisions.bulkPending}
          onApprove={decisions.approveSelection}
          onReject={decisions.rejectSelection}
          onClear={() => setSelected(new Set())}
          shortcutsId={shortcutsId}
        />
        {(decisions.bulkPending || (list.isFetching && !list.isPending)) && (
          <LinearProgress aria-label={t('loading')} sx={{ height: 2 }} />
        )}
        <StoryQueueTable
          stories={stories}
          loading={list.isPending}
          empty={emptyState}
          selected={selected}
          onToggle={queue.toggle}
          onToggleAll={(select) =>
            setSelected(select ? new Set(stories.map((story) => story.id)) : new Set())
          }
          onPreview={decisions.setPreviewing}
          onApprove={decisions.approve}
          onReject={decisions.askReject}
          busy={decisions.busyIds}
          shortcutsId={shortcutsId}
        />
        <AdminPagination count={list.data?.total ?? 0} {...queue.pagination} />
      </Paper>

      {previewing && (
        <StoryPreviewDialog
          story={previewing}
          busy={decisions.onePending}
          onApprove={() => decisions.approve(previewing)}
          onReject={() => decisions.askReject(previewing)}
          onClose={() => decisions.setPreviewing(null)}
        />
      )}
      {rejecting && (
        <RejectReasonDialog
          heading={
            rejecting.kind === 'one'
              ? t('reject.title', { title: rejecting.story.title })
              : t('reject.titleMany', { count: rejecting.ids.length })
          }
          pending={decisions.rejectPending}
          error={decisions.rejectFailure}
          onReject={decisions.reject}
          onClose={decisions.cancelReject}
        />
      )}
      <PageNotice notice={notice} onClose={decisions.clearNotice} />
    </Stack>
  );
}
