import type { Catalogue } from './catalogue.js';
import { enEN } from './locales/en-EN.js';
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

export const catalogues: Readonly<Record<Locale, Catalogue>> = {
  'pl-PL': plPL,
  'en-EN': enEN,
};

export { enEN, plPL };
