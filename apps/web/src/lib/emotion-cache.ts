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

let browserCache: EmotionCache | null = null;

/**
 * The browser's emotion cache: the server's key (its style tags are taken over when hydrating)
 * and the page's nonce on every style tag it inserts, so they pass `style-src 'nonce-…'`.
 */
export function browserEmotionCache(): EmotionCache {
  browserCache ??= createCache({ key: 'css', nonce: readCspNonce() });
  return browserCache;
}
