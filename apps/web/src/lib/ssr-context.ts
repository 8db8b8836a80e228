import { createContext, use, useSyncExternalStore } from 'react';

/**
 * What the server decided for the page it rendered, handed to the same components in the browser
 * so that hydration renders exactly what the server did: the publication (host, /tenant/{slug}
 * prefix, then the `selectedTenant` cookie, then the default) and the host name. null when the
 * page was not server-rendered (development, the back-office).
 */
export interface SsrState {
  tenantSlug: string;
  hostname: string;
  /** When the server rendered the page (ISO 8601); see `useDisplayClock`. */
  renderedAt?: string;
}

export const SsrContext = createContext<SsrState | null>(null);

export function useSsrState(): SsrState | null {
  return use(SsrContext);
}

/** True while code runs on the server (no DOM); components use it only to skip browser work. */
export const IS_SERVER = typeof window === 'undefined';

const noSubscription = () => () => undefined;

/**
 * False on the server and during hydration, true from the first render after it: what a
 * component reads from the browser (storage, window) waits for true, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The clock and time zone dates are shown with; see `useDisplayClock`. */
export interface DisplayClock {
  now: Date;
  /** An IANA zone, or undefined for the reader's own. */
  timeZone: string | undefined;
}

/**
 * On the server and while hydrating: the moment the page was rendered, in UTC, so the markup
 * matches whenever (and wherever) the cached page is opened. From then on: now, in the reader's
 * time zone.
 */
export function useDisplayClock(): DisplayClock {
  const hydrated = useHydrated();
  const renderedAt = useSsrState()?.renderedAt;
  if (!hydrated && renderedAt) return { now: new Date(renderedAt), timeZone: 'UTC' };
  return { now: new Date(), timeZone: undefined };
}
