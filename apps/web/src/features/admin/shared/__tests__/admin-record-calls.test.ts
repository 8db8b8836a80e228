import { z } from 'zod';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { isAdminCallError } from '../api/admin-request';
import { adminRecordCalls, recordFailures } from '../api/admin-record-calls';

const THING_ERRORS = {
  fetchThings: 'Failed to fetch things',
  createThing: 'Failed to create thing',
  updateThing: 'Failed to update thing',
  deleteThing: 'Failed to delete thing',
} as const;

const things = adminRecordCalls({
  collection: '/admin/things',
  item: (id) => `/admin/things/${id}`,
  schema: z.object({ id: z.number(), name: z.string() }),
  deleted: z.object({ message: z.string() }),
  failures: recordFailures(THING_ERRORS, 'Thing'),
});

const answer = ({ method, body }: RecordedRequest) =>
  method === 'DELETE' ? { message: 'Deleted' } : { id: 7, ...(body as object) };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('recordFailures', () => {
  it('picks the create, update and delete texts of the named record', () => {
    expect(recordFailures(THING_ERRORS, 'Thing')).toEqual({
      create: 'Failed to create thing',
      update: 'Failed to update thing',
      remove: 'Failed to delete thing',
    });
  });
});

describe('adminRecordCalls', () => {
  it('posts to the collection, puts and deletes the record, and reads the answers', async () => {
    const api = mockApi({ '/api/admin/things': answer, '/api/admin/things/7': answer });

    await expect(things.create({ name: 'New' })).resolves.toEqual({ id: 7, name: 'New' });
    await expect(things.update(7, { name: 'Renamed' })).resolves.toEqual({
      id: 7,
      name: 'Renamed',
    });
    await expect(things.remove(7)).resolves.toEqual({ message: 'Deleted' });
    await expect(things.remove(7, { force: 'true' })).resolves.toEqual({ message: 'Deleted' });

    const [created] = api.requestsTo('/api/admin/things');
    expect(created).toMatchObject({ method: 'POST', body: { name: 'New' } });
    const [updated, deleted, forced] = api.requestsTo('/api/admin/things/7');
    expect(updated).toMatchObject({ method: 'PUT', body: { name: 'Renamed' } });
    expect(deleted).toMatchObject({ method: 'DELETE', body: undefined });
    expect(deleted?.url.search).toBe('');
    expect(forced?.method).toBe('DELETE');
    expect(forced?.url.searchParams.get('force')).toBe('true');
  });

  it('fails each call with its own text, the server’s detail kept', async () => {
    const refused = () => jsonResponse({ detail: 'No' }, 409);
    mockApi({ '/api/admin/things': refused, '/api/admin/things/7': refused });
    for (const [call, text] of [
      [() => things.create({ name: 'New' }), 'Failed to create thing'],
      [() => things.update(7, { name: 'New' }), 'Failed to update thing'],
      [() => things.remove(7), 'Failed to delete thing'],
    ] as const) {
      const error: unknown = await call().then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(isAdminCallError(error) && [error.message, error.serverDetail]).toEqual([text, 'No']);
    }
  });
});
