import { describe, expect, it } from 'vitest';
import { standInsFor } from './media.service.js';

const sizes = (...names: string[]) =>
  names.map((name) => {
    const [width = '0', format = ''] = name.slice(1).split('.');
    return { width: Number(width), format };
  });

describe('standInsFor (a replaced file)', () => {
  it('names nothing when the new file has every old size', () => {
    expect(standInsFor(sizes('w320.webp', 'w640.avif'), sizes('w320.webp', 'w640.avif'))).toEqual(
      [],
    );
  });

  it('stands the widest new size of the format no wider in for a missing one', () => {
    // Old 1700 wide, new 800 wide: no w1024 nor w1600 any more.
    const previous = sizes('w320.webp', 'w1024.webp', 'w1600.webp', 'w1600.avif');
    const next = sizes('w320.webp', 'w640.webp', 'w800.webp', 'w320.avif', 'w800.avif');
    expect(standInsFor(previous, next)).toEqual([
      ['w1024.webp', 'w800.webp'],
      ['w1600.webp', 'w800.webp'],
      ['w1600.avif', 'w800.avif'],
    ]);
  });

  it('falls back to the original when no size of the format is narrow enough', () => {
    expect(standInsFor(sizes('w200.webp'), sizes('w320.webp'))).toEqual([
      ['w200.webp', 'original.webp'],
    ]);
  });
});
