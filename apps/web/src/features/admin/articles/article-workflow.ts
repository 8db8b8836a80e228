import type { AccessRole, AdminArticleSummary, StoryStatus } from '@helionews/contracts';

/**
 * What the back-office offers on an article, by role and status. The server decides (its
 * story-workflow rules); these only keep buttons off the screen that it would refuse.
 */

/** Editors review: tenant editors, tenant admins and platform admins. */
export function isEditorRole(role: AccessRole | null): boolean {
  return role === 'platform_admin' || role === 'admin' || role === 'editor';
}

/** Statuses in which an author may still change their own article. */
export function authorMayEdit(status: StoryStatus): boolean {
  return status === 'draft' || status === 'pending' || status === 'rejected';
}

export interface ArticleCaller {
  role: AccessRole | null;
  userId: number;
}

export function isOwnArticle(
  article: Pick<AdminArticleSummary, 'created_by'>,
  caller: ArticleCaller,
): boolean {
  return article.created_by?.id === caller.userId;
}

/** Editors change any article; contributors their own, until it is published or scheduled. */
export function mayEditArticle(
  article: Pick<AdminArticleSummary, 'created_by' | 'status'>,
  caller: ArticleCaller,
): boolean {
  if (isEditorRole(caller.role)) return true;
  return isOwnArticle(article, caller) && authorMayEdit(article.status);
}

export const mayDeleteArticle = mayEditArticle;

/** Buttons of the editor's workflow bar besides Save. */
export type WorkflowAction =
  | 'submit'
  | 'withdraw'
  | 'publish'
  | 'schedule'
  | 'approve'
  | 'reject'
  | 'unschedule'
  | 'archive'
  | 'restore';

/** The status a workflow button moves the article to (approve and reject have their own calls). */
export const ACTION_TARGET: Record<
  Exclude<WorkflowAction, 'approve' | 'reject'>,
  'draft' | 'pending' | 'published' | 'scheduled' | 'archived'
> = {
  submit: 'pending',
  withdraw: 'draft',
  publish: 'published',
  schedule: 'scheduled',
  unschedule: 'draft',
  archive: 'archived',
  restore: 'draft',
};

/**
 * The workflow buttons for an article in `status` (null: not created yet). `publishAtFuture`:
 * its publication date lies ahead, so editors schedule instead of publishing now.
 */
export function workflowActions(
  status: StoryStatus | null,
  editor: boolean,
  publishAtFuture: boolean,
): WorkflowAction[] {
  const current = status ?? 'draft';
  if (!editor) {
    switch (current) {
      case 'draft':
      case 'rejected':
        return ['submit'];
      case 'pending':
        return ['withdraw'];
      default:
        return [];
    }
  }
  const go: WorkflowAction = publishAtFuture ? 'schedule' : 'publish';
  switch (current) {
    case 'draft':
    case 'rejected':
      return status === null ? [go] : [go, 'archive'];
    case 'pending':
      return ['approve', 'reject', 'archive'];
    case 'scheduled':
      return ['publish', 'unschedule', 'archive'];
    case 'published':
      return ['archive'];
    case 'archived':
      return ['restore', 'publish'];
  }
}
