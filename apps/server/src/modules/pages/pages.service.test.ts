import { describe, expect, it } from 'vitest';
import type { PagesRepository } from './pages.repository.js';
import {
  createPagesService,
  languageFromAcceptLanguage,
  supportedLanguage,
  type PageAddress,
} from './pages.service.js';

// The publication of a page is decided by the tenant plugin: plugins/tenant.test.ts.
const repository: PagesRepository = {
  findStoryPublisher: async (id) => (id === 6 ? { slug: 'sports' } : undefined),
};
const service = createPagesService({ repository });

const address = (overrides: Partial<PageAddress> = {}): PageAddress => ({
  cookies: {},
  acceptLanguage: undefined,
  lngParam: undefined,
  ...overrides,
});

describe('the publisher of a story', () => {
  it('is found when another publication was asked for it', async () => {
    expect(await service.storyPublisher(6)).toBe('sports');
    expect(await service.storyPublisher(7)).toBeNull();
  });
});

describe('the language of a page', () => {
  it('takes ?lng=, then the cookie, then Accept-Language, then English', () => {
    expect(
      service.resolveLanguage(
        address({ lngParam: 'de', cookies: { 'preferred-language': 'fr' }, acceptLanguage: 'ja' }),
      ),
    ).toEqual({ language: 'de', explicit: true });
    expect(
      service.resolveLanguage(
        address({ cookies: { 'preferred-language': 'fr' }, acceptLanguage: 'ja' }),
      ),
    ).toEqual({ language: 'fr', explicit: false });
    expect(service.resolveLanguage(address({ acceptLanguage: 'ja-JP,en;q=0.5' }))).toEqual({
      language: 'ja',
      explicit: false,
    });
    expect(service.resolveLanguage(address({ lngParam: 'xx' }))).toEqual({
      language: 'en',
      explicit: false,
    });
  });

  it('reads Accept-Language by quality, skipping what it does not speak', () => {
    expect(languageFromAcceptLanguage('it-IT, pt-BR;q=0.8, fr;q=0.9')).toBe('fr');
    expect(languageFromAcceptLanguage('it, ko;q=0.5')).toBeNull();
    expect(languageFromAcceptLanguage('zh-Hans-CN;q=0, es;q=0.1')).toBe('es');
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
    expect(supportedLanguage('PT-br')).toBe('pt');
    // Equal qualities keep the reader's order; what is not a language is no preference.
    expect(languageFromAcceptLanguage('fr-CA, en')).toBe('fr');
    expect(languageFromAcceptLanguage('*, de;q=0.5')).toBe('de');
    expect(languageFromAcceptLanguage('*;q=NaN,;;q=-1')).toBeNull();
    expect(languageFromAcceptLanguage(`${'en-US,'.repeat(1_000)}en`)).toBe('en');
  });
});
