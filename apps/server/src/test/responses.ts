import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** An injected response's body as text, decoded from br or gzip when it was sent so. */
export function decodedBody(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.body;
}
