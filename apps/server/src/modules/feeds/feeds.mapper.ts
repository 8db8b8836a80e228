import type { Feed } from '@helionews/contracts';
import type { FeedWithCategory } from './feeds.repository.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A feed as the back-office shows it (never its validators: etag, last-modified). */
export function toFeed(row: FeedWithCategory): Feed {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    category: row.category,
    is_active: row.isActive,
    auto_approve: row.autoApprove,
    poll_interval_minutes: row.pollIntervalMinutes,
    status: row.lastStatus,
    last_error: row.lastError,
    consecutive_failures: row.consecutiveFailures,
    last_fetched_at: iso(row.lastFetchedAt),
    next_fetch_at: iso(row.nextFetchAt),
    item_count: row.itemCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
