import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceRealtime } from '../plain/realtime';

/** The realtime page's markup as the server renders it on a page of islands (ADR 016). */
function pageWith(stories: { id: number; title: string }[]): string {
  const items = stories
    .map(
      ({ id, title }) =>
        `<li data-story-id="${id}" data-published="2026-01-01T0${id}:00:00.000Z"><article><h2>${title}</h2></article></li>`,
    )
    .join('');
  return `<!doctype html><html><head><style data-emotion="css abc">.css-abc{}</style></head><body>
    <script type="application/json" id="hn-page">{"tenantSlug":"space","tenantFromAddress":false,"hostname":"localhost","language":"en","renderedAt":"2026-01-01T00:00:00.000Z","analytics":false,"branding":null,"dateDisplay":{"format":"relative"}}</script>
    <div data-realtime><h1 data-realtime-heading tabindex="-1">Realtime news</h1>
      <div role="status" data-realtime-status="connecting">
        <span data-state="connecting">Connecting...</span><span data-state="live" hidden>Live</span>
        <span data-state="reconnecting" hidden>Reconnecting...</span><span data-state="offline" hidden>Offline</span>
      </div>
      <ol data-realtime-list>${items}</ol>
      <div data-realtime-banner hidden data-texts='{"one":"{{count}} new story","other":"{{count}} new stories"}'><button><svg></svg></button></div>
    </div></body></html>`;
}

class FakeEventSource {
  static CONNECTING = 0;
  static latest: FakeEventSource | null = null;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(public url: string) {
    FakeEventSource.latest = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
  emit(type: string, id: string) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: '{}', lastEventId: id }));
  }
}

const visible = (selector: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => !element.hidden);
const titles = () =>
  [...document.querySelectorAll('[data-realtime-list] h2')].map((h) => h.textContent);

let served: string;

beforeEach(() => {
  vi.useFakeTimers();
  const parsed = new DOMParser().parseFromString(
    pageWith([{ id: 1, title: 'First' }]),
    'text/html',
  );
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  served = pageWith([{ id: 1, title: 'First' }]);
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(new Response(served, { headers: { 'Content-Type': 'text/html' } })),
    ),
  );
  vi.stubGlobal('scrollY', 0);
  enhanceRealtime(document);
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** Lets the batch timer fire and the fetched page be read. */
async function arrive() {
  await vi.advanceTimersByTimeAsync(10);
  await vi.advanceTimersByTimeAsync(0);
}

describe('the realtime list, plain (ADR 016)', () => {
  it("follows the page's publication from its newest story, and says when it is live", () => {
    const stream = FakeEventSource.latest;
    expect(stream?.url).toBe(
      `/api/realtime/stream?tenant=space&last_event_id=${Date.parse('2026-01-01T01:00:00.000Z')}-1`,
    );
    expect(visible('[data-state]').map((chip) => chip.textContent)).toEqual(['Connecting...']);
    stream?.onopen?.();
    expect(visible('[data-state]').map((chip) => chip.textContent)).toEqual(['Live']);
  });

  it('puts a published story on top, from the page as the server renders it now', async () => {
    served = pageWith([
      { id: 2, title: 'Second' },
      { id: 1, title: 'First' },
    ]);
    FakeEventSource.latest?.emit('story', 'cursor-2');
    await arrive();
    expect(titles()).toEqual(['Second', 'First']);
    // Never a copy a cache kept from before the story (issue 31: caches serve stale copies).
    expect(fetch).toHaveBeenCalledWith(
      window.location.pathname,
      expect.objectContaining({ cache: 'reload' }),
    );
    expect(document.querySelector('[data-story-id="2"]')?.classList.contains('hn-arrived')).toBe(
      true,
    );
    // Once only, however often the page is read again.
    FakeEventSource.latest?.emit('story', 'cursor-2');
    await arrive();
    expect(titles()).toEqual(['Second', 'First']);
  });

  it('scrolled down, keeps new stories behind the banner until asked', async () => {
    vi.stubGlobal('scrollY', 900);
    vi.stubGlobal('scrollTo', vi.fn());
    served = pageWith([
      { id: 3, title: 'Third' },
      { id: 2, title: 'Second' },
      { id: 1, title: 'First' },
    ]);
    FakeEventSource.latest?.emit('story', 'cursor-3');
    await arrive();
    expect(titles()).toEqual(['First']);
    const banner = document.querySelector<HTMLElement>('[data-realtime-banner]');
    expect(banner?.hidden).toBe(false);
    expect(banner?.textContent).toBe('2 new stories');
    banner?.querySelector('button')?.click();
    expect(titles()).toEqual(['Third', 'Second', 'First']);
    expect(banner?.hidden).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('[data-realtime-heading]'));
  });
});
