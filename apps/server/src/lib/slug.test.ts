import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify', () => {
  it('makes a readable URL slug from a headline', () => {
    expect(slugify('Mars Rover Finds "Ancient" Lake Bed!')).toBe(
      'mars-rover-finds-ancient-lake-bed',
    );
  });
  it('folds accents and drops symbols', () => {
    expect(slugify('Café à São Paulo — 2026')).toBe('cafe-a-sao-paulo-2026');
  });
  it('never returns an empty slug', () => {
    expect(slugify('¡¿?!')).toBe('story');
  });
  it('caps the length without a trailing dash', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});
