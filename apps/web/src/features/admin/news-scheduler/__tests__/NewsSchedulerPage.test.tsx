import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { NewsSchedulerPage } from '../routes/NewsSchedulerPage';
import { makeScheduleEntry, scheduleServer } from './schedule-fixtures';

const pages = [
  {
    path: 'news-scheduler',
    handle: { adminSection: 'newsScheduler' },
    element: <NewsSchedulerPage />,
  },
];

const SCHEDULE = '/api/admin/news-scheduler';

/** 23:30 UTC on the 25th is 08:30 on the 26th in Tokyo. */
const briefing = makeScheduleEntry({
  story_id: 41,
  title: 'Tokyo breakfast briefing',
  at: '2026-11-25T23:30:00.000Z',
});
const takedown = makeScheduleEntry({
  story_id: 42,
  kind: 'unpublish',
  title: 'Old launch coverage',
  at: '2026-11-24T03:00:00.000Z',
  origin: 'feed',
  category: null,
});

/** A day of the calendar by its accessible name ('November 26, 2026'). */
const dayCell = (name: RegExp) => screen.getByRole('group', { name });

async function calendar() {
  const region = await screen.findByRole('region', { name: 'Calendar of November 2026' });
  await within(region).findByRole('link', { name: 'Tokyo breakfast briefing' });
  return region;
}

