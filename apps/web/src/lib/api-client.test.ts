import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { setActiveTenantSlug } from './active-tenant';
import { ApiError, apiGet, apiPost, errorMessage } from './api-client';

const pingSchema = z.object({ ok: z.boolean() });

describe('api client', () => {
  it('sends the default tenant and no Authorization header when signed out', async () => {
    const api = mockApi({ '/api/ping': { ok: true } });

    await expect(apiGet('/ping', { schema: pingSchema })).resolves.toEqual({ ok: true });

    const [request] = api.requests;
    expect(request?.headers.get('X-Tenant-ID')).toBe('helionews');
    expect(request?.headers.has('Authorization')).toBe(false);
  });

  it('sends the tenant the provider resolved, whatever storage and the address say', async () => {
    window.localStorage.setItem('selectedTenant', 'orbit-daily');
    const api = mockApi({ '/api/ping': { ok: true } });
    setActiveTenantSlug('health');
    try {
      await apiGet('/ping', { schema: pingSchema });
    } finally {
      setActiveTenantSlug(null);
    }

    expect(api.requests[0]?.headers.get('X-Tenant-ID')).toBe('health');
  });

  it('lets a call name its own headers, e.g. the tenant it asks about', async () => {
    const api = mockApi({ '/api/ping': { ok: true } });

    await apiGet('/ping', { schema: pingSchema, headers: { 'X-Tenant-ID': 'space' } });

    expect(api.requests[0]?.headers.get('X-Tenant-ID')).toBe('space');
  });

  it('sends the stored tenant and the bearer token before any tenant is resolved', async () => {
    window.localStorage.setItem('selectedTenant', 'orbit-daily');
    window.localStorage.setItem('authToken', 'secret-token');
    const api = mockApi({ '/api/ping': { ok: true } });

    await apiGet('/ping', { schema: pingSchema });

    const [request] = api.requests;
    expect(request?.headers.get('X-Tenant-ID')).toBe('orbit-daily');
    expect(request?.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('drops empty query values and encodes the rest', async () => {
    const api = mockApi({ '/api/ping': { ok: true } });

    await apiGet('/ping', {
      schema: pingSchema,
      query: { page: 2, category: undefined, q: 'a b' },
    });

    expect(api.requests[0]?.url.search).toBe('?page=2&q=a+b');
  });

  it("turns the server's {detail} into an ApiError with its status", async () => {
    mockApi({ '/api/ping': () => jsonResponse({ detail: 'Story not found' }, 404) });

    const error: unknown = await apiGet('/ping', { schema: pingSchema }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      detail: 'Story not found',
      message: 'Story not found',
    });
  });

  it('keeps the whole JSON body of a failed answer, e.g. the places a 409 lists', async () => {
    const conflict = {
      detail: 'The image is in use; remove it from where it is used first',
      usage: [{ kind: 'article', id: 42, title: 'Solar storm', status: 'published', places: [] }],
    };
    mockApi({
      '/api/ping': () => jsonResponse(conflict, 409),
      '/api/pong': () => jsonResponse({ reason: 'not the error shape' }, 400),
      '/api/gateway': () => new Response('<h1>Bad gateway</h1>', { status: 502 }),
    });

    const inUse: unknown = await apiGet('/ping', { schema: pingSchema }).catch((e: unknown) => e);
    expect(inUse).toBeInstanceOf(ApiError);
    expect(inUse).toMatchObject({ status: 409, detail: conflict.detail, body: conflict });
    // Not the {detail} shape: kept all the same, beside the stand-in message.
    const other: unknown = await apiGet('/pong', { schema: pingSchema }).catch((e: unknown) => e);
    expect(other).toMatchObject({
      status: 400,
      fromServer: false,
      body: { reason: 'not the error shape' },
    });
    const gateway: unknown = await apiGet('/gateway', { schema: pingSchema }).catch(
      (e: unknown) => e,
    );
    expect(gateway).toMatchObject({ status: 502 });
    expect((gateway as ApiError).body).toBeUndefined();
  });

  it('keeps the failing fields of a 422, named without their location', async () => {
    mockApi({
      '/api/ping': () =>
        jsonResponse(
          {
            detail: 'Validation failed: body.email must be a valid email address',
            errors: [{ field: 'body.email', message: 'must be a valid email address' }],
          },
          422,
        ),
    });

    const error: unknown = await apiPost('/ping', { schema: pingSchema, body: {} }).catch(
      (e: unknown) => e,
    );

    expect(error).toMatchObject({
      status: 422,
      fromServer: true,
      fieldErrors: [{ field: 'email', message: 'must be a valid email address' }],
    });
  });

  it("sends a JSON body and tells the server's detail from a client-side stand-in", async () => {
    const api = mockApi({ '/api/ping': () => jsonResponse({ detail: 'Nope' }, 400) });

    const fromServer: unknown = await apiPost('/ping', {
      schema: pingSchema,
      body: { a: 1 },
    }).catch((e: unknown) => e);

    expect(api.requests[0]?.method).toBe('POST');
    expect(api.requests[0]?.body).toEqual({ a: 1 });
    expect(api.requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(errorMessage(fromServer, 'fallback')).toBe('Nope');
    expect(errorMessage(new ApiError(0, 'The server could not be reached.'), 'fallback')).toBe(
      'fallback',
    );
  });

  it('uses the status text when the error body is not JSON', async () => {
    mockApi({
      '/api/ping': () =>
        new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    });

    await expect(apiGet('/ping', { schema: pingSchema })).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
      statusText: 'Bad Gateway',
    });
  });

  it('rejects a body that breaks the contract', async () => {
    mockApi({ '/api/ping': { ok: 'yes' } });

    await expect(apiGet('/ping', { schema: pingSchema })).rejects.toMatchObject({
      message: 'Invalid response format from server',
    });
  });
});
