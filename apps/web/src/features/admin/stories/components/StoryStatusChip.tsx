import type { StoryStatus } from '@helionews/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { ADMIN_STORIES_NS } from '@/features/admin/shared/admin-i18n';
import { STORY_STATUS_COLORS } from '@/features/admin/shared/story-status-colors';

export function StoryStatusChip({ status }: { status: StoryStatus }) {
  const { t } = useTranslation(ADMIN_STORIES_NS);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STORY_STATUS_COLORS[status]}
      label={t(`statuses.${status}`)}
    />
  );
}
