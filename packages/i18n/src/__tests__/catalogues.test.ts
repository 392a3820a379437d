import { describe, expect, it } from 'vitest';

import type { CatalogueTree } from '../index.js';
import { catalogues } from '../catalogues.js';
import { laterPL } from '../locales/later.pl-PL.js';
import { plPL } from '../locales/pl-PL.js';
import { DEFAULT_LOCALE, flattenKeys, LOCALES } from '../index.js';

function leafAt(catalogue: CatalogueTree, dottedKey: string): unknown {
  let node: unknown = catalogue;
  for (const part of dottedKey.split('.')) {
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

describe('catalogues', () => {
  const sourceKeys = flattenKeys(catalogues[DEFAULT_LOCALE]).sort();

  it('flattens nested keys into dotted paths', () => {
    expect(flattenKeys({ A: 'a', B: { C: 'c', D: { E: 'e' } } })).toEqual(['A', 'B.C', 'B.D.E']);
    expect(sourceKeys).toContain('APP.NAME');
    expect(sourceKeys).toContain('USERS.EMPTY');
  });

  it.each(LOCALES)('%s has exactly the keys of the default catalogue', (locale) => {
    expect(flattenKeys(catalogues[locale]).sort()).toEqual(sourceKeys);
  });

  it.each(LOCALES)('%s has no empty translations', (locale) => {
    const catalogue = catalogues[locale];
    const empty = flattenKeys(catalogue).filter((key) => {
      const value = leafAt(catalogue, key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('names the spec keys as the spec does', () => {
    expect(catalogues['pl-PL'].USERS.EMPTY).toBe('Brak danych');
    expect(catalogues['en-EN'].USERS.EMPTY).toBe('No data');
    expect(catalogues['pl-PL'].APP.NAME).toBe('Ludzie Nauki');
  });

  it('keeps the later texts under top-level keys of their own', () => {
    // The browser adds them to the start catalogue key by key, not deep (lib/i18n.ts).
    const shared = Object.keys(laterPL).filter((key) => key in plPL);
    expect(shared).toEqual([]);
  });
});
