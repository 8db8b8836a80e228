import type { StorySummary } from '@helionews/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  makeSpaceTenant,
  makeStorySummary,
  makeTenantInfo,
  storyList,
  tenantInfoHandler,
} from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderPage, renderRoutes } from '@/test/render';
import { storyCursor } from '../api/realtime-stream';
import { RealtimeNewsPage, SCROLLED_PX } from '../routes/RealtimeNewsPage';
import { MockEventSource } from './mock-event-source';

const renderRealtime = () => renderPage(<RealtimeNewsPage />, '/realtime-news', '/realtime-news');

const publish = (story: StorySummary, id: string) =>
  act(() => MockEventSource.latest().emit('story', { story }, id));

const headlines = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  MockEventSource.reset();
  vi.stubGlobal('EventSource', MockEventSource);
});

afterEach(() => {
  scrollTo(0);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('realtime news page', () => {
  it('shows the latest stories, then each new one at the top as it is published', async () => {
    const first = makeStorySummary({ title: 'Harbour reopens' });
    const second = makeStorySummary({ title: 'Bridge repairs begin' });
    const api = mockApi({ '/api/stories': storyList([first, second]) });
    const { unmount } = renderRealtime();

    expect(await screen.findByRole('heading', { name: 'Harbour reopens' })).toBeInTheDocument();
    expect(api.requestsTo('/api/stories')[0]?.url.searchParams.get('page')).toBe('1');
    const stream = MockEventSource.latest();
    expect(new URL(stream.url, 'http://localhost').pathname).toBe('/api/realtime/stream');
    expect(stream.params.get('tenant')).toBe('helionews');
    expect(stream.params.get('last_event_id')).toBeNull();
    expect(screen.getByText('Connecting...')).toBeInTheDocument();

    act(() => stream.open());
    expect(screen.getByText('Live')).toBeInTheDocument();

    await publish(makeStorySummary({ id: 900, title: 'Storm warning lifted' }), '900');
    await waitFor(() =>
      expect(headlines()).toEqual([
        'Storm warning lifted',
        'Harbour reopens',
        'Bridge repairs begin',
      ]),
    );

    // The same story twice, and one the page already shows: each appears once.
    await publish(makeStorySummary({ id: 900, title: 'Storm warning lifted' }), '900');
    await publish(first, '901');
    await publish(makeStorySummary({ id: 902, title: 'Ferry timetable changes' }), '902');
    await waitFor(() => expect(headlines()[0]).toBe('Ferry timetable changes'));
    expect(headlines()).toEqual([
      'Ferry timetable changes',
      'Storm warning lifted',
      'Harbour reopens',
      'Bridge repairs begin',
    ]);

    unmount();
    expect(stream.readyState).toBe(MockEventSource.CLOSED);
  });

  it('holds new stories behind a banner while the reader is scrolled down', async () => {
    const user = userEvent.setup();
    const scrollSpy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    mockApi({ '/api/stories': storyList([makeStorySummary({ title: 'Harbour reopens' })]) });
    renderRealtime();
    await screen.findByRole('heading', { name: 'Harbour reopens' });
    act(() => MockEventSource.latest().open());

    scrollTo(SCROLLED_PX + 400);
    await publish(makeStorySummary({ id: 910, title: 'Council votes on budget' }), '910');
    const banner = await screen.findByRole('button', { name: '1 new story' });
    await publish(makeStorySummary({ id: 911, title: 'Library extends hours' }), '911');
    expect(await screen.findByRole('button', { name: '2 new stories' })).toBe(banner);
    expect(headlines()).toEqual(['Harbour reopens']);

    await user.click(banner);
    expect(headlines()).toEqual([
      'Library extends hours',
      'Council votes on budget',
      'Harbour reopens',
    ]);
    expect(scrollSpy).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.queryByRole('button', { name: /new stor/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('reveals waiting stories when the reader scrolls back to the top', async () => {
    mockApi({ '/api/stories': storyList([makeStorySummary({ title: 'Harbour reopens' })]) });
    renderRealtime();
    await screen.findByRole('heading', { name: 'Harbour reopens' });

    scrollTo(SCROLLED_PX + 1);
    await publish(makeStorySummary({ id: 920, title: 'Museum opens late' }), '920');
    await screen.findByRole('button', { name: '1 new story' });

    scrollTo(0);
    expect(headlines()).toEqual(['Museum opens late', 'Harbour reopens']);
    expect(screen.queryByRole('button', { name: '1 new story' })).toBeNull();
  });

  it('says when it is reconnecting or offline, and resumes from the last story', async () => {
    mockApi({ '/api/stories': storyList([makeStorySummary()]) });
    renderRealtime();
    const chip = await screen.findByText('Connecting...');
    expect(chip.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    const first = MockEventSource.latest();
    act(() => first.open());
    await publish(makeStorySummary({ id: 930, title: 'Tram line extended' }), 'cursor-930');
    await screen.findByRole('heading', { name: 'Tram line extended' });

    // The browser retries by itself (and sends Last-Event-ID): the page only says so.
    act(() => first.fail(true));
    expect(screen.getByText('Reconnecting...')).toBeInTheDocument();
    act(() => first.open());
    expect(screen.getByText('Live')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(first.readyState).toBe(MockEventSource.CLOSED);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('Reconnecting...')).toBeInTheDocument();
    const second = MockEventSource.latest();
    expect(second).not.toBe(first);
    expect(second.params.get('last_event_id')).toBe('cursor-930');
    act(() => second.open());
    expect(screen.getByText('Live')).toBeInTheDocument();

    // Closed for good (e.g. 429): the page opens a new stream after a pause.
    act(() => second.fail(false));
    expect(screen.getByText('Reconnecting...')).toBeInTheDocument();
    await waitFor(() => expect(MockEventSource.instances).toHaveLength(3), { timeout: 3000 });
    expect(MockEventSource.latest().params.get('last_event_id')).toBe('cursor-930');
  });

  it('resumes from the newest story it shows, so nothing published meanwhile is missed', async () => {
    const newest = makeStorySummary({ id: 41, published_at: '2026-11-25T10:00:00.000Z' });
    mockApi({ '/api/stories': storyList([newest, makeStorySummary({ id: 40 })]) });
    renderRealtime();
    await screen.findByRole('heading', { name: newest.title });
    const opened = MockEventSource.latest();
    act(() => opened.open());
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(MockEventSource.latest().params.get('last_event_id')).toBe(
      `${Date.parse('2026-11-25T10:00:00.000Z')}-41`,
    );
    expect(storyCursor({ id: 7, published_at: 'not a date' })).toBeNull();
  });

  it('follows the publication of a /tenant/{slug} address', async () => {
    mockApi({
      '/api/tenant/info': tenantInfoHandler([makeTenantInfo(), makeSpaceTenant()]),
      '/api/stories': storyList([makeStorySummary({ title: 'Launch window opens' })]),
    });
    renderRoutes([{ path: '/tenant/:tenantSlug/realtime-news', element: <RealtimeNewsPage /> }], {
      path: '/tenant/space/realtime-news',
      tenant: true,
    });

    await screen.findByRole('heading', { name: 'Launch window opens' });
    await waitFor(() => expect(MockEventSource.latest().params.get('tenant')).toBe('space'));
    expect(
      within(screen.getByRole('list', { name: 'Latest stories' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });
});
