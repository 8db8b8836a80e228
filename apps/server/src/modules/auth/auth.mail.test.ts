import { describe, expect, it } from 'vitest';
import { pickLanguage } from './auth.mail.js';

describe('the language of an account mail', () => {
  it.each([
    ['fr', 'fr'],
    ['pt-BR', 'pt'],
    ['de;q=0.5, ja', 'ja'],
    ['it, es;q=0.8', 'es'],
    ['it, nl', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('reads %j as %s (negotiator: quality, then order)', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });
});
