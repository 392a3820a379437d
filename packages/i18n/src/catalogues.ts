import type { Catalogue } from './catalogue.js';
import type { Locale } from './index.js';
import { enEN } from './locales/en-EN.js';
import { laterEN } from './locales/later.en-EN.js';
import { laterPL } from './locales/later.pl-PL.js';
import { plPL } from './locales/pl-PL.js';

/**
 * Both catalogues whole (the start and the later texts), loaded together: for tests, tools and
 * servers. The browser app loads only the language it shows, and the later texts only with the
 * screens that use them (`loadCatalogue`, `loadLaterCatalogue` in ./index.ts).
 */
export const catalogues: Readonly<Record<Locale, Catalogue>> = {
  'pl-PL': { ...plPL, ...laterPL },
  'en-EN': { ...enEN, ...laterEN },
};
