import { Prisma, type Db } from '@ln/db';
import {
  SEARCH_MAX_REACHABLE,
  type FacetCount,
  type MatchingInfo,
  type SearchDocument,
  type SearchEngine,
  type SearchHit,
  type SearchQuery,
  type SearchResult,
} from '../engine.js';
import { tokenize } from '../text.js';
import { sharedTokenDictionary } from './token-dictionary.js';
import {
  deletions,
  edgeNgrams,
  matchingInfos,
  queryWords,
  TYPO_MIN_LENGTH,
  withinOneEdit,
  wordMatches,
  type QueryWord,
} from '../words.js';
import {
  createPostgresSearchRepository,
  orderBy,
  type HitRowSql,
  type IndexRow,
  type PageRows,
} from './postgres-search.repository.js';

/**
 * How many dictionary words one prefix may stand for in specialty and institution words (a
 * one-letter prefix is cut here); name and surname prefixes up to NGRAM_MAX letters are one
 * n-gram token each and need no expansion.
 */
export const PREFIX_EXPANSION_LIMIT = 5000;

/** Longest edge n-gram of a name or surname word (the search_ngrams migration uses the same). */
export const NGRAM_MAX = 10;

/** Rows carry one of this many sample buckets ('b:0' … 'b:63', from the profile id). */
export const SAMPLE_BUCKETS = 64;

/**
 * One sample bucket holding this many matches is enough for an estimate (about ±6 % on the
 * total); fewer, and four buckets are read.
 */
export const SAMPLE_ENOUGH = 250;

/** Counts are exact up to about this many matches; bigger match sets are counted from a sample. */
export const EXACT_COUNT_MAX = 4000;

/** The sample bucket of a profile: the last byte of its id, modulo SAMPLE_BUCKETS. */
export function sampleBucket(profileId: string): number {
  return Number.parseInt(profileId.slice(-2), 16) % SAMPLE_BUCKETS;
}

/** Token prefixes of search_profile.tokens (see the search migration). */
const P = {
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

/**
 * Lengths of the word prefixes counted over every searched field ('~' keys, nameKeys()): the
 * 3- and 4-letter prefixes that a short one-word search is typed as.
 */
export const WORD_PREFIX_LENGTHS: readonly number[] = [3, 4];

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
    if (kind === P.nameNgram || kind === P.surnameNgram) keys.add('^' + rest);
    else if (kind === P.name || kind === P.surname) {
      keys.add('=' + rest);
      if ([...rest].length <= NGRAM_MAX) keys.add('^' + rest);
    }
    if (
      kind === P.name ||
      kind === P.surname ||
      kind === P.specialty ||
      kind === P.anyInstitution
    ) {
      const letters = [...rest];
      for (const n of WORD_PREFIX_LENGTHS)
        if (letters.length >= n) keys.add('~' + letters.slice(0, n).join(''));
    }
  }
  return [...keys];
}

/** Token prefixes of names and surnames, the ones search_name_count stands for. */
const NAME_PREFIXES = [P.name, P.surname, P.nameNgram, P.surnameNgram];

/** A name search with more keys than this (a word with many typo neighbours) counts its rows. */
export const NAME_KEYS_MAX = 4;

/** The facet value every row has: its count is the total. */
const EVERYONE = '*';

/** The token of sample bucket 0, the 1/64 of the rows every sample and gate reads. */
const SAMPLE_BUCKET_TOKENS: readonly string[] = [P.bucket + 0];

/** Sample buckets 0 to 3: the sample of a set too thin for bucket 0 alone. */
const WIDER_SAMPLE_TOKENS: readonly string[] = [0, 1, 2, 3].map((b) => P.bucket + b);

/** Counts of one facet (by its prefix) out of a search's counts. */
function facetOf(counts: Record<string, number>, prefix: string): FacetCount[] {
  return Object.entries(counts)
    .filter(([code]) => code.startsWith(prefix))
    .map(([code, count]) => ({ code: code.slice(prefix.length), count }));
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
  words(P.name, doc.firstName);
  words(P.name, doc.secondName);
  words(P.name, doc.previousName);
  words(P.surname, doc.surname);
  words(P.surname, doc.previousSurname);
  ngrams(P.nameNgram, doc.firstName);
  ngrams(P.nameNgram, doc.secondName);
  ngrams(P.nameNgram, doc.previousName);
  ngrams(P.surnameNgram, doc.surname);
  ngrams(P.surnameNgram, doc.previousSurname);
  // Surname words and n-grams that the sort key does not start with (previous surnames, later
  // parts of a double surname): the rows a surname range leaves out (surnameRanges()).
  for (const text of [doc.surname, doc.previousSurname])
    if (text)
      for (const word of tokenize(text)) {
        if (!doc.sort.surname.startsWith(word)) tokens.add(P.outsideWord + word);
        for (const g of edgeNgrams(word, NGRAM_MAX))
          if (!doc.sort.surname.startsWith(g)) tokens.add(P.outsideNgram + g);
      }
  tokens.add(P.bucket + sampleBucket(doc.profileId));
  for (const s of doc.specialties) {
    words(P.specialty, s.labelPl);
    words(P.specialty, s.labelEn);
  }
  for (const e of doc.employments) {
    words(P.anyInstitution, e.institutionName);
    if (e.institutionId) tokens.add(P.anyInstitutionId + e.institutionId);
    if (e.current) {
      words(P.currentInstitution, e.institutionName);
      if (e.institutionId) tokens.add(P.currentInstitutionId + e.institutionId);
    }
  }
  for (const d of doc.disciplines) tokens.add(P.discipline + d);
  for (const f of doc.domains) tokens.add(P.domain + f);
  if (doc.highestDegree) tokens.add(P.degree + doc.highestDegree);
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
      ...disciplines.map((d) => P.discipline + d),
      ...domains.map((f) => P.domain + f),
      ...(doc.highestDegree ? [P.degree + doc.highestDegree] : []),
    ],
    sort_surname: doc.sort.surname,
    sort_field: doc.sort.field,
    sort_discipline: doc.sort.discipline,
    sort_employment: doc.sort.currentEmployment,
    generation,
  };
}

