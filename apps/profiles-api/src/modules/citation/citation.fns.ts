import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-ris';
import type { CitationFormat, CvCitationStyle, PublicationType } from '@ln/contracts';
import { oneLine } from '@ln/cv';
import type { Lang } from '../../plugins/language.js';
import { toPublicationRecord } from '../publication/publication.fns.js';
import type { CitationRow } from './citation.repository.js';

// CSL styles and locales of the CSL project, shipped as data (decision 018): APA 7th edition
// and PN-ISO 690 (the project's ISO-690 author-date style with Polish terms).
const csl = (file: string) => readFileSync(new URL(`./csl/${file}`, import.meta.url), 'utf8');
const cslConfig = plugins.config.get('@csl') as unknown as {
  styles: { add(name: string, xml: string): void };
  locales: { add(name: string, xml: string): void };
};
cslConfig.styles.add('ln-apa', csl('apa.csl'));
cslConfig.styles.add('ln-pn-iso-690', csl('pn-iso-690.csl'));
// The CV's styles (decision 051): IEEE and Chicago author-date (16th edition) from the CSL
// project; Harvard (Cite Them Right) and Vancouver are the ones plugin-csl ships.
cslConfig.styles.add('ln-ieee', csl('ieee.csl'));
cslConfig.styles.add('ln-chicago', csl('chicago-author-date-16th-edition.csl'));
cslConfig.locales.add('pl-PL', csl('locales-pl-PL.xml'));
cslConfig.locales.add('en-US', csl('locales-en-US.xml'));

type CslName = { family: string; given: string; 'non-dropping-particle'?: string };
export type CslItem = Record<string, unknown> & { id: string; type: string };

const CSL_TYPES = {
  ARTICLE: 'article-journal',
  BOOK: 'book',
  EDITED_BOOK: 'book',
  CHAPTER: 'chapter',
  PROCEEDINGS: 'paper-conference',
} as const;

/** A publication as a CSL-JSON item (the one model every export format is made from). */
export function toCslItem(row: CitationRow): CslItem {
  const record = toPublicationRecord(row.version, row.type);
  const main = record.titles.find((t) => t.mainTitle) ?? record.titles[0];
  const names = (role: CitationRow['authors'][number]['role']): CslName[] =>
    row.authors
      .filter((a) => a.role === role)
      .map((a) => ({
        family: a.surname,
        given: a.first_name,
        ...(a.surname_prefix ? { 'non-dropping-particle': a.surname_prefix } : {}),
      }));
  const journal = record.articleSource?.journal;
  const book = record.bookSource ?? record.editBookSource;
  const conference = record.conferenceSource ?? record.articleSource?.conference;
  const isbn = [
    ...record.details.isbns,
    ...(book?.isbns ?? []),
    ...(record.chapterSource?.isbns ?? []),
  ][0];
  const item: CslItem = {
    id: row.publication_id,
    type: CSL_TYPES[row.type],
    title: main?.title ?? row.version.title,
    language: record.mainLangPublication,
    author: names('AUTHOR'),
    editor: names('EDITOR'),
    translator: names('TRANSLATOR'),
    ...(record.year ? { issued: { 'date-parts': [[record.year]] } } : {}),
    DOI: record.doi ?? undefined,
    URL: record.url ?? undefined,
    ISSN: journal?.issn ?? journal?.eissn ?? record.details.issn ?? undefined,
    ISBN: isbn,
    volume: record.details.volume ?? undefined,
    issue: record.details.issue ?? undefined,
    page: (record.chapterSource?.pages ?? record.details.pages ?? undefined)?.replace('–', '-'),
    publisher:
      journal?.publisher ?? book?.publisher ?? record.chapterSource?.publisher ?? undefined,
    'publisher-place':
      book?.place ?? record.chapterSource?.place ?? record.details.place ?? undefined,
    'container-title':
      journal?.title ?? record.chapterSource?.bookTitle ?? conference?.title ?? undefined,
    'collection-title': book?.series ?? record.details.series ?? undefined,
    'event-title': conference?.title ?? undefined,
    'event-place': conference?.place ?? undefined,
    keyword: record.keyWords.length > 0 ? record.keyWords.join(', ') : undefined,
  };
  // Empty lists and absent values are left out: the formats would print them otherwise.
  for (const [key, value] of Object.entries(item))
    if (value === undefined || (Array.isArray(value) && value.length === 0)) delete item[key];
  return folded(item);
}

/*
 * Every text of the item on one line (issue 41 #8): a line break in a stored title, keyword
 * or name would start a record of its own in RIS (one tag per line), a line of its own in
 * the formatted references (one per line) and a broken entry in BibTeX. Each format is made
 * from this item, so folding it here covers them all, whatever the stored rows hold.
 */
function folded<T>(value: T): T {
  if (typeof value === 'string') return oneLine(value) as T;
  if (Array.isArray(value)) return value.map(folded) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, folded(v)])) as T;
  return value;
}

/**
 * Formatted references (APA, PN-ISO 690) by content. citeproc costs milliseconds per reference,
 * so a profile of 60 works took seconds under load; a reference is made once and then read here.
 * The key is a hash of the CSL item (the shown version's record and the author list), the style
 * and the language: a changed version or author list is a new key, so a stale text is never
 * found, and the old entry ages out. Least recently used entries go first.
 */
