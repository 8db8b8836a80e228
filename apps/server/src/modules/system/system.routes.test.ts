import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDraining } from '../../ops/shutdown.js';
import { createTestApp, type TestContext } from '../../test/app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('health and readiness', () => {
  it('reports the process up without touching a tenant', async () => {
    const response = await ctx.app.inject({
      url: '/api/health',
      headers: { 'x-tenant-id': 'unknown' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('reports ready when the database answers', async () => {
    const response = await ctx.app.inject({ url: '/api/ready' });
    expect(response.json()).toEqual({ status: 'ready', database: 'ok' });
  });

  it('reports 503 when the database does not answer', async () => {
    const app = await buildApp({
      database: { ...ctx.database, ping: () => Promise.reject(new Error('connection lost')) },
    });
    const response = await app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Database is not reachable' });
    await app.close();
  });

  it('reports 503 at once while draining after SIGTERM, and still serves other requests', async () => {
    const draining = createDraining();
    const app = await buildApp({
      database: { ...ctx.database, ping: draining.guard(() => ctx.database.ping()) },
    });
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    draining.begin();
    const response = await app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'The server is shutting down' });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('OpenAPI document', () => {
  it('documents every API route the server answers', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const served = ctx.app.routeTable
      .filter(
        (route) =>
          route.url.startsWith('/api/') &&
          !route.url.startsWith('/api/docs') &&
          route.method !== 'HEAD',
      )
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(served.length).toBeGreaterThan(10);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('serves the documentation UI', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});

describe('security headers', () => {
  it('sends a content security policy and nosniff', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets pages frame only the embed providers an article may hold', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    const frames = /frame-src ([^;]+)/.exec(policy)?.[1]?.split(' ');
    expect(frames).toEqual([
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://open.spotify.com',
    ]);
  });
});
