// The query plan of the PostgreSQL engine (pure; decision 005): what a search's words and
// filters match (token lists), its relevance tiers and their order, and the ways each part of
// the answer is read, cheapest first, with the fallback taken when one gives no answer. The
// engine (postgres-engine.ts) runs the plan; the read repository turns its row sets into SQL.
//
// The ways, in the order they are tried:
// - counts: search_facet_count (no words or filters); search_name_count (nameCountPlan(), a
//   one-word search in the whole query); the sample of every match, exact when it says the
//   match set is small, else scaled up from it or from a wider one (countsFromSample());
// - page: a first tier by surname ranges (rangesRead(); the engine's repository tries a walk,
//   a tiny tier read whole, the ranges and the spread, in that order); else the whole page in
//   one statement when the match set is small; else tier after tier, each by the same ranges,
//   else up to the sort key the sample puts past the page (tierRange()), else whole.
import { SEARCH_MAX_REACHABLE, type SearchQuery } from '../engine.js';
import { queryWords, wordMatches, type QueryWord } from '../words.js';
import {
  EVERYONE,
  isNameToken,
  NAME_PREFIXES,
  NGRAM_MAX,
  SAMPLE_BUCKETS,
  TOKEN,
  WORD_PREFIX_LENGTHS,
} from './index-row.js';

/**
 * How many dictionary words one prefix may stand for in specialty and institution words (a
 * one-letter prefix is cut here); name and surname prefixes up to NGRAM_MAX letters are one
 * n-gram token each and need no expansion.
 */
export const PREFIX_EXPANSION_LIMIT = 5000;

/**
 * One sample bucket holding this many matches is enough for an estimate (about ±6 % on the
 * total); fewer, and four buckets are read.
 */
export const SAMPLE_ENOUGH = 250;

/** Counts are exact up to about this many matches; bigger match sets are counted from a sample. */
export const EXACT_COUNT_MAX = 4000;

/** A name search with more keys than this (a word with many typo neighbours) counts its rows. */
export const NAME_KEYS_MAX = 4;

/** Up to this many matches are read whole and sorted for a page (see the engine's findMatches()). */
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

/** The token of sample bucket 0, the 1/64 of the rows every sample and gate reads. */
export const SAMPLE_BUCKET_TOKENS: readonly string[] = [TOKEN.bucket + 0];

/** Sample buckets 0 to 3: the sample of a set too thin for bucket 0 alone. */
export const WIDER_SAMPLE_TOKENS: readonly string[] = [0, 1, 2, 3].map((b) => TOKEN.bucket + b);

/** How a tier's page was read (SearchTuning.onRead). */
export type PageRead =
  'whole' | 'range' | 'range, then whole' | 'ranges' | 'walk' | 'tier whole' | 'spread';

/**
 * The engine's thresholds and switches, for tests and measurements; each left out takes the
 * default named beside it. Production code passes none.
 */
export interface SearchTuning {
  /** A lower threshold for estimated counts (EXACT_COUNT_MAX). */
  exactCountMax?: number;
  /** Read relevance tiers bigger than this by order range (COLLECT_MAX). */
  collectMax?: number;
  /** How far past its share of the sample a range reaches (RANGE_FACTOR, RANGE_SLACK). */
  rangeFactor?: number;
  rangeSlack?: number;
  /** false never reads a tier by surname ranges. */
  surnameRanges?: boolean;
  /**
   * A tier read whole rather than by ranges (TINY_TIER; -1: never). When given, it is checked
   * however few rows of other tiers its ranges hold (no TINY_TIER_POLLUTION).
   */
  tinyTier?: number;
  /** How many rows a walk of a dense name tier may read (WALK_ROWS; 0: never walks). */
  walkRows?: number;
  /** false counts every search from its rows, never from search_name_count. */
  nameCounts?: boolean;
  /** false counts a 3- or 4-letter prefix by its name keys, not by its '~' key. */
  wordPrefixCounts?: boolean;
  /** How many matches in sample bucket 0 make an estimate alone (SAMPLE_ENOUGH). */
  sampleEnough?: number;
  /**
   * Look query words up in the dictionary in memory (token-dictionary.ts; default true). False:
   * ask PostgreSQL each time.
   */
  tokenDictionary?: boolean;
  /** How often the dictionary in memory checks its version (TOKEN_REFRESH_MS). */
  tokenRefreshMs?: number;
  /** Told how each tier's page was read. */
  onRead?: (how: PageRead) => void;
  /** Told when a search's counts come from search_name_count. */
  onNameCounts?: (keys: string[]) => void;
}

