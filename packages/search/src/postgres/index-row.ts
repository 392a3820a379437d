// The index row of the PostgreSQL engine (pure): what one search_profile row holds for a
// document, and how its token and facet codes are spelled. The query plan (query-plan.ts)
// reads rows through these codes; the index-write repository stores them.
import type { FacetCount, SearchDocument, SearchResult } from '../engine.js';
import { tokenize } from '../text.js';
import { deletions, edgeNgrams, TYPO_MIN_LENGTH } from '../words.js';

/** Longest edge n-gram of a name or surname word (the search_ngrams migration uses the same). */
export const NGRAM_MAX = 10;

/** Rows carry one of this many sample buckets ('b:0' … 'b:63', from the profile id). */
export const SAMPLE_BUCKETS = 64;

/** The sample bucket of a profile: the last byte of its id, modulo SAMPLE_BUCKETS. */
export function sampleBucket(profileId: string): number {
  return Number.parseInt(profileId.slice(-2), 16) % SAMPLE_BUCKETS;
}

/** Token prefixes of search_profile.tokens (see the search migration). */
export const TOKEN = {
  name: 'n:',
  surname: 's:',
  nameNgram: 'n^',
  surnameNgram: 's^',
  /** A surname word (x:) or n-gram (x^) the row's sort key does not start with. */
  outsideWord: 'x:',
  outsideNgram: 'x^',
  bucket: 'b:',
  specialty: 'p:',
  currentInstitution: 'c:',
  anyInstitution: 'i:',
  currentInstitutionId: 'ci:',
  anyInstitutionId: 'ai:',
  discipline: 'd:',
  domain: 'f:',
  degree: 'g:',
} as const;

/** Token prefixes of names and surnames, the ones search_name_count stands for. */
export const NAME_PREFIXES: readonly string[] = [
  TOKEN.name,
  TOKEN.surname,
  TOKEN.nameNgram,
  TOKEN.surnameNgram,
];

/** Whether a token is a name's or a surname's (a word or an n-gram). */
export const isNameToken = (t: string): boolean => NAME_PREFIXES.some((p) => t.startsWith(p));

/** The facet value every row has: its count is the total. */
export const EVERYONE = '*';

/**
 * Lengths of the word prefixes counted over every searched field ('~' keys, nameKeys()): the
 * 3- and 4-letter prefixes that a short one-word search is typed as.
 */
export const WORD_PREFIX_LENGTHS: readonly number[] = [3, 4];

/** A row of search_profile as written by the engine. */
export interface IndexRow {
  profile_id: string;
  tokens: string[];
  /** What search_name_count counts the row under (nameKeys()). */
  name_keys: string[];
  dead: boolean;
  highest_degree: string | null;
  disciplines: string[];
  domains: string[];
  /** '*', then d:/f:/g: values: what one search counts in a single pass. */
  facets: string[];
  sort_surname: string;
  sort_field: string;
  sort_discipline: string;
  sort_employment: string;
  generation: number;
}

/**
 * The name keys of a row's tokens (search_name_count, migrations search_name_counts and
 * search_word_prefix_counts):
 * - '^' and every name or surname word and prefix of one up to NGRAM_MAX letters (what a prefix
 *   query word matches through n:/s: and n^/s^);
 * - '=' and every name or surname word (an exact match);
 * - '~' and the first WORD_PREFIX_LENGTHS letters of every name, surname, specialty and
 *   institution word (what a short prefix matches in the whole query, in any of those fields).
 */
export function nameKeys(tokens: Iterable<string>): string[] {
  const keys = new Set<string>();
  for (const t of tokens) {
    const kind = t.slice(0, 2);
    const rest = t.slice(2);
    if (kind === TOKEN.nameNgram || kind === TOKEN.surnameNgram) keys.add('^' + rest);
    else if (kind === TOKEN.name || kind === TOKEN.surname) {
      keys.add('=' + rest);
      if ([...rest].length <= NGRAM_MAX) keys.add('^' + rest);
    }
    if (
      kind === TOKEN.name ||
      kind === TOKEN.surname ||
      kind === TOKEN.specialty ||
      kind === TOKEN.anyInstitution
    ) {
      const letters = [...rest];
      for (const n of WORD_PREFIX_LENGTHS)
        if (letters.length >= n) keys.add('~' + letters.slice(0, n).join(''));
    }
  }
  return [...keys];
}