/** The page over `server`'s schedule, its entry 41 movable, once the calendar shows it. */
async function openMovable(server: ReturnType<typeof scheduleServer>) {
  const api = mockApi(
    shellHandlers(makeAdminAccess(), {
      [SCHEDULE]: server.list,
      [`${SCHEDULE}/41`]: server.put,
    }),
  );
  renderAdmin('/admin/news-scheduler', { pages });
  await calendar();
  return { api, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => {
  // Today is Monday 23 November 2026 (19:00 in Tokyo); only the clock is fixed, timers run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('news scheduler', () => {
  it("places entries on their day in the tenant's time zone, not the browser's", async () => {
    const server = scheduleServer([briefing, takedown]);
    mockApi(shellHandlers(makeAdminAccess(), { [SCHEDULE]: server.list }));
    renderAdmin('/admin/news-scheduler', { pages });

    expect(await screen.findByRole('heading', { level: 1, name: 'News Scheduler' })).toBeVisible();
    await calendar();
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
    expect(screen.getByText('Times in Asia/Tokyo')).toBeVisible();

    const thursday = dayCell(/^Thursday, November 26, 2026/);
    expect(
      within(thursday).getByRole('link', { name: 'Tokyo breakfast briefing' }),
    ).toHaveAttribute('href', '/admin/articles/41');
    expect(
      within(thursday).getByRole('button', {
        name: 'Move the publication of “Tokyo breakfast briefing” at 08:30 AM',
      }),
    ).toBeVisible();
    expect(within(dayCell(/^Wednesday, November 25, 2026/)).queryByRole('link')).toBeNull();

    // An unpublication, on its own day, linking to the review queue (a feed story).
    const tuesday = dayCell(/^Tuesday, November 24, 2026/);
    expect(
      within(tuesday).getByRole('button', {
        name: 'Move the unpublication of “Old launch coverage” at 12:00 PM',
      }),
    ).toBeVisible();
    expect(within(tuesday).getByRole('link', { name: 'Old launch coverage' })).toHaveAttribute(
      'href',
      '/admin/stories',
    );

    const today = dayCell(/^Monday, November 23, 2026 \(today\)$/);
    expect(today).toHaveAttribute('aria-current', 'date');

    // The list shows the same entries, grouped by day, with their kind spelled out.
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'List' }));
    const list = screen.getByRole('region', { name: 'Schedule of November 2026' });
    const days = within(list).getAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual([
      'Tuesday, November 24, 2026',
      'Thursday, November 26, 2026',
    ]);
    const thursdayGroup = within(list).getByRole('group', { name: 'Thursday, November 26, 2026' });
    expect(thursdayGroup).toHaveTextContent('08:30');
    expect(thursdayGroup).toHaveTextContent('Publication');
    expect(
      within(list).getByRole('group', { name: 'Tuesday, November 24, 2026' }),
    ).toHaveTextContent('Unpublication');
  });

  it('in UTC the same entry stays on the 25th', async () => {
    const server = scheduleServer([briefing], { timeZone: 'UTC' });
    mockApi(shellHandlers(makeAdminAccess(), { [SCHEDULE]: server.list }));
    renderAdmin('/admin/news-scheduler', { pages });
    await calendar();
    expect(
      within(dayCell(/^Wednesday, November 25, 2026/)).getByRole('link', {
        name: 'Tokyo breakfast briefing',
      }),
    ).toBeVisible();
    expect(screen.getByText('Times in UTC')).toBeVisible();
  });

  it('asks for the range of the month shown, and moves by month', async () => {
    const server = scheduleServer([briefing]);
    const api = mockApi(shellHandlers(makeAdminAccess(), { [SCHEDULE]: server.list }));
    renderAdmin('/admin/news-scheduler', { pages });
    await calendar();
    const ranges = () =>
      api
        .requestsTo(SCHEDULE)
        .map((request) => [
          request.url.searchParams.get('from'),
          request.url.searchParams.get('to'),
        ]);
    // November's grid runs Monday 26 October to Sunday 6 December, with a day to spare each side.
    expect(ranges().at(-1)).toEqual(['2026-10-25T00:00:00.000Z', '2026-12-08T00:00:00.000Z']);

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'December 2026' })).toBeVisible();
    await waitFor(() =>
      expect(ranges().at(-1)).toEqual(['2026-11-29T00:00:00.000Z', '2027-01-05T00:00:00.000Z']),
    );
    expect(
      await screen.findByRole('region', { name: 'Calendar of December 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Thursday, December 31, 2026/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'October 2026' })).toBeVisible();
    await waitFor(() =>
      expect(ranges().at(-1)).toEqual(['2026-09-27T00:00:00.000Z', '2026-11-03T00:00:00.000Z']),
    );
    expect(await screen.findByText('Nothing is scheduled in October 2026.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
  });

  it('reschedules through the dialog, sending the new time as an ISO instant', async () => {
    const server = scheduleServer([briefing]);
    const { api, user } = await openMovable(server);
    await user.click(screen.getByRole('button', { name: 'Reschedule “Tokyo breakfast briefing”' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reschedule “Tokyo breakfast briefing”',
    });
    const field = within(dialog).getByLabelText(/Publication time/);
    // The field shows Tokyo's wall clock.
    expect(field).toHaveValue('2026-11-26T08:30');
    expect(field).toHaveAccessibleDescription("In the publication's time zone, Asia/Tokyo");

    // A time in the past is refused before anything is sent.
    fireEvent.change(field, { target: { value: '2026-11-20T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Choose a time in the future'));
    expect(api.requestsTo(`${SCHEDULE}/41`)).toEqual([]);

    fireEvent.change(field, { target: { value: '2026-11-28T09:15' } });
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));

    await waitFor(() => expect(api.requestsTo(`${SCHEDULE}/41`)).toHaveLength(1));
    const [put] = api.requestsTo(`${SCHEDULE}/41`);
    expect(put?.method).toBe('PUT');
    // 09:15 in Tokyo is 00:15 UTC.
    expect(put?.body).toEqual({ publish_at: '2026-11-28T00:15:00.000Z' });
    await waitFor(() =>
      expect(
        within(dayCell(/^Saturday, November 28, 2026/)).getByRole('button', {
          name: 'Move the publication of “Tokyo breakfast briefing” at 09:15 AM',
        }),
      ).toBeVisible(),
    );
    expect(within(dayCell(/^Thursday, November 26, 2026/)).queryByRole('link')).toBeNull();
    expect(await screen.findByText(/“Tokyo breakfast briefing” moved to/)).toBeVisible();
  });

  it("refuses, before sending, a publication after the story's unpublication and an empty time", async () => {
    const server = scheduleServer([{ ...briefing, unpublish_at: '2026-11-27T00:00:00.000Z' }]);
    const { api, user } = await openMovable(server);
    await user.click(screen.getByRole('button', { name: 'Reschedule “Tokyo breakfast briefing”' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reschedule “Tokyo breakfast briefing”',
    });
    const field = within(dialog).getByLabelText(/Publication time/);
    const submit = within(dialog).getByRole('button', { name: 'Reschedule' });

    // 09:15 on the 28th in Tokyo is after the unpublication (09:00 on the 27th there).
    fireEvent.change(field, { target: { value: '2026-11-28T09:15' } });
    await user.click(submit);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /^The publication must come before the unpublication \(.+\)$/,
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();

    // A change clears the complaint until the next try.
    fireEvent.change(field, { target: { value: '' } });
    expect(field).toHaveAccessibleDescription("In the publication's time zone, Asia/Tokyo");
    await user.click(submit);
    await waitFor(() => expect(field).toHaveAccessibleDescription('Choose a date and time'));
    expect(api.requestsTo(`${SCHEDULE}/41`)).toEqual([]);
  });

  it('shows a move at once and undoes it when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: (response: Response) => void = () => undefined;
    const server = scheduleServer([briefing], {
      failPut: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = await openMovable(server);
    await user.click(screen.getByRole('button', { name: 'Reschedule “Tokyo breakfast briefing”' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Publication time/), {
      target: { value: '2026-11-27T08:30' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));

    // Moved on screen before the server has answered.
    await waitFor(() =>
      expect(
        within(dayCell(/^Friday, November 27, 2026/)).getByRole('link', {
          name: 'Tokyo breakfast briefing',
        }),
      ).toBeVisible(),
    );
    expect(within(dayCell(/^Thursday, November 26, 2026/)).queryByRole('link')).toBeNull();

    act(() =>
      answer(
        jsonResponse(
          {
            detail: 'Validation failed',
            errors: [
              { field: 'body.publish_at', message: 'unpublish_at must be after publish_at' },
            ],
          },
          422,
        ),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not move “Tokyo breakfast briefing”: unpublish_at must be after publish_at',
    );
    await waitFor(() =>
      expect(
        within(dayCell(/^Thursday, November 26, 2026/)).getByRole('link', {
          name: 'Tokyo breakfast briefing',
        }),
      ).toBeVisible(),
    );
    expect(within(dayCell(/^Friday, November 27, 2026/)).queryByRole('link')).toBeNull();
  });

  it('moves an entry by keyboard drag-and-drop to another day, keeping its time', async () => {
    // jsdom lays nothing out: give the calendar's cells a 100 px grid, and chips a place in them.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      // The drag overlay sits where dnd-kit placed it (position: fixed, at the chip).
      const overlay = this.closest<HTMLElement>('[style*="position: fixed"]');
      if (overlay) {
        const { left, top, width, height } = overlay.style;
        return new DOMRect(
          parseFloat(left),
          parseFloat(top),
          parseFloat(width),
          parseFloat(height),
        );
      }
      const cell = this.closest('[data-day]');
      if (!cell?.parentElement) return new DOMRect(0, 0, 0, 0);
      const index = [...cell.parentElement.children].indexOf(cell);
      const left = (index % 7) * 100;
      const top = Math.floor(index / 7) * 100;
      return this === cell
        ? new DOMRect(left, top, 100, 100)
        : new DOMRect(left + 5, top + 40, 90, 20);
    });
    const server = scheduleServer([briefing]);
    const { api, user } = await openMovable(server);
    const handle = screen.getByRole('button', {
      name: 'Move the publication of “Tokyo breakfast briefing” at 08:30 AM',
    });
    expect(handle).toHaveAttribute('aria-roledescription', 'draggable entry');
    handle.focus();
    const listens = vi.spyOn(document, 'addEventListener');
    await user.keyboard('[Space]');
    // The sensor listens for the arrows from the next tick on: wait until it does.
    await waitFor(() =>
      expect(listens).toHaveBeenCalledWith('keydown', expect.any(Function), undefined),
    );
    // Screen readers hear where the entry is at each step.
    const announced = () =>
      [...document.querySelectorAll('[aria-live="assertive"]')].map((n) => n.textContent).join(' ');
    expect(announced()).toContain(
      '“Tokyo breakfast briefing” is over Thursday, November 26, 2026.',
    );
    await user.keyboard('[ArrowRight]');
    await waitFor(() =>
      expect(announced()).toContain(
        '“Tokyo breakfast briefing” is over Friday, November 27, 2026.',
      ),
    );
    await user.keyboard('[ArrowDown][ArrowLeft][Space]');
    await waitFor(() =>
      expect(announced()).toContain(
        '“Tokyo breakfast briefing” was dropped on Thursday, December 3, 2026.',
      ),
    );

    // Thursday 26th, right to Friday 27th, down to Friday 4 December, left to Thursday 3rd.
    await waitFor(() => expect(api.requestsTo(`${SCHEDULE}/41`)).toHaveLength(1));
    expect(api.requestsTo(`${SCHEDULE}/41`)[0]?.body).toEqual({
      publish_at: '2026-12-02T23:30:00.000Z',
    });
    await waitFor(() =>
      expect(
        within(dayCell(/^Thursday, December 3, 2026/)).getByRole('link', {
          name: 'Tokyo breakfast briefing',
        }),
      ).toBeVisible(),
    );
  });

  it('shows the failure with a retry, and an empty month plainly', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    mockApi(
      shellHandlers(makeAdminAccess(), {
        [SCHEDULE]: (request: Parameters<ReturnType<typeof scheduleServer>['list']>[0]) =>
          fail
            ? jsonResponse({ detail: 'Database unavailable' }, 503)
            : scheduleServer([]).list(request),
      }),
    );
    renderAdmin('/admin/news-scheduler', { pages });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch schedule');
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing is scheduled in November 2026.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