/** The numbers a plan is made with (SearchTuning with its defaults filled in). */
export interface PlanTuning {
  exactCountMax: number;
  collectMax: number;
  rangeFactor: number;
  rangeSlack: number;
  surnameRanges: boolean;
  tinyTier: number;
  /** The tiny-tier check runs only above this many rows of other tiers (-1: always). */
  tinyTierPollution: number;
  walkRows: number;
  nameCounts: boolean;
  wordPrefixCounts: boolean;
  sampleEnough: number;
}

export function planTuning(tuning: SearchTuning = {}): PlanTuning {
  return {
    exactCountMax: tuning.exactCountMax ?? EXACT_COUNT_MAX,
    collectMax: tuning.collectMax ?? COLLECT_MAX,
    rangeFactor: tuning.rangeFactor ?? RANGE_FACTOR,
    rangeSlack: tuning.rangeSlack ?? RANGE_SLACK,
    surnameRanges: tuning.surnameRanges !== false,
    tinyTier: tuning.tinyTier ?? TINY_TIER,
    tinyTierPollution: tuning.tinyTier === undefined ? TINY_TIER_POLLUTION : -1,
    walkRows: tuning.walkRows ?? WALK_ROWS,
    nameCounts: tuning.nameCounts !== false,
    wordPrefixCounts: tuning.wordPrefixCounts !== false,
    sampleEnough: tuning.sampleEnough ?? SAMPLE_ENOUGH,
  };
}

// ---- What a search's words match ----

/** One field group of a query: its words and the token prefixes they may match. */
export interface Group {
  words: QueryWord[];
  prefixes: string[];
}

/** The dictionary words a query word stands for, and its one-edit neighbours when looked up. */
export interface Looked {
  dictionary: string[];
  typo: string[];
}

/** The part of the match set a page may reach (SEARCH_MAX_REACHABLE). */
export function pageWindow(query: SearchQuery): { offset: number; limit: number } {
  const offset = query.page * query.size;
  return { offset, limit: Math.max(0, Math.min(query.size, SEARCH_MAX_REACHABLE - offset)) };
}

/** The field groups of a query: the whole query, then the name, surname and specialty fields. */
export function queryGroups(query: SearchQuery): Group[] {
  const institutionWords = query.onlyCurrent ? TOKEN.currentInstitution : TOKEN.anyInstitution;
  return [
    {
      words: queryWords(query.fullQuery),
      prefixes: [TOKEN.name, TOKEN.surname, TOKEN.specialty, institutionWords],
    },
    { words: queryWords(query.name), prefixes: [TOKEN.name] },
    { words: queryWords(query.surname), prefixes: [TOKEN.surname] },
    { words: queryWords(query.specialty), prefixes: [TOKEN.specialty] },
  ];
}

/**
 * Whether a word's one-edit neighbours are looked up: a word of five letters or more, when the
 * search as typed found nobody (`typos`, the second pass) or the dictionary has neither it nor
 * a word it starts.
 */
export function looksForTypos(word: QueryWord, dictionary: string[], typos: boolean): boolean {
  return word.typo && (typos || dictionary.length === 0);
}

/** Tokens (with field prefixes) one query word matches in a group's fields. */
export function wordTokens(
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
    const ngram =
      p === TOKEN.name ? TOKEN.nameNgram : p === TOKEN.surname ? TOKEN.surnameNgram : null;
    if (ngram && [...word.word].length <= NGRAM_MAX) out.add(ngram + word.word);
    else for (const t of dictionary) out.add(p + t);
  }
  return [...out];
}

