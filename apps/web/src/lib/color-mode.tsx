import { STORAGE_KEYS } from '@helionews/contracts';
import {
  createContext,
  use,
  useCallback,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { readStorage, writeStorage } from './storage';

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

/** SPEC stores the choice as the strings 'true' / 'false'; anything else means "no choice yet". */
function readStoredPreference(): ColorMode | null {
  const stored = readStorage(STORAGE_KEYS.darkMode);
  if (stored === 'true') return 'dark';
  if (stored === 'false') return 'light';
  return null;
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [storedMode, setStoredMode] = useState(readStoredPreference);
  // Until the reader chooses, follow the operating system live (e.g. automatic dark mode at dusk).
  const prefersDark = useSyncExternalStore(
    subscribeToSystemPreference,
    systemPrefersDark,
    () => false,
  );
  const mode: ColorMode = storedMode ?? (prefersDark ? 'dark' : 'light');

  const setColorMode = useCallback((next: ColorMode) => {
    writeStorage(STORAGE_KEYS.darkMode, String(next === 'dark'));
    setStoredMode(next);
  }, []);

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
