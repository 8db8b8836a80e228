/**
 * Every island of the reader site (ADR 016): its name in the HTML, and the module that hydrates
 * it. Each is its own chunk, downloaded only when its trigger fires.
 */
export interface IslandModule {
  /** Hydrates the island's element with the props the server gave it. */
  hydrate: (element: HTMLElement, props: unknown) => void | Promise<void>;
}

export const ISLANDS: Record<string, () => Promise<IslandModule>> = {
  'tenant-strip': () => import('./tenant-strip.island'),
  comments: () => import('./comments.island'),
  paywall: () => import('./paywall.island'),
};
