import { COMMENT_EDIT_WINDOW_MINUTES, type Comment, type CommentEntry } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate, formatRelativeTime } from '@/lib/format-date';
import { CommentBody } from './CommentBody';
import { CommentComposer } from './CommentComposer';
import { DeleteCommentDialog } from './DeleteCommentDialog';
import { ReportCommentDialog } from './ReportCommentDialog';

const EDIT_WINDOW_MS = COMMENT_EDIT_WINDOW_MINUTES * 60 * 1000;

/**
 * What the thread lets a reader do. Each call resolves with the text to show beside the comment
 * (null: the section shows it, the comment having left the list), or rejects with the failure.
 */
export interface ThreadActions {
  /** The signed-in reader's account id; null for a reader who is not signed in. */
  viewerId: number | null;
  /** The clock the relative times and the edit window are read against. */
  now: number;
  language: string;
  reply: (parent: Comment, body: string) => Promise<string | null>;
  edit: (comment: CommentEntry, body: string) => Promise<string | null>;
  remove: (comment: CommentEntry) => Promise<string | null>;
  report: (comment: CommentEntry, reason: string) => Promise<string | null>;
}

/** The author may still change a comment posted less than 15 minutes ago (ADR 020). */
export function canStillEdit(comment: CommentEntry, now: number): boolean {
  return now - new Date(comment.created_at).getTime() < EDIT_WINDOW_MS;
}

type Mode = 'read' | 'reply' | 'edit' | 'delete' | 'report';

interface ActionButtonProps {
  /** The full name ("Reply to Ada"), which starts from or holds the visible word. */
  label: string;
  onClick: () => void;
  children: string;
}

function ActionButton({ label, onClick, children }: ActionButtonProps) {
  return (
    <Button size="small" onClick={onClick} aria-label={label} sx={{ minWidth: 0, px: 1 }}>
      {children}
    </Button>
  );
}

export interface CommentItemProps {
  comment: Comment | CommentEntry;
  actions: ThreadActions;
}

/**
 * One comment: its author, when (and whether it was edited), its text, what the reader may do with
 * it, and, for a top-level comment, its replies (one level deep).
 */
export function CommentItem({ comment, actions }: CommentItemProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('read');
  const [notice, setNotice] = useState<string | null>(null);
  const name = comment.author.display_name;
  const own = actions.viewerId !== null && actions.viewerId === comment.author.id;
  const signedIn = actions.viewerId !== null;
  const replies = 'replies' in comment ? comment.replies : null;
  const topLevel = comment.parent_id === null && replies !== null;
  const editable = own && canStillEdit(comment, actions.now);

  const done = (text: string | null) => {
    setMode('read');
    setNotice(text);
  };

  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box component="article" sx={{ display: 'grid', gap: 0.75 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            columnGap: 1,
            rowGap: 0.25,
          }}
        >
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {name}
            {own && (
              <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                {` (${t('commentThread.you')})`}
              </Box>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="div">
            <time
              dateTime={comment.created_at}
              title={formatLongDate(comment.created_at, actions.language)}
            >
              {formatRelativeTime(
                comment.created_at,
                actions.language,
                // A clock a little behind the server's says "now", never "in 5 seconds".
                new Date(Math.max(actions.now, Date.parse(comment.created_at))),
              )}
            </time>
            {comment.edited_at && (
              <>
                {' · '}
                <span
                  title={t('commentThread.editedAt', {
                    date: formatLongDate(comment.edited_at, actions.language),
                  })}
                >
                  {t('commentThread.edited')}
                </span>
              </>
            )}
          </Typography>
        </Box>
        {mode === 'edit' ? (
          <CommentComposer
            label={t('commentThread.composer.editLabel')}
            submitLabel={t('commentThread.composer.save')}
            initialValue={comment.body}
            autoFocus
            onSubmit={(body) => actions.edit(comment, body).then(done)}
            onCancel={() => setMode('read')}
          />
        ) : (
          <CommentBody body={comment.body} />
        )}
        {signedIn && mode !== 'edit' && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, ml: -1 }}>
            {topLevel && (
              <ActionButton
                label={t('commentThread.replyTo', { name })}
                onClick={() => setMode(mode === 'reply' ? 'read' : 'reply')}
              >
                {t('commentThread.reply')}
              </ActionButton>
            )}
            {editable && (
              <ActionButton label={t('commentThread.editComment')} onClick={() => setMode('edit')}>
                {t('commentThread.edit')}
              </ActionButton>
            )}
            {own && (
              <ActionButton
                label={t('commentThread.deleteComment')}
                onClick={() => setMode('delete')}
              >
                {t('commentThread.delete')}
              </ActionButton>
            )}
            {!own && (
              <ActionButton
                label={t('commentThread.reportComment', { name })}
                onClick={() => setMode('report')}
              >
                {t('commentThread.report')}
              </ActionButton>
            )}
          </Box>
        )}
        {notice && (
          <Alert severity="info" role="status" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {mode === 'reply' && topLevel && (
          <CommentComposer
            label={t('commentThread.composer.replyLabel', { name })}
            submitLabel={t('commentThread.composer.submitReply')}
            autoFocus
            onSubmit={(body) => actions.reply(comment as Comment, body).then(done)}
            onCancel={() => setMode('read')}
          />
        )}
      </Box>
      {replies && replies.length > 0 && (
        <Box
          component="ol"
          aria-label={t('commentThread.replies', { name })}
          sx={{
            m: 0,
            mt: 2,
            pl: { xs: 2, sm: 3 },
            borderLeft: 2,
            borderColor: 'divider',
            display: 'grid',
            gap: 2,
          }}
        >
          {replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} actions={actions} />
          ))}
        </Box>
      )}
      <DeleteCommentDialog
        open={mode === 'delete'}
        onClose={() => setMode('read')}
        onConfirm={() => actions.remove(comment).then(done)}
      />
      <ReportCommentDialog
        open={mode === 'report'}
        onClose={() => setMode('read')}
        onReport={(reason) => actions.report(comment, reason).then(done)}
      />
    </Box>
  );
}
