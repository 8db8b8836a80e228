/** When an island's code loads and hydrates (ADR 016). */
export type IslandTrigger = 'idle' | 'visible' | 'interaction';

/** The element that wraps an island's server markup. */
export const ISLAND_TAG = 'helio-island';
