import {
  LIMITS,
  STORY_ORIGINS,
  STORY_STATUSES,
  type AdminStory,
  type AdminStoryBulk,
  type AdminStoryBulkResult,
} from '@helionews/contracts';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ADMIN_STORIES_NS } from '@/features/admin/shared/admin-i18n';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { failureOf, type Failure } from '../api/failure-message';
import {
  approveStory,
  decideStories,
  DEFAULT_STORY_FILTERS,
  refreshAfterReview,
  rejectStory,
  STORY_CLIENT_ERRORS,
  storyCategoriesQueryOptions,
  storyListQueryOptions,
  type StoryOriginFilter,
  type StoryStatusFilter,
} from '../api/stories';
import { RejectReasonDialog } from '../components/RejectReasonDialog';
import { ShortcutsHint } from '../components/ShortcutsHint';
import { StoryPreviewDialog } from '../components/StoryPreviewDialog';
import { StoryQueueTable } from '../components/StoryQueueTable';
import { PageHeader } from '@/features/admin/shared/components/PageHeader';
import { AdminPagination } from '@/features/admin/shared/components/AdminPagination';

/** SPEC section 9: search waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = LIMITS.searchDebounceMs;
const PAGE_SIZES = [10, 25, 50, 100];

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

interface Filters {
  search: string;
  status: StoryStatusFilter;
  origin: StoryOriginFilter;
  category: string;
}

/** Who is being rejected: one story (from its row or preview) or the selection. */
type Rejecting = { kind: 'one'; story: AdminStory } | { kind: 'many'; ids: number[] } | null;

interface Notice {
  message: string;
  severity: 'success' | 'warning';
}

function parseStatusFilter(value: string | null): StoryStatusFilter | null {
  if (value === 'all') return 'all';
  return STORY_STATUSES.find((status) => status === value) ?? null;
}

function parseOriginFilter(value: string | null): StoryOriginFilter | null {
  if (value === 'all') return 'all';
  return STORY_ORIGINS.find((origin) => origin === value) ?? null;
}

/** Typing in a field, or a key with a modifier, is never a shortcut. */
function isShortcut(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement;
  const typing =
    target instanceof HTMLInputElement
      ? !['checkbox', 'radio', 'button', 'submit'].includes(target.type)
      : ['TEXTAREA', 'SELECT'].includes(target.tagName);
  return !(typing || target.isContentEditable || target.getAttribute('role') === 'combobox');
}

/**
 * /admin/stories: the review queue (issue "Editorial back-office", item 3). By default the feed
 * items pending review; approve or reject one, or many at once from the keyboard or the mouse.
 */
