import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { createTenant } from '../test/factories.js';

let dist: string;
let ctx: TestContext;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'helionews-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>HelioNews</title><div id="root"></div>',
  );
  await writeFile(
    path.join(dist, 'assets', 'main-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ webDistDir: dist });
  await createTenant(ctx.database.db, { slug: 'helionews' });
  await createTenant(ctx.database.db, { slug: 'space' });
});

afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves hashed assets with a year of immutable caching, compressed', async () => {
    const response = await ctx.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves other files with short caching', async () => {
    const response = await ctx.app.inject({ url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/', '/story/12', '/category/world', '/tenant/space/story/3'])(
    // Without a server renderer built, every page is the client shell.
    'serves the page shell for %s',
    async (url) => {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('never serves the raw template', async () => {
    const response = await ctx.app.inject({ url: '/index.html' });
    expect(response.body).not.toContain('ssr-html');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await ctx.app.inject({ url: '/api/unknown/path' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'No such endpoint: GET /api/unknown/path' });
  });

  it('does not answer other methods with the page', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/story/12' });
    expect(response.statusCode).toBe(404);
  });

  it('still serves the API', async () => {
    const response = await ctx.app.inject({ url: '/api/stories' });
    expect(response.statusCode).toBe(200);
  });
});
