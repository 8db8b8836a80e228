import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/features/admin/shared/api/failure';
import { ADMIN_COMMENTS_NS } from '@/features/admin/shared/admin-i18n';
import { AdminPagination } from '@/features/admin/shared/components/AdminPagination';
import { PageHeader } from '@/features/admin/shared/components/PageHeader';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { COMMENT_ADMIN_ERRORS } from '../api/comments';
import { BanDialog } from '../components/BanDialog';
import { CommentBulkBar } from '../components/CommentBulkBar';
import { CommentCard } from '../components/CommentCard';
import { COMMENTS_PANEL_ID, CommentStatusTabs, tabId } from '../components/CommentStatusTabs';
import { useCommentDecisions } from './use-comment-decisions';
import { useCommentQueue } from './use-comment-queue';
import { PageNotice } from '@/features/admin/shared/components/PageNotice';

/**
 * /admin/comments: reader comments to moderate (issue 24). By default the queue of pending
 * comments; the other statuses and the reported ones a tab away, one story's comments on demand.
 * Decide one comment or the selection, and ban an author from commenting here.
 */
export function CommentsPage() {
  const { t } = useTranslation(ADMIN_COMMENTS_NS);
  const queue = useCommentQueue();
  const { list, comments, selected, setSelected } = queue;
  const decisions = useCommentDecisions(selected, setSelected);
  const { notice } = decisions;

  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} intro={t('intro')} />

      {queue.storyId !== null && (
        <Alert
          severity="info"
          icon={<FilterListOutlined />}
          action={
            <Button color="inherit" size="small" onClick={() => queue.setStory(null)}>
              {t('filters.clearStory')}
            </Button>
          }
          sx={{ overflowWrap: 'anywhere' }}
        >
          {t('filters.story', {
            title: queue.storyTitle ?? t('filters.storyNumber', { id: queue.storyId }),
          })}
        </Alert>
      )}

      {list.isError && (
        <RetryAlert onRetry={() => void list.refetch()}>
          {failureOf(list.error, COMMENT_ADMIN_ERRORS.fetchComments).message}
        </RetryAlert>
      )}
      {decisions.failure && (
        <Alert severity="error" role="alert" onClose={decisions.clearFailure}>
          <AlertTitle sx={{ mb: decisions.failure.detail ? 0.5 : 0 }}>
            {decisions.failure.message}
          </AlertTitle>
          {decisions.failure.detail}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <CommentStatusTabs value={queue.status} onChange={queue.setStatus} />
        <Box
          role="tabpanel"
          id={COMMENTS_PANEL_ID}
          aria-labelledby={tabId(queue.status)}
          aria-busy={list.isFetching}
        >
          <CommentBulkBar
            count={comments.length}
            selected={selected.size}
            onSelectAll={(select) =>
              setSelected(select ? new Set(comments.map((comment) => comment.id)) : new Set())
            }
            onDecide={decisions.decideSelection}
            onClear={() => setSelected(new Set())}
            progress={decisions.progress}
          />
          {list.isFetching && !list.isPending && !decisions.progress && (
            <LinearProgress aria-label={t('loading')} sx={{ height: 2 }} />
          )}
          {list.isPending && (
            <Stack spacing={1.5} sx={{ p: 2 }} role="status" aria-label={t('loading')}>
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} variant="rounded" height={120} />
              ))}
            </Stack>
          )}
          {!list.isPending && !list.isError && comments.length === 0 && (
            <Box sx={{ py: 5, px: 2, textAlign: 'center' }}>
              <Typography color="text.secondary">
                {queue.storyId !== null ? t('empty.story') : t(`empty.${queue.status}`)}
              </Typography>
              {queue.status === 'pending' && queue.storyId === null && (
                <Typography variant="body2" color="text.secondary">
                  {t('empty.hint')}
                </Typography>
              )}
            </Box>
          )}
          {comments.length > 0 && (
            <Stack
              component="ul"
              aria-label={t('list.label')}
              spacing={1.5}
              sx={{ m: 0, p: { xs: 1, sm: 2 } }}
            >
              {comments.map((comment) => (
                <CommentCard
                  key={comment.id}
                  comment={comment}
                  selected={selected.has(comment.id)}
                  onToggle={() => queue.toggle(comment.id)}
                  busy={decisions.busyIds.has(comment.id)}
                  onDecide={(action) => decisions.decide(comment, action)}
                  onBan={(action) => decisions.askBan({ author: comment.author, action })}
                  {...(queue.storyId === null && {
                    onFilterStory: () => queue.setStory(comment.story),
                  })}
                />
              ))}
            </Stack>
          )}
          {/* At 390 px the pagination wraps rather than losing its next-page button. */}
          <Box
            sx={{
              '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } },
              '& .MuiTablePagination-actions': { ml: { xs: 0.5, sm: 2.5 } },
            }}
          >
            <AdminPagination count={list.data?.total ?? 0} {...queue.pagination} />
          </Box>
        </Box>
      </Paper>

      {decisions.banTarget && (
        <BanDialog
          target={decisions.banTarget}
          pending={decisions.banPending}
          failure={decisions.banFailure}
          onConfirm={decisions.confirmBan}
          onClose={decisions.cancelBan}
        />
      )}
      <PageNotice notice={notice} onClose={decisions.clearNotice} />
    </Stack>
  );
}
