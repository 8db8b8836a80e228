import type { RescheduleResult, ScheduleEntry, ScheduleResponse } from '@helionews/contracts';
import type { RecordedRequest } from '@/test/mock-api';

export function makeScheduleEntry(overrides: Partial<ScheduleEntry> = {}): ScheduleEntry {
  const kind = overrides.kind ?? 'publish';
  const at = overrides.at ?? '2026-11-25T09:00:00.000Z';
  return {
    story_id: 1,
    kind,
    at,
    title: 'Mars rover wakes up',
    status: kind === 'publish' ? 'scheduled' : 'published',
    origin: 'editorial',
    category: { id: 3, slug: 'space', name: 'Space' },
    publish_at: kind === 'publish' ? at : null,
    unpublish_at: kind === 'unpublish' ? at : null,
    ...overrides,
  };
}

/**
 * A small server: GET answers the entries in the asked range with the tenant's zone; PUT moves
 * an entry (unless `failPut` answers instead) so that the refetch afterwards shows the move.
 */
export function scheduleServer(
  entries: ScheduleEntry[],
  { timeZone = 'Asia/Tokyo', failPut }: { timeZone?: string; failPut?: () => unknown } = {},
) {
  let current = [...entries];
  const list = ({ url }: RecordedRequest): ScheduleResponse => {
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    return {
      from,
      to,
      time_zone: timeZone,
      entries: current.filter((entry) => entry.at >= from && entry.at < to),
    };
  };
  const put = (request: RecordedRequest): unknown => {
    if (failPut) return failPut();
    const id = Number(request.url.pathname.split('/').at(-1));
    const body = request.body as { publish_at?: string; unpublish_at?: string | null };
    current = current.flatMap((entry) => {
      if (entry.story_id !== id) return [entry];
      const moved = {
        ...entry,
        ...(body.publish_at !== undefined && { publish_at: body.publish_at }),
        ...(body.unpublish_at !== undefined && { unpublish_at: body.unpublish_at }),
      };
      const at = entry.kind === 'publish' ? moved.publish_at : moved.unpublish_at;
      return at ? [{ ...moved, at }] : [];
    });
    const mine = current.filter((entry) => entry.story_id === id);
    const result: RescheduleResult = {
      story_id: id,
      publish_at: mine[0]?.publish_at ?? null,
      unpublish_at: mine[0]?.unpublish_at ?? null,
      entries: mine,
    };
    return result;
  };
  return { list, put };
}
