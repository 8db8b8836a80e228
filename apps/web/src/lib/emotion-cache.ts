import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The CSP nonce of this page: the server puts a fresh one on `<meta property="csp-nonce">` of
 * every page it sends (ADR 015). Browsers hide the attribute once parsed; the property keeps it.
 */
export function readCspNonce(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce === '' ? undefined : nonce;
}

/**
 * No stylis plugins: emotion's default adds vendor prefixes (-webkit-box, -ms-flexbox...) that no
 * browser the product supports needs, and they made up a third of a reader page's CSS (ADR 016).
 * Class names are hashed before this step, so server and browser still agree.
 */
export const EMOTION_OPTIONS = { key: 'css', stylisPlugins: [] } as const;

let browserCache: EmotionCache | null = null;

/**
 * The browser's emotion cache: the server's key (its style tags are taken over when hydrating)
 * and the page's nonce on every style tag it inserts, so they pass `style-src 'nonce-…'`.
 */
export function browserEmotionCache(): EmotionCache {
  browserCache ??= createCache({ ...EMOTION_OPTIONS, stylisPlugins: [], nonce: readCspNonce() });
  return browserCache;
}