export function StoriesPage() {
  const { t } = useTranslation(ADMIN_STORIES_NS);
  const queryClient = useQueryClient();
  const shortcutsId = useId();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search, SEARCH_DEBOUNCE_MS);
  // Status and origin live in the address, so that a link (a dashboard figure) opens the list
  // it counts: /admin/stories?status=published&origin=all. Without them, the review queue.
  const [address, setAddress] = useSearchParams();
  const status = parseStatusFilter(address.get('status')) ?? DEFAULT_STORY_FILTERS.status;
  const origin = parseOriginFilter(address.get('origin')) ?? DEFAULT_STORY_FILTERS.origin;
  const setFilter = (key: 'status' | 'origin', value: string) =>
    setAddress(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === DEFAULT_STORY_FILTERS[key]) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const [category, setCategory] = useState('');
  const filters: Filters = { search: debouncedSearch, status, origin, category };
  const filterKey = JSON.stringify(filters);
  // The page belongs to the filters it was chosen for: new filters start at the first page.
  const [paging, setPaging] = useState({ filterKey: '', page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 10);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({
    key: '',
    ids: new Set(),
  });
  const [previewing, setPreviewing] = useState<AdminStory | null>(null);
  const [rejecting, setRejecting] = useState<Rejecting>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const params = { ...filters, page: page + 1, pageSize };
  // A selection holds for the page and filters it was made on.
  const viewKey = JSON.stringify(params);
  const setSelected = (ids: ReadonlySet<number>) => setSelection({ key: viewKey, ids });

  const list = useQuery(storyListQueryOptions(params));
  const categories = useQuery(storyCategoriesQueryOptions());
  const stories = list.data?.stories ?? [];
  // Only rows still on the page count: a story decided elsewhere drops out with the refetch.
  const selected = new Set(
    selection.key === viewKey
      ? stories.filter((story) => selection.ids.has(story.id)).map((story) => story.id)
      : [],
  );

  const afterDecision = () => refreshAfterReview(queryClient);

  const approveOne = useMutation({
    mutationFn: (story: AdminStory) => approveStory(story.id),
    onMutate: () => setFailure(null),
    onSuccess: (story) => {
      setPreviewing(null);
      setNotice({ message: t('approved', { title: story.title }), severity: 'success' });
    },
    onError: (error) => setFailure(failureOf(error, STORY_CLIENT_ERRORS.approveStory)),
    onSettled: afterDecision,
  });

  const rejectOne = useMutation({
    mutationFn: ({ story, reason }: { story: AdminStory; reason: string }) =>
      rejectStory(story.id, reason),
    onSuccess: (story) => {
      setRejecting(null);
      setPreviewing(null);
      setNotice({ message: t('rejected', { title: story.title }), severity: 'success' });
    },
    onSettled: afterDecision,
  });

  const bulk = useMutation({
    mutationFn: (body: AdminStoryBulk) => decideStories(body),
    onMutate: () => setFailure(null),
    onSuccess: (result: AdminStoryBulkResult, body) => {
      setRejecting(null);
      const failed = result.failed.length;
      const done = result.updated.length;
      const message =
        body.action === 'approve'
          ? failed > 0
            ? t('bulk.approvedWithFailures', { approved: done, failed })
            : t('bulk.approvedResult', { approved: done })
          : failed > 0
            ? t('bulk.rejectedWithFailures', { rejected: done, failed })
            : t('bulk.rejectedResult', { rejected: done });
      setNotice({
        message: failed > 0 ? `${message}. ${t('bulk.failuresKept')}` : message,
        severity: failed > 0 ? 'warning' : 'success',
      });
      // What failed stays selected, to look at or try again.
      setSelected(new Set(result.failed.map((entry) => entry.id)));
    },
    onError: (error, body) =>
      setFailure(
        failureOf(
          error,
          body.action === 'approve'
            ? STORY_CLIENT_ERRORS.approveStory
            : STORY_CLIENT_ERRORS.rejectStory,
        ),
      ),
    onSettled: afterDecision,
  });

  const busyIds = new Set<number>([
    ...(approveOne.isPending && approveOne.variables ? [approveOne.variables.id] : []),
    ...(rejectOne.isPending && rejectOne.variables ? [rejectOne.variables.story.id] : []),
    ...(bulk.isPending && bulk.variables ? bulk.variables.ids : []),
  ]);

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

  const approveSelection = () => {
    if (selected.size > 0 && !bulk.isPending)
      bulk.mutate({ action: 'approve', ids: [...selected] });
  };
  const rejectSelection = () => {
    if (selected.size > 0 && !bulk.isPending) setRejecting({ kind: 'many', ids: [...selected] });
  };

  const onQueueKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isShortcut(event) || rejecting || previewing) return;
    if (event.key === 'a') {
      event.preventDefault();
      approveSelection();
    } else if (event.key === 'r') {
      event.preventDefault();
      rejectSelection();
    }
  };

  const filtered =
    debouncedSearch.trim() !== '' ||
    category !== '' ||
    status !== DEFAULT_STORY_FILTERS.status ||
    origin !== DEFAULT_STORY_FILTERS.origin;

  const emptyState = (
    <Box sx={{ py: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{filtered ? t('noMatch') : t('empty')}</Typography>
      {!filtered && (
        <Typography variant="body2" color="text.secondary">
          {t('emptyHint')}
        </Typography>
      )}
    </Box>
  );

  const rejectFailure =
    rejectOne.isError && rejecting?.kind === 'one'
      ? failureOf(rejectOne.error, STORY_CLIENT_ERRORS.rejectStory)
      : bulk.isError && rejecting?.kind === 'many'
        ? failureOf(bulk.error, STORY_CLIENT_ERRORS.rejectStory)
        : null;

  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} intro={t('intro')} />

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: '1fr 1fr',
            lg: 'minmax(250px, 2fr) repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        <TextField
          type="search"
          label={t('search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ minWidth: { sm: LIMITS.searchMinWidth }, gridColumn: { sm: '1 / -1', lg: 'auto' } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 100 },
          }}
        />
        <TextField
          select
          label={t('filters.status')}
          value={status}
          onChange={(event) => setFilter('status', event.target.value)}
        >
          <MenuItem value="all">{t('filters.allStatuses')}</MenuItem>
          {STORY_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`statuses.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('filters.origin')}
          value={origin}
          onChange={(event) => setFilter('origin', event.target.value)}
        >
          <MenuItem value="all">{t('filters.allOrigins')}</MenuItem>
          {STORY_ORIGINS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`origins.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('filters.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          <MenuItem value="">{t('filters.allCategories')}</MenuItem>
          {(categories.data?.categories ?? []).map((option) => (
            <MenuItem key={option.id} value={option.slug}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      {list.isError && (
        <RetryAlert onRetry={() => void list.refetch()}>
          {failureOf(list.error, STORY_CLIENT_ERRORS.fetchStories).message}
        </RetryAlert>
      )}
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          <AlertTitle>{failure.message}</AlertTitle>
          {failure.detail}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ overflow: 'hidden' }} onKeyDown={onQueueKeyDown}>
        <Toolbar
          variant="dense"
          sx={{
            flexWrap: 'wrap',
            gap: 1,
            py: 1,
            bgcolor: selected.size > 0 ? 'action.selected' : 'transparent',
          }}
        >
          <Typography sx={{ flex: '1 1 auto' }} aria-live="polite">
            {selected.size > 0 ? t('bulk.selected', { count: selected.size }) : null}
          </Typography>
          {selected.size > 0 && (
            <>
              <Button
                size="small"
                variant="contained"
                color="success"
                startIcon={<CheckCircleOutlined />}
                onClick={approveSelection}
                disabled={bulk.isPending}
                aria-keyshortcuts="a"
              >
                {t('bulk.approve')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                startIcon={<CancelOutlined />}
                onClick={rejectSelection}
                disabled={bulk.isPending}
                aria-keyshortcuts="r"
              >
                {t('bulk.reject')}
              </Button>
              <Button size="small" onClick={() => setSelected(new Set())}>
                {t('bulk.clear')}
              </Button>
            </>
          )}
          <ShortcutsHint id={shortcutsId} />
        </Toolbar>
        {(bulk.isPending || (list.isFetching && !list.isPending)) && (
          <LinearProgress aria-label={t('loading')} sx={{ height: 2 }} />
        )}
        <StoryQueueTable
          stories={stories}
          loading={list.isPending}
          empty={emptyState}
          selected={selected}
          onToggle={toggle}
          onToggleAll={(select) =>
            setSelected(select ? new Set(stories.map((story) => story.id)) : new Set())
          }
          onPreview={setPreviewing}
          onApprove={(story) => approveOne.mutate(story)}
          onReject={(story) => setRejecting({ kind: 'one', story })}
          busy={busyIds}
          shortcutsId={shortcutsId}
        />
        <AdminPagination
          count={list.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPageChange={(next) => setPaging({ filterKey, page: next })}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPaging({ filterKey, page: 0 });
          }}
        />
      </Paper>

      {previewing && (
        <StoryPreviewDialog
          story={previewing}
          busy={approveOne.isPending || rejectOne.isPending}
          onApprove={() => approveOne.mutate(previewing)}
          onReject={() => setRejecting({ kind: 'one', story: previewing })}
          onClose={() => setPreviewing(null)}
        />
      )}
      {rejecting && (
        <RejectReasonDialog
          heading={
            rejecting.kind === 'one'
              ? t('reject.title', { title: rejecting.story.title })
              : t('reject.titleMany', { count: rejecting.ids.length })
          }
          pending={rejectOne.isPending || bulk.isPending}
          error={rejectFailure}
          onReject={(reason) =>
            rejecting.kind === 'one'
              ? rejectOne.mutate({ story: rejecting.story, reason })
              : bulk.mutate({ action: 'reject', ids: rejecting.ids, reason })
          }
          onClose={() => {
            rejectOne.reset();
            bulk.reset();
            setRejecting(null);
          }}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={6000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.severity ?? 'success'}
          variant="filled"
          onClose={() => setNotice(null)}
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
