import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantRow } from '../db/schema/index.js';
import { notFound } from '../lib/http-errors.js';
import type { TenantResolver } from '../request-context.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { createTenant } from '../test/factories.js';
import tenantContext from './tenant.js';

/** A value made on first use, then the same one. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://helionews.example.org' });
  await createTenant(ctx.database.db, { slug: 'helionews', displayName: 'HelioNews' });
  await createTenant(ctx.database.db, { slug: 'space', displayName: 'Orbital Dispatch' });
  await createTenant(ctx.database.db, { slug: 'health', displayName: 'Pulse Health Journal' });
});
afterAll(() => ctx.close());

const tenantFor = async (headers: Record<string, string>) => {
  const response = await ctx.app.inject({ url: '/api/tenant/info', headers });
  return response.statusCode === 200 ? response.json<{ slug: string }>().slug : response.statusCode;
};

describe('tenant resolution', () => {
  it.each([
    [{}, 'helionews'],
    [{ 'x-tenant-id': 'space' }, 'space'],
    [{ 'x-tenant-id': ' SPACE ' }, 'space'],
    [{ host: 'space.helionews.example.org' }, 'space'],
    [{ host: 'health.news.test:8080' }, 'health'],
    [{ host: 'www.helionews.example.org' }, 'helionews'],
    [{ host: 'localhost:3000' }, 'helionews'],
    [{ host: '127.0.0.1:3000' }, 'helionews'],
    [{ host: '[::1]:3000' }, 'helionews'],
    [{ host: 'helionews.example.org' }, 'helionews'],
    [{ host: 'space.helionews.example.org', 'x-tenant-id': 'health' }, 'health'],
  ])('%o -> %s', async (headers, expected) => {
    expect(await tenantFor(headers)).toBe(expected);
  });

  it.each([
    [{ 'x-tenant-id': 'atlantis' }],
    [{ host: 'atlantis.helionews.example.org' }],
    [{ 'x-tenant-id': 'x'.repeat(300) }],
  ])('answers 404 "Tenant not found" for %o', async (headers) => {
    const response = await ctx.app.inject({ url: '/api/stories', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Tenant not found' });
  });
});

/**
 * The reader pages' and crawler files' orders, on a bare app with a stand-in tenants service:
 * known publications helionews (the default), space and sports.
 */
describe('the publication of a page or crawler file', () => {
  const known = ['helionews', 'space', 'sports'];
  const tenants: TenantResolver = {
    resolveCached: () => undefined,
    async resolve(slug) {
      const key = (slug ?? 'helionews').trim().toLowerCase() || 'helionews';
      if (!known.includes(key)) throw notFound('Tenant not found');
      return { id: known.indexOf(key) + 1, slug: key } as TenantRow;
    },
  };

  async function site(addressing: 'page' | 'crawler') {
    const app = Fastify();
    await app.register(fastifyCookie);
    await app.register(tenantContext, { tenants, baseHostname: 'news.example.org', addressing });
    app.get('/*', async (request) => ({ slug: request.tenant.slug, ...request.tenantAddress }));
    return app;
  }
  const pages = once(() => site('page'));
  const crawler = once(() => site('crawler'));
  const ask = async (
    app: Promise<FastifyInstance>,
    url: string,
    headers: Record<string, string> = {},
  ) => (await app).inject({ url, headers });

  afterAll(async () => {
    await (await pages()).close();
    await (await crawler()).close();
  });

  it('follows the host, then the prefix, then the cookie, then the default', async () => {
    const everything = { host: 'space.news.example.org', cookie: 'selectedTenant=helionews' };
    expect((await ask(pages(), '/tenant/sports/story/1', everything)).json()).toEqual({
      slug: 'space',
      source: 'host',
      prefix: '/tenant/sports',
      rest: '/story/1',
    });
    const { host: _host, ...noHost } = everything;
    expect((await ask(pages(), '/tenant/Sports/story/1', noHost)).json()).toMatchObject({
      slug: 'sports',
      source: 'prefix',
      prefix: '/tenant/Sports',
    });
    expect(
      (await ask(pages(), '/story/1', { cookie: 'selectedTenant=Sports' })).json(),
    ).toMatchObject({ slug: 'sports', source: 'cookie', prefix: null, rest: '/story/1' });
    expect((await ask(pages(), '/')).json()).toMatchObject({
      slug: 'helionews',
      source: 'default',
    });
  });

  it("never takes the platform's own host, a header or a malformed cookie for a publication", async () => {
    const cases: Record<string, string>[] = [
      { host: 'news.example.org' },
      { host: 'www.example.org', 'x-tenant-id': 'space' },
      { cookie: 'selectedTenant=%E0%A4%A' },
    ];
    for (const headers of cases) {
      expect((await ask(pages(), '/', headers)).json(), JSON.stringify(headers)).toMatchObject({
        slug: 'helionews',
        source: 'default',
      });
    }
  });

  it('passes over an unknown host or cookie, and sends an unknown prefix to the default site', async () => {
    expect(
      (
        await ask(pages(), '/', { host: 'nope.news.example.org', cookie: 'selectedTenant=x' })
      ).json(),
    ).toMatchObject({ slug: 'helionews', source: 'default' });
    for (const [url, location] of [
      ['/tenant/nowhere/story/3?lng=fr', '/story/3?lng=fr'],
      ['/tenant/nowhere', '/'],
      ['/tenant/%20/story/3', '/story/3'],
    ] as const) {
      const response = await ask(pages(), url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe(location);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('serves crawlers by host, then prefix, then the default, and a 404 for an unknown one', async () => {
    expect(
      (await ask(crawler(), '/tenant/sports/rss.xml', { host: 'space.news.example.org' })).json(),
    ).toMatchObject({ slug: 'space', source: 'host' });
    expect((await ask(crawler(), '/tenant/sports/rss.xml')).json()).toMatchObject({
      slug: 'sports',
      source: 'prefix',
    });
    expect(
      (await ask(crawler(), '/rss.xml', { cookie: 'selectedTenant=sports' })).json(),
    ).toMatchObject({ slug: 'helionews', source: 'default' });
    for (const [url, headers] of [
      ['/tenant/nowhere/rss.xml', {}],
      ['/rss.xml', { host: 'nope.news.example.org' }],
    ] as const) {
      const response = await ask(crawler(), url, headers);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Tenant not found' });
    }
  });
});
