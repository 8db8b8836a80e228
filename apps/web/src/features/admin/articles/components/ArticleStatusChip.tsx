import type { StoryStatus } from '@helionews/contracts';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';

const STATUS_COLORS: Record<StoryStatus, ChipProps['color']> = {
  draft: 'default',
  pending: 'warning',
  scheduled: 'info',
  published: 'success',
  rejected: 'error',
  archived: 'default',
};

/** An article's status as a chip; the colour repeats what the word says. */
export function ArticleStatusChip({ status }: { status: StoryStatus }) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      color={STATUS_COLORS[status]}
      variant={status === 'archived' || status === 'draft' ? 'outlined' : 'filled'}
    />
  );
}
