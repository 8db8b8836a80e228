import type { MemberStatus } from '@helionews/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEMBERS_NS } from '@/features/admin/shared/admin-i18n';

const COLORS = {
  free: 'default',
  paid: 'success',
  comped: 'info',
  past_due: 'warning',
  canceled: 'default',
} as const;

export function StatusChip({ status }: { status: MemberStatus }) {
  const { t } = useTranslation(ADMIN_MEMBERS_NS);
  return (
    <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`status.${status}`)} />
  );
}
