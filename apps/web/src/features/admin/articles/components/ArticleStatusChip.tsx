import type { StoryStatus } from '@helionews/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { STORY_STATUS_COLORS } from '@/features/admin/shared/story-status-colors';

/** An article's status as a chip; the colour repeats what the word says. */
export function ArticleStatusChip({ status }: { status: StoryStatus }) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      color={STORY_STATUS_COLORS[status]}
      variant={status === 'archived' || status === 'draft' ? 'outlined' : 'filled'}
    />
  );
}
