import type { ScheduleEntry, ScheduleKind } from '@helionews/contracts';
import type { ScheduleRow } from './scheduler.repository.js';

/** When the entry of `kind` happens, or null when the story has no such entry. */
function timeOf(row: ScheduleRow, kind: ScheduleKind): Date | null {
  if (kind === 'publish') return row.status === 'scheduled' ? row.publishAt : null;
  return row.status === 'scheduled' || row.status === 'published' ? row.unpublishAt : null;
}

/** Allow-list of what the calendar shows of one planned publication or unpublication. */
function toScheduleEntry(row: ScheduleRow, kind: ScheduleKind, at: Date): ScheduleEntry {
  return {
    story_id: row.id,
    kind,
    at: at.toISOString(),
    title: row.title,
    status: row.status,
    origin: row.origin,
    category: row.category
      ? { id: row.category.id, slug: row.category.slug, name: row.category.name }
      : null,
    publish_at: row.publishAt?.toISOString() ?? null,
    unpublish_at: row.unpublishAt?.toISOString() ?? null,
  };
}

/**
 * A story's entries: its publication while it is scheduled, its unpublication while it is
 * scheduled or published; with a range, only those in [from, to).
 */
export function toScheduleEntries(
  row: ScheduleRow,
  range?: { from: Date; to: Date },
): ScheduleEntry[] {
  const entries: ScheduleEntry[] = [];
  for (const kind of ['publish', 'unpublish'] as const) {
    const at = timeOf(row, kind);
    if (!at) continue;
    if (range && (at < range.from || at >= range.to)) continue;
    entries.push(toScheduleEntry(row, kind, at));
  }
  return entries;
}
