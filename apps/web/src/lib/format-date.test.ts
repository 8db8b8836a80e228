import { describe, expect, it } from 'vitest';
import { formatForDisplay } from './format-date';

const NOW = new Date('2026-01-01T12:00:00Z');

describe("formatForDisplay (a publication's date format and time zone)", () => {
  it('reads relative times in the reader language', () => {
    expect(formatForDisplay('2026-01-01T09:00:00Z', 'en', { format: 'relative' }, NOW)).toBe(
      '3 hours ago',
    );
    expect(formatForDisplay('2025-12-31T12:00:00Z', 'fr', { format: 'relative' }, NOW)).toBe(
      'hier',
    );
  });

  it('writes the calendar day of the time zone, not of the browser', () => {
    const lateEvening = '2026-01-01T02:30:00Z';
    expect(formatForDisplay(lateEvening, 'en', { format: 'iso', timeZone: 'UTC' })).toBe(
      '2026-01-01',
    );
    expect(
      formatForDisplay(lateEvening, 'en', { format: 'iso', timeZone: 'America/New_York' }),
    ).toBe('2025-12-31');
    expect(
      formatForDisplay(lateEvening, 'en', { format: 'long', timeZone: 'America/New_York' }),
    ).toBe('December 31, 2025');
    expect(
      formatForDisplay(lateEvening, 'de', { format: 'medium', timeZone: 'Europe/Berlin' }),
    ).toBe('01.01.2026');
  });

  it('falls back to the browser time zone for an unknown one instead of failing', () => {
    expect(
      formatForDisplay('2026-01-01T12:00:00Z', 'en', { format: 'short', timeZone: 'Mars/Olympus' }),
    ).toMatch(/1\/1\/26/);
  });
});
