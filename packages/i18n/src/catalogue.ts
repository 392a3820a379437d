import type { laterPL } from './locales/later.pl-PL.js';
import type { plPL } from './locales/pl-PL.js';

/** Same nested keys as `T`, with every leaf widened to `string`. */
export type CatalogueShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]>;
};

/** The shape every catalogue must have: exactly the keys of the Polish source catalogue. */
export type Catalogue = CatalogueShape<typeof plPL & typeof laterPL>;

/** The texts a page has from its start: everything public pages show (./locales/pl-PL.ts). */
export type StartCatalogue = CatalogueShape<typeof plPL>;

/** The texts of the screens behind a login or a role, loaded with them (./locales/later.pl-PL.ts). */
export type LaterCatalogue = CatalogueShape<typeof laterPL>;

/** A nested catalogue of translations (string leaves). */
export interface CatalogueTree {
  readonly [key: string]: string | CatalogueTree;
}

/** Dotted paths of every leaf, e.g. `['APP.NAME', 'HOME.TITLE', ...]`, in declaration order. */
export function flattenKeys(catalogue: CatalogueTree, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return typeof value === 'string' ? [path] : flattenKeys(value, path);
  });
}
