import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { createTestDatabase } from '../test/database.js';
import { createTenant } from '../test/factories.js';

let database: DatabaseHandle;
let app: FastifyInstance;

// Stands in for any JSON-writing route: the error mapping is global, so one route proves it.
const echoRoute: FastifyPluginAsyncZod = async (scope) => {
  scope.post(
    '/api/echo',
    { schema: { body: z.object({ title: z.string().min(3) }) } },
    async (request) => request.body,
  );
  scope.get('/api/explode', async () => {
    throw new Error('secret internals at /srv/app.js:42');
  });
  // What the query builder throws while PostgreSQL is down: its own error around the driver's.
  scope.get('/api/database-away', async () => {
    throw new Error('Failed query: select 1', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      }),
    });
  });
  scope.get('/api/database-restarting', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
  });
};

beforeAll(async () => {
  database = await createTestDatabase();
  await createTenant(database.db, { slug: 'helionews' });
  app = await buildApp({ database });
  await app.register(echoRoute);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('error responses', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ detail: 'No such endpoint: GET /api/nope' });
  });

  it('answers 503 with Retry-After while the database is away, and never its internals', async () => {
    for (const url of ['/api/database-away', '/api/database-restarting']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        detail: 'The database is not reachable; try again in a few seconds',
      });
    }
    // Any other failure stays a plain 500.
    expect((await app.inject({ url: '/api/explode' })).statusCode).toBe(500);
  });

  it('answers a failing validation with 422 and the fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { title: 'x' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ detail: string; errors: { field: string; message: string }[] }>();
    expect(body.errors[0]?.field).toBe('body.title');
    expect(body.detail).toMatch(/^Validation failed: body.title/);
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body is too large' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Request body is not valid JSON' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<title>hello</title>',
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a NUL character in a JSON string with 422, but not an escaped backslash before u0000', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": "abc\\u0000def"}',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ detail: string }>().detail).toMatch(/NUL/);

    const taken = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": "abc\\\\u0000def"}',
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ title: 'abc\\u0000def' });
  });

  it('refuses an unpaired UTF-16 surrogate in any JSON string with 422 naming the field', async () => {
    const echo = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    for (const title of ['abc\\ud800', '\\udfffabc', 'ab\\udc00\\ud800c']) {
      const refused = await echo(`{"title": "${title}"}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        detail: 'Validation failed: body.title must not contain an unpaired UTF-16 surrogate',
        errors: [{ field: 'body.title', message: 'must not contain an unpaired UTF-16 surrogate' }],
      });
    }
    // Also where the route's schema has no such field: the body is refused as a whole.
    const extra = await echo('{"title": "fine", "other": {"deep": ["\\ud800"]}}');
    expect(extra.statusCode).toBe(422);
    expect(extra.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'body.other.deep.0', message: 'must not contain an unpaired UTF-16 surrogate' },
    ]);

    // A pair is one character (an emoji), and an escaped backslash is no escape at all.
    const pair = await echo('{"title": "star \\ud83c\\udf1f"}');
    expect(pair.statusCode).toBe(200);
    expect(pair.json()).toEqual({ title: 'star \u{1f31f}' });
    const backslash = await echo('{"title": "abc\\\\ud800"}');
    expect(backslash.statusCode).toBe(200);
    expect(backslash.json()).toEqual({ title: 'abc\\ud800' });
  });

  it('still refuses prototype poisoning in JSON bodies', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": "hello", "__proto__": {"polluted": true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Request body is not valid JSON' });
  });

  it('answers a URL that is not valid percent-encoding with a 400 {detail}', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/admin/users/%ff%fe' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The URL is not valid percent-encoded text' });
  });

  it('hides the details of a server error', async () => {
    const response = await app.inject({ url: '/api/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error' });
    expect(response.body).not.toContain('secret');
  });

  it('tags every response with a request id', async () => {
    const response = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers['x-request-id']).toBe('trace-123');
  });
});