/** What a search's words and filters match. */
export interface WordPlan {
  /** Each list: a matching row holds one of its tokens. */
  filters: string[][];
  /** The surname tokens of the words typed exactly as a dictionary word. */
  exactSurname: string[];
  /** Every field's tokens of those words. */
  exactAny: string[];
  /** Whether an index word is one a query word stands for (matchingInfos). */
  matches: (token: string) => boolean;
}

/**
 * The token lists of a search, given what each word of `groups` was looked up as (`looked`,
 * by group and word); null when a word stands for nothing (found nowhere, even with a typo):
 * then the search matches nobody.
 */
export function planWords(
  query: SearchQuery,
  groups: Group[],
  looked: Looked[][],
): WordPlan | null {
  const filters: string[][] = [];
  const exactSurname: string[] = [];
  const exactAny: string[] = [];
  const matchers: Array<(token: string) => boolean> = [];
  for (const [g, group] of groups.entries()) {
    for (const [w, word] of group.words.entries()) {
      const { dictionary, typo } = looked[g]![w]!;
      if (dictionary.length === 0 && typo.length === 0) return null;
      const typoSet = new Set(typo);
      matchers.push((t) => wordMatches(word, t, false) || typoSet.has(t));
      filters.push(wordTokens(word, group.prefixes, dictionary, typo));
      // A word the dictionary lacks (a prefix, a typo) matches nothing exactly: no tier.
      if (!dictionary.includes(word.word)) continue;
      if (group.prefixes.includes(TOKEN.surname)) exactSurname.push(TOKEN.surname + word.word);
      exactAny.push(...group.prefixes.map((p) => p + word.word));
    }
  }
  if (query.institutionId)
    filters.push([
      (query.onlyCurrent ? TOKEN.currentInstitutionId : TOKEN.anyInstitutionId) +
        query.institutionId,
    ]);
  if (query.disciplines.length) filters.push(query.disciplines.map((c) => TOKEN.discipline + c));
  if (query.domains.length) filters.push(query.domains.map((c) => TOKEN.domain + c));
  if (query.degreeTitles.length) filters.push(query.degreeTitles.map((c) => TOKEN.degree + c));
  return {
    filters,
    exactSurname,
    exactAny,
    matches: (t) => matchers.some((m) => m(t)),
  };
}

// ---- Relevance tiers ----

/**
 * What a walk of a tier along the surname order needs (pageByRanges()): name keys one of which
 * every row of the tier holds (`check`, tested before the tier's own condition), and the keys
 * whose rows estimate the tier's size (those of `plus` less those of `minus`).
 */
export interface Walk {
  check: string[];
  plus: string[];
  minus: string[];
}

/** What ranks a search's matches (relevanceTiers()). */
export interface Ranks {
  exactSurname: string[];
  exactAny: string[];
  /** A one-word search's name and surname tokens (words, prefixes, typos); else empty. */
  names: string[];
  /** How the exact tier (`exactAny`) and the name tier (`names`) may be walked, if they may. */
  walks: { exact: Walk | null; names: Walk | null };
}

/** A tier's rows among the matches: they hold one of `has` (when given) and none of each of `hasNone`. */
export interface TierCondition {
  has: string[] | null;
  hasNone: string[][];
}

/** One relevance tier. */
export interface Tier {
  only: TierCondition;
  /**
   * A row of the tier has one of these tokens, so a word condition holding all of them is true
   * of it and need not be checked again (decision 005).
   */
  implies: string[] | null;
  walk?: Walk;
  /**
   * Rows outside the tier's surname ranges may be many (a first name's), so its page may be
   * read early in the surname order (pageByRanges(), step 4); not the exact-surname tier's
   * (previous surnames and later parts of double ones only).
   */
  spread: boolean;
}

/**
 * The name keys of a query word (search_name_count): '^' and the word when it is typed as a
 * prefix (up to NGRAM_MAX letters, as its n-gram tokens), '=' and each dictionary word it
 * starts when it is longer, else '=' and the word; '=' and each typo word. With the name and
 * surname tokens each key stands for (`keyTokens`); null past NAME_KEYS_MAX keys.
 */
