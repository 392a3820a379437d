import { describe, expect, it } from 'vitest';

import {
  datePattern,
  firstDayOfWeek,
  formatDate,
  formatDateTime,
  formatYearRange,
} from '../format-date';

describe('formatDate', () => {
  it('shows English dates as mm/dd/yy', () => {
    expect(formatDate('2024-03-05', 'en-EN')).toBe('03/05/24');
    expect(formatDate(new Date(2009, 11, 31), 'en-EN')).toBe('12/31/09');
  });

  it('shows Polish dates as dd.mm.yyyy', () => {
    expect(formatDate('2024-03-05', 'pl-PL')).toBe('05.03.2024');
  });

  it('keeps the calendar day of a date-only value in any time zone', () => {
    expect(formatDate('2024-01-01', 'pl-PL')).toBe('01.01.2024');
  });

  it('gives an empty text for a missing or invalid value', () => {
    expect(formatDate(null, 'pl-PL')).toBe('');
    expect(formatDate(undefined, 'en-EN')).toBe('');
    expect(formatDate('not a date', 'en-EN')).toBe('');
  });

  it('shows a moment with the date of its language and the local time', () => {
    const moment = new Date(2026, 10, 20, 14, 5, 9);
    expect(formatDateTime(moment, 'pl-PL')).toBe('20.11.2026 14:05');
    expect(formatDateTime(moment, 'en-EN')).toBe('11/20/26 02:05 PM');
    expect(formatDateTime(moment, 'pl-PL', { seconds: true })).toBe('20.11.2026 14:05:09');
    expect(formatDateTime(moment.toISOString(), 'en-EN', { seconds: true })).toBe(
      '11/20/26 02:05:09 PM',
    );
    expect(formatDateTime('not a date', 'pl-PL')).toBe('');
    expect(formatDateTime(null, 'en-EN')).toBe('');
  });

  it('starts the English week on Sunday and the Polish one on Monday', () => {
    expect(firstDayOfWeek('en-EN')).toBe(0);
    expect(firstDayOfWeek('pl-PL')).toBe(1);
    expect(datePattern('en-EN')).toBe('mm/dd/yy');
  });

  it('formats year ranges, open or closed', () => {
    expect(formatYearRange(2019, 2023)).toBe('2019–2023');
    expect(formatYearRange(2019, null)).toBe('2019–');
    expect(formatYearRange(null, null)).toBe('');
  });
});
