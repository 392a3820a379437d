import type { Locale } from '@ln/i18n';

/**
 * Names of countries and languages, and amounts of money, in the page's language (Intl).
 * Formatters are created on call, never at module scope (server render later).
 */

function displayName(locale: Locale, type: 'region' | 'language', code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type, fallback: 'code' }).of(code) ?? code;
  } catch (_error) {
    // Not a well-formed code: show it as it came.
    return code;
  }
}

/** `PL` → `Polska` / `Poland`. */
export function countryName(code: string, locale: Locale): string {
  return displayName(locale, 'region', code.toUpperCase());
}

/** `pol` or `pl` → `polski` / `Polish`. */
export function languageName(code: string, locale: Locale): string {
  return displayName(locale, 'language', code);
}

/** `"2500000.00"` in `PLN` → `2 500 000,00 zł` / `PLN 2,500,000.00`. */
export function formatMoney(amount: string, currency: string, locale: Locale): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(locale === 'en-EN' ? 'en-GB' : 'pl-PL', {
      style: 'currency',
      currency,
    }).format(value);
  } catch (_error) {
    return `${amount} ${currency}`;
  }
}

/** The catalogue locale behind i18next's current language (the default for anything else). */
export function localeOf(language: string | undefined): Locale {
  return language === 'en-EN' ? 'en-EN' : 'pl-PL';
}

/**
 * Whether texts are shown in English: for i18next's current language or a locale, the one
 * test wherever a component picks between a Polish and an English label.
 */
export function isEnglish(locale: string | undefined): boolean {
  return localeOf(locale) === 'en-EN';
}
