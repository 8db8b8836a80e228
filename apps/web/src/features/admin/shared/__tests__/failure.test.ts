import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AdminCallError } from '../api/admin-request';
import { failureMessage, failureOf, fieldErrors } from '../api/failure';

const FAILED = 'Failed to save thing';
const fromServer = (status: number, detail: string, fieldErrors: ApiError['fieldErrors'] = []) =>
  new AdminCallError(FAILED, new ApiError(status, detail, { fromServer: true, fieldErrors }));
const unreachable = new AdminCallError(FAILED, new ApiError(0, 'The server could not be reached.'));

describe('failureMessage', () => {
  it('prefers the server’s sentence, wrapped or not', () => {
    expect(failureMessage(fromServer(409, 'Slug taken'), 'fallback')).toBe('Slug taken');
    const raw = new ApiError(403, 'Not yours', { fromServer: true });
    expect(failureMessage(raw, 'fallback', 'fallback')).toBe('Not yours');
  });

  it('without one: the call’s text, the fallback, or the error’s own message', () => {
    expect(failureMessage(unreachable, 'fallback')).toBe(FAILED);
    expect(failureMessage(new Error('Client check'), 'fallback')).toBe('fallback');
    expect(failureMessage(unreachable, 'fallback', 'fallback')).toBe('fallback');
    expect(failureMessage(unreachable, 'fallback', 'error')).toBe(FAILED);
    expect(failureMessage(new Error('Client check'), 'fallback', 'error')).toBe('Client check');
    expect(failureMessage('not an error', 'fallback', 'error')).toBe('fallback');
  });
});

describe('failureOf', () => {
  it('keeps the call’s text and the server’s reason apart', () => {
    expect(failureOf(fromServer(409, 'Email taken'), 'x')).toEqual({
      message: FAILED,
      detail: 'Email taken',
    });
    expect(failureOf(new Error('boom'), 'fallback')).toEqual({ message: 'fallback', detail: null });
  });
});

describe('fieldErrors', () => {
  const invalid = fromServer(422, 'Invalid', [
    { field: 'schedule.endDate', message: 'Too late' },
    { field: 'schedule.startDate', message: 'Too early' },
    { field: 'name', message: 'Required' },
  ]);

  it('names each field once, the first message winning', () => {
    expect(fieldErrors(invalid)).toEqual({
      'schedule.endDate': 'Too late',
      'schedule.startDate': 'Too early',
      name: 'Required',
    });
    expect(fieldErrors(invalid, { topLevel: true })).toEqual({
      schedule: 'Too late',
      name: 'Required',
    });
    expect(fieldErrors(new Error('boom'))).toEqual({});
  });

  it('gives a 409’s sentence to the conflicting field only when asked', () => {
    expect(fieldErrors(fromServer(409, 'Slug taken'))).toEqual({});
    expect(fieldErrors(fromServer(409, 'Slug taken'), { conflictField: 'slug' })).toEqual({
      slug: 'Slug taken',
    });
  });
});
