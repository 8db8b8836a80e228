import type { StoryStatus } from '@helionews/contracts';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { ADMIN_STORIES_NS } from '@/features/admin/shared/admin-i18n';

const COLORS: Record<StoryStatus, ChipProps['color']> = {
  draft: 'default',
  pending: 'warning',
  scheduled: 'info',
  published: 'success',
  rejected: 'error',
  archived: 'default',
};

export function StoryStatusChip({ status }: { status: StoryStatus }) {
  const { t } = useTranslation(ADMIN_STORIES_NS);
  return (
    <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`statuses.${status}`)} />
  );
}
