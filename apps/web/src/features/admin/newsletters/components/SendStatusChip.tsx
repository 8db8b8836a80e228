import type { SendStatus } from '@helionews/contracts';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';

const COLORS: Record<SendStatus, ChipProps['color']> = {
  scheduled: 'info',
  sending: 'primary',
  sent: 'success',
  partially_failed: 'warning',
  failed: 'error',
  canceled: 'default',
};

/** A send's status in words and colour. */
export function SendStatusChip({ status }: { status: SendStatus }) {
  const { t } = useTranslation(ADMIN_NEWSLETTERS_NS);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`sendStatus.${status}`)}
    />
  );
}
