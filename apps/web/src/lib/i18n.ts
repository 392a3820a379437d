import type { Catalogue, Locale } from '@ln/i18n';
import { DEFAULT_LOCALE, defaultCatalogue, isLocale, LOCALE_STORAGE_KEY, LOCALES } from '@ln/i18n';
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
 * Creates and initialises an i18next instance for `locale` with its `catalogue` (see
 * `loadCatalogue`). Polish, the fallback of every language, is always loaded; resources are in
 * memory, so the instance is ready when this returns.
 */
export function initI18n(locale: Locale, catalogue?: Catalogue): I18n {
  if (locale !== DEFAULT_LOCALE && !catalogue) {
    throw new Error(`initI18n: load the ${locale} catalogue first (loadCatalogue)`);
  }
  const instance = createInstance();
  const resources: Partial<Record<Locale, { translation: Catalogue }>> = {
    [DEFAULT_LOCALE]: { translation: defaultCatalogue },
  };
  if (locale !== DEFAULT_LOCALE && catalogue) resources[locale] = { translation: catalogue };
  void instance.init({
    resources,
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
