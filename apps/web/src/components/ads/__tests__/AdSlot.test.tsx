import type { AdPlacementsResponse, AdServeResponse } from '@helionews/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { TestProviders } from '@/test/render';
import { AdSlot } from '../AdSlot';
import { VIEW_MS } from '../AdCreative';

const placements: AdPlacementsResponse = {
  zones: [
    { id: 4, location: 'top_banner', width: 728, height: 90 },
    { id: 9, location: 'sidebar', width: 300, height: 250 },
  ],
};
const ad: AdServeResponse = {
  campaignId: 12,
  zoneId: 4,
  creativeUrl: '/uploads/ads/1/abc.webp',
  alt: 'Solar panels, 20 % off',
  width: 728,
  height: 90,
  clickUrl: '/api/ads/12/click?tenant=helionews',
  impressionUrl: '/api/ads/12/impression',
};

/** A stand-in IntersectionObserver the test drives: `show(ratio)` reports a visibility. */
class FakeObserver {
  static current: FakeObserver | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  show(ratio: number) {
    this.callback(
      [{ intersectionRatio: ratio } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeObserver.current = null;
});

const renderSlot = (location: 'top_banner' | 'sidebar' | 'in_article') =>
  render(
    <TestProviders>
      <AdSlot location={location} />
    </TestProviders>,
  );

describe('ad slot', () => {
  it("reserves the zone's shape, labelled Advertisement, then shows the creative with its alt text", async () => {
    const api = mockApi({
      '/api/ads/placements': placements,
      '/api/ads/serve': () => jsonResponse(ad),
    });
    renderSlot('top_banner');

    const region = await screen.findByRole('complementary', { name: 'Advertisement' });
    expect(region).toHaveStyle({ maxWidth: '728px' });
    expect(region).toHaveTextContent('Advertisement');
    // The box holds 728:90 at any width before the ad arrives: its height is 90/728 of it.
    const box = region.lastElementChild as HTMLElement;
    expect(box).toHaveStyle({ paddingTop: `${(90 / 728) * 100}%`, position: 'relative' });
    expect(box).toBeEmptyDOMElement();

    const image = await screen.findByRole('img', { name: 'Solar panels, 20 % off' });
    const link = image.closest('a');
    expect(link).toHaveAttribute('href', ad.clickUrl);
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(api.requestsTo('/api/ads/serve')[0]?.url.searchParams.get('zone')).toBe('4');
  });

  it('renders nothing for a place without a live zone, or with ads off (no placements)', async () => {
    const api = mockApi({ '/api/ads/placements': { zones: [] } });
    const { container } = renderSlot('top_banner');
    await waitFor(() => expect(api.requestsTo('/api/ads/placements')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('Advertisement')).not.toBeInTheDocument();
    expect(api.requestsTo('/api/ads/serve')).toHaveLength(0);
  });

  it('closes when the server has no ad for the zone (204)', async () => {
    const api = mockApi({
      '/api/ads/placements': placements,
      '/api/ads/serve': () => new Response(null, { status: 204 }),
    });
    const { container } = renderSlot('sidebar');
    await waitFor(() => expect(api.requestsTo('/api/ads/serve')).toHaveLength(1));
    expect(api.requestsTo('/api/ads/serve')[0]?.url.searchParams.get('zone')).toBe('9');
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('counts one impression after half of the ad has been in view for a second', async () => {
    const api = mockApi({
      '/api/ads/placements': placements,
      '/api/ads/serve': () => jsonResponse(ad),
      '/api/ads/12/impression': () => new Response(null, { status: 204 }),
    });
    renderSlot('top_banner');
    await screen.findByRole('img', { name: ad.alt });
    await waitFor(() => expect(FakeObserver.current).not.toBeNull());
    vi.useFakeTimers();

    // Seen briefly, then scrolled away: nothing counts.
    act(() => FakeObserver.current?.show(0.6));
    act(() => vi.advanceTimersByTime(VIEW_MS / 2));
    act(() => FakeObserver.current?.show(0.2));
    act(() => vi.advanceTimersByTime(VIEW_MS * 2));
    expect(api.requestsTo('/api/ads/12/impression')).toHaveLength(0);

    // A third in view is not enough either.
    act(() => FakeObserver.current?.show(0.3));
    act(() => vi.advanceTimersByTime(VIEW_MS * 2));
    expect(api.requestsTo('/api/ads/12/impression')).toHaveLength(0);

    // Half in view for a whole second: one impression, and only one.
    act(() => FakeObserver.current?.show(0.5));
    act(() => vi.advanceTimersByTime(VIEW_MS));
    act(() => FakeObserver.current?.show(1));
    act(() => vi.advanceTimersByTime(VIEW_MS * 3));
    vi.useRealTimers();
    await waitFor(() => expect(api.requestsTo('/api/ads/12/impression')).toHaveLength(1));
    expect(api.requestsTo('/api/ads/12/impression')[0]?.method).toBe('POST');
  });
});
