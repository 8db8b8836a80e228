import type { AdminArticle, AdminArticleSummary } from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { formatLongDate } from '@/lib/format-date';
import {
  ARTICLE_CLIENT_ERRORS,
  approveArticle,
  articleChanged,
  deleteArticle,
  rejectArticle,
} from '../api/articles';
import { errorText } from '../error-text';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog';
import { SendAsNewsletterEntry } from '@/features/admin/newsletters/entry/SendAsNewsletterEntry';
import { RejectDialog } from './RejectDialog';

/** `newsletter`: "Send as newsletter" for a published article (issue 32). */
export type ArticleActionKind = 'approve' | 'reject' | 'delete' | 'newsletter';

export interface ArticleAction {
  kind: ArticleActionKind;
  article: Pick<AdminArticleSummary, 'id' | 'title' | 'publish_at'>;
}

/** Approving keeps a publication date still ahead (the article is then scheduled). */
export function approvalDate(publishAt: string | null, now: Date = new Date()): string | null {
  return publishAt && new Date(publishAt).getTime() > now.getTime() ? publishAt : null;
}

export interface ArticleActionDialogProps {
  action: ArticleAction;
  onClose: () => void;
  /** Done: a sentence for the success notice, and the article as it now is (null: deleted). */
  onDone: (message: string, article: AdminArticle | null) => void;
}

/** The confirmation of a review or delete action started from a list row or the editor. */
export function ArticleActionDialog({ action, onClose, onDone }: ArticleActionDialogProps) {
  const { t, i18n } = useTranslation(ADMIN_ARTICLES_NS);
  const queryClient = useQueryClient();
  const { article, kind } = action;
  const [error, setError] = useState<string | null>(null);
  // Approved and published: the article may go out as a newsletter before the dialog closes.
  const [approved, setApproved] = useState<{ message: string; article: AdminArticle } | null>(null);
  const scheduledFor = approvalDate(article.publish_at);

  const mutation = useMutation({
    mutationFn: async (reason: string | null): Promise<AdminArticle | null> => {
      if (kind === 'approve')
        return approveArticle(article.id, scheduledFor ? { publish_at: scheduledFor } : {});
      if (kind === 'reject') return rejectArticle(article.id, reason ?? '');
      await deleteArticle(article.id);
      return null;
    },
    onSuccess: async (changed) => {
      await articleChanged(queryClient, changed, article.id);
      const message =
        kind === 'approve'
          ? changed?.status === 'scheduled'
            ? t('notices.scheduled', { title: article.title })
            : t('notices.approved', { title: article.title })
          : kind === 'reject'
            ? t('notices.rejected', { title: article.title })
            : t('notices.deleted', { title: article.title });
      if (kind === 'approve' && changed?.status === 'published') {
        setApproved({ message, article: changed });
        return;
      }
      onDone(message, changed);
    },
    onError: (failure) =>
      setError(
        errorText(
          failure,
          kind === 'approve'
            ? ARTICLE_CLIENT_ERRORS.approveArticle
            : kind === 'reject'
              ? ARTICLE_CLIENT_ERRORS.rejectArticle
              : ARTICLE_CLIENT_ERRORS.deleteArticle,
        ),
      ),
  });
  const run = (reason: string | null) => {
    setError(null);
    mutation.mutate(reason);
  };

  if (approved) {
    return (
      <SendAsNewsletterEntry
        offer
        storyId={approved.article.id}
        storyTitle={approved.article.title}
        onClose={() => onDone(approved.message, approved.article)}
      />
    );
  }
  if (kind === 'newsletter') {
    return (
      <SendAsNewsletterEntry storyId={article.id} storyTitle={article.title} onClose={onClose} />
    );
  }
  if (kind === 'reject') {
    return (
      <RejectDialog
        title={article.title}
        pending={mutation.isPending}
        error={error}
        onReject={(reason) => run(reason)}
        onClose={onClose}
      />
    );
  }
  if (kind === 'approve') {
    const language = i18n.resolvedLanguage ?? i18n.language;
    return (
      <ConfirmDialog
        title={t('approve.title', { title: article.title })}
        confirmLabel={scheduledFor ? t('approve.confirmSchedule') : t('approve.confirm')}
        pending={mutation.isPending}
        error={error}
        onConfirm={() => run(null)}
        onClose={onClose}
        cancelLabel={t('actions.cancel')}
        text={
          scheduledFor
            ? t('approve.scheduleText', { date: formatLongDate(scheduledFor, language) })
            : t('approve.publishText')
        }
      />
    );
  }
  return (
    <ConfirmDialog
      title={t('delete.title', { title: article.title })}
      confirmLabel={t('delete.confirm')}
      tone="error"
      pending={mutation.isPending}
      error={error}
      onConfirm={() => run(null)}
      onClose={onClose}
      cancelLabel={t('actions.cancel')}
      text={t('delete.text')}
    />
  );
}
