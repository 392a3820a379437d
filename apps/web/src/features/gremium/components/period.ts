import type { Locale } from '@ln/i18n';

import { formatDate } from '../../../lib/format-date';

/** `01.01.2024 – 31.12.2027`, `01.01.2024 – now` (open end) or '' when no date is known. */
export function formatPeriod(
  from: string | null,
  to: string | null,
  locale: Locale,
  untilNow: string,
): string {
  if (!from && !to) return '';
  return `${from ? formatDate(from, locale) : '…'} – ${to ? formatDate(to, locale) : untilNow}`;
}
