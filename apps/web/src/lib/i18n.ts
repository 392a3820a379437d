import type { Catalogue, Locale, StartCatalogue } from '@ln/i18n';
import {
  DEFAULT_LOCALE,
  defaultCatalogue,
  isLocale,
  loadLaterCatalogue,
  LOCALE_STORAGE_KEY,
  LOCALES,
} from '@ln/i18n';
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
  writeLocaleCookie(locale);
}

/** A year: the cookie lives as long as a stored choice would. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The server cannot read localStorage: the same choice is mirrored in the `app_locale` cookie,
 * which the server reads to render a page in the visitor's language (decision 024).
 */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; max-age=${LOCALE_COOKIE_MAX_AGE_S}; path=/; SameSite=Lax`;
}

/** The locale in a Cookie header (the server's side of the mirror), or null. */
export function localeFromCookieHeader(cookieHeader: string | undefined): Locale | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_STORAGE_KEY && isLocale(value)) return value;
  }
  return null;
}

/**
 * The query parameter of a page's address in another language than Polish (`?lang=en-EN`):
 * each language has its own URL, for search engines and shared links (hreflang).
 */
export const LOCALE_QUERY_PARAM = 'lang';

/** The locale an address names (`?lang=`), or null. */
export function localeFromSearch(search: string): Locale | null {
  const value = new URLSearchParams(search).get(LOCALE_QUERY_PARAM);
  return isLocale(value) ? value : null;
}

/** `href` (a path with its query) in `locale`: no `lang` for Polish, `lang=en-EN` else. */
export function localizedHref(href: string, locale: Locale): string {
  const url = new URL(href, 'http://localhost');
  url.searchParams.delete(LOCALE_QUERY_PARAM);
  if (locale !== DEFAULT_LOCALE) url.searchParams.set(LOCALE_QUERY_PARAM, locale);
  return `${url.pathname}${url.search}`;
}

/** The value for <html lang>: the language subtag ('pl', 'en'). */
export function htmlLangFor(locale: Locale): string {
  return locale.split('-')[0] ?? locale;
}

/**
 * Creates and initialises an i18next instance for `locale` with its `catalogue`: the start
 * catalogue (`loadCatalogue`; the later texts come with `addLaterTexts`) or a whole one (tests,
 * tools). Polish, the fallback of every language, is always loaded; resources are in memory,
 * so the instance is ready when this returns.
 */
export function initI18n(locale: Locale, catalogue?: StartCatalogue | Catalogue): I18n {
  if (locale !== DEFAULT_LOCALE && !catalogue) {
    throw new Error(`initI18n: load the ${locale} catalogue first (loadCatalogue)`);
  }
  const instance = createInstance();
  const resources: Partial<Record<Locale, { translation: StartCatalogue }>> = {
    [DEFAULT_LOCALE]: {
      translation: locale === DEFAULT_LOCALE && catalogue ? catalogue : defaultCatalogue,
    },
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

/** Instances that have their later texts (or are loading them). */
const withLaterTexts = new WeakMap<I18n, Promise<void>>();

/**
 * Adds the texts of the screens behind a login or a role to `i18n`, once: the browser does so
 * when the first such screen loads (router.tsx), public pages never do.
 */
export function addLaterTexts(i18n: I18n): Promise<void> {
  let adding = withLaterTexts.get(i18n);
  if (!adding) {
    const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
    adding = loadLaterCatalogue(locale).then((later) => {
      // A shallow merge into a new object: the later areas' top-level keys are their own
      // (packages/i18n tests), and a deep one would write into the shared start catalogue.
      i18n.addResourceBundle(locale, 'translation', later, false, false);
    });
    withLaterTexts.set(i18n, adding);
  }
  return adding;
}
