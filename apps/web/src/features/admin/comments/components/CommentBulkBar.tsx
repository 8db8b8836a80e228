import type { CommentModerationAction } from '@helionews/contracts';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_COMMENTS_NS } from '@/features/admin/shared/admin-i18n';
import type { BulkProgress } from '../routes/use-comment-decisions';

export interface CommentBulkBarProps {
  /** Comments on this page. */
  count: number;
  selected: number;
  onSelectAll: (select: boolean) => void;
  onDecide: (action: CommentModerationAction) => void;
  onClear: () => void;
  /** A decision on the selection on its way, step by step. */
  progress: BulkProgress | null;
}

/**
 * Above the list: select the page's comments, and decide the selected ones at once, with how far
 * a long decision has come.
 */
export function CommentBulkBar({
  count,
  selected,
  onSelectAll,
  onDecide,
  onClear,
  progress,
}: CommentBulkBarProps) {
  const { t } = useTranslation(ADMIN_COMMENTS_NS);
  const all = count > 0 && selected === count;
  const busy = progress !== null;
  return (
    <Box>
      <Toolbar
        variant="dense"
        aria-label={t('bulk.label')}
        role="toolbar"
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          py: 1,
          px: { xs: 1.5, sm: 2 },
          bgcolor: selected > 0 ? 'action.selected' : 'transparent',
        }}
      >
        <FormControlLabel
          sx={{ mr: 'auto' }}
          control={
            <Checkbox
              checked={all}
              indeterminate={selected > 0 && !all}
              disabled={count === 0 || busy}
              onChange={(event) => onSelectAll(event.target.checked)}
            />
          }
          label={t('bulk.selectAll')}
        />
        <Typography variant="body2" aria-live="polite" sx={{ minWidth: 0 }}>
          {selected > 0 ? t('bulk.selected', { number: selected }) : null}
        </Typography>
        {selected > 0 && (
          <>
            <Button
              size="small"
              variant="contained"
              color="success"
              startIcon={<CheckCircleOutlined />}
              onClick={() => onDecide('approve')}
              disabled={busy}
            >
              {t('bulk.approve')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              startIcon={<CancelOutlined />}
              onClick={() => onDecide('reject')}
              disabled={busy}
            >
              {t('bulk.reject')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<ReportOutlined />}
              onClick={() => onDecide('spam')}
              disabled={busy}
            >
              {t('bulk.spam')}
            </Button>
            <Button size="small" onClick={onClear} disabled={busy}>
              {t('bulk.clear')}
            </Button>
          </>
        )}
      </Toolbar>
      {progress && (
        <Box sx={{ px: 2, pb: 1 }}>
          <LinearProgress
            variant="determinate"
            value={progress.total > 0 ? (progress.done / progress.total) * 100 : 0}
            aria-label={t('bulk.progressLabel')}
          />
          <Typography variant="caption" color="text.secondary" role="status">
            {t(`bulk.progress.${progress.action}`, {
              done: progress.done,
              total: progress.total,
            })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
