import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers.js';

describe('redactUrl', () => {
  it('hides reset tokens and passwords in query strings', () => {
    expect(redactUrl('/reset-password?token=abc123&lang=fr')).toBe(
      '/reset-password?token=[redacted]&lang=fr',
    );
    expect(redactUrl('/tenant/space/reset-password?x=1&token=abc')).toBe(
      '/tenant/space/reset-password?x=1&token=[redacted]',
    );
    expect(redactUrl('/api/x?password=hunter2')).toBe('/api/x?password=[redacted]');
  });
  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/stories?page=2&category=world')).toBe(
      '/api/stories?page=2&category=world',
    );
  });
});
