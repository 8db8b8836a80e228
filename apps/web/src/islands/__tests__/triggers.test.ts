import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleIsland, type IslandLoaders } from '../triggers';

/** An island element as the server writes it, in the document. */
function island(attributes: Record<string, string>, inner = '<button>Open</button>') {
  const element = document.createElement('helio-island');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = inner;
  document.body.append(element);
  return element;
}

function loaders() {
  const hydrate = vi.fn<(element: HTMLElement, props: unknown) => void>();
  const load = vi.fn(() => Promise.resolve({ hydrate }));
  return { hydrate, load, table: { menu: load } satisfies IslandLoaders };
}

/** Lets the loader's promise chain (load, then hydrate) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

describe('island triggers (ADR 016)', () => {
  it('idle: hydrates once the browser is idle, with the props from the HTML', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const { hydrate, load, table } = loaders();
    const element = island({ name: 'menu', trigger: 'idle', props: '{"count":3}' });
    scheduleIsland(element, table);
    expect(load).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    await settle();
    expect(hydrate).toHaveBeenCalledWith(element, { count: 3 });
    expect(element.hasAttribute('hydrated')).toBe(true);
  });

  it('visible: waits for its first child to come near the viewport', async () => {
    const observed: Element[] = [];
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {}
      },
    );
    const { hydrate, table } = loaders();
    const element = island({ name: 'menu', trigger: 'visible', props: '{}' });
    scheduleIsland(element, table);
    expect(observed).toEqual([element.firstElementChild]);
    report?.([{ isIntersecting: false }]);
    await settle();
    expect(hydrate).not.toHaveBeenCalled();
    report?.([{ isIntersecting: true }]);
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('interaction: loads on the first focus inside it, and only once', async () => {
    const { hydrate, load, table } = loaders();
    const element = island({ name: 'menu', trigger: 'interaction', props: '{}' });
    scheduleIsland(element, table);
    await settle();
    expect(load).not.toHaveBeenCalled();
    const button = element.querySelector('button');
    button?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    button?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('interaction: a click that came before the island was live is repeated once it is', async () => {
    const clicks = vi.fn();
    const { table } = loaders();
    const element = island({ name: 'menu', trigger: 'interaction', props: '{}' });
    scheduleIsland(element, table);
    const button = element.querySelector('button');
    button?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button?.click();
    button?.addEventListener('click', clicks);
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['signed-in', {}, false],
    ['signed-in', { authToken: 'a' }, true],
    ['admin', { authToken: 'a' }, false],
    ['admin', { token: 't', isAdmin: 'true' }, true],
  ] as const)('when=%s with %o stored: hydrated %s', async (when, stored, hydrated) => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    const { hydrate, table } = loaders();
    scheduleIsland(island({ name: 'menu', trigger: 'idle', props: '{}', when }, ''), table);
    await settle();
    expect(hydrate.mock.calls.length > 0).toBe(hydrated);
  });

  it('says so in the console when an island cannot load, and leaves the page as it is', async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { table } = loaders();
    const element = island({ name: 'nosuch', trigger: 'idle', props: '{}' });
    scheduleIsland(element, table);
    await settle();
    expect(error).toHaveBeenCalledWith("The island 'nosuch' failed to load", expect.any(Error));
    expect(element.innerHTML).toBe('<button>Open</button>');
  });
});
