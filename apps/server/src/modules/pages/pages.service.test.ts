import { describe, expect, it } from 'vitest';
import type { TenantRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-errors.js';
import type { TenantsService } from '../tenants/tenants.service.js';
import type { PagesRepository } from './pages.repository.js';
import {
  createPagesService,
  languageFromAcceptLanguage,
  supportedLanguage,
  type PageAddress,
} from './pages.service.js';

const known = ['helionews', 'space', 'sports'];
const tenants = {
  resolve: async (slug: string | undefined) => {
    const key = (slug ?? 'helionews').toLowerCase();
    if (!known.includes(key)) throw notFound('Tenant not found');
    return { id: known.indexOf(key) + 1, slug: key } as TenantRow;
  },
} as unknown as TenantsService;
const repository: PagesRepository = {
  findStoryPublisher: async (id) => (id === 6 ? { slug: 'sports' } : undefined),
};
const service = createPagesService({ repository, tenants });

const address = (overrides: Partial<PageAddress> = {}): PageAddress => ({
  hostSlug: undefined,
  pathname: '/',
  cookies: {},
  acceptLanguage: undefined,
  lngParam: undefined,
  ...overrides,
});

describe('the publication of a page', () => {
  it('follows the host, then the prefix, then the cookie, then the default', async () => {
    const all = address({
      hostSlug: 'space',
      pathname: '/tenant/sports/story/1',
      cookies: { selectedTenant: 'helionews' },
    });
    expect(await service.resolveTenant(all)).toMatchObject({
      kind: 'tenant',
      tenant: { slug: 'space' },
      prefix: '/tenant/sports',
      rest: '/story/1',
    });
    expect(await service.resolveTenant({ ...all, hostSlug: undefined })).toMatchObject({
      tenant: { slug: 'sports' },
    });
    expect(
      await service.resolveTenant(address({ cookies: { selectedTenant: 'Sports' } })),
    ).toMatchObject({ tenant: { slug: 'sports' }, prefix: null, rest: '/' });
    expect(await service.resolveTenant(address())).toMatchObject({ tenant: { slug: 'helionews' } });
  });

  it('ignores an unknown host or cookie, and sends an unknown prefix to the default site', async () => {
    expect(
      await service.resolveTenant(address({ hostSlug: 'nope', cookies: { selectedTenant: 'x' } })),
    ).toMatchObject({ tenant: { slug: 'helionews' } });
    expect(await service.resolveTenant(address({ pathname: '/tenant/nowhere/story/3' }))).toEqual({
      kind: 'unknownPrefix',
      location: '/story/3',
    });
    expect(await service.resolveTenant(address({ pathname: '/tenant/nowhere' }))).toEqual({
      kind: 'unknownPrefix',
      location: '/',
    });
  });

  it('finds the publisher of a story another publication was asked for', async () => {
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
  });
});
