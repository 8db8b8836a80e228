import type { FeedStatus } from '@helionews/contracts';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutlined';
import SyncAlt from '@mui/icons-material/SyncAlt';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { ADMIN_RSS_NS } from '@/features/admin/shared/admin-i18n';

const LOOK = {
  never: { icon: HourglassEmpty, palette: 'info' },
  ok: { icon: CheckCircleOutline, palette: 'success' },
  not_modified: { icon: SyncAlt, palette: 'success' },
  error: { icon: ErrorOutline, palette: 'error' },
  paused: { icon: PauseCircleOutline, palette: 'warning' },
} as const satisfies Record<FeedStatus, { icon: unknown; palette: string }>;

/**
 * A feed's last fetch as an outlined chip: the word in the text colour (readable in both themes),
 * the status colour on the border and an icon, so colour is never the only cue.
 */
export function FeedStatusChip({ status }: { status: FeedStatus }) {
  const { t } = useTranslation(ADMIN_RSS_NS);
  const { icon: Icon, palette } = LOOK[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<Icon aria-hidden />}
      label={t(`statuses.${status}`)}
      sx={{
        color: 'text.primary',
        borderColor: `${palette}.main`,
        '& .MuiChip-icon': { color: `${palette}.main` },
      }}
    />
  );
}
