import type { ActivityAction, StoryStatus } from '@helionews/contracts';

/**
 * Who moves a story from one status to another (issue "Editorial back-office"):
 * draft -> pending (submit) -> published or scheduled (approve) or rejected -> archived.
 * Authors (contributors, on their own articles) write and submit; editors (and admins) review,
 * publish directly, schedule, archive and restore.
 */
export type WorkflowActor = 'author' | 'editor';

const TRANSITIONS: Record<StoryStatus, Record<WorkflowActor, readonly StoryStatus[]>> = {
  draft: { author: ['pending'], editor: ['pending', 'published', 'scheduled', 'archived'] },
  pending: {
    author: ['draft'],
    editor: ['draft', 'published', 'scheduled', 'rejected', 'archived'],
  },
  rejected: {
    author: ['draft', 'pending'],
    editor: ['draft', 'pending', 'published', 'scheduled', 'archived'],
  },
  scheduled: { author: [], editor: ['draft', 'published', 'archived'] },
  published: { author: [], editor: ['archived'] },
  archived: { author: [], editor: ['draft', 'published'] },
};

/** Staying in the same status is always allowed (a save that changes only fields). */
export function canTransition(from: StoryStatus, to: StoryStatus, actor: WorkflowActor): boolean {
  return from === to || TRANSITIONS[from][actor].includes(to);
}

/** Statuses in which an author may still change their own article. */
export function authorMayEdit(status: StoryStatus): boolean {
  return status === 'draft' || status === 'pending' || status === 'rejected';
}

/** What the activity table calls a move to `to` (from `from`). */
export function transitionAction(from: StoryStatus, to: StoryStatus): ActivityAction {
  if (from === to) return 'update';
  switch (to) {
    case 'pending':
      return 'submit';
    case 'published':
      return from === 'pending' ? 'approve' : 'publish';
    case 'scheduled':
      return from === 'pending' ? 'approve' : 'schedule';
    case 'rejected':
      return 'reject';
    case 'archived':
      return 'archive';
    case 'draft':
      return from === 'archived' ? 'restore' : 'update';
  }
}

/** Statuses readers can see: a move into or out of one bumps the tenant's content version. */
export function isReaderVisible(status: StoryStatus): boolean {
  return status === 'published';
}
