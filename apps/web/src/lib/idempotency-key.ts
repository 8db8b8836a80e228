/**
 * A fresh `Idempotency-Key` for one intended write: a retry of the same submission sends the same
 * key, so the server answers it once (issue 12). `crypto.randomUUID` exists only on secure pages;
 * `getRandomValues` everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
