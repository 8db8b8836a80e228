import { STORAGE_KEYS } from '@helionews/contracts';
import type { StorageManager } from '@mui/material/styles';
import {
  createContext,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { readStorage, removeStorage, writeStorage } from './storage';

export type ColorMode = 'light' | 'dark';

interface ColorModeContextValue {
  mode: ColorMode;
  toggleColorMode: () => void;
  /** Applies and remembers an explicit choice, e.g. the theme saved in the reader's preferences. */
  setColorMode: (mode: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemPreference(onChange: () => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return window.matchMedia?.(DARK_QUERY).matches ?? false;
}

/**
 * The stored choice is an external store: the provider reads it with useSyncExternalStore, and
 * MUI's colour scheme follows it through `colorModeStorageManager`. Writes in this tab notify
 * directly (the 'storage' event only fires in other tabs).
 */
const listeners = new Set<() => void>();
/** A choice that storage refused (privacy modes): it then lasts for this page view only. */
let unsavedChoice: ColorMode | null = null;

function parseStored(value: string | null): ColorMode | null {
  // SPEC stores the choice as the strings 'true' / 'false'; anything else means "no choice yet".
  if (value === 'true') return 'dark';
  if (value === 'false') return 'light';
  return null;
}

function readStoredColorMode(): ColorMode | null {
  if (typeof window === 'undefined') return null;
  return parseStored(readStorage(STORAGE_KEYS.darkMode)) ?? unsavedChoice;
}

function storeColorMode(mode: ColorMode | null): void {
  if (mode === readStoredColorMode()) return;
  if (mode === null) removeStorage(STORAGE_KEYS.darkMode);
  else writeStorage(STORAGE_KEYS.darkMode, String(mode === 'dark'));
  unsavedChoice = parseStored(readStorage(STORAGE_KEYS.darkMode)) === mode ? null : mode;
  for (const listener of listeners) listener();
}

function subscribeToStoredColorMode(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared all of localStorage.
    if (event.key === null || event.key === STORAGE_KEYS.darkMode) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const noop = () => undefined;

/**
 * MUI's colour-scheme storage, pointed at SPEC's `darkMode` key so there is one source of truth
 * and no `mui-mode` key: MUI's mode is the stored choice, or 'system' (it then follows the OS
 * itself). A mode MUI sets (`useColorScheme().setMode`) is stored like the toggle's. MUI's
 * per-mode colour-scheme keys are not used: each mode has one scheme.
 */
export const colorModeStorageManager: StorageManager = ({ key }) => {
  if (key !== STORAGE_KEYS.darkMode)
    return { get: (fallback) => fallback, set: noop, subscribe: () => noop };
  return {
    get: (fallback) => readStoredColorMode() ?? fallback,
    // MUI calls this inside a state updater: storing (and notifying React) waits until after.
    set: (value) =>
      queueMicrotask(() => storeColorMode(value === 'dark' || value === 'light' ? value : null)),
    subscribe: (handler) =>
      subscribeToStoredColorMode(() => handler(readStoredColorMode() ?? 'system')),
  };
};

export function ColorModeProvider({ children }: { children: ReactNode }) {
  // The server, and the first render in the browser that hydrates its HTML, know no stored
  // choice and no system preference: both render light (the pre-paint script has already
  // coloured the page by CSS), and React re-renders with the real values right after hydration.
  const storedMode = useSyncExternalStore(
    subscribeToStoredColorMode,
    readStoredColorMode,
    () => null,
  );
  // Until the reader chooses, follow the operating system live (e.g. automatic dark mode at dusk).
  const prefersDark = useSyncExternalStore(
    subscribeToSystemPreference,
    systemPrefersDark,
    () => false,
  );
  const mode: ColorMode = storedMode ?? (prefersDark ? 'dark' : 'light');

  // The pre-paint script set <html style="color-scheme">; keep it (form controls, scrollbars)
  // in step with the mode. A layout effect: never runs on the server, and lands before paint.
  useLayoutEffect(() => {
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const setColorMode = useCallback((next: ColorMode) => storeColorMode(next), []);

  const toggleColorMode = useCallback(
    () => setColorMode(mode === 'dark' ? 'light' : 'dark'),
    [mode, setColorMode],
  );

  const value = useMemo(
    () => ({ mode, toggleColorMode, setColorMode }),
    [mode, toggleColorMode, setColorMode],
  );
  return <ColorModeContext value={value}>{children}</ColorModeContext>;
}

export function useColorMode(): ColorModeContextValue {
  const context = use(ColorModeContext);
  if (!context) throw new Error('useColorMode must be used within a ColorModeProvider');
  return context;
}
