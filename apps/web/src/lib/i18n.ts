import type { Catalogue, Locale } from '@ln/i18n';
import { catalogues, DEFAULT_LOCALE, isLocale, LOCALE_STORAGE_KEY, LOCALES } from '@ln/i18n';
import type { i18n as I18n } from 'i18next';
import { createInstance } from 'i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

/** The visitor's chosen locale from localStorage, or the default when none (or an unknown one) is stored. */
export function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch (_error) {
    // Storage can be unavailable (privacy settings); fall back to the default.
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch (_error) {
    // Without storage the choice cannot persist; the page keeps the default locale.
  }
}

/** The value for <html lang>: the language subtag ('pl', 'en'). */
export function htmlLangFor(locale: Locale): string {
  return locale.split('-')[0] ?? locale;
}

/**
 * Creates and initialises an i18next instance with the bundled catalogues. Resources are
 * in memory, so the instance is ready when this returns.
 */
export function initI18n(locale: Locale = readStoredLocale()): I18n {
  const instance = createInstance();
  void instance.init({
    resources: Object.fromEntries(LOCALES.map((code) => [code, { translation: catalogues[code] }])),
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    defaultNS: 'translation',
    interpolation: { escapeValue: false }, // React escapes output.
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
