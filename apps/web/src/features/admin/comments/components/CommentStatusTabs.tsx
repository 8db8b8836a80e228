import type { AdminCommentFilter } from '@helionews/contracts';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { ADMIN_COMMENTS_NS } from '@/features/admin/shared/admin-i18n';

/** The queue first, then what readers reported, then what was decided. */
export const COMMENT_TABS = [
  'pending',
  'reported',
  'approved',
  'rejected',
  'spam',
] as const satisfies readonly AdminCommentFilter[];

export const tabId = (filter: AdminCommentFilter) => `comments-tab-${filter}`;
export const COMMENTS_PANEL_ID = 'comments-panel';

/**
 * Which comments the list shows: the queue (pending), a decided status, or those readers
 * reported. Arrow keys move between the tabs; the list below is their one panel.
 */
export function CommentStatusTabs({
  value,
  onChange,
}: {
  value: AdminCommentFilter;
  onChange: (filter: AdminCommentFilter) => void;
}) {
  const { t } = useTranslation(ADMIN_COMMENTS_NS);
  return (
    <Tabs
      value={value}
      onChange={(_, next: AdminCommentFilter) => onChange(next)}
      aria-label={t('filters.label')}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {COMMENT_TABS.map((filter) => (
        <Tab
          key={filter}
          value={filter}
          label={t(`statuses.${filter}`)}
          id={tabId(filter)}
          aria-controls={COMMENTS_PANEL_ID}
          sx={{ minHeight: 48 }}
        />
      ))}
    </Tabs>
  );
}