export function nameKeysOf(
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
      ? [TOKEN.name + w, TOKEN.surname + w, TOKEN.nameNgram + w, TOKEN.surnameNgram + w]
      : [TOKEN.name + w, TOKEN.surname + w];
  });
  return { keys, keyTokens };
}

/** The one word of a search that has a word in the whole query and nowhere else; else null. */
function soleWord(groups: Group[]): QueryWord | null {
  const [whole, ...others] = groups;
  if (whole?.words.length !== 1 || others.some((g) => g.words.length > 0)) return null;
  return whole.words[0]!;
}

/**
 * How the tiers of a one-word search in the whole query may be walked (decision 005, "the
 * walk"); none otherwise.
 * - The exact tier (the word in any field): when the word has WORD_PREFIX_LENGTHS letters, all
 *   its rows hold its '~' key; its name and surname part ('=' key) is its size, at least.
 * - The name tier: its rows hold one of the word's name keys (nameKeysOf()), whose rows are its
 *   size, less the word's own (the exact tier's) when its key is the word as a prefix.
 */
export function tierWalks(
  groups: Group[],
  looked: Looked[][],
  names: string[],
): { exact: Walk | null; names: Walk | null } {
  const word = soleWord(groups);
  if (!word) return { exact: null, names: null };
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

/**
 * What ranks the matches of a search, or null when nothing does (no word typed exactly, no
 * name tier): then its matches are one tier in surname order. A one-word search ranks the
 * people it finds by name before those it finds by specialty or institution only (as
 * Meilisearch's attribute rule does).
 */
export function ranksOf(groups: Group[], looked: Looked[][], words: WordPlan): Ranks | null {
  const { filters, exactSurname, exactAny } = words;
  const oneWord = groups.flatMap((g) => g.words).length === 1 ? filters[0]! : [];
  const names = oneWord.some((t) => !isNameToken(t)) ? oneWord.filter(isNameToken) : [];
  if (exactAny.length === 0 && names.length === 0) return null;
  return { exactSurname, exactAny, names, walks: tierWalks(groups, looked, names) };
}

/**
 * Relevance tiers (decision 005), in order: an exact surname, then any word exactly as typed,
 * then, for a one-word search, the other name and surname matches (prefixes and typos), then
 * the rest (specialty and institution prefixes and typos). `only` selects a tier's rows among
 * the matches.
 */
export function relevanceTiers(ranks: Ranks): Tier[] {
  const tiers: Tier[] = [];
  const { exactSurname, exactAny, names, walks } = ranks;
  const notExact = exactAny.length > 0 ? [exactAny] : [];
  if (exactSurname.length > 0)
    tiers.push({ only: { has: exactSurname, hasNone: [] }, implies: exactSurname, spread: false });
  if (exactAny.length > 0)
    tiers.push({
      only: { has: exactAny, hasNone: exactSurname.length > 0 ? [exactSurname] : [] },
      implies: exactAny,
      spread: true,
      ...(walks.exact ? { walk: walks.exact } : {}),
    });
  if (names.length > 0)
    tiers.push({
      only: { has: names, hasNone: notExact },
      implies: names,
      spread: true,
      ...(walks.names ? { walk: walks.names } : {}),
    });
  tiers.push({
    only: { has: null, hasNone: names.length > 0 ? [...notExact, names] : notExact },
    implies: null,
    spread: true,
  });
  return tiers;
}

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
    if (kind === TOKEN.surname) {
      starts.add(t.slice(2));
      others.add(TOKEN.outsideWord + t.slice(2));
    } else if (kind === TOKEN.surnameNgram) {
      starts.add(t.slice(2));
      others.add(TOKEN.outsideNgram + t.slice(2));
    } else others.add(t);
  }
  if (starts.size === 0 || starts.size > RANGES_MAX) return null;
  return { starts: [...starts], others: [...others] };
}

