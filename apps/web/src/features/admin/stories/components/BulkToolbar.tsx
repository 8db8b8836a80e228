import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_STORIES_NS } from '@/features/admin/shared/admin-i18n';
import { ShortcutsHint } from './ShortcutsHint';

/**
 * Above the queue: how many stories are selected, what can be done with them all at once (also
 * by the keys a and r), and the keyboard shortcuts (`shortcutsId`: the list the table refers to).
 */
export function BulkToolbar({
  count,
  busy,
  onApprove,
  onReject,
  onClear,
  shortcutsId,
}: {
  count: number;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onClear: () => void;
  shortcutsId: string;
}) {
  const { t } = useTranslation(ADMIN_STORIES_NS);
  return (
    <Toolbar
      variant="dense"
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        py: 1,
        bgcolor: count > 0 ? 'action.selected' : 'transparent',
      }}
    >
      <Typography sx={{ flex: '1 1 auto' }} aria-live="polite">
        {count > 0 ? t('bulk.selected', { count }) : null}
      </Typography>
      {count > 0 && (
        <>
          <Button
            size="small"
            variant="contained"
            color="success"
            startIcon={<CheckCircleOutlined />}
            onClick={onApprove}
            disabled={busy}
            aria-keyshortcuts="a"
          >
            {t('bulk.approve')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<CancelOutlined />}
            onClick={onReject}
            disabled={busy}
            aria-keyshortcuts="r"
          >
            {t('bulk.reject')}
          </Button>
          <Button size="small" onClick={onClear}>
            {t('bulk.clear')}
          </Button>
        </>
      )}
      <ShortcutsHint id={shortcutsId} />
    </Toolbar>
  );
}
