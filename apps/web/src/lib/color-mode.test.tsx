import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorModeProvider, colorModeStorageManager, useColorMode } from './color-mode';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** A stand-in for the OS setting; `change` flips it like the system's automatic dark mode. */
function stubSystemPreference(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const state = { dark: prefersDark };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return state.dark && query === DARK_QUERY;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return {
    change(dark: boolean) {
      state.dark = dark;
      for (const listener of listeners) listener();
    },
  };
}

function Probe() {
  const { mode, toggleColorMode, setColorMode } = useColorMode();
  return (
    <>
      <output>{mode}</output>
      <button onClick={toggleColorMode}>toggle</button>
      <button onClick={() => setColorMode('dark')}>dark</button>
    </>
  );
}

const renderProbe = () =>
  render(
    <ColorModeProvider>
      <Probe />
    </ColorModeProvider>,
  );

afterEach(() => {
  document.documentElement.style.colorScheme = '';
});

describe('ColorModeProvider', () => {
  it("starts from a stored 'true' over a light system", () => {
    stubSystemPreference(false);
    window.localStorage.setItem('darkMode', 'true');
    renderProbe();
    expect(screen.getByRole('status')).toHaveTextContent('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it("stores each toggle as 'true' / 'false' under darkMode", async () => {
    const user = userEvent.setup();
    stubSystemPreference(false);
    renderProbe();
    expect(window.localStorage.getItem('darkMode')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(window.localStorage.getItem('darkMode')).toBe('true');
    expect(screen.getByRole('status')).toHaveTextContent('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(window.localStorage.getItem('darkMode')).toBe('false');
    expect(screen.getByRole('status')).toHaveTextContent('light');
  });

  it('follows the system live while nothing is stored, and stops once the reader chooses', async () => {
    const user = userEvent.setup();
    const system = stubSystemPreference(true);
    renderProbe();
    expect(screen.getByRole('status')).toHaveTextContent('dark');

    act(() => system.change(false));
    expect(screen.getByRole('status')).toHaveTextContent('light');
    expect(window.localStorage.getItem('darkMode')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'dark' }));
    act(() => system.change(false));
    expect(screen.getByRole('status')).toHaveTextContent('dark');
  });

  it('takes up a choice made in another tab', () => {
    stubSystemPreference(false);
    renderProbe();
    act(() => {
      window.localStorage.setItem('darkMode', 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: 'darkMode', newValue: 'true' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('dark');
  });

  it('keeps a choice for the page view when storage refuses it', async () => {
    const user = userEvent.setup();
    stubSystemPreference(false);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    renderProbe();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByRole('status')).toHaveTextContent('dark');
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByRole('status')).toHaveTextContent('light');

    // Storage works again: the next choice is stored, and storage is the source once more.
    vi.mocked(Storage.prototype.setItem).mockRestore();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(window.localStorage.getItem('darkMode')).toBe('true');
    window.localStorage.removeItem('darkMode');
    expect(colorModeStorageManager({ key: 'darkMode' }).get('system')).toBe('system');
  });

  it('hydrates the server HTML without a mismatch, then shows the stored mode', async () => {
    stubSystemPreference(false);
    // The server knows no reader's choice: it renders light.
    const html = renderToString(
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>,
    );
    expect(html).toContain('light');

    window.localStorage.setItem('darkMode', 'true');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <ColorModeProvider>
          <Probe />
        </ColorModeProvider>,
        { onRecoverableError },
      ),
    );

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('output')).toHaveTextContent('dark');
    act(() => root.unmount());
    container.remove();
  });
});

describe('colorModeStorageManager (MUI reads and writes darkMode through it)', () => {
  const mode = colorModeStorageManager({ key: 'darkMode' });

  it("gives MUI the stored mode, else its default ('system')", () => {
    expect(mode.get('system')).toBe('system');
    window.localStorage.setItem('darkMode', 'false');
    expect(mode.get('system')).toBe('light');
    window.localStorage.setItem('darkMode', 'true');
    expect(mode.get('system')).toBe('dark');
  });

  it('stores a mode MUI sets in the SPEC format, and nothing under its own keys', async () => {
    mode.set('dark');
    colorModeStorageManager({ key: 'mui-color-scheme-dark' }).set('dark');
    await Promise.resolve();
    expect(window.localStorage.getItem('darkMode')).toBe('true');
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('mui'))).toEqual([]);

    mode.set('system');
    await Promise.resolve();
    expect(window.localStorage.getItem('darkMode')).toBeNull();
  });

  it("tells MUI about the reader's choices", async () => {
    const user = userEvent.setup();
    stubSystemPreference(false);
    const handler = vi.fn();
    const unsubscribe = mode.subscribe(handler);
    renderProbe();

    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(handler).toHaveBeenLastCalledWith('dark');
    act(() => {
      window.localStorage.removeItem('darkMode');
      window.dispatchEvent(new StorageEvent('storage', { key: 'darkMode', newValue: null }));
    });
    expect(handler).toHaveBeenLastCalledWith('system');
    unsubscribe();
  });
});
