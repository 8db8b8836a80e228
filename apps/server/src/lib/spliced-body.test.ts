import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { holdsPlaceholder, splicedGzip, splicedIdentity } from './spliced-body.js';

const PLACEHOLDER = 'PLACEHOLDER-000000000000';
const page = Buffer.from(
  `<html><head><meta nonce="${PLACEHOLDER}"><style nonce="${PLACEHOLDER}">.a{}</style></head>` +
    `<body>${'<p>story text, repeated enough to compress well</p>'.repeat(2_000)}</body></html>`,
);

describe('bodies spliced per response', () => {
  it('replaces every placeholder in the plain body', () => {
    const spliced = splicedIdentity(page, PLACEHOLDER, 'abcdefghijklmnopqrstuvwx');
    expect(spliced.length).toBe(page.length);
    expect(spliced.toString()).toBe(
      page.toString().replaceAll(PLACEHOLDER, 'abcdefghijklmnopqrstuvwx'),
    );
    expect(holdsPlaceholder(page, PLACEHOLDER)).toBe(true);
    expect(holdsPlaceholder(spliced, PLACEHOLDER)).toBe(false);
  });

  it('makes a valid gzip stream with each value, still compressed', () => {
    for (const value of ['first-nonce-000000000000', 'second-nonce-11111111111']) {
      const gzipped = splicedGzip(page, PLACEHOLDER, value);
      expect(gunzipSync(gzipped).toString()).toBe(page.toString().replaceAll(PLACEHOLDER, value));
      expect(gzipped.length).toBeLessThan(page.length / 10);
    }
  });

  it('leaves a body without the placeholder as it is', () => {
    const plain = Buffer.from('<html>no placeholder here</html>');
    expect(splicedIdentity(plain, PLACEHOLDER, 'x')).toBe(plain);
    expect(gunzipSync(splicedGzip(plain, PLACEHOLDER, 'x')).toString()).toBe(plain.toString());
  });
});
