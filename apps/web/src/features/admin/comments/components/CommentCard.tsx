import {
  COMMENT_MODERATION_ACTIONS,
  ROUTES,
  type AdminComment,
  type CommentModerationAction,
  type CommentStatus,
} from '@helionews/contracts';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RelativeTime } from '@/components/RelativeTime';
import { ADMIN_COMMENTS_NS } from '@/features/admin/shared/admin-i18n';
import { AuthorHistory } from './AuthorHistory';
import { CommentBody } from './CommentBody';
import { CommentReports } from './CommentReports';
import { CommentStatusChip } from './CommentStatusChip';

/** The status each decision leaves a comment in: its button is idle on a comment already there. */
const OUTCOME: Record<CommentModerationAction, CommentStatus> = {
  approve: 'approved',
  reject: 'rejected',
  spam: 'spam',
};

const ACTION_LOOK = {
  approve: { color: 'success', Icon: CheckCircleOutlined },
  reject: { color: 'inherit', Icon: CancelOutlined },
  spam: { color: 'error', Icon: ReportOutlined },
} as const;

export interface CommentCardProps {
  comment: AdminComment;
  selected: boolean;
  onToggle: () => void;
  /** Its decision is being saved: its buttons wait. */
  busy: boolean;
  onDecide: (action: CommentModerationAction) => void;
  onBan: (action: 'ban' | 'unban') => void;
  /** Shows only this comment's story; absent while the list already does. */
  onFilterStory?: () => void;
}

/**
 * One comment to moderate: who wrote it (their history here, and whether they are banned), on
 * which story, the text itself (inert), its reports, and the decisions.
 */
export function CommentCard({
  comment,
  selected,
  onToggle,
  busy,
  onDecide,
  onBan,
  onFilterStory,
}: CommentCardProps) {
  const { t } = useTranslation(ADMIN_COMMENTS_NS);
  const { author, story } = comment;
  // Approving a reported comment again keeps it and clears its reports.
  const keeps = (action: CommentModerationAction) =>
    action === 'approve' && comment.report_count > 0;
  const name = author.display_name;

  return (
    <Paper
      component="li"
      variant="outlined"
      data-comment-id={comment.id}
      sx={{
        listStyle: 'none',
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 1,
        rowGap: 1,
        bgcolor: selected ? 'action.selected' : undefined,
      }}
    >
      <Box sx={{ gridRow: 'span 5', mt: -0.75, ml: -0.75 }}>
        <Checkbox
          checked={selected}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': t('comment.select', { author: name }) } }}
        />
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography component="h2" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
          {name}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            @{author.username}
          </Typography>
        </Typography>
        {author.banned && (
          <Chip
            size="small"
            color="error"
            icon={<BlockOutlined />}
            label={t('author.banned')}
            data-testid="banned-chip"
          />
        )}
        <CommentStatusChip status={comment.status} />
        {comment.parent_id !== null && (
          <Chip size="small" variant="outlined" label={t('comment.reply')} />
        )}
        <Typography variant="caption" color="text.secondary">
          <RelativeTime dateTime={comment.created_at} />
          {comment.edited_at && ` · ${t('comment.edited')}`}
        </Typography>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('comment.on')}{' '}
          <Link component={RouterLink} to={ROUTES.story(story.id)} sx={{ fontWeight: 500 }}>
            {story.title}
          </Link>
        </Typography>
        {onFilterStory && (
          <Tooltip title={t('comment.filterStory', { title: story.title })}>
            <IconButton
              size="small"
              onClick={onFilterStory}
              aria-label={t('comment.filterStory', { title: story.title })}
            >
              <FilterListOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>

      <CommentBody body={comment.body} />

      <Box>
        <AuthorHistory author={author} />
        <CommentReports comment={comment} />
      </Box>

      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        role="group"
        aria-label={t('comment.actions', { author: name })}
      >
        {COMMENT_MODERATION_ACTIONS.map((action) => {
          const { color, Icon } = ACTION_LOOK[action];
          return (
            <Button
              key={action}
              size="small"
              variant={action === 'approve' ? 'contained' : 'outlined'}
              color={color}
              startIcon={<Icon />}
              disabled={busy || (comment.status === OUTCOME[action] && !keeps(action))}
              onClick={() => onDecide(action)}
              sx={{ minHeight: 36 }}
            >
              {t(`actions.${action}`)}
            </Button>
          );
        })}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          color={author.banned ? 'primary' : 'error'}
          startIcon={author.banned ? <LockOpenOutlined /> : <BlockOutlined />}
          onClick={() => onBan(author.banned ? 'unban' : 'ban')}
          sx={{ minHeight: 36 }}
        >
          {t(author.banned ? 'author.unban' : 'author.ban')}
        </Button>
      </Box>
    </Paper>
  );
}
