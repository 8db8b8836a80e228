import type { Feed } from '@helionews/contracts';

/** What to call a feed: its name, else its address's host, else `untitled`. */
export function feedLabel(feed: Pick<Feed, 'title' | 'url'>, untitled: string): string {
  if (feed.title) return feed.title;
  try {
    return new URL(feed.url).host || untitled;
  } catch {
    return untitled;
  }
}
