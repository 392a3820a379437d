import type { LaterCatalogue, StartCatalogue } from './catalogue.js';
import { plPL } from './locales/pl-PL.js';

export { flattenKeys } from './catalogue.js';
export type {
  Catalogue,
  CatalogueShape,
  CatalogueTree,
  LaterCatalogue,
  StartCatalogue,
} from './catalogue.js';

export const LOCALES = ['pl-PL', 'en-EN'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'pl-PL';

/** localStorage key holding the visitor's chosen locale. */
export const LOCALE_STORAGE_KEY = 'app_locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The default (Polish) start catalogue: always at hand, it is also every other language's
 * fallback. What public pages show; the later texts come with `loadLaterCatalogue`.
 */
export const defaultCatalogue: StartCatalogue = plPL;

/**
 * The start catalogue of `locale`. Polish is bundled; any other language is a separate chunk
 * fetched only by visitors who chose it, so nobody downloads a language they don't read.
 */
export async function loadCatalogue(locale: Locale): Promise<StartCatalogue> {
  if (locale === DEFAULT_LOCALE) return defaultCatalogue;
  const { enEN } = await import('./locales/en-EN.js');
  return enEN;
}

/**
 * The texts of the screens behind a login or a role in `locale`: a chunk of their own, fetched
 * with the first of those screens, so public pages never carry them.
 */
export async function loadLaterCatalogue(locale: Locale): Promise<LaterCatalogue> {
  if (locale === DEFAULT_LOCALE) return (await import('./locales/later.pl-PL.js')).laterPL;
  return (await import('./locales/later.en-EN.js')).laterEN;
}
