import type { AuthorProfile } from '@helionews/contracts';
import type { AuthorRow } from './authors.repository.js';

/**
 * Allow-list: the public face of an account, named field by field. Its email, roles, sign-in
 * dates and preferences never leave here (the row does not even hold them).
 */
export function toAuthorProfile(row: AuthorRow, storyCount: number): AuthorProfile {
  return {
    username: row.username,
    name: row.displayName ?? row.username,
    display_name: row.displayName,
    story_count: storyCount,
  };
}
