import { createContext, createElement, use, type ReactNode } from 'react';
import { ISLAND_TAG, type IslandTrigger } from './island-tag';

export { ISLAND_TAG, type IslandTrigger } from './island-tag';

/**
 * True while the server renders a reader page sent without the whole application (ADR 016):
 * islands then wrap their markup so the loader can find them. Everywhere else (the back-office,
 * account pages, a page the browser renders by itself) an island is just its component.
 */
export const IslandPageContext = createContext(false);

/**
 * Whether this render is a page of islands. A component keeps one markup for both kinds of page
 * (issue 30, item 9): this says only what its data or attributes differ by, e.g. a link where
 * the application would act in place, or whether a plain script or React runs it.
 */
export function useIslandPage(): boolean {
  return use(IslandPageContext);
}

export interface IslandProps<P extends object> {
  /** The island's name: `src/islands/<name>.island.ts(x)` hydrates it. */
  name: string;
  trigger: IslandTrigger;
  /** What the island's component receives in the browser: plain JSON. */
  props: P;
  /** Only for a session in this browser (a token in localStorage), or an admin's. */
  session?: 'signed-in' | 'admin';
  /** The component rendered with exactly `props`: the markup the browser hydrates. */
  children: ReactNode;
}

/**
 * One island of a server-rendered reader page: `<helio-island name trigger props>` around the
 * component's markup. The props travel as JSON in an attribute (React escapes it), so the
 * page's HTML holds only what islands need.
 */
export function Island<P extends object>({
  name,
  trigger,
  props,
  session,
  children,
}: IslandProps<P>) {
  if (!useIslandPage()) return children;
  // A custom element: its attributes are plain strings, written as they are.
  return createElement(
    ISLAND_TAG,
    { name, trigger, props: JSON.stringify(props), when: session },
    children,
  );
}

/**
 * What a "Retry" button does: on a page of islands, which no script re-renders, it loads the
 * page again (a link to itself); elsewhere it asks again in place.
 */
export function useRetryAction(retry: () => unknown): { href: string } | { onClick: () => void } {
  return useIslandPage() ? { href: '' } : { onClick: () => void retry() };
}