export function createReferenceCache(max = 50_000) {
  const entries = new Map<string, string>();
  return {
    get(key: string): string | undefined {
      const text = entries.get(key);
      if (text !== undefined) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, text);
      }
      return text;
    },
    set(key: string, text: string) {
      entries.set(key, text);
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}

export type ReferenceCache = ReturnType<typeof createReferenceCache>;

/** The export in one format; formatted references in the reader's language where the style allows. */
export function formatCitations(
  rows: CitationRow[],
  format: CitationFormat,
  lang: Lang,
  cache: ReferenceCache = createReferenceCache(0),
): string {
  const items = rows.map(toCslItem);
  switch (format) {
    case 'apa':
      return references(items, 'ln-apa', lang === 'pl' ? 'pl-PL' : 'en-US', cache);
    case 'pn-iso-690':
      return references(items, 'ln-pn-iso-690', 'pl-PL', cache);
  }
  const cite = new Cite(items);
  // plugin-ris ships no types; its output format is registered like the others.
  const output = cite.format.bind(cite) as (name: string, options: object) => unknown;
  switch (format) {
    case 'bibtex':
      return cite.format('bibtex', { format: 'text' }) as string;
    case 'ris':
      return risText(output('ris', { format: 'object' }) as RisEntry[]);
    case 'csl-json':
      return `${JSON.stringify(cite.format('data', { format: 'object' }), null, 2)}\n`;
  }
}

type RisEntry = Record<string, string | number | Array<string | number>>;

/**
 * RIS from plugin-ris's tagged entries (its mapping of CSL to the tags), one tag per line.
 * The plugin's own text output wraps every value after 70 characters, and a wrapped part
 * that reads `ER  - ` or `TY  - ` starts a record of its own in a reader (issue 41 #8):
 * here a value stays on its tag's line whole (RIS readers take long lines), folded to one.
 */
function risText(entries: RisEntry[]): string {
  return entries
    .map((entry) => {
      const lines = [`TY  - ${oneLine(String(entry.TY))}`];
      for (const [tag, value] of Object.entries(entry))
        if (tag !== 'TY')
          for (const one of [value].flat()) lines.push(`${tag}  - ${oneLine(String(one))}`);
      lines.push('ER  - ');
      return lines.join('\n');
    })
    .join('\n');
}

/**
 * One formatted reference per line, each made on its own and in the list's order (newest
 * first): a reference reads the same whatever else is exported, without the year suffixes
 * (2020a, 2020b) a bibliography would add, and citeproc's disambiguation across a whole
 * profile (quadratic in its size) is not paid. That is also what lets each be cached alone.
 */
function references(items: CslItem[], template: string, lang: string, cache: ReferenceCache) {
  return items.map((item) => `${formatReference(item, template, lang, cache)}\n`).join('');
}

/** One reference in one style and language, from the cache when it was made before. */
function formatReference(item: CslItem, template: string, lang: string, cache: ReferenceCache) {
  const key = createHash('sha256')
    .update(`${template}\n${lang}\n${JSON.stringify(item)}`)
    .digest('base64url');
  let text = cache.get(key);
  if (text === undefined) {
    const one = new Cite([item]);
    text = (one.format('bibliography', { format: 'text', template, lang }) as string).trim();
    cache.set(key, text);
  }
  return text;
}

/** Each CV citation style as its CSL template, and the locale a style always speaks. */
export const CV_STYLE_TEMPLATES: Record<CvCitationStyle, { template: string; lang?: string }> = {
  apa: { template: 'ln-apa' },
  chicago: { template: 'ln-chicago' },
  harvard: { template: 'harvard1' },
  ieee: { template: 'ln-ieee' },
  'pn-iso-690': { template: 'ln-pn-iso-690', lang: 'pl-PL' },
  vancouver: { template: 'vancouver' },
};

/** A publication typed into a CV by hand, as a CSL item: its author names as written. */
export function handTypedCslItem(
  id: string,
  p: {
    authors: string[];
    title: string;
    year: number | null;
    doi: string | null;
    type: PublicationType;
  },
): CslItem {
  return folded({
    id,
    type: CSL_TYPES[p.type],
    title: p.title,
    ...(p.authors.length ? { author: p.authors.map((literal) => ({ literal })) } : {}),
    ...(p.year ? { issued: { 'date-parts': [[p.year]] } } : {}),
    ...(p.doi ? { DOI: p.doi } : {}),
  });
}

/**
 * A CV's publication list in one style, in the CV's order (the owner's, not the style's): each
 * reference made alone and cached as the export's are, its own list number ("[1]", "1.")
 * taken off, since the documents number the list themselves.
 */
export function cvReferences(
  items: CslItem[],
  style: CvCitationStyle,
  language: Lang,
  cache: ReferenceCache,
): string[] {
  const { template, lang } = CV_STYLE_TEMPLATES[style];
  const locale = lang ?? (language === 'pl' ? 'pl-PL' : 'en-US');
  return items.map((item) =>
    formatReference(item, template, locale, cache)
      .replace(/^(\[\d+\]|\d+\.)\s+/, '')
      .replace(/ {2,}/g, ' '),
  );
}
