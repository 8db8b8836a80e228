import { describe, expect, it } from 'vitest';
import { rememberedPerValue } from './header-memo.js';

describe('rememberedPerValue', () => {
  it('reads a value once, then answers from memory', () => {
    const reads: string[] = [];
    const length = rememberedPerValue((value) => {
      reads.push(value);
      return value.length;
    });
    expect([length('gzip'), length('gzip'), length('br'), length('gzip')]).toEqual([4, 4, 2, 4]);
    expect(reads).toEqual(['gzip', 'br']);
  });

  it('never keeps a long value, and forgets everything once full', () => {
    const reads: string[] = [];
    const echo = rememberedPerValue(
      (value) => {
        reads.push(value);
        return value;
      },
      { entries: 2, maxLength: 5 },
    );
    const long = 'x'.repeat(6);
    echo(long);
    echo(long);
    expect(reads).toEqual([long, long]);
    reads.length = 0;
    for (const value of ['a', 'b', 'a', 'c', 'a']) echo(value);
    // 'c' filled it: the memory was cleared, so 'a' is read again after it.
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });
});
