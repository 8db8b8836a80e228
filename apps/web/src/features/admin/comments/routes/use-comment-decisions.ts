import type {
  AdminComment,
  AdminCommentBulkResult,
  CommentModerationAction,
} from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf, type Failure } from '@/features/admin/shared/api/failure';
import { ADMIN_COMMENTS_NS } from '@/features/admin/shared/admin-i18n';
import {
  banCommenter,
  COMMENT_ADMIN_ERRORS,
  moderateComment,
  moderateComments,
  refreshAfterModeration,
  unbanCommenter,
} from '../api/comments';
import type { Notice } from '@/features/admin/shared/components/PageNotice';

/** Ids per bulk call: a long selection goes in steps, so the page can say how far it got. */
export const BULK_STEP = 10;

/** The author a ban or its lifting is being confirmed for. */
export interface BanTarget {
  author: AdminComment['author'];
  action: 'ban' | 'unban';
}

export interface BulkProgress {
  action: CommentModerationAction;
  done: number;
  total: number;
}

/**
 * Deciding comments, one or the selection at once (in steps of BULK_STEP, with the progress), and
 * banning or letting back their authors: the calls, what is being confirmed, and what the page
 * says afterwards. `setSelected` keeps what failed in a bulk decision selected.
 */
export function useCommentDecisions(
  selected: ReadonlySet<number>,
  setSelected: (ids: ReadonlySet<number>) => void,
) {
  const { t } = useTranslation(ADMIN_COMMENTS_NS);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [banTarget, setBanTarget] = useState<BanTarget | null>(null);

  const refresh = () => refreshAfterModeration(queryClient);

  const one = useMutation({
    mutationFn: ({ comment, action }: { comment: AdminComment; action: CommentModerationAction }) =>
      moderateComment(comment.id, action),
    onMutate: () => setFailure(null),
    onSuccess: (comment, { action }) =>
      setNotice({
        message: t(`decided.${action}`, { author: comment.author.display_name }),
        severity: 'success',
      }),
    onError: (error) => setFailure(failureOf(error, COMMENT_ADMIN_ERRORS.moderateComment)),
    onSettled: refresh,
  });

  const bulk = useMutation({
    mutationFn: async ({ ids, action }: { ids: number[]; action: CommentModerationAction }) => {
      const result: AdminCommentBulkResult = { updated: [], failed: [] };
      setProgress({ action, done: 0, total: ids.length });
      try {
        for (let start = 0; start < ids.length; start += BULK_STEP) {
          const step = await moderateComments({ ids: ids.slice(start, start + BULK_STEP), action });
          result.updated.push(...step.updated);
          result.failed.push(...step.failed);
          setProgress({ action, done: Math.min(ids.length, start + BULK_STEP), total: ids.length });
        }
      } catch (error) {
        // What was decided before the failure stays decided: say so with the failure.
        setSelected(new Set(ids.filter((id) => !result.updated.includes(id))));
        throw error;
      }
      return result;
    },
    onMutate: () => setFailure(null),
    onSuccess: (result, { action }) => {
      const failed = result.failed.length;
      const message = t(`bulk.done.${action}`, { number: result.updated.length });
      setNotice({
        message: failed > 0 ? `${message}. ${t('bulk.failuresKept', { number: failed })}` : message,
        severity: failed > 0 ? 'warning' : 'success',
      });
      // What failed stays selected, to look at or try again.
      setSelected(new Set(result.failed.map((entry) => entry.id)));
    },
    onError: (error) => setFailure(failureOf(error, COMMENT_ADMIN_ERRORS.moderateComments)),
    onSettled: () => {
      setProgress(null);
      return refresh();
    },
  });

  const ban = useMutation({
    mutationFn: ({ author, action }: BanTarget) =>
      action === 'ban' ? banCommenter(author.id).then(() => undefined) : unbanCommenter(author.id),
    onSuccess: (_, { author, action }) => {
      setBanTarget(null);
      setNotice({
        message: t(`${action}.done`, { author: author.display_name }),
        severity: 'success',
      });
    },
    onSettled: refresh,
  });

  const busyIds = new Set<number>([
    ...(one.isPending && one.variables ? [one.variables.comment.id] : []),
    ...(bulk.isPending && bulk.variables ? bulk.variables.ids : []),
  ]);

  return {
    notice,
    clearNotice: () => setNotice(null),
    failure,
    clearFailure: () => setFailure(null),
    busyIds,
    progress,
    bulkPending: bulk.isPending,
    decide: (comment: AdminComment, action: CommentModerationAction) =>
      one.mutate({ comment, action }),
    decideSelection: (action: CommentModerationAction) => {
      if (selected.size > 0 && !bulk.isPending) bulk.mutate({ ids: [...selected], action });
    },
    banTarget,
    askBan: (target: BanTarget) => {
      ban.reset();
      setBanTarget(target);
    },
    confirmBan: () => {
      if (banTarget) ban.mutate(banTarget);
    },
    cancelBan: () => {
      ban.reset();
      setBanTarget(null);
    },
    banPending: ban.isPending,
    banFailure:
      ban.isError && banTarget
        ? failureOf(
            ban.error,
            banTarget.action === 'ban'
              ? COMMENT_ADMIN_ERRORS.banCommenter
              : COMMENT_ADMIN_ERRORS.unbanCommenter,
          )
        : null,
  };
}
