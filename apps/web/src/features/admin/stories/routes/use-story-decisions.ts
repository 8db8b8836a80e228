import type { AdminStory, AdminStoryBulk, AdminStoryBulkResult } from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_STORIES_NS } from '@/features/admin/shared/admin-i18n';
import { failureOf, type Failure } from '../api/failure-message';
import {
  approveStory,
  decideStories,
  refreshAfterReview,
  rejectStory,
  STORY_CLIENT_ERRORS,
} from '../api/stories';
import type { Notice } from '@/features/admin/shared/components/PageNotice';

/** Who is being rejected: one story (from its row or preview) or the selection. */
export type Rejecting = { kind: 'one'; story: AdminStory } | { kind: 'many'; ids: number[] } | null;

/**
 * Approving and rejecting stories, one or the selection at once: the calls, the story being
 * previewed or rejected, and what the page says afterwards. `setSelected` keeps what failed in
 * a bulk decision selected.
 */
export function useStoryDecisions(
  selected: ReadonlySet<number>,
  setSelected: (ids: ReadonlySet<number>) => void,
) {
  const { t } = useTranslation(ADMIN_STORIES_NS);
  const queryClient = useQueryClient();
  const [previewing, setPreviewing] = useState<AdminStory | null>(null);
  const [rejecting, setRejecting] = useState<Rejecting>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

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

  const rejectFailure =
    rejectOne.isError && rejecting?.kind === 'one'
      ? failureOf(rejectOne.error, STORY_CLIENT_ERRORS.rejectStory)
      : bulk.isError && rejecting?.kind === 'many'
        ? failureOf(bulk.error, STORY_CLIENT_ERRORS.rejectStory)
        : null;

  return {
    previewing,
    setPreviewing,
    rejecting,
    notice,
    clearNotice: () => setNotice(null),
    failure,
    clearFailure: () => setFailure(null),
    busyIds,
    /** A decision on the selection is on its way. */
    bulkPending: bulk.isPending,
    /** A decision on one story is on its way. */
    onePending: approveOne.isPending || rejectOne.isPending,
    rejectPending: rejectOne.isPending || bulk.isPending,
    rejectFailure,
    approve: (story: AdminStory) => approveOne.mutate(story),
    askReject: (story: AdminStory) => setRejecting({ kind: 'one', story }),
    approveSelection: () => {
      if (selected.size > 0 && !bulk.isPending)
        bulk.mutate({ action: 'approve', ids: [...selected] });
    },
    rejectSelection: () => {
      if (selected.size > 0 && !bulk.isPending) setRejecting({ kind: 'many', ids: [...selected] });
    },
    /** Rejects what the reason dialog is open for. */
    reject: (reason: string) => {
      if (rejecting?.kind === 'one') rejectOne.mutate({ story: rejecting.story, reason });
      else if (rejecting) bulk.mutate({ action: 'reject', ids: rejecting.ids, reason });
    },
    cancelReject: () => {
      rejectOne.reset();
      bulk.reset();
      setRejecting(null);
    },
  };
}
