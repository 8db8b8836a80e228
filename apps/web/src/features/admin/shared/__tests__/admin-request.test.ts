import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { clearStoredSession, storeSession } from '@/lib/storage';
import { adminDownload, adminUpload, isAdminCallError } from '../api/admin-request';

const FAILED = 'Failed to upload thing';
const schema = z.object({ url: z.string() });
const file = () => new File(['x'], 'a.png', { type: 'image/png' });

async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!isAdminCallError(error)) throw new Error(`not an AdminCallError: ${String(error)}`);
  return { message: error.message, status: error.status, detail: error.serverDetail };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  storeSession('token-1', true);
});
afterEach(() => clearStoredSession());

describe('adminUpload', () => {
  it('sends the file as multipart with the tenant and the token, and checks the answer', async () => {
    const api = mockApi({ '/api/things': { url: '/uploads/a.webp' } });
    await expect(adminUpload('/things', FAILED, { schema, file: file() })).resolves.toEqual({
      url: '/uploads/a.webp',
    });
    const [input, init] = api.fetchMock.mock.calls[0] ?? [];
    expect(String(input)).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('X-Tenant-ID')).toBeTruthy();
    expect(headers.get('Content-Type')).toBeNull();
  });

  it('fails like adminRequest: the server’s detail, status 0, or a broken answer', async () => {
    mockApi({ '/api/things': jsonResponse({ detail: 'Too big' }, 413) });
    expect(await failureOf(adminUpload('/things', FAILED, { schema, file: file() }))).toEqual({
      message: FAILED,
      status: 413,
      detail: 'Too big',
    });
    mockApi({ '/api/things': jsonResponse({ detail: 'In use', usage: [1] }, 409) });
    const conflict = await adminUpload('/things', FAILED, { schema, file: file() }).catch(
      (thrown: unknown) => thrown,
    );
    expect(isAdminCallError(conflict) && conflict.body).toEqual({ detail: 'In use', usage: [1] });
    mockApi({ '/api/things': { nope: true } });
    expect(await failureOf(adminUpload('/things', FAILED, { schema, file: file() }))).toEqual({
      message: FAILED,
      status: 200,
      detail: null,
    });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failureOf(adminUpload('/things', FAILED, { schema, file: file() }))).toEqual({
      message: FAILED,
      status: 0,
      detail: null,
    });
  });
});

describe('adminDownload', () => {
  it('asks for the type with the query, and returns the body as a Blob', async () => {
    const api = mockApi({
      '/api/report/export': new Response('a,b\n1,2\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const blob = await adminDownload('/report/export', 'Failed to fetch report', {
      accept: 'text/csv',
      query: { from: '2025-01-01', to: '2025-01-31' },
    });
    expect(await blob.text()).toBe('a,b\n1,2\n');
    const request = api.requestsTo('/api/report/export')[0];
    expect(request?.url.search).toBe('?from=2025-01-01&to=2025-01-31');
    expect(request?.headers.get('Accept')).toBe('text/csv');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('throws the call’s text with the status on a refusal', async () => {
    mockApi({ '/api/report/export': jsonResponse({ detail: 'Analytics is off' }, 403) });
    expect(
      await failureOf(
        adminDownload('/report/export', 'Failed to fetch report', { accept: 'text/csv' }),
      ),
    ).toEqual({ message: 'Failed to fetch report', status: 403, detail: 'Analytics is off' });
  });
});
