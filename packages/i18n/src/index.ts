import type { Catalogue } from './catalogue.js';
import { plPL } from './locales/pl-PL.js';

export { flattenKeys } from './catalogue.js';
export type { Catalogue, CatalogueShape, CatalogueTree } from './catalogue.js';

export const LOCALES = ['pl-PL', 'en-EN'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'pl-PL';

/** localStorage key holding the visitor's chosen locale. */
export const LOCALE_STORAGE_KEY = 'app_locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The default (Polish) catalogue: always at hand, it is also every other language's fallback. */
export const defaultCatalogue: Catalogue = plPL;

/**
 * The catalogue of `locale`. Polish is bundled; any other language is a separate chunk fetched
 * only by visitors who chose it, so nobody downloads a language they don't read.
 */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (locale === DEFAULT_LOCALE) return defaultCatalogue;
  const { enEN } = await import('./locales/en-EN.js');
  return enEN;
}
