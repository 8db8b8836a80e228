import { ROUTES, type Comment, type CommentEntry, type CommentSort } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  keepPreviousData,
  useInfiniteQuery,
  useQueryClient,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { sectionHeadingSx } from '../../stories/components/section-heading';
import { commentsQueryOptions } from '../api/get-comments';
import { commentKeys } from '../api/query-keys';
import {
  commentTotal,
  visibleComments,
  withArrivedComment,
  withoutComment,
  type CommentPages,
} from '../api/thread-cache';
import { useLiveComments } from '../api/use-live-comments';
import { useViewer } from '../api/use-viewer';
import { deleteComment, postComment, reportComment, updateComment } from '../api/write-comments';
import { commentErrorText } from '../comment-errors';
import { useCommentTexts } from '../comment-texts';
import { CommentComposer } from './CommentComposer';
import { CommentItem, type ThreadActions } from './CommentItem';

/** The relative times move on by themselves this often. */
const CLOCK_TICK_MS = 30_000;
const SORTS: readonly CommentSort[] = ['newest', 'oldest'];

/** The section's anchor: the sign-in link comes back to it. */
export const COMMENTS_ANCHOR = 'comments';

/** The reader's way to /login and back here (under the page's /tenant/{slug} prefix, if any). */
function signInHref(): string {
  const { pathname, search } = window.location;
  const prefix = /^\/tenant\/[^/]+/.exec(pathname)?.[0] ?? '';
  const back = encodeURIComponent(`${pathname}${search}#${COMMENTS_ANCHOR}`).replace(/%2F/g, '/');
  return `${prefix}${ROUTES.login}?returnTo=${back}`;
}

