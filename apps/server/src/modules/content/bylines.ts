import type { ContentRepository } from './content.repository.js';
import { ANYTHING } from './content-tags.js';

/** The account that wrote an article, as a byline needs it. */
export interface BylineWriter {
  username: string;
  displayName: string | null;
}

/**
 * The byline readers see after "By" (issue 20, item 13): the name typed in the article's Byline
 * field; when nothing is typed, or what is typed is the writer's own username (the editor used to
 * fill it in), the writer's display name, else their username. Stories nobody wrote here (feed
 * items, seeded stories) keep the author they came with.
 *
 * The same rule twice: `bylineOf` for rows already joined to their writer (the back-office), and
 * `bylineSql` (content.repository.ts) for the reader's queries, which select it in place of the
 * stored author so that every list, page, feed and search hit shows the same name.
 * bylines.test.ts holds the two together.
 */
export function bylineOf(author: string | null, writer: BylineWriter | null): string | null {
  const typed = author?.trim() ?? '';
  if (writer && (typed === '' || typed.toLowerCase() === writer.username.toLowerCase())) {
    return writer.displayName ?? writer.username;
  }
  return author;
}

/**
 * After an account's display name or username changed, inside the same transaction: bumps the
 * content version of every publication where it has published articles, so that cached pages,
 * feeds and lists show its new name at once. Answers those publications' ids.
 */
export async function refreshBylinesOf(
  content: ContentRepository,
  userId: number,
): Promise<number[]> {
  const tenantIds = await content.tenantsPublishedBy(userId);
  for (const tenantId of tenantIds) await content.bumpVersion(tenantId, ANYTHING);
  return tenantIds;
}
