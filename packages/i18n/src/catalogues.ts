import type { Catalogue } from './catalogue.js';
import type { Locale } from './index.js';
import { enEN } from './locales/en-EN.js';
import { plPL } from './locales/pl-PL.js';

/**
 * Both catalogues, loaded together: for tests, tools and servers. The browser app loads only
 * the language it shows (`loadCatalogue` in ./index.ts), so it never ships both.
 */
export const catalogues: Readonly<Record<Locale, Catalogue>> = {
  'pl-PL': plPL,
  'en-EN': enEN,
};

export { enEN, plPL };
