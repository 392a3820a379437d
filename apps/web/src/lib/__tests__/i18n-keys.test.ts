import { DEFAULT_LOCALE, flattenKeys, LOCALES } from '@ln/i18n';
import { catalogues } from '@ln/i18n/catalogues';
import { describe, expect, it } from 'vitest';

// Every translation key the web app's source names must exist in both catalogues, and every
// catalogue key must be named somewhere in the source (no dead texts). A key is any string
// literal shaped like `SECTION.KEY`; keys built from a template (`STATUS.${x}.TITLE`,
// `FIELDS.${code}`) are checked by expanding their known values below.
// The page server's own pages (the widget, apps/pages/src/modules/embed) use the catalogues too.
const sources = import.meta.glob<string>(
  [
    '../../**/*.{ts,tsx}',
    '../../../../pages/src/**/*.ts',
    '!../../**/__tests__/**',
    '!../../../../pages/src/**/*.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

const KEY_LITERAL = /['"`]((?:[A-Z][A-Z0-9_]*)(?:\.[A-Z][A-Z0-9_]*)+)['"`]/g;
/** A top-level key of one word (profiles-area §2's `SUCCESS`), named only in a `t(…)` call. */
const TOP_LEVEL_KEY = /\bt\(\s*['"`]([A-Z][A-Z0-9_]*)['"`]/g;

function keysNamedIn(text: string): string[] {
  return [...text.matchAll(KEY_LITERAL), ...text.matchAll(TOP_LEVEL_KEY)].map(
    (match) => match[1] ?? '',
  );
}

const allSource = Object.values(sources).join('\n');
const named = new Set(keysNamedIn(allSource));

/** Template-built keys: each `PREFIX.` whose children are picked at run time. */
const TEMPLATE_PREFIXES = [...allSource.matchAll(/`([A-Z][A-Z0-9_]*(?:\.[A-Z][A-Z0-9_]*)*)\.\$\{/g)]
  .map((match) => `${match[1] ?? ''}.`)
  .filter((prefix) => prefix !== '.');

describe('translation keys used by the web app', () => {
  const catalogueKeys = new Set(flattenKeys(catalogues[DEFAULT_LOCALE]));

  it('scans the source (sanity)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    expect(named.has('HOME.TITLE')).toBe(true);
  });

  it.each(LOCALES)('every key named in the code exists in %s', (locale) => {
    const keys = new Set(flattenKeys(catalogues[locale]));
    // Literals that look like keys but are not texts (error codes are single words, so none).
    const missing = [...named].filter((key) => !keys.has(key)).sort();
    expect(missing).toEqual([]);
  });

  it('every catalogue key is used by the code', () => {
    const unused = [...catalogueKeys]
      .filter((key) => !named.has(key))
      .filter((key) => !TEMPLATE_PREFIXES.some((prefix) => key.startsWith(prefix)))
      .sort();
    expect(unused).toEqual([]);
  });
});
