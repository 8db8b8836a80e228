import type { Feed, FeedListResponse } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_RSS_NS } from '@/features/admin/shared/admin-i18n';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import { failureMessage } from '@/features/admin/shared/api/failure';
import {
  feedAdminKeys,
  feedListQueryOptions,
  refreshAfterFeedChange,
  RSS_CLIENT_ERRORS,
  updateFeed,
} from '../api/feeds';
import { DeleteFeedDialog } from '../components/DeleteFeedDialog';
import { feedLabel } from '../components/feed-label';
import { FeedFormDialog } from '../components/FeedFormDialog';
import { FeedList, type FeedToggle } from '../components/FeedList';
import { FeedTestDialog } from '../components/FeedTestDialog';
import { AdminListPage } from '@/features/admin/shared/components/AdminListPage';
import { ListPanel } from '@/features/admin/shared/components/ListPanel';

type Editing = { kind: 'create' } | { kind: 'edit'; feed: Feed } | null;

/** /admin/rss: the feeds this publication subscribes to, what they import, and a test fetch. */
export function RssFeedsPage() {
  const { t } = useTranslation(ADMIN_RSS_NS);
  const queryClient = useQueryClient();
  const list = useQuery(feedListQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Feed | null>(null);
  const [testing, setTesting] = useState<Feed | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toggleError, setToggleError] = useState<string | null>(null);

  const toggle = useMutation({
    mutationFn: ({ feed, field, value }: { feed: Feed; field: FeedToggle; value: boolean }) =>
      updateFeed(feed.id, { [field]: value }),
    // Optimistic: the switch moves at once; a failure puts it back and says so.
    onMutate: async ({ feed, field, value }) => {
      setToggleError(null);
      await queryClient.cancelQueries({ queryKey: feedAdminKeys.list() });
      const previous = queryClient.getQueryData<FeedListResponse>(feedAdminKeys.list());
      if (previous) {
        queryClient.setQueryData<FeedListResponse>(feedAdminKeys.list(), {
          ...previous,
          feeds: previous.feeds.map((entry) =>
            entry.id === feed.id ? { ...entry, [field]: value } : entry,
          ),
        });
      }
      return { previous };
    },
    onSuccess: (saved, { field, value }) => {
      const title = feedLabel(saved, t('untitled'));
      setNotice(
        field === 'is_active'
          ? t(value ? 'activated' : 'deactivated', { title })
          : t('updated', { title }),
      );
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(feedAdminKeys.list(), context.previous);
      setToggleError(failureMessage(error, RSS_CLIENT_ERRORS.updateRssFeed));
    },
    onSettled: () => refreshAfterFeedChange(queryClient),
  });

  const feeds = list.data?.feeds ?? [];

  return (
    <AdminListPage
      title={t('title')}
      intro={t('intro')}
      create={{ label: t('create'), onClick: () => setEditing({ kind: 'create' }) }}
      failure={list.isError && failureMessage(list.error, RSS_CLIENT_ERRORS.fetchRssFeeds)}
      onRetry={() => void list.refetch()}
    >
      {toggleError && (
        <Alert severity="error" role="alert" onClose={() => setToggleError(null)}>
          {toggleError}
        </Alert>
      )}

      {!list.isError && (
        <ListPanel
          loading={list.isPending}
          progress={toggle.isPending || (list.isFetching && !list.isPending)}
          empty={feeds.length === 0}
          emptyText={t('empty')}
          loadingLabel={t('loading')}
          rowHeight={56}
        >
          <FeedList
            feeds={feeds}
            busyId={toggle.isPending ? (toggle.variables?.feed.id ?? null) : null}
            onToggle={(feed, field, value) => toggle.mutate({ feed, field, value })}
            onTest={setTesting}
            onEdit={(feed) => setEditing({ kind: 'edit', feed })}
            onDelete={setDeleting}
          />
        </ListPanel>
      )}

      {editing && (
        <FeedFormDialog
          feed={editing.kind === 'edit' ? editing.feed : null}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            const title = feedLabel(saved, t('untitled'));
            setNotice(created ? t('created', { title }) : t('updated', { title }));
          }}
        />
      )}
      {deleting && (
        <DeleteFeedDialog
          feed={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(deleted) => {
            setDeleting(null);
            setNotice(t('deleted', { title: feedLabel(deleted, t('untitled')) }));
          }}
        />
      )}
      {testing && <FeedTestDialog feed={testing} onClose={() => setTesting(null)} />}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </AdminListPage>
  );
}
