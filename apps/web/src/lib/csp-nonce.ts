/**
 * The CSP nonce of this page: the server puts a fresh one on `<meta property="csp-nonce">` of
 * every page it sends (ADR 015). Browsers hide the attribute once parsed; the property keeps it.
 * Framework-free: emotion's cache and a page of islands' plain scripts (ADR 016) both read it.
 */
export function readCspNonce(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce === '' ? undefined : nonce;
}
