import {
  ACTIVITY_ACTIONS,
  STORY_STATUSES,
  type ActivityAction,
  type ActivityHistory,
  type StoryStatus,
} from '@helionews/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useInfiniteQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/RelativeTime';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { SettingsSection } from '@/features/admin/shared/components/SettingsSection';
import { articleActivityQueryOptions } from '../api/lookups';
import { PanelQueryState } from './PanelQueryState';

type Entry = ActivityHistory['activities'][number];

const isAction = (value: string): value is ActivityAction =>
  (ACTIVITY_ACTIONS as readonly string[]).includes(value);
const isStatus = (value: unknown): value is StoryStatus =>
  typeof value === 'string' && (STORY_STATUSES as readonly string[]).includes(value);

/** The article's own history from the activity table: who did what, and when. */
export const HistoryPanel = memo(function HistoryPanel({ articleId }: { articleId: number }) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const history = useInfiniteQuery(articleActivityQueryOptions(articleId));
  const entries = history.data?.pages.flatMap((page) => page.activities) ?? [];

  const note = (entry: Entry): string | null => {
    const { details } = entry;
    const reason = details['reason'] ?? details['note'] ?? details['review_note'];
    if (typeof reason === 'string' && reason.trim()) return t('history.reason', { reason });
    const from = details['from'];
    const to = details['to'];
    if (isStatus(from) && isStatus(to) && from !== to)
      return t('history.moved', { from: t(`status.${from}`), to: t(`status.${to}`) });
    const revision = details['revision'];
    if (typeof revision === 'number') return t('history.revision', { revision });
    return null;
  };

  return (
    <SettingsSection id="article-history" title={t('history.title')}>
      <PanelQueryState
        query={history}
        failureText={t('errors.fetchActivity')}
        empty={entries.length === 0}
        emptyText={t('history.empty')}
      />
      {entries.length > 0 && (
        <List dense disablePadding aria-label={t('history.listLabel')}>
          {entries.map((entry) => {
            const who = entry.actor?.username ?? t('history.someone');
            const what = isAction(entry.action)
              ? t(`history.actions.${entry.action}`)
              : entry.action;
            const extra = note(entry);
            return (
              <ListItem key={entry.id} disableGutters alignItems="flex-start">
                <ListItemText
                  primary={t('history.entry', { who, what })}
                  secondary={
                    <>
                      <RelativeTime dateTime={entry.created_at} />
                      {extra && (
                        <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                          {extra}
                        </Box>
                      )}
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {history.hasNextPage && (
        <Button
          size="small"
          onClick={() => void history.fetchNextPage()}
          disabled={history.isFetchingNextPage}
        >
          {t('history.more')}
        </Button>
      )}
    </SettingsSection>
  );
});
