import { describe, expect, it } from 'vitest';
import { monthGrid, queryRangeOf, shiftMonth } from '../calendar-grid';
import {
  dayKeyOf,
  fromDateTimeLocal,
  moveToDay,
  toDateTimeLocal,
  weekdayOf,
  zonedToInstant,
} from '../zoned-time';

describe('days and times in a named zone', () => {
  it('puts an instant on the day it is in that zone', () => {
    const instant = new Date('2026-11-25T23:30:00.000Z');
    expect(dayKeyOf(instant, 'Asia/Tokyo')).toBe('2026-11-26');
    expect(dayKeyOf(instant, 'UTC')).toBe('2026-11-25');
    expect(dayKeyOf(new Date('2026-11-26T04:00:00.000Z'), 'America/Los_Angeles')).toBe(
      '2026-11-25',
    );
  });

  it('reads wall-clock times across a daylight-saving change', () => {
    // New York moves from UTC-5 to UTC-4 on Sunday 8 March 2026.
    expect(zonedToInstant('2026-03-07', { hour: 9, minute: 0 }, 'America/New_York')).toEqual(
      new Date('2026-03-07T14:00:00.000Z'),
    );
    expect(zonedToInstant('2026-03-08', { hour: 9, minute: 0 }, 'America/New_York')).toEqual(
      new Date('2026-03-08T13:00:00.000Z'),
    );
    // Dropped on the other side of the change, the entry keeps 09:00 on the wall clock.
    expect(
      moveToDay(new Date('2026-03-07T14:00:00.000Z'), '2026-03-09', 'America/New_York'),
    ).toEqual(new Date('2026-03-09T13:00:00.000Z'));
  });

  it('moves a time the clocks skip forward, and takes a time read twice at its first reading', () => {
    // 02:30 does not happen on 8 March 2026 in New York, nor on 29 March 2026 in Berlin: 03:30
    // summer time does, whichever side of UTC the zone is on.
    expect(zonedToInstant('2026-03-08', { hour: 2, minute: 30 }, 'America/New_York')).toEqual(
      new Date('2026-03-08T07:30:00.000Z'),
    );
    expect(fromDateTimeLocal('2026-03-29T02:30', 'Europe/Berlin')).toEqual(
      new Date('2026-03-29T01:30:00.000Z'),
    );
    // 01:30 happens twice on 1 November 2026 in New York: first in summer time (UTC-4).
    expect(fromDateTimeLocal('2026-11-01T01:30', 'America/New_York')).toEqual(
      new Date('2026-11-01T05:30:00.000Z'),
    );
    expect(toDateTimeLocal(new Date('2026-11-01T06:30:00.000Z'), 'America/New_York')).toBe(
      '2026-11-01T01:30',
    );
    // A half-hour zone with a half-hour daylight-saving change (Lord Howe Island).
    expect(zonedToInstant('2026-10-04', { hour: 2, minute: 15 }, 'Australia/Lord_Howe')).toEqual(
      new Date('2026-10-03T15:45:00.000Z'),
    );
  });

  it('keeps the time of day, seconds included, when an entry moves to another day', () => {
    expect(moveToDay(new Date('2026-11-25T23:30:15.000Z'), '2026-11-28', 'Asia/Tokyo')).toEqual(
      new Date('2026-11-27T23:30:15.000Z'),
    );
  });

  it('converts datetime-local values both ways', () => {
    expect(toDateTimeLocal(new Date('2026-11-25T23:30:00.000Z'), 'Asia/Tokyo')).toBe(
      '2026-11-26T08:30',
    );
    expect(fromDateTimeLocal('2026-11-28T09:15', 'Asia/Tokyo')).toEqual(
      new Date('2026-11-28T00:15:00.000Z'),
    );
    expect(fromDateTimeLocal('2026-11-28T00:00', 'Asia/Kolkata')).toEqual(
      new Date('2026-11-27T18:30:00.000Z'),
    );
    expect(fromDateTimeLocal('', 'UTC')).toBeNull();
    expect(fromDateTimeLocal('next week', 'UTC')).toBeNull();
  });
});

describe('the month grid', () => {
  it('runs from the Monday before the 1st to the Sunday after the last day', () => {
    const november = monthGrid({ year: 2026, month: 11 });
    expect(november).toHaveLength(6);
    expect(november[0]?.[0]).toBe('2026-10-26');
    expect(november.at(-1)?.[6]).toBe('2026-12-06');
    expect(november.flat().every((day, index) => weekdayOf(day) === index % 7)).toBe(true);
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    const february = monthGrid({ year: 2027, month: 2 });
    expect(february.map((week) => week[0])).toEqual([
      '2027-02-01',
      '2027-02-08',
      '2027-02-15',
      '2027-02-22',
    ]);
  });

  it('asks for the grid with a day to spare on each side, whatever the zone', () => {
    expect(queryRangeOf({ year: 2026, month: 11 })).toEqual({
      from: '2026-10-25T00:00:00.000Z',
      to: '2026-12-08T00:00:00.000Z',
    });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});
