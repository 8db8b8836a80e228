import type { CommentStatus } from '@helionews/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { ADMIN_COMMENTS_NS } from '@/features/admin/shared/admin-i18n';

const COLORS = {
  pending: 'warning',
  approved: 'success',
  rejected: 'default',
  spam: 'error',
} as const satisfies Record<CommentStatus, string>;

/** A comment's status in words (the colour only repeats it). */
export function CommentStatusChip({ status }: { status: CommentStatus }) {
  const { t } = useTranslation(ADMIN_COMMENTS_NS);
  return (
    <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`statuses.${status}`)} />
  );
}