// ---- Counts from search_name_count ----

/** Whether few rows of a row set lie in a sample bucket: at most `max` rows in `sample`. */
export interface SampleGate {
  sample: readonly string[];
  max: number;
}

/** The counts of a one-word name search from search_name_count (the read repository's nameCounts()). */
export interface NameCountPlan {
  keys: string[];
  keyTokens: string[][];
  rest: string[];
  withTheDead: boolean;
  restSample: SampleGate & {
    /**
     * A sample this big is an estimate on its own (SAMPLE_ENOUGH). With this many rest rows
     * in `sample`, the answer is null, unless the name part has `keepAllFrom` rows or
     * more: then the rest is counted in the whole of `sample`.
     */
    enough: number;
    keepAllFrom: number;
    /** The buckets added, in this order, when `sample` alone is too thin. */
    more: readonly string[];
    /** Buckets there are: a sample of k buckets is scaled up by buckets / k. */
    buckets: number;
  };
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
export function nameCountPlan(
  groups: Group[],
  looked: Looked[][],
  filters: string[][],
  withTheDead: boolean,
  /** The rows up to the end of the page. */
  need: number,
  tuning: PlanTuning,
): NameCountPlan | null {
  if (!tuning.nameCounts) return null;
  const word = soleWord(groups);
  if (!word || filters.length !== 1) return null;
  const { dictionary, typo } = looked[0]![0]!;
  const restSample = {
    sample: SAMPLE_BUCKET_TOKENS,
    max: Math.floor(tuning.exactCountMax / SAMPLE_BUCKETS),
    enough: tuning.sampleEnough,
    // Name matches rank first, so when they fill the page, the surname ranges give it
    // without a sample of every match: that sample would be read for the counts alone.
    keepAllFrom: need,
    more: WIDER_SAMPLE_TOKENS.slice(1),
    buckets: SAMPLE_BUCKETS,
  };
  if (
    tuning.wordPrefixCounts &&
    word.prefix &&
    WORD_PREFIX_LENGTHS.includes([...word.word].length) &&
    typo.length === 0 &&
    groups[0]!.prefixes.includes(TOKEN.anyInstitution) &&
    dictionary.length < PREFIX_EXPANSION_LIMIT
  )
    return { keys: ['~' + word.word], keyTokens: [filters[0]!], rest: [], withTheDead, restSample };
  const named = nameKeysOf(word, dictionary, typo);
  if (!named) return null;
  const { keys, keyTokens } = named;
  const names = new Set(keyTokens.flat());
  // A name or surname token of a word the dictionary lacks (a prefix longer than the n-grams
  // that is no word itself, as typed with a typo) is on no row: it needs no key.
  const lexicon = new Set([...dictionary, ...typo]);
  const onNoRow = (t: string) =>
    (t.startsWith(TOKEN.name) || t.startsWith(TOKEN.surname)) && !lexicon.has(t.slice(2));
  const rest = filters[0]!.filter((t) => !names.has(t) && !onNoRow(t));
  // Every name token of the search is one of its keys' (else the counts would miss it).
  if (rest.some((t) => NAME_PREFIXES.some((p) => t.startsWith(p)))) return null;
  return { keys, keyTokens, rest, withTheDead, restSample };
}

// ---- Counts and page of the matches ----

/**
 * Rows a statement reads: for each of `filters`, the row holds one of its tokens; the dead
 * left out unless `withTheDead`; only the rows of one tier (`tier`) and of some sample buckets
 * (`within`) when given.
 */
export interface RowSet {
  filters: string[][];
  withTheDead: boolean;
  tier?: TierCondition;
  within?: readonly string[];
}

/** The matches of a search: how its counts and page are read (the engine's findMatches()). */
export interface MatchPlan {
  /** Every match. */
  rows: RowSet;
  filters: string[][];
  /** Relevance tiers, in order; none (one tier) when sorted or when nothing ranks. */
  tiers: Tier[];
  sort: SearchQuery['sort'];
  /** Surname order (relevance is surname order within a tier) has order buckets; else null. */
  direction: 'asc' | 'desc' | null;
  offset: number;
  limit: number;
  /** The rows up to the end of the page. */
  need: number;
  /** A match set of at most this many rows is counted exactly and read whole. */
  smallMax: number;
  /** "The match set is small": its rows in sample bucket 0, at most smallMax / 64. */
  gate: SampleGate;
  /** How many sort keys of each tier the sample keeps (enough for the page's end). */
  sampleKeys: number;
  tuning: PlanTuning;
}

export function planMatches(
  filters: string[][],
  query: SearchQuery,
  ranks: Ranks | null,
  window: { offset: number; limit: number },
  tuning: PlanTuning,
): MatchPlan {
  const { offset, limit } = window;
  const smallMax = Math.min(tuning.exactCountMax, tuning.collectMax);
  const plan: MatchPlan = {
    rows: { filters, withTheDead: query.withTheDead },
    filters,
    tiers: ranks && !query.sort ? relevanceTiers(ranks) : [],
    sort: query.sort,
    direction: !query.sort ? 'asc' : query.sort.field === 'surname' ? query.sort.direction : null,
    offset,
    limit,
    need: offset + limit,
    smallMax,
    gate: { sample: SAMPLE_BUCKET_TOKENS, max: Math.floor(smallMax / SAMPLE_BUCKETS) },
    sampleKeys: 0,
    tuning,
  };
  plan.sampleKeys = Math.max(1, keyAt(plan, plan.need));
  return plan;
}

/** The sort key of the sample (per tier) that lies a little past the tier's first `n` rows. */
function keyAt(plan: MatchPlan, n: number): number {
  return Math.ceil((n * plan.tuning.rangeFactor) / SAMPLE_BUCKETS) + plan.tuning.rangeSlack;
}

/** The rows of tier `i` (every match when there are no tiers). */
export function tierRows(plan: MatchPlan, i: number): RowSet {
  if (plan.tiers.length <= 1) return plan.rows;
  const tier = plan.tiers[i]!;
  const implied = tier.implies;
  return {
    filters: plan.filters.filter((f) => !implied || !implied.every((t) => f.includes(t))),
    withTheDead: plan.rows.withTheDead,
    tier: tier.only,
  };
}

/** A read of a tier's first rows by surname ranges (the read repository's pageByRanges()). */
export interface RangesRead {
  match: RowSet;
  starts: string[];
  others: string[];
  limit: number;
  gate: SampleGate & { few: number };
  walk?: Walk & { rows: number };
  /**
   * Step 2 (a tiny tier read whole, at most `max` rows in the sample bucket) runs only when the
   * rows of the keys `plus` less those of `minus` are more than `above` (the ranges hold that
   * many rows of other tiers, at most; checking costs more than walking fewer).
   */
  tiny: { max: number; plus: string[]; minus: string[]; above: number };
  /** Sample buckets there are (`gate.sample` is one). */
  buckets: number;
  /** Whether step 4 (the spread) may be taken. */
  spread: boolean;
}

/**
 * How tier `i`'s first `n` rows are read by surname ranges: a one-word search in surname order
 * whose tier's tokens give ranges (surnameRanges()); undefined when ranges do not apply.
 */
export function rangesRead(plan: MatchPlan, i: number, n: number): RangesRead | undefined {
  if (plan.filters.length !== 1 || plan.direction !== 'asc' || !plan.tuning.surnameRanges)
    return undefined;
  const { tiers, tuning } = plan;
  const last = tiers.length <= 1 || i === tiers.length - 1;
  const ranges = surnameRanges(last ? plan.filters[0]! : tiers[i]!.implies!);
  if (!ranges) return undefined;
  const walk = last ? undefined : tiers[i]!.walk;
  return {
    match: tierRows(plan, i),
    ...ranges,
    limit: n,
    gate: { ...plan.gate, few: RANGES_OTHERS_FEW },
    spread: last || tiers[i]!.spread,
    ...(walk && tuning.walkRows > 0 ? { walk: { ...walk, rows: tuning.walkRows } } : {}),
    tiny: {
      max: tuning.tinyTier,
      // The names and surnames starting like a range, less those that are its word.
      plus: ranges.starts.map((w) => '^' + w),
      minus: ranges.starts.map((w) => '=' + w),
      above: tuning.tinyTierPollution,
    },
    buckets: SAMPLE_BUCKETS,
  };
}

/** The sample of a search's matches (the read repository's probe()). */
export interface SampleRead {
  match: RowSet;
  tiers: Tier[];
  sample: readonly string[];
  keys: number;
  direction: 'asc' | 'desc';
  /** The same statement counts every match when the sample puts them at this many or fewer. */
  smallMax: number;
  buckets: number;
}

/** One tier's matches in the sample bucket: their number, facet counts and first sort keys. */
export interface TierSample {
  n: number;
  counts: Record<string, number>;
  keys: string[];
}

/** What the sample found, by tier. */
export interface Sample {
  tiers: Map<number, TierSample>;
  /** The exact counts of every match, when the sample said they are few; else null. */
  all: Record<string, number> | null;
}

export function sampleRead(plan: MatchPlan, exactMax: number): SampleRead {
  return {
    match: plan.rows,
    tiers: plan.tiers,
    sample: SAMPLE_BUCKET_TOKENS,
    keys: plan.sampleKeys,
    direction: plan.direction ?? 'asc',
    smallMax: exactMax,
    buckets: SAMPLE_BUCKETS,
  };
}

/** Counts multiplied by `factor`, rounded. */
export function scale(counts: Record<string, number>, factor: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(counts).map(([code, n]) => [code, Math.round(n * factor)]),
  );
}

