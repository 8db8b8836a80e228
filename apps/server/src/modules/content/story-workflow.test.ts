import { STORY_STATUSES } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import { authorMayEdit, canTransition, transitionAction } from './story-workflow.js';

describe('story workflow', () => {
  it('lets an author submit and withdraw, and nothing an editor decides', () => {
    expect(canTransition('draft', 'pending', 'author')).toBe(true);
    expect(canTransition('pending', 'draft', 'author')).toBe(true);
    expect(canTransition('rejected', 'pending', 'author')).toBe(true);
    for (const to of ['published', 'scheduled', 'rejected', 'archived'] as const) {
      for (const from of STORY_STATUSES) {
        if (from !== to) expect(canTransition(from, to, 'author'), `${from} -> ${to}`).toBe(false);
      }
    }
  });

  it('lets an editor approve, reject, publish directly, archive and restore', () => {
    expect(canTransition('pending', 'published', 'editor')).toBe(true);
    expect(canTransition('pending', 'scheduled', 'editor')).toBe(true);
    expect(canTransition('pending', 'rejected', 'editor')).toBe(true);
    expect(canTransition('draft', 'published', 'editor')).toBe(true);
    expect(canTransition('published', 'archived', 'editor')).toBe(true);
    expect(canTransition('archived', 'draft', 'editor')).toBe(true);
  });

  it('refuses moves that skip review or resurrect a decision', () => {
    expect(canTransition('draft', 'rejected', 'editor')).toBe(false);
    expect(canTransition('published', 'pending', 'editor')).toBe(false);
    expect(canTransition('published', 'rejected', 'editor')).toBe(false);
    expect(canTransition('scheduled', 'pending', 'editor')).toBe(false);
  });

  it('lets authors edit only what is not yet decided', () => {
    expect(STORY_STATUSES.filter(authorMayEdit)).toEqual(['draft', 'pending', 'rejected']);
  });

  it('names each move for the activity table', () => {
    expect(transitionAction('draft', 'pending')).toBe('submit');
    expect(transitionAction('pending', 'published')).toBe('approve');
    expect(transitionAction('draft', 'published')).toBe('publish');
    expect(transitionAction('pending', 'rejected')).toBe('reject');
    expect(transitionAction('archived', 'draft')).toBe('restore');
    expect(transitionAction('draft', 'draft')).toBe('update');
  });
});