/** The index row of a document: every word and filter value, prefixed by what it is. */
export function indexRow(doc: SearchDocument, generation: number): IndexRow {
  const tokens = new Set<string>();
  const words = (prefix: string, text: string | null) => {
    if (text) for (const t of tokenize(text)) tokens.add(prefix + t);
  };
  const ngrams = (prefix: string, text: string | null) => {
    if (text)
      for (const t of tokenize(text))
        for (const g of edgeNgrams(t, NGRAM_MAX)) tokens.add(prefix + g);
  };
  words(TOKEN.name, doc.firstName);
  words(TOKEN.name, doc.secondName);
  words(TOKEN.name, doc.previousName);
  words(TOKEN.surname, doc.surname);
  words(TOKEN.surname, doc.previousSurname);
  ngrams(TOKEN.nameNgram, doc.firstName);
  ngrams(TOKEN.nameNgram, doc.secondName);
  ngrams(TOKEN.nameNgram, doc.previousName);
  ngrams(TOKEN.surnameNgram, doc.surname);
  ngrams(TOKEN.surnameNgram, doc.previousSurname);
  // Surname words and n-grams that the sort key does not start with (previous surnames, later
  // parts of a double surname): the rows a surname range leaves out (surnameRanges()).
  for (const text of [doc.surname, doc.previousSurname])
    if (text)
      for (const word of tokenize(text)) {
        if (!doc.sort.surname.startsWith(word)) tokens.add(TOKEN.outsideWord + word);
        for (const g of edgeNgrams(word, NGRAM_MAX))
          if (!doc.sort.surname.startsWith(g)) tokens.add(TOKEN.outsideNgram + g);
      }
  tokens.add(TOKEN.bucket + sampleBucket(doc.profileId));
  for (const s of doc.specialties) {
    words(TOKEN.specialty, s.labelPl);
    words(TOKEN.specialty, s.labelEn);
  }
  for (const e of doc.employments) {
    words(TOKEN.anyInstitution, e.institutionName);
    if (e.institutionId) tokens.add(TOKEN.anyInstitutionId + e.institutionId);
    if (e.current) {
      words(TOKEN.currentInstitution, e.institutionName);
      if (e.institutionId) tokens.add(TOKEN.currentInstitutionId + e.institutionId);
    }
  }
  for (const d of doc.disciplines) tokens.add(TOKEN.discipline + d);
  for (const f of doc.domains) tokens.add(TOKEN.domain + f);
  if (doc.highestDegree) tokens.add(TOKEN.degree + doc.highestDegree);
  const disciplines = [...new Set(doc.disciplines)];
  const domains = [...new Set(doc.domains)];
  return {
    profile_id: doc.profileId,
    tokens: [...tokens],
    name_keys: nameKeys(tokens),
    dead: doc.dead,
    highest_degree: doc.highestDegree,
    disciplines,
    domains,
    facets: [
      EVERYONE,
      ...disciplines.map((d) => TOKEN.discipline + d),
      ...domains.map((f) => TOKEN.domain + f),
      ...(doc.highestDegree ? [TOKEN.degree + doc.highestDegree] : []),
    ],
    sort_surname: doc.sort.surname,
    sort_field: doc.sort.field,
    sort_discipline: doc.sort.discipline,
    sort_employment: doc.sort.currentEmployment,
    generation,
  };
}

/** Words of the documents' text fields, for the word dictionary (search_token). */
export function dictionaryWordsOf(docs: SearchDocument[]): string[] {
  const out = new Set<string>();
  for (const doc of docs) {
    const texts = [
      doc.firstName,
      doc.secondName,
      doc.previousName,
      doc.surname,
      doc.previousSurname,
      ...doc.specialties.flatMap((s) => [s.labelPl, s.labelEn]),
      ...doc.employments.map((e) => e.institutionName),
    ];
    for (const text of texts) if (text) for (const t of tokenize(text)) out.add(t);
  }
  return [...out];
}

/**
 * The typo look-up pairs (search_token_variant) of new dictionary words: each word of
 * TYPO_MIN_LENGTH letters or more under each of its one-letter deletions.
 */
export function typoVariants(words: readonly string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const word of words)
    if ([...word].length >= TYPO_MIN_LENGTH)
      for (const variant of deletions(word)) pairs.push([variant, word]);
  return pairs;
}

/** Counts of one facet (by its prefix) out of a search's counts. */
function facetOf(counts: Record<string, number>, prefix: string): FacetCount[] {
  return Object.entries(counts)
    .filter(([code]) => code.startsWith(prefix))
    .map(([code, count]) => ({ code: code.slice(prefix.length), count }));
}

/** The facets of a search out of the counts of its rows' facet values (IndexRow.facets). */
export function facetsOf(counts: Record<string, number>): SearchResult['facets'] {
  return {
    disciplines: facetOf(counts, TOKEN.discipline),
    domains: facetOf(counts, TOKEN.domain),
    titles: facetOf(counts, TOKEN.degree),
  };
}