/** Words of the documents' text fields, for the word dictionary. */
function plainWords(docs: SearchDocument[]): string[] {
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

function emptyResult(total = 0): SearchResult {
  return { hits: [], totalHits: total, facets: { disciplines: [], domains: [], titles: [] } };
}

/** Up to this many matches are read whole and sorted for a page (see findMatches()). */
export const COLLECT_MAX = 5_000;

/**
 * A page of a big tier reads the matches up to the sort key at this many times its share of
 * the sample (plus RANGE_SLACK keys), so sampling noise rarely leaves the range short.
 */
export const RANGE_FACTOR = 1.5;
export const RANGE_SLACK = 4;

/**
 * The walk of a dense name tier (pageByRanges()) reads at most this many rows of the surname
 * index, and is taken only when the tier's name keys make half of it enough on average. The
 * keys also count the rows in the tier's own surname ranges, which lie elsewhere in the order
 * ("woj": Wojciech along the whole order, Wojcik and Wojciechowski at its end), so a walk can
 * come up short: 600 rows (~2 ms) bound that loss (2,000 cost up to 8 ms at 1M, decision 017,
 * "2026-11-23 (late)").
 */
export const WALK_ROWS = 600;

/**
 * A tier with at most this many rows in sample bucket 0 (about 64 times as many in all) is read
 * whole through the GIN index rather than by surname ranges (pageByRanges()).
 */
export const TINY_TIER = 8;

/**
 * A tier whose rows outside its surname ranges number at most this many in sample bucket 0 is
 * read by its ranges; with more, its first pages are looked for early in the surname order
 * first (pageByRanges(), the spread).
 */
export const RANGES_OTHERS_FEW = 8;

/**
 * A tier is checked for being tiny only when its ranges may hold more than this many rows of
 * other tiers (names and surnames that start like a range and are not its word).
 */
export const TINY_TIER_POLLUTION = 500;

/** A page of a tier read by surname ranges is given up past this many ranges. */
export const RANGES_MAX = 8;

/**
 * How a tier whose rows hold one of `tokens` can be read in surname order without reading all
 * of it (decision 005, "surname ranges"): a row holding s:w or s^w either has a sort key
 * starting with w, so it lies in the range [w, w + U+10FFFF) of the surname index, or it
 * holds the marker x:w or x^w. `starts` are those ranges; `others` are the tokens whose rows
 * are read through the GIN index instead (markers, and every token that is not a surname's).
 * Null with more than RANGES_MAX ranges.
 */
export function surnameRanges(tokens: string[]): { starts: string[]; others: string[] } | null {
  const starts = new Set<string>();
  const others = new Set<string>();
  for (const t of tokens) {
    const kind = t.slice(0, 2);
    if (kind === P.surname) {
      starts.add(t.slice(2));
      others.add(P.outsideWord + t.slice(2));
    } else if (kind === P.surnameNgram) {
      starts.add(t.slice(2));
      others.add(P.outsideNgram + t.slice(2));
    } else others.add(t);
  }
  if (starts.size === 0 || starts.size > RANGES_MAX) return null;
  return { starts: [...starts], others: [...others] };
}

/** What ranks a search's matches (relevanceTiers()). */
interface Ranks {
  exactSurname: string[];
  exactAny: string[];
  /** A one-word search's name and surname tokens (words, prefixes, typos); else empty. */
  names: string[];
  /** How the exact tier (`exactAny`) and the name tier (`names`) may be walked, if they may. */
  walks: { exact: Walk | null; names: Walk | null };
}

/**
 * What a walk of a tier along the surname order needs (pageByRanges()): name keys one of which
 * every row of the tier holds (`check`, tested before the tier's own condition), and the keys
 * whose rows estimate the tier's size (those of `plus` less those of `minus`).
 */
interface Walk {
  check: string[];
  plus: string[];
  minus: string[];
}

/**
 * Relevance tiers (decision 005): an exact surname, then any word exactly as typed, then, for
 * a one-word search, the other name and surname matches (prefixes and typos), then the rest
 * (specialty and institution prefixes and typos). `only` selects a tier's rows among the
 * matches.
 */
function relevanceTiers(ranks: Ranks) {
  // `implies`: a row of the tier has one of these tokens, so a word condition holding all of
  // them is true of it and need not be checked again (decision 005).
  // `spread`: rows outside the tier's surname ranges may be many (a first name's), so its page
  // may be read early in the surname order (pageByRanges(), step 4); not the exact-surname
  // tier's (previous surnames and later parts of double ones only).
  const tiers: Array<{
    only: Prisma.Sql;
    implies: string[] | null;
    walk?: Walk;
    spread: boolean;
  }> = [];
  const { exactSurname, exactAny, names, walks } = ranks;
  const notExact =
    exactAny.length > 0 ? Prisma.sql`NOT s.tokens && ${exactAny}::text[]` : Prisma.sql`TRUE`;
  if (exactSurname.length > 0)
    tiers.push({
      only: Prisma.sql`s.tokens && ${exactSurname}::text[]`,
      implies: exactSurname,
      spread: false,
    });
  if (exactAny.length > 0)
    tiers.push({
      only:
        exactSurname.length > 0
          ? Prisma.sql`(s.tokens && ${exactAny}::text[] AND NOT s.tokens && ${exactSurname}::text[])`
          : Prisma.sql`s.tokens && ${exactAny}::text[]`,
      implies: exactAny,
      spread: true,
      ...(walks.exact ? { walk: walks.exact } : {}),
    });
  if (names.length > 0)
    tiers.push({
      only: Prisma.sql`(s.tokens && ${names}::text[] AND ${notExact})`,
      implies: names,
      spread: true,
      ...(walks.names ? { walk: walks.names } : {}),
    });
  tiers.push({
    only:
      names.length > 0 ? Prisma.sql`(${notExact} AND NOT s.tokens && ${names}::text[])` : notExact,
    implies: null,
    spread: true,
  });
  return tiers;
}

/**
 * The name keys of a query word (search_name_count): '^' and the word when it is typed as a
 * prefix (up to NGRAM_MAX letters, as its n-gram tokens), '=' and each dictionary word it
 * starts when it is longer, else '=' and the word; '=' and each typo word. With the name and
 * surname tokens each key stands for (`keyTokens`); null past NAME_KEYS_MAX keys.
 */
function nameKeysOf(
  word: QueryWord,
  dictionary: string[],
  typo: string[],
): { keys: string[]; keyTokens: string[][] } | null {
  // A prefix longer than the n-grams stands for the dictionary words it starts, each exactly.
  const words =
    word.prefix && [...word.word].length > NGRAM_MAX
      ? dictionary.map((t) => '=' + t)
      : [(word.prefix ? '^' : '=') + word.word];
  const keys = [...new Set([...words, ...typo.map((t) => '=' + t)])];
  if (keys.length > NAME_KEYS_MAX) return null;
  const keyTokens = keys.map((k) => {
    const w = k.slice(1);
    return k.startsWith('^')
      ? [P.name + w, P.surname + w, P.nameNgram + w, P.surnameNgram + w]
      : [P.name + w, P.surname + w];
  });
  return { keys, keyTokens };
}

/**
 * How the tiers of a one-word search in the whole query may be walked (decision 005, "the
 * walk"); none otherwise.
 * - The exact tier (the word in any field): when the word has WORD_PREFIX_LENGTHS letters, all
 *   its rows hold its '~' key; its name and surname part ('=' key) is its size, at least.
 * - The name tier: its rows hold one of the word's name keys (nameKeysOf()), whose rows are its
 *   size, less the word's own (the exact tier's) when its key is the word as a prefix.
 */
function tierWalks(
  groups: Group[],
  looked: Array<Array<{ dictionary: string[]; typo: string[] }>>,
  names: string[],
): { exact: Walk | null; names: Walk | null } {
  const none = { exact: null, names: null };
  const [whole, ...others] = groups;
  if (whole?.words.length !== 1 || others.some((g) => g.words.length > 0)) return none;
  const word = whole.words[0]!;
  const { dictionary, typo } = looked[0]![0]!;
  const isWord = dictionary.includes(word.word);
  const exact =
    isWord && WORD_PREFIX_LENGTHS.includes([...word.word].length)
      ? { check: ['~' + word.word], plus: ['=' + word.word], minus: [] }
      : null;
  const keys = names.length > 0 ? nameKeysOf(word, dictionary, typo)?.keys : undefined;
  const prefixKey = '^' + word.word;
  return {
    exact,
    names: keys
      ? {
          check: keys,
          plus: keys,
          minus: isWord && keys.includes(prefixKey) ? ['=' + word.word] : [],
        }
      : null,
  };
}

/** WHERE of a search: every token list must overlap the row's tokens; the dead left out. */
function whereOf(filters: string[][], withTheDead: boolean, implied: string[] | null = null) {
  const conditions = filters
    .filter((f) => !implied || !implied.every((t) => f.includes(t)))
    .map((f) => Prisma.sql`s.tokens && ${f}::text[]`);
  if (!withTheDead) conditions.push(Prisma.sql`NOT s.dead`);
  return conditions.length > 0 ? Prisma.join(conditions, ' AND ') : Prisma.sql`TRUE`;
}

/** One field group of a query: its words and the token prefixes they may match. */
interface Group {
  words: QueryWord[];
  prefixes: string[];
}

/** Tokens (with field prefixes) one query word matches in a group's fields. */
function wordTokens(
  word: QueryWord,
  prefixes: string[],
  dictionary: string[],
  typoWords: string[],
): string[] {
  const out = new Set<string>();
  for (const p of prefixes) {
    out.add(p + word.word);
    for (const t of typoWords) out.add(p + t);
    if (!word.prefix) continue;
    const ngram = p === P.name ? P.nameNgram : p === P.surname ? P.surnameNgram : null;
    if (ngram && [...word.word].length <= NGRAM_MAX) out.add(ngram + word.word);
    else for (const t of dictionary) out.add(p + t);
  }
  return [...out];
}

/**
 * The PostgreSQL engine (SEARCH_ENGINE=postgres, the default): a denormalised search_profile
 * table whose `tokens` array carries every folded word, the edge n-grams of names and
 * surnames, a sample bucket and every filter value under one GIN index. Each query word must
 * overlap the row's tokens: the word itself, as the last word also its n-gram (names) or the
 * dictionary words it starts (specialties, institutions); a word of five letters or more
 * tolerates one typo only when the search finds nothing without (decision 017, 2026-11-22).
 */
export function createPostgresSearchEngine(deps: {
  db: Db;
  /** Tests: a lower threshold for estimated counts (default EXACT_COUNT_MAX). */
  exactCountMax?: number;
  /** Tests: read relevance tiers bigger than this by order range (default COLLECT_MAX). */
  collectMax?: number;
  /** Tests: how far past its share of the sample a range reaches (RANGE_FACTOR, RANGE_SLACK). */
  rangeFactor?: number;
  rangeSlack?: number;
  /** Tests: told how each tier's page was read. */
  onRead?: (
    how: 'whole' | 'range' | 'range, then whole' | 'ranges' | 'walk' | 'tier whole' | 'spread',
  ) => void;
  /** Tests: false never reads a first tier by surname ranges. */
  surnameRanges?: boolean;
  /**
   * Tests: a tier read whole rather than by ranges (TINY_TIER; -1: never). When given, it is
   * checked however few rows of other tiers its ranges hold (no TINY_TIER_POLLUTION).
   */
  tinyTier?: number;
  /** Tests: how many rows a walk of a dense name tier may read (WALK_ROWS; 0: never walks). */
  walkRows?: number;
  /** Tests: false counts every search from its rows, never from search_name_count. */
  nameCounts?: boolean;
  /** Tests: false counts a 3- or 4-letter prefix by its name keys, not by its '~' key. */
  wordPrefixCounts?: boolean;
  /** Tests: how many matches in sample bucket 0 make an estimate alone (SAMPLE_ENOUGH). */
  sampleEnough?: number;
  /** Tests: told when a search's counts come from search_name_count. */
  onNameCounts?: (keys: string[]) => void;
  /**
   * Look query words up in the dictionary in memory (token-dictionary.ts; default true). False:
   * ask PostgreSQL each time.
   */
  tokenDictionary?: boolean;
  /** Tests: how often the dictionary in memory checks its version (TOKEN_REFRESH_MS). */
  tokenRefreshMs?: number;
  /**
   * The caller's display row of a hit: a json expression of the profile with the uuid `id`
   * (null when there is none). The statement that finds a page reads the rows of the profiles
   * it finds too (SearchHit.row), which saves the caller a round trip after the search.
   */
  hitRow?: HitRowSql;
}): SearchEngine {
  const repo = createPostgresSearchRepository(deps.db);
  const tokens =
    deps.tokenDictionary === false
      ? undefined
      : sharedTokenDictionary(deps.db, repo, { refreshMs: deps.tokenRefreshMs });
  const exactCountMax = deps.exactCountMax ?? EXACT_COUNT_MAX;
  const collectMax = deps.collectMax ?? COLLECT_MAX;
  const rangeFactor = deps.rangeFactor ?? RANGE_FACTOR;
  const rangeSlack = deps.rangeSlack ?? RANGE_SLACK;
  const sampleEnough = deps.sampleEnough ?? SAMPLE_ENOUGH;
  const walkRows = deps.walkRows ?? WALK_ROWS;

  /**
   * Dictionary words a query word stands for, exact or as a prefix. `known` holds the look-ups
   * of one search, so its second pass (with typos) does not ask again.
   */
  async function dictionaryWords(
    word: QueryWord,
    known: Map<string, Promise<string[]>>,
  ): Promise<string[]> {
    const key = `${word.prefix ? '^' : '='}${word.word}`;
    let words = known.get(key);
    if (!words) {
      const inMemory = tokens?.expand(word.word, word.prefix, PREFIX_EXPANSION_LIMIT);
      words = inMemory
        ? Promise.resolve(inMemory)
        : repo
            .expand(word.word, word.prefix, PREFIX_EXPANSION_LIMIT)
            .then((rows) => rows.map((r) => r.token));
      known.set(key, words);
    }
    return words;
  }

  /** Dictionary words one edit away from a query word of five letters or more. */
  async function typoWords(word: QueryWord): Promise<string[]> {
    if (!word.typo) return [];
    const rows = await repo.typoCandidates([word.word, ...deletions(word.word)]);
    return rows.map((r) => r.token).filter((t) => t !== word.word && withinOneEdit(t, word.word));
  }

  async function write(docs: SearchDocument[], generation: number, deferCounts = false) {
    if (docs.length === 0) return;
    const added = await repo.addTokens(plainWords(docs));
    tokens?.add(added);
    const pairs: Array<[string, string]> = [];
    for (const token of added)
      if ([...token].length >= TYPO_MIN_LENGTH)
        for (const variant of deletions(token)) pairs.push([variant, token]);
    await repo.addVariants(pairs);
    await repo.write(
      docs.map((d) => indexRow(d, generation)),
      docs,
      deferCounts,
    );
  }

  /**
   * Counts and page of the rows matching `where` (decision 005, "order buckets"). The first
   * statement reads the matches in one sample bucket (1/64 of the rows, found inside the GIN
   * index), per relevance tier; when they say the match set is small (at most
   * min(exactCountMax, collectMax) rows), that same statement counts all of it exactly, and a
   * second one, run beside it under the same gate, reads the page across every tier. Otherwise:
   * - counts are scaled up from that sample when it holds SAMPLE_ENOUGH matches, else from four
   *   buckets (`estimated`); exact while the estimate is at most `exactCountMax`;
   * - the page is read tier after tier, each only as far as the page needs: a tier of up to
   *   `collectMax` rows whole, a bigger one (in surname order) only up to the sort key that the
   *   sample puts a little past the rows needed, through the order-bucket tokens; if that range
   *   holds too few rows after all, the tier is read whole.
   * Counts and page then run side by side (two connections).
   */
  async function findMatches(
    filters: string[][],
    query: SearchQuery,
    ranks: Ranks | null,
    limit: number,
    offset: number,
    /** Counts found another way (nameSearch()): no sample is read for counting. */
    counted: Promise<{ counts: Record<string, number>; estimated: boolean } | null> | null = null,
  ): Promise<{
    ids: string[];
    counts: Record<string, number>;
    estimated: boolean;
    /** Display rows (deps.hitRow) of page ids, read with the first page statement. */
    rows: Map<string, unknown>;
  }> {
    const where = whereOf(filters, query.withTheDead);
    const tiers = ranks && !query.sort ? relevanceTiers(ranks) : [];
    const tierOf =
      tiers.length > 1
        ? Prisma.sql`CASE ${Prisma.join(
            tiers.slice(0, -1).map((t, i) => Prisma.sql`WHEN ${t.only} THEN ${i}::int`),
            ' ',
          )} ELSE ${tiers.length - 1}::int END`
        : Prisma.sql`0`;
    // Only surname order (relevance is surname order within a tier) has order buckets.
    const direction: 'asc' | 'desc' | null = !query.sort
      ? 'asc'
      : query.sort.field === 'surname'
        ? query.sort.direction
        : null;
    const need = offset + limit;
    const keyAt = (n: number) => Math.ceil((n * rangeFactor) / SAMPLE_BUCKETS) + rangeSlack;
    const smallMax = Math.min(exactCountMax, collectMax);
    const tierWhere = (i: number) =>
      tiers.length > 1
        ? Prisma.sql`${whereOf(filters, query.withTheDead, tiers[i]!.implies)} AND ${tiers[i]!.only}`
        : where;
    const gate = { sample: SAMPLE_BUCKET_TOKENS, max: Math.floor(smallMax / SAMPLE_BUCKETS) };
    // A tier of a one-word search in surname order is read by surname ranges when that is exact
    // and its other rows are few (surnameRanges(), pageByRanges()): its ids; null when those
    // rows are too many (so the whole match set is big too), undefined when ranges do not apply.
    const byRanges = async (i: number, n: number, rows?: PageRows) => {
      if (filters.length !== 1 || direction !== 'asc' || deps.surnameRanges === false)
        return undefined;
      const last = tiers.length <= 1 || i === tiers.length - 1;
      const ranges = surnameRanges(last ? filters[0]! : tiers[i]!.implies!);
      if (!ranges) return undefined;
      const walk = last ? undefined : tiers[i]!.walk;
      const page = await repo.pageByRanges({
        where: tierWhere(i),
        ...ranges,
        limit: n,
        gate: { ...gate, few: RANGES_OTHERS_FEW },
        spread: last || tiers[i]!.spread,
        ...(walk && walkRows > 0 ? { walk: { ...walk, rows: walkRows } } : {}),
        tiny: {
          max: deps.tinyTier ?? TINY_TIER,
          // The names and surnames starting like a range, less those that are its word.
          plus: ranges.starts.map((w) => '^' + w),
          minus: ranges.starts.map((w) => '=' + w),
          above: deps.tinyTier === undefined ? TINY_TIER_POLLUTION : -1,
        },
        buckets: SAMPLE_BUCKETS,
        ...(rows ? { rows } : {}),
      });
      if (page) deps.onRead?.(page.how === 'whole' ? 'tier whole' : page.how);
      return page ?? null;
    };
    // The display rows of the page are read by the statement that reads the first tier (the
    // whole page, most often), for the part of the page it finds.
    const firstRows: PageRows | undefined = deps.hitRow
      ? { row: deps.hitRow, from: offset, to: need }
      : undefined;
    const sampleRead = (exactMax: number) =>
      repo.probe({
        where,
        sample: SAMPLE_BUCKET_TOKENS,
        tier: tierOf,
        keys: Math.max(1, keyAt(need)),
        direction: direction ?? 'asc',
        smallMax: exactMax,
        buckets: SAMPLE_BUCKETS,
      });
    // The sample (with exact counts when the match set is small) is read at once, beside the
    // first tier's page, unless the counts come another way (`counted`); then as soon as the
    // page turns out to need it (how far to read a big tier), or the counts do.
    let sampling: ReturnType<typeof sampleRead> | null = null;
    const sampleNow = (exactMax: number) => {
      if (!sampling) {
        sampling = sampleRead(exactMax);
        sampling.catch(() => {}); // awaited where it is needed; never an unhandled rejection
      }
      return sampling;
    };
    if (!counted) void sampleNow(smallMax);
    // The first tier's page, or (`all`) the page of every tier when the match set is small.
    const [first, known] = await Promise.all([
      limit <= 0
        ? Promise.resolve({ ids: [], all: true, rows: new Map<string, unknown>() })
        : byRanges(0, need, firstRows)
            .then(async (ranged) => {
              if (ranged !== undefined)
                return {
                  ids: ranged?.ids ?? null,
                  all: tiers.length <= 1,
                  rows: ranged?.rows ?? new Map<string, unknown>(),
                };
              const small = await repo.pageIfSmall(
                where,
                orderBy(query.sort),
                need,
                { where, ...gate },
                tierOf,
                firstRows,
              );
              return { ids: small?.ids ?? null, all: true, rows: small?.rows ?? new Map() };
            })
            .then((page) => {
              if (!page.ids) void sampleNow(0);
              return page;
            }),
      counted,
    ]);
    const firstTier = first.ids;
    const scale = (counts: Record<string, number>, factor: number) =>
      Object.fromEntries(Object.entries(counts).map(([code, n]) => [code, Math.round(n * factor)]));

    const countsNow = async () => {
      if (known) return known;
      const probe = await sampleNow(smallMax);
      if (probe.all) return { counts: probe.all, estimated: false };
      const sample: Record<string, number> = {};
      for (const t of probe.tiers.values())
        for (const [code, n] of Object.entries(t.counts)) sample[code] = (sample[code] ?? 0) + n;
      const seen = sample[EVERYONE] ?? 0;
      if (seen * SAMPLE_BUCKETS <= exactCountMax)
        return { counts: await repo.counts(where), estimated: false };
      if (seen >= sampleEnough) return { counts: scale(sample, SAMPLE_BUCKETS), estimated: true };
      return {
        counts: scale(
          await repo.counts(Prisma.sql`${where} AND s.tokens && ${WIDER_SAMPLE_TOKENS}::text[]`),
          SAMPLE_BUCKETS / WIDER_SAMPLE_TOKENS.length,
        ),
        estimated: true,
      };
    };

    /** `n` rows of one tier (or of all matches) from its start, in order. */
    const read = async (condition: Prisma.Sql, n: number, tier: number) => {
      const ranged = tier > 0 ? await byRanges(tier, n) : undefined;
      if (ranged) return ranged.ids;
      const sampled = (await sampleNow(0)).tiers.get(tier);
      const size = (sampled?.counts[EVERYONE] ?? 0) * SAMPLE_BUCKETS;
      const key = sampled?.keys[keyAt(n) - 1];
      const order = orderBy(query.sort);
      if (size > collectMax && direction && key !== undefined) {
        const rows = await repo.page(condition, order, n, 0, { key, direction });
        if (rows.length >= n) {
          deps.onRead?.('range');
          return rows;
        }
        deps.onRead?.('range, then whole');
      } else deps.onRead?.('whole');
      return repo.page(condition, order, n, 0);
    };

    const pageNow = async (): Promise<string[]> => {
      if (limit <= 0) return [];
      // The first tier was read above: by surname ranges, or whole if the match set is small.
      if (firstTier && first.all) return firstTier.slice(offset, need);
      const ids: string[] = firstTier ? [...firstTier] : [];
      for (let i = firstTier ? 1 : 0; i < Math.max(1, tiers.length) && ids.length < need; i += 1)
        ids.push(...(await read(tierWhere(i), need - ids.length, i)));
      return ids.slice(offset, need);
    };

    const [ids, { counts, estimated }] = await Promise.all([pageNow(), countsNow()]);
    return { ids, counts, estimated, rows: first.rows };
  }

  /**
   * The counts of a one-word search in the whole query (no other words, no filters) from
   * search_name_count (decision 005, "name counts"), or null when the search is not one.
   * - A prefix of WORD_PREFIX_LENGTHS letters is one '~' key: every row it matches, in any
   *   field, counted once (exact, nothing read). Not when the institution words are the current
   *   ones only, nor when the dictionary words it stands for were cut at PREFIX_EXPANSION_LIMIT
   *   (the search then matches fewer rows than the key counts).
   * - Otherwise the word and its typos become name keys: '^' and the word when it is typed as a
   *   prefix (up to NGRAM_MAX letters, as its n-gram tokens), '=' and each dictionary word it
   *   starts when it is longer, else '=' and the word; '=' and each typo word. Its specialty
   *   and institution matches are counted beside, estimated from a sample when they are many;
   *   when they are very many, the answer is null after all.
   */
  function nameSearch(
    groups: Group[],
    looked: Array<Array<{ dictionary: string[]; typo: string[] }>>,
    filters: string[][],
    withTheDead: boolean,
    /** The rows up to the end of the page. */
    need: number,
  ): Promise<{ counts: Record<string, number>; estimated: boolean } | null> | null {
    if (deps.nameCounts === false) return null;
    const [whole, ...others] = groups;
    const word = whole?.words.length === 1 ? whole.words[0]! : null;
    if (!word || filters.length !== 1 || others.some((g) => g.words.length > 0)) return null;
    const { dictionary, typo } = looked[0]![0]!;
    const restSample = {
      sample: SAMPLE_BUCKET_TOKENS,
      max: Math.floor(exactCountMax / SAMPLE_BUCKETS),
      enough: sampleEnough,
      // Name matches rank first, so when they fill the page, the surname ranges give it
      // without a sample of every match: that sample would be read for the counts alone.
      keepAllFrom: need,
      more: WIDER_SAMPLE_TOKENS.slice(1),
      buckets: SAMPLE_BUCKETS,
    };
    if (
      deps.wordPrefixCounts !== false &&
      word.prefix &&
      WORD_PREFIX_LENGTHS.includes([...word.word].length) &&
      typo.length === 0 &&
      whole!.prefixes.includes(P.anyInstitution) &&
      dictionary.length < PREFIX_EXPANSION_LIMIT
    ) {
      const keys = ['~' + word.word];
      deps.onNameCounts?.(keys);
      return repo.nameCounts({ keys, keyTokens: [filters[0]!], rest: [], withTheDead, restSample });
    }
    const named = nameKeysOf(word, dictionary, typo);
    if (!named) return null;
    const { keys, keyTokens } = named;
    const names = new Set(keyTokens.flat());
    // A name or surname token of a word the dictionary lacks (a prefix longer than the n-grams
    // that is no word itself, as typed with a typo) is on no row: it needs no key.
    const lexicon = new Set([...dictionary, ...typo]);
    const onNoRow = (t: string) =>
      (t.startsWith(P.name) || t.startsWith(P.surname)) && !lexicon.has(t.slice(2));
    const rest = filters[0]!.filter((t) => !names.has(t) && !onNoRow(t));
    // Every name token of the search is one of its keys' (else the counts would miss it).
    if (rest.some((t) => NAME_PREFIXES.some((p) => t.startsWith(p)))) return null;
    deps.onNameCounts?.(keys);
    return repo.nameCounts({ keys, keyTokens, rest, withTheDead, restSample });
  }

  /** A hit, with its display row when one was read (absent otherwise; null: no profile). */
  function hitOf(profileId: string, infos: MatchingInfo[], rows: Map<string, unknown>): SearchHit {
    return rows.has(profileId)
      ? { profileId, matchingInfos: infos, row: rows.get(profileId) ?? null }
      : { profileId, matchingInfos: infos };
  }

  async function searchOnce(
    query: SearchQuery,
    typos: boolean,
    known: Map<string, Promise<string[]>>,
  ): Promise<
    SearchResult & {
      /** Words of five letters or more whose typos were not looked at. */
      typoSkipped: boolean;
    }
  > {
    const offset = query.page * query.size;
    const limit = Math.max(0, Math.min(query.size, SEARCH_MAX_REACHABLE - offset));
    const institutionWords = query.onlyCurrent ? P.currentInstitution : P.anyInstitution;
    const groups: Group[] = [
      {
        words: queryWords(query.fullQuery),
        prefixes: [P.name, P.surname, P.specialty, institutionWords],
      },
      { words: queryWords(query.name), prefixes: [P.name] },
      { words: queryWords(query.surname), prefixes: [P.surname] },
      { words: queryWords(query.specialty), prefixes: [P.specialty] },
    ];
    const filters: string[][] = [];
    const exactSurname: string[] = [];
    const exactAny: string[] = [];
    let typoSkipped = false;
    const none = { ...emptyResult(), typoSkipped: false };
    // Every word is looked up at once; a word found nowhere (even with a typo) matches nothing.
    const looked = await Promise.all(
      groups.map((group) =>
        Promise.all(
          group.words.map(async (word) => {
            const dictionary = await dictionaryWords(word, known);
            const useTypos = word.typo && (typos || dictionary.length === 0);
            if (word.typo && !useTypos) typoSkipped = true;
            return { dictionary, typo: useTypos ? await typoWords(word) : [] };
          }),
        ),
      ),
    );
    const matchers: Array<(token: string) => boolean> = [];
    for (const [g, group] of groups.entries()) {
      for (const [w, word] of group.words.entries()) {
        const { dictionary, typo } = looked[g]![w]!;
        if (dictionary.length === 0 && typo.length === 0) return none;
        const typoSet = new Set(typo);
        matchers.push((t) => wordMatches(word, t, false) || typoSet.has(t));
        filters.push(wordTokens(word, group.prefixes, dictionary, typo));
        // A word the dictionary lacks (a prefix, a typo) matches nothing exactly: no tier.
        if (!dictionary.includes(word.word)) continue;
        if (group.prefixes.includes(P.surname)) exactSurname.push(P.surname + word.word);
        exactAny.push(...group.prefixes.map((p) => p + word.word));
      }
    }
    if (query.institutionId)
      filters.push([
        (query.onlyCurrent ? P.currentInstitutionId : P.anyInstitutionId) + query.institutionId,
      ]);
    if (query.disciplines.length) filters.push(query.disciplines.map((c) => P.discipline + c));
    if (query.domains.length) filters.push(query.domains.map((c) => P.domain + c));
    if (query.degreeTitles.length) filters.push(query.degreeTitles.map((c) => P.degree + c));

    if (filters.length === 0) {
      // Everyone: counts come from search_facet_count, the page from an index scan.
      const [counts, page] = await Promise.all([
        repo.everyoneCounts(query.withTheDead),
        limit > 0
          ? repo.browse(query.withTheDead, orderBy(query.sort), limit, offset, deps.hitRow)
          : Promise.resolve({ ids: [], rows: new Map<string, unknown>() }),
      ]);
      const facet = (name: string): FacetCount[] =>
        counts.filter((c) => c.facet === name).map((c) => ({ code: c.code, count: c.n }));
      return {
        hits: page.ids.map((profileId) => hitOf(profileId, [], page.rows)),
        totalHits: counts.find((c) => c.facet === 'total')?.n ?? 0,
        facets: {
          disciplines: facet('discipline'),
          domains: facet('domain'),
          titles: facet('title'),
        },
        typoSkipped: false,
      };
    }

    // A one-word search ranks the people it finds by name before those it finds by specialty
    // or institution only (as Meilisearch's attribute rule does).
    const oneWord = groups.flatMap((g) => g.words).length === 1 ? filters[0]! : [];
    const isName = (t: string) => NAME_PREFIXES.some((p) => t.startsWith(p));
    const names = oneWord.some((t) => !isName(t)) ? oneWord.filter(isName) : [];
    const { ids, counts, estimated, rows } = await findMatches(
      filters,
      query,
      exactAny.length > 0 || names.length > 0
        ? { exactSurname, exactAny, names, walks: tierWalks(groups, looked, names) }
        : null,
      limit,
      offset,
      nameSearch(groups, looked, filters, query.withTheDead, offset + limit),
    );
    let docs = new Map<string, SearchDocument>();
    if (query.showMatching && ids.length > 0) docs = await repo.documents(ids);
    const matches = (t: string) => matchers.some((m) => m(t));
    return {
      hits: ids.map((profileId) => {
        const doc = docs.get(profileId);
        return hitOf(profileId, doc ? matchingInfos(doc, matches, query.onlyCurrent) : [], rows);
      }),
      totalHits: counts[EVERYONE] ?? 0,
      ...(estimated ? { estimated: true } : {}),
      facets: {
        disciplines: facetOf(counts, P.discipline),
        domains: facetOf(counts, P.domain),
        titles: facetOf(counts, P.degree),
      },
      typoSkipped,
    };
  }

  return {
    name: 'postgres',

    async search(query: SearchQuery): Promise<SearchResult> {
      // Typos only when the words as typed find nobody (exact and prefix matches first).
      const known = new Map<string, Promise<string[]>>();
      const first = await searchOnce(query, false, known);
      const { typoSkipped, ...result } =
        first.totalHits === 0 && first.typoSkipped ? await searchOnce(query, true, known) : first;
      void typoSkipped;
      return result;
    },

    async upsert(docs) {
      // A write during a reindex is newer than the reindex's generation, so it survives it.
      await write(docs, Date.now());
    },

    async remove(profileIds) {
      if (profileIds.length > 0) await repo.remove([...profileIds]);
    },

    async reindex(batches, onProgress) {
      // Rows are replaced in place, so the old index keeps answering; what this generation
      // did not write is dropped at the end. Into an empty index, the name counts are left to
      // the end and made in one pass (decision 017, "2026-11-22 (closing)"): batch by batch they cost more
      // than everything else. Then the rows are put in surname order.
      const generation = Date.now();
      const deferCounts = (await repo.count()) === 0;
      let indexed = 0;
      for await (const docs of batches) {
        await write(docs, generation, deferCounts);
        indexed += docs.length;
        onProgress?.({ indexed });
      }
      await repo.removeOlderGenerations(generation);
      if (deferCounts) {
        await repo.recountNames();
        // Written in profile-id order, the rows of one surname lie all over the table; a name
        // search then reads a page for each of its rows (decision 017, "speed at 1M"). A
        // filled index is rewritten in place and keeps the order it had.
        await repo.clusterBySurname();
      }
      return { indexed };
    },

    count: () => repo.count(),

    async health() {
      try {
        await repo.ping();
        return { ok: true, engine: 'postgres' };
      } catch (error) {
        return { ok: false, engine: 'postgres', detail: (error as Error).message };
      }
    },

    async close() {
      // The database client belongs to the caller; the dictionary's refresh stops with the
      // last engine on it.
      tokens?.release();
    },
  };
}
