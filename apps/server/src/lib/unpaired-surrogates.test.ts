import { describe, expect, it } from 'vitest';
import { mayHoldUnpairedSurrogate, unpairedSurrogatePaths } from './unpaired-surrogates.js';

describe('unpaired surrogates in a parsed body', () => {
  it('names every field holding one, high or low, however deep, keys included', () => {
    const body = JSON.parse(
      '{"tagline":"a\\ud800","site_title":"\\udfffb","footer_text":"ok",' +
        '"social_links":{"twitter":"x\\udc00\\ud800y","mastodon":"fine"},' +
        '"roles":[{"tenant":"alpha"},{"tenant":"\\ud83d"}],"details":{"k\\udc01":"v"}}',
    ) as unknown;
    expect(unpairedSurrogatePaths(body).sort()).toEqual([
      'body.details',
      'body.roles.1.tenant',
      'body.site_title',
      'body.social_links.twitter',
      'body.tagline',
    ]);
  });

  it('takes pairs, which are one character (an emoji), and text without any surrogate', () => {
    const body = JSON.parse('{"tagline":"Stars \\ud83c\\udf1f","title":"Été 🌟 ☀"}') as unknown;
    expect(unpairedSurrogatePaths(body)).toEqual([]);
    expect(unpairedSurrogatePaths('plain')).toEqual([]);
    expect(unpairedSurrogatePaths(null)).toEqual([]);
    expect(unpairedSurrogatePaths(42)).toEqual([]);
  });

  it('walks a body nested ten thousand levels deep without overflowing the stack', () => {
    const depth = 10_000;
    const json = `${'{"a":['.repeat(depth)}"\\ud800"${']}'.repeat(depth)}`;
    const paths = unpairedSurrogatePaths(JSON.parse(json) as unknown);
    expect(paths).toHaveLength(1);
    expect(paths[0]?.startsWith('body.a.0.a.0')).toBe(true);
    expect(paths[0]?.length).toBeLessThan(100);
  });

  it('stops at the limit it is given', () => {
    const body = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, '\ud800']));
    expect(unpairedSurrogatePaths(body, 'body', 5)).toHaveLength(5);
  });

  it('reads the raw text first: only a surrogate escape can make an unpaired surrogate', () => {
    expect(mayHoldUnpairedSurrogate('{"a":"\\ud800"}')).toBe(true);
    expect(mayHoldUnpairedSurrogate('{"a":"\\uDFFF"}')).toBe(true);
    expect(mayHoldUnpairedSurrogate('{"a":"\\u00e9 \\u20ac"}')).toBe(false);
    // Raw bytes that are not UTF-8 decode to U+FFFD, never to a surrogate.
    expect(mayHoldUnpairedSurrogate(Buffer.from([0xed, 0xa0, 0x80]).toString('utf8'))).toBe(false);
  });
});
