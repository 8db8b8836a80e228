import createCache from '@emotion/cache';
import { STORAGE_KEYS } from '@helionews/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_SCRIPT } from './color-scheme-script';
import { EMOTION_KEY, ThemeProbe, type ProbeRender } from './test-support/theme-probe';

const html = document.documentElement;

/** Runs the pre-paint script as the browser would, from <head>. */
function runScript() {
  new Function(COLOR_SCHEME_SCRIPT)();
}

function stubSystemPreference(prefersDark: boolean) {
  const query = (media: string) => ({
    matches: prefersDark && media === '(prefers-color-scheme: dark)',
    media,
    // MUI still listens with the older API; the app with the newer one.
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  vi.stubGlobal('matchMedia', vi.fn(query));
}

afterEach(() => {
  html.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  html.removeAttribute('data-session');
  html.style.colorScheme = '';
});

describe('the pre-paint colour-scheme script', () => {
  it('reads the key SPEC names', () => {
    expect(COLOR_SCHEME_SCRIPT).toContain(`'${STORAGE_KEYS.darkMode}'`);
  });

  it.each([
    ['true', false, 'dark'],
    ['true', true, 'dark'],
    ['false', true, 'light'],
    [null, true, 'dark'],
    [null, false, 'light'],
    ['yes', true, 'dark'],
  ] as const)(
    'with darkMode %s and a dark system %s, colours the page %s',
    (stored, systemDark, scheme) => {
      stubSystemPreference(systemDark);
      if (stored !== null) window.localStorage.setItem('darkMode', stored);
      runScript();
      expect(html.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe(scheme);
      expect(html.style.colorScheme).toBe(scheme);
    },
  );

  it('never throws when storage and matchMedia are unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.stubGlobal('matchMedia', undefined);
    expect(runScript).not.toThrow();
    expect(html.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('light');
  });

  it.each([
    [{}, null],
    [{ authToken: 'a' }, 'user'],
    [{ token: 't', isAdmin: 'false' }, 'user'],
    [{ authToken: 'a', isAdmin: 'true' }, 'admin'],
    [{ isAdmin: 'true' }, null],
  ] as const)(
    'with %o stored, marks the session as %s (the account links of ADR 016)',
    (stored, session) => {
      stubSystemPreference(false);
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
      runScript();
      expect(html.getAttribute('data-session')).toBe(session);
    },
  );

  it('is small enough to inline in every page', () => {
    expect(COLOR_SCHEME_SCRIPT.length).toBeLessThan(600);
    expect(COLOR_SCHEME_SCRIPT).not.toMatch(/[<>]/);
  });
});

describe('a server-rendered page', () => {
  let server: ProbeRender & { hasWindow: boolean };

  beforeAll(async () => {
    // A plain Node process, with no window or document: the server's view of the providers.
    const runner = join(import.meta.dirname, 'test-support', 'render-theme-probe.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [runner], {
      maxBuffer: 16 * 1024 * 1024,
    });
    server = JSON.parse(stdout) as typeof server;
  }, 60_000);

  it('renders without a window, with both schemes in its CSS', () => {
    expect(server.hasWindow).toBe(false);
    // Both schemes' variables, one under :root (light, the default) and one under the dark selector.
    expect(server.css).toMatch(
      new RegExp(
        `:root,\\[${COLOR_SCHEME_ATTRIBUTE}="light"\\]\\{[^}]*--mui-palette-primary-main:#1e2a78;`,
      ),
    );
    expect(server.css).toMatch(
      new RegExp(
        `\\[${COLOR_SCHEME_ATTRIBUTE}="dark"\\]\\{[^}]*--mui-palette-background-default:#121212;`,
      ),
    );
    expect(server.css).toMatch(
      new RegExp(`\\[${COLOR_SCHEME_ATTRIBUTE}="dark"\\]\\{[^}]*color-scheme:dark;`),
    );
    // The markup is the same for every reader: both icons, colours only through variables.
    expect(server.html).toContain('DarkModeOutlinedIcon');
    expect(server.html).toContain('LightModeOutlinedIcon');
    expect(server.html).not.toContain('#1e2a78');
    // Emotion collected the CSS for <head>: no <style> inside the markup.
    expect(server.html).not.toContain('<style');
    expect(server.styleTags).toContain(`data-emotion="${EMOTION_KEY}`);
  });

  describe('hydrated in the browser', () => {
    let root: Root | null = null;
    let container: HTMLElement;

    afterEach(() => {
      act(() => root?.unmount());
      root = null;
      container.remove();
      document.head.querySelectorAll('style[data-emotion]').forEach((style) => style.remove());
    });

    async function hydrate(): Promise<{ onRecoverableError: ReturnType<typeof vi.fn> }> {
      // The page as it arrives: the script in <head>, emotion's CSS, the server's markup.
      runScript();
      document.head.insertAdjacentHTML('beforeend', server.styleTags);
      container = document.createElement('div');
      container.innerHTML = server.html;
      document.body.append(container);

      const onRecoverableError = vi.fn();
      const cache = createCache({ key: EMOTION_KEY });
      await act(async () => {
        root = hydrateRoot(container, <ThemeProbe emotionCache={cache} />, { onRecoverableError });
      });
      return { onRecoverableError };
    }

    it('keeps the stored dark scheme through hydration, without a mismatch', async () => {
      stubSystemPreference(false);
      window.localStorage.setItem('darkMode', 'true');
      const consoleError = vi.spyOn(console, 'error');

      const { onRecoverableError } = await hydrate();

      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      expect(html.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
      expect(html.style.colorScheme).toBe('dark');
      // The label, unknown to the server, is the reader's once the page is live.
      expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    });

    it('switches the scheme and stores the choice only under darkMode', async () => {
      const user = userEvent.setup();
      stubSystemPreference(true);
      await hydrate();
      expect(html.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');

      await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
      expect(html.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('light');
      expect(html.style.colorScheme).toBe('light');
      expect(window.localStorage.getItem('darkMode')).toBe('false');

      await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
      expect(html.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
      expect(window.localStorage.getItem('darkMode')).toBe('true');
      await act(async () => undefined);
      expect(Object.keys(window.localStorage).filter((key) => key.startsWith('mui'))).toEqual([]);
    });
  });
});
