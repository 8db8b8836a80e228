import createCache, { type EmotionCache } from '@emotion/cache';
import { readCspNonce } from './csp-nonce';

export { readCspNonce } from './csp-nonce';

/**
 * An emotion cache as server and browser both make it: the key whose style tags the browser takes
 * over when hydrating, the nonce the CSP asks for, and no stylis plugins: emotion's default adds
 * vendor prefixes (-webkit-box, -ms-flexbox...) that no browser the product supports needs, a
 * third of a reader page's CSS (ADR 016). Class names are hashed before that step either way.
 */
export function createEmotionCache(
  nonce: string | undefined,
  { shareRules = true }: { shareRules?: boolean } = {},
): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: shareRules ? NO_STYLIS_PLUGINS : [], nonce });
}

/**
 * One array for every cache: on the server emotion keeps the CSS stylis made of each rule in a
 * table per plugins array (by identity) and key, shared by every cache made with both. A fresh
 * `[]` per render meant a fresh table, so every render ran stylis on every rule again (issue 31,
 * item 3). The table is keyed by the rule's hash, so a rule's CSS is the same whoever made it;
 * which rules a page sends is still decided by its own cache (one per render). `shareRules: false`
 * gives a cache its own table, as before (the renderer's tests compare against it).
 */
const NO_STYLIS_PLUGINS: [] = [];

let browserCache: EmotionCache | null = null;

/**
 * The browser's emotion cache, with the page's nonce on every style tag it inserts, so they pass
 * `style-src 'nonce-…'`.
 */
export function browserEmotionCache(): EmotionCache {
  browserCache ??= createEmotionCache(readCspNonce());
  return browserCache;
}