function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The section's place while it loads: what the server renders, so the page does not jump. */
function ThreadSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true">
      <VisuallyHidden>{t('comments.loading')}</VisuallyHidden>
      <Stack spacing={2} aria-hidden>
        {[0, 1].map((row) => (
          <Box key={row}>
            <Skeleton variant="text" sx={{ width: '30%' }} />
            <Skeleton variant="rounded" sx={{ height: 56 }} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function updateLists(
  queryClient: ReturnType<typeof useQueryClient>,
  storyId: number,
  change: (data: CommentPages, sort: CommentSort) => CommentPages,
) {
  for (const sort of SORTS) {
    queryClient.setQueryData<CommentPages>(commentKeys.list(storyId, sort), (data) =>
      data ? change(data, sort) : data,
    );
  }
}

function hasMorePages(data: CommentPages): boolean {
  const last = data.pages.at(-1);
  return last !== undefined && last.page * last.page_size < last.total;
}

interface ThreadProps {
  storyId: number;
  sort: CommentSort;
  onSort: (sort: CommentSort) => void;
  list: UseInfiniteQueryResult<CommentPages>;
}

/** The thread itself, once its texts are here (they load with the island). */
function Thread({ storyId, sort, onSort, list }: ThreadProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const now = useClock();
  const [notice, setNotice] = useState<string | null>(null);
  const postKey = useRef<{ body: string; key: string } | null>(null);
  const comments = visibleComments(list.data);

  const refresh = () => queryClient.invalidateQueries({ queryKey: commentKeys.story(storyId) });

  useLiveComments({
    storyId,
    onComment: (comment) =>
      updateLists(queryClient, storyId, (data, listSort) =>
        withArrivedComment(data, comment, listSort, hasMorePages(data)),
      ),
    onResync: () => void refresh(),
  });

  const fail = (action: Parameters<typeof commentErrorText>[1]) => (error: unknown) => {
    throw new Error(commentErrorText(error, action, t));
  };

  const send = async (body: string, parentId?: number): Promise<'approved' | 'pending'> => {
    // A retry of the same text (a lost answer) keeps its key, so the server posts it once.
    if (postKey.current?.body !== `${parentId ?? ''}:${body}`) {
      postKey.current = { body: `${parentId ?? ''}:${body}`, key: newIdempotencyKey() };
    }
    const result = await postComment({
      storyId,
      body,
      parentId,
      idempotencyKey: postKey.current.key,
    }).catch(fail('postComment'));
    postKey.current = null;
    if (result.status === 'approved') await refresh();
    return result.status;
  };

  const actions: ThreadActions = {
    viewerId: viewer.status === 'signedIn' ? (viewer.user?.id ?? null) : null,
    now,
    language,
    reply: async (parent: Comment, body) => {
      const status = await send(body, parent.id);
      return status === 'pending' ? t('commentThread.pending') : t('commentThread.posted');
    },
    edit: async (comment: CommentEntry, body) => {
      const result = await updateComment({ id: comment.id, body }).catch(fail('updateComment'));
      if (result.status === 'pending') {
        updateLists(queryClient, storyId, (data) => withoutComment(data, comment.id));
        setNotice(t('commentThread.editPending'));
        return null;
      }
      await refresh();
      return t('commentThread.updated');
    },
    remove: async (comment: CommentEntry) => {
      await deleteComment(comment.id).catch(fail('deleteComment'));
      updateLists(queryClient, storyId, (data) => withoutComment(data, comment.id));
      setNotice(t('commentThread.deleted'));
      void refresh();
      return null;
    },
    report: async (comment: CommentEntry, reason) => {
      await reportComment({ id: comment.id, reason }).catch(fail('reportComment'));
      return t('commentThread.reported');
    },
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {/* What the reader may write, and what became of it (announced, kept in place). */}
      <Box>
        {viewer.status === 'signedOut' && (
          <Button variant="outlined" href={signInHref()}>
            {t('commentThread.signIn')}
          </Button>
        )}
        {viewer.status === 'signedIn' && (
          <CommentComposer
            label={t('commentThread.composer.label')}
            submitLabel={t('commentThread.composer.submit')}
            onSubmit={async (body) => {
              const status = await send(body);
              setNotice(
                status === 'pending' ? t('commentThread.pending') : t('commentThread.posted'),
              );
            }}
          />
        )}
        <Box role="status">
          {notice && (
            <Alert severity="info" onClose={() => setNotice(null)} sx={{ mt: 2 }}>
              {notice}
            </Alert>
          )}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 1,
        }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={sort}
          aria-label={t('commentThread.sortLabel')}
          onChange={(_, next: CommentSort | null) => {
            if (next) onSort(next);
          }}
        >
          {SORTS.map((value) => (
            // Unpressed, MUI draws the text in action.active, too faint on a tinted publication
            // background (axe, the space tenant); the pressed one keeps its shaded background.
            <ToggleButton key={value} value={value} sx={{ color: 'text.primary' }}>
              {t(`commentThread.sort.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {list.isPending ? (
        <ThreadSkeleton />
      ) : list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('commentThread.retry')}
            </Button>
          }
        >
          {commentErrorText(list.error, 'fetchComments', t)}
        </Alert>
      ) : comments.length === 0 ? (
        <Typography color="text.secondary">{t('commentThread.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 3 }}>
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} actions={actions} />
          ))}
        </Box>
      )}
      {list.hasNextPage && (
        <Box>
          <Button
            variant="outlined"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            {t('commentThread.more')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * A story's "Comments" section (issue 24): the frame the server renders (its heading and a
 * placeholder), and in the browser the approved comments, newest or oldest first, a page at a
 * time, with what a signed-in reader may write, and those approved while the page is open. Not
 * shown at all when the publication has comments turned off.
 */
export function CommentsSection({ storyId }: { storyId: number }) {
  const { t, i18n } = useTranslation();
  const ready = useCommentTexts();
  const [sort, setSort] = useState<CommentSort>('newest');
  const list = useInfiniteQuery({
    ...commentsQueryOptions(storyId, sort),
    // Another order keeps the thread (and its count) on screen until it has loaded.
    placeholderData: keepPreviousData,
  });
  const total = commentTotal(list.data);
  // Not useId: the section is rendered within the page on the server and alone in the island.
  const headingId = `${COMMENTS_ANCHOR}-${storyId}-heading`;

  // Comments turned off since the page was cached, or the story is gone: nothing to show.
  if (isApiError(list.error) && list.error.status === 404) return null;

  return (
    <Box
      component="section"
      id={COMMENTS_ANCHOR}
      aria-labelledby={headingId}
      sx={{ mt: 6, scrollMarginTop: (theme) => theme.spacing(10) }}
    >
      <Typography id={headingId} variant="h4" component="h2" sx={sectionHeadingSx}>
        {ready && total !== null
          ? t('commentThread.heading', {
              total: new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language).format(total),
            })
          : t('comments.title')}
      </Typography>
      {ready ? (
        <Thread storyId={storyId} sort={sort} onSort={setSort} list={list} />
      ) : (
        <ThreadSkeleton />
      )}
    </Box>
  );
}
