import type { IslandTrigger } from './island-tag';
import type { IslandModule } from './registry';
import { hasSession } from './plain/session';

const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

export function afterIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 2000 });
  } else {
    window.setTimeout(run, 200);
  }
}

/** Where an island's code comes from: its chunk, by name (registry.ts). */
export type IslandLoaders = Readonly<Record<string, () => Promise<IslandModule>>>;

/** Loads the island's chunk and hydrates it with its props, once. */
export async function hydrateIsland(element: HTMLElement, loaders: IslandLoaders): Promise<void> {
  if (element.hasAttribute('hydrating')) return;
  element.setAttribute('hydrating', '');
  const name = element.getAttribute('name') ?? '';
  const load = loaders[name];
  if (!load) throw new Error(`No island named '${name}'`);
  let props: unknown;
  try {
    props = JSON.parse(element.getAttribute('props') ?? '{}');
  } catch {
    throw new Error(`The island '${name}' has unreadable props`);
  }
  const island = await load();
  await island.hydrate(element, props);
  element.setAttribute('hydrated', '');
}

/** `display: contents` gives the wrapper no box of its own: its first child is observed. */
function observedBox(element: HTMLElement): Element {
  return element.firstElementChild ?? element;
}

export function whenVisible(element: HTMLElement, run: () => void): void {
  if (typeof IntersectionObserver !== 'function') {
    run();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(observedBox(element));
}

/**
 * The first pointer, focus or key inside the island loads it; a click that came before React
 * took over is repeated on the same element once it has, so it is not lost.
 */
export function onFirstInteraction(element: HTMLElement, run: () => Promise<void>): void {
  const start = (event: Event) => {
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, start);
    const target = event.target instanceof HTMLElement ? event.target : null;
    let clicked = false;
    const remember = () => {
      clicked = true;
    };
    if (event.type === 'pointerdown') target?.addEventListener('click', remember, { once: true });
    void run().then(() => {
      if (clicked && target?.isConnected) target.click();
    });
  };
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, start);
}

/** Waits for the island's trigger (ADR 016), then hydrates it; islands for a session wait for one. */
export function scheduleIsland(element: HTMLElement, loaders: IslandLoaders): void {
  const when = element.getAttribute('when');
  if ((when === 'signed-in' || when === 'admin') && !hasSession(when)) return;
  const trigger = element.getAttribute('trigger') as IslandTrigger | null;
  const run = () =>
    hydrateIsland(element, loaders).catch((error: unknown) => {
      console.error(`The island '${element.getAttribute('name')}' failed to load`, error);
    });
  if (trigger === 'visible') whenVisible(element, () => void run());
  else if (trigger === 'interaction') onFirstInteraction(element, run);
  else afterIdle(() => void run());
}
