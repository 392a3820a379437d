import type { Locale } from '@ln/i18n';

/**
 * Date display of both languages (accounts-and-platform §9: the English calendar is
 * mm/dd/yy with Sunday first). Polish: dd.mm.yyyy with Monday first.
 * Pure functions of their input: safe on a server render.
 */

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date-only ISO string (`2024-03-05`) means that calendar day, not UTC midnight. */
function calendarParts(value: DateInput): { year: number; month: number; day: number } | null {
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (match) return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  }
  const date = toDate(value);
  if (!date) return null;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `05.03.2024` (pl-PL) or `03/05/24` (en-EN); '' for a value that is not a date. */
export function formatDate(value: DateInput | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const parts = calendarParts(value);
  if (!parts) return '';
  const { year, month, day } = parts;
  return locale === 'en-EN'
    ? `${pad(month)}/${pad(day)}/${pad(year % 100)}`
    : `${pad(day)}.${pad(month)}.${pad(year, 4)}`;
}

/**
 * A moment as its date (as {@link formatDate}) and its local time: `20.11.2026 11:15`
 * (pl-PL, 24-hour) or `11/20/26 11:15 AM` (en-EN, 12-hour); with `seconds`, to the second.
 * '' for a value that is not a date.
 */
export function formatDateTime(
  value: DateInput | null | undefined,
  locale: Locale,
  { seconds = false }: { seconds?: boolean } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  const time = date.toLocaleTimeString(locale === 'en-EN' ? 'en-US' : 'pl-PL', {
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
  });
  return `${formatDate(date, locale)} ${time}`;
}

/** The pattern a date field shows as its placeholder/hint. */
export function datePattern(locale: Locale): string {
  return locale === 'en-EN' ? 'mm/dd/yy' : 'dd.mm.rrrr';
}

/** First day of a calendar week: 0 = Sunday (en-EN), 1 = Monday (pl-PL). */
export function firstDayOfWeek(locale: Locale): 0 | 1 {
  return locale === 'en-EN' ? 0 : 1;
}

/** A year range such as `2019–2023`, `2019–` (open) or '' when neither end is known. */
export function formatYearRange(from?: number | null, to?: number | null): string {
  if (from == null && to == null) return '';
  return `${from ?? ''}–${to ?? ''}`;
}
