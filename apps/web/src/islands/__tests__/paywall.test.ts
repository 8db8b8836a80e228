import { STORAGE_KEYS } from '@helionews/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unlockStory, type PaywallProps } from '../plain/paywall';

const TEASER = '<p>One</p><p>Two</p>';
const WHOLE = '<p>One</p><p>Two</p><p>Three, the paid part</p>';

const props = (overrides: Partial<PaywallProps> = {}): PaywallProps => ({
  storyId: 7,
  tenant: 'helionews',
  meterAnonymous: 0,
  contentPath: '/stories/7/content',
  sectionClass: 'paywalled-content',
  readsLeft: { one: '{{n}} story left', other: '{{n}} stories left' },
  language: 'en',
  ...overrides,
});

/** The page as the server rendered it: the teaser, then the prompt inside its island. */
function renderPage(): HTMLElement {
  document.body.innerHTML = `<article><div class="story-body">${TEASER}</div>
    <helio-island name="paywall"><div data-paywall><p data-paywall-lead>Subscribe</p>
    <p data-paywall-meter hidden></p><a href="/login">Sign in</a></div></helio-island></article>`;
  const prompt = document.querySelector<HTMLElement>('[data-paywall]');
  if (!prompt) throw new Error('no prompt');
  return prompt;
}

function storyBody(): HTMLElement {
  const body = document.querySelector<HTMLElement>('.story-body');
  if (!body) throw new Error('no story body');
  return body;
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const content = (reason: string, meter: { limit: number; remaining: number } | null = null) => ({
  id: 7,
  content: WHOLE,
  entitlement: { access: 'paid', entitled: true, reason, meter },
});

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the paywall island', () => {
  it("puts a subscriber's paid part in .paywalled-content and removes the prompt", async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    fetchMock.mockResolvedValue(answer(200, content('paid')));
    const prompt = renderPage();
    expect(await unlockStory(prompt, props())).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/stories/7/content');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    const body = storyBody();
    expect(body.querySelector('.paywalled-content')?.innerHTML).toBe('<p>Three, the paid part</p>');
    expect(body.textContent).toBe('OneTwoThree, the paid part');
    expect(document.querySelector('[data-paywall]')).toBeNull();
  });

  it('leaves the teaser and the prompt when the server says 403', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    fetchMock.mockResolvedValue(answer(403, { detail: 'Subscribe to read this story' }));
    const prompt = renderPage();
    expect(await unlockStory(prompt, props())).toBe(false);
    expect(storyBody().innerHTML).toBe(TEASER);
    expect(document.querySelector('[data-paywall]')).not.toBeNull();
  });

  it('says how many metered reads a free member has left', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    fetchMock.mockResolvedValue(answer(200, content('metered', { limit: 3, remaining: 1 })));
    const prompt = renderPage();
    await unlockStory(prompt, props());
    const line = prompt.querySelector<HTMLElement>('[data-paywall-meter]');
    expect(line?.hidden).toBe(false);
    expect(line?.textContent).toBe('1 story left');
  });

  it('asks nothing of an anonymous reader when the publication has no anonymous meter', async () => {
    expect(await unlockStory(renderPage(), props())).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts anonymous reads in localStorage, once per story, and stops asking when used up', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(200, content('metered'))));
    const now = new Date('2026-11-15T12:00:00Z');
    const meter = props({ meterAnonymous: 2 });
    let prompt = renderPage();
    expect(await unlockStory(prompt, meter, now)).toBe(true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/stories/7/content?meter=anonymous');
    expect(prompt.querySelector('[data-paywall-meter]')?.textContent).toBe('1 story left');
    // The same story again: not counted twice.
    prompt = renderPage();
    await unlockStory(prompt, meter, now);
    expect(JSON.parse(localStorage.getItem('helionews.meter.helionews.2026-11') ?? '[]')).toEqual([
      7,
    ]);
    prompt = renderPage();
    await unlockStory(prompt, { ...meter, storyId: 8 }, now);
    expect(prompt.querySelector('[data-paywall-meter]')?.textContent).toBe('0 stories left');
    // A third story this month: no request, the prompt stays and says none are left.
    fetchMock.mockClear();
    prompt = renderPage();
    expect(await unlockStory(prompt, { ...meter, storyId: 9 }, now)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(prompt.querySelector('[data-paywall-lead]')).not.toBeNull();
    expect(prompt.querySelector('[data-paywall-meter]')?.textContent).toBe('0 stories left');
    // Next month starts again.
    expect(
      await unlockStory(renderPage(), { ...meter, storyId: 9 }, new Date('2026-12-01T00:00:00Z')),
    ).toBe(true);
  });
});