/** How a search's counts follow from its sample. */
export type CountsFromSample =
  /** The sample's statement counted every match. */
  | { kind: 'exact'; counts: Record<string, number> }
  /** Few enough to count every match now. */
  | { kind: 'count' }
  /** The sample scaled up (an estimate). */
  | { kind: 'estimate'; counts: Record<string, number> }
  /** Too thin a sample: count a wider one (`rows`) and scale it up by `factor`. */
  | { kind: 'wider'; rows: RowSet; factor: number };

/**
 * Counts of every match from the sample of bucket 0: exact when it counted them all, or when it
 * puts them at `exactCountMax` or fewer; else scaled up from it when it holds `sampleEnough`
 * matches, else from four buckets (`estimated`).
 */
export function countsFromSample(plan: MatchPlan, sample: Sample): CountsFromSample {
  if (sample.all) return { kind: 'exact', counts: sample.all };
  const seen: Record<string, number> = {};
  for (const t of sample.tiers.values())
    for (const [code, n] of Object.entries(t.counts)) seen[code] = (seen[code] ?? 0) + n;
  const total = seen[EVERYONE] ?? 0;
  if (total * SAMPLE_BUCKETS <= plan.tuning.exactCountMax) return { kind: 'count' };
  if (total >= plan.tuning.sampleEnough)
    return { kind: 'estimate', counts: scale(seen, SAMPLE_BUCKETS) };
  return {
    kind: 'wider',
    rows: { ...plan.rows, within: WIDER_SAMPLE_TOKENS },
    factor: SAMPLE_BUCKETS / WIDER_SAMPLE_TOKENS.length,
  };
}

/**
 * How far a tier's first `n` rows are read when not by surname ranges: a tier of more than
 * `collectMax` rows (by its sample) in an order with order buckets, up to the sample's sort key
 * a little past them; null: the tier whole. If that range holds fewer than `n` rows after
 * all, the tier is read whole.
 */
export function tierRange(
  plan: MatchPlan,
  sampled: TierSample | undefined,
  n: number,
): { key: string; direction: 'asc' | 'desc' } | null {
  const size = (sampled?.counts[EVERYONE] ?? 0) * SAMPLE_BUCKETS;
  const key = sampled?.keys[keyAt(plan, n) - 1];
  if (size > plan.tuning.collectMax && plan.direction && key !== undefined)
    return { key, direction: plan.direction };
  return null;
}
