import { describe, expect, it } from 'vitest';
import type { SearchQuery } from '../engine.js';
import { searchQuery } from '../testing/engine-contract.js';
import {
  countsFromSample,
  nameCountPlan,
  NAME_KEYS_MAX,
  pageWindow,
  planMatches,
  planTuning,
  planWords,
  queryGroups,
  rangesRead,
  RANGES_MAX,
  ranksOf,
  surnameRanges,
  tierRange,
  tierRows,
  TINY_TIER,
  TINY_TIER_POLLUTION,
  WALK_ROWS,
  type Looked,
  type PlanTuning,
  type Sample,
} from './query-plan.js';

// The query plan alone (no database): what a search's words match, the relevance tiers and
// their order, and which way each part of the answer is read. That the ways give the same
// answers as reading every match is postgres-engine.behaviour.test.ts's.

const defaults = planTuning();

/** The plan of a query whose words the dictionary knows as `dictionary` (by word, in order). */
function plan(query: Partial<SearchQuery>, looked: Looked[][], tuning: PlanTuning = defaults) {
  const q = searchQuery(query);
  const groups = queryGroups(q);
  const words = planWords(q, groups, looked);
  if (!words) throw new Error('the words match nothing');
  const ranks = ranksOf(groups, looked, words);
  return {
    q,
    groups,
    words,
    ranks,
    matches: planMatches(words.filters, q, ranks, pageWindow(q), tuning),
  };
}

/** "nowak" in the whole query: a dictionary word, the start of another. */
const nowak: Looked[][] = [[{ dictionary: ['nowak', 'nowakowska'], typo: [] }], [], [], []];

describe('query plan: what the words match', () => {
  it('gives a word its tokens in every field of its group, the last one as a prefix', () => {
    const { words } = plan({ fullQuery: 'nowak' }, nowak);
    expect(new Set(words.filters[0])).toEqual(
      new Set([
        ...['n:nowak', 's:nowak', 'n^nowak', 's^nowak'],
        ...['p:nowak', 'p:nowakowska', 'i:nowak', 'i:nowakowska'],
      ]),
    );
    expect(words.exactSurname).toEqual(['s:nowak']);
    expect(words.exactAny).toEqual(['n:nowak', 's:nowak', 'p:nowak', 'i:nowak']);
    expect(words.matches('nowakowska')).toBe(true);
    expect(words.matches('nowicka')).toBe(false);
  });

  it('matches nobody when a word stands for no dictionary word, even with a typo', () => {
    const q = searchQuery({ fullQuery: 'nowak qqqqq' });
    const looked: Looked[][] = [
      [
        { dictionary: ['nowak'], typo: [] },
        { dictionary: [], typo: [] },
      ],
      [],
      [],
      [],
    ];
    expect(planWords(q, queryGroups(q), looked)).toBeNull();
  });

  it('reads current institutions only when asked, by word and by id, and adds the filters as lists', () => {
    const { words } = plan(
      {
        fullQuery: 'akademia',
        onlyCurrent: true,
        institutionId: 'inst-1',
        disciplines: ['DS010602N'],
        domains: ['DZ0106N', 'DZ0101N'],
        degreeTitles: ['DOCTOR'],
      },
      [[{ dictionary: ['akademia'], typo: [] }], [], [], []],
    );
    expect(words.filters[0]).toContain('c:akademia');
    expect(words.filters[0]).not.toContain('i:akademia');
    expect(words.filters.slice(1)).toEqual([
      ['ci:inst-1'],
      ['d:DS010602N'],
      ['f:DZ0106N', 'f:DZ0101N'],
      ['g:DOCTOR'],
    ]);
  });

  it('gives a typo word as another token of the same word', () => {
    const { words, ranks } = plan({ fullQuery: 'nowuk' }, [
      [{ dictionary: [], typo: ['nowak', 'nowik'] }],
      [],
      [],
      [],
    ]);
    expect(words.filters[0]).toEqual(expect.arrayContaining(['s:nowak', 'n:nowik', 's^nowuk']));
    // Not typed as any word: no exact tier; the name tier and the rest.
    expect(words.exactAny).toEqual([]);
    expect(ranks?.names).toEqual(expect.arrayContaining(['s:nowak', 'n:nowik', 'n^nowuk']));
    expect(ranks?.names.some((t) => t.startsWith('p:') || t.startsWith('i:'))).toBe(false);
  });
});

describe('query plan: relevance tiers', () => {
  it('ranks an exact surname, then the word in any field, then other names, then the rest', () => {
    const { matches } = plan({ fullQuery: 'nowak' }, nowak);
    const exactAny = ['n:nowak', 's:nowak', 'p:nowak', 'i:nowak'];
    const names = ['n:nowak', 's:nowak', 'n^nowak', 's^nowak'];
    expect(matches.tiers.map((t) => t.only)).toEqual([
      { has: ['s:nowak'], hasNone: [] },
      { has: exactAny, hasNone: [['s:nowak']] },
      { has: expect.arrayContaining(names), hasNone: [exactAny] },
      { has: null, hasNone: [exactAny, expect.arrayContaining(names)] },
    ]);
    // Only the exact-surname tier is never looked for early in the surname order.
    expect(matches.tiers.map((t) => t.spread)).toEqual([false, true, true, true]);
    expect(matches.tiers.map((t) => t.implies?.[0] ?? null)).toEqual([
      's:nowak',
      'n:nowak',
      'n:nowak',
      null,
    ]);
  });

  it('leaves out the tiers a search has no words for', () => {
    // Two words: no name tier (that is a one-word search's); both typed as words.
    const two = plan({ fullQuery: 'anna nowak' }, [
      [
        { dictionary: ['anna'], typo: [] },
        { dictionary: ['nowak'], typo: [] },
      ],
      [],
      [],
      [],
    ]);
    expect(two.matches.tiers.map((t) => t.only.has?.length ?? null)).toEqual([2, 8, null]);
    // A prefix that is no word: the name tier, then the rest.
    const prefix = plan({ fullQuery: 'nowa' }, [
      [{ dictionary: ['nowak', 'nowatorskie'], typo: [] }],
      [],
      [],
      [],
    ]);
    expect(prefix.matches.tiers).toHaveLength(2);
    expect(prefix.matches.tiers[1]!.only.hasNone).toEqual([prefix.ranks!.names]);
    // A specialty word only (the specialty field): one tier, in surname order.
    const specialty = plan({ specialty: 'robotyk' }, [
      [],
      [],
      [],
      [{ dictionary: ['robotyka'], typo: [] }],
    ]);
    expect(specialty.ranks).toBeNull();
    expect(specialty.matches.tiers).toEqual([]);
  });

  it('gives no tiers to a sorted search, and order buckets only to surname order', () => {
    const byField = plan({ fullQuery: 'nowak', sort: { field: 'field', direction: 'asc' } }, nowak);
    expect(byField.matches.tiers).toEqual([]);
    expect(byField.matches.direction).toBeNull();
    const zToA = plan({ fullQuery: 'nowak', sort: { field: 'surname', direction: 'desc' } }, nowak);
    expect(zToA.matches.direction).toBe('desc');
    expect(plan({ fullQuery: 'nowak' }, nowak).matches.direction).toBe('asc');
  });

  it("leaves out of a tier's rows the word conditions its tokens already meet", () => {
    const { matches } = plan({ fullQuery: 'nowak', domains: ['DZ0106N'] }, nowak);
    // Every row of the exact-surname tier holds s:nowak, so the word's list is met.
    expect(tierRows(matches, 0)).toEqual({
      filters: [['f:DZ0106N']],
      withTheDead: false,
      tier: { has: ['s:nowak'], hasNone: [] },
    });
    // The rest has no tokens of its own: every condition stays.
    expect(tierRows(matches, 3).filters).toEqual(matches.filters);
    // No tiers: every match.
    const sorted = plan({ fullQuery: 'nowak', sort: { field: 'field', direction: 'asc' } }, nowak);
    expect(tierRows(sorted.matches, 0)).toBe(sorted.matches.rows);
  });

  it('pages a page past the cap as no page', () => {
    expect(pageWindow(searchQuery({ page: 49, size: 20 }))).toEqual({ offset: 980, limit: 20 });
    expect(pageWindow(searchQuery({ page: 33, size: 30 }))).toEqual({ offset: 990, limit: 10 });
    expect(pageWindow(searchQuery({ page: 50, size: 20 }))).toEqual({ offset: 1000, limit: 0 });
  });
});

describe('query plan: surname ranges', () => {
  it('reads the rows of a surname word in its range, and through markers and other tokens beside', () => {
    expect(surnameRanges(['s:nowak', 's^kow', 'n:nowak', 'p:nowak'])).toEqual({
      starts: ['nowak', 'kow'],
      others: ['x:nowak', 'x^kow', 'n:nowak', 'p:nowak'],
    });
    expect(surnameRanges(['n:nowak', 'p:nowak'])).toBeNull();
    const many = Array.from({ length: RANGES_MAX + 1 }, (_, i) => `s:nowak${i}`);
    expect(surnameRanges(many)).toBeNull();
    expect(surnameRanges(many.slice(1))?.starts).toHaveLength(RANGES_MAX);
  });

  it('takes ranges for a one-word search in surname order only', () => {
    const { matches } = plan({ fullQuery: 'nowak' }, nowak);
    const first = rangesRead(matches, 0, 20);
    expect(first).toMatchObject({
      starts: ['nowak'],
      others: ['x:nowak'],
      limit: 20,
      spread: false,
      tiny: { max: TINY_TIER, plus: ['^nowak'], minus: ['=nowak'], above: TINY_TIER_POLLUTION },
    });
    expect(first?.walk).toBeUndefined();
    // The name tier walks (its keys say how dense it is); the rest reads the word's own tokens.
    expect(rangesRead(matches, 2, 20)?.walk).toEqual({
      check: ['^nowak'],
      plus: ['^nowak'],
      minus: ['=nowak'],
      rows: WALK_ROWS,
    });
    expect(new Set(rangesRead(matches, 3, 20)?.others)).toEqual(
      new Set(
        ['x:nowak', 'x^nowak', 'n:nowak', 'n^nowak'].concat([
          'p:nowak',
          'p:nowakowska',
          'i:nowak',
          'i:nowakowska',
        ]),
      ),
    );
    // Not with a filter beside the word, not in another order, not when switched off.
    const filtered = plan({ fullQuery: 'nowak', domains: ['DZ0106N'] }, nowak);
    expect(rangesRead(filtered.matches, 0, 20)).toBeUndefined();
    const desc = plan({ fullQuery: 'nowak', sort: { field: 'surname', direction: 'desc' } }, nowak);
    expect(rangesRead(desc.matches, 0, 20)).toBeUndefined();
    const off = plan({ fullQuery: 'nowak' }, nowak, planTuning({ surnameRanges: false }));
    expect(rangesRead(off.matches, 0, 20)).toBeUndefined();
  });

  it('checks a given tiny-tier size whatever its ranges hold, and walks no rows when told so', () => {
    const tuned = plan({ fullQuery: 'nowak' }, nowak, planTuning({ tinyTier: 3, walkRows: 0 }));
    expect(rangesRead(tuned.matches, 0, 20)?.tiny).toMatchObject({ max: 3, above: -1 });
    expect(rangesRead(tuned.matches, 2, 20)?.walk).toBeUndefined();
  });
});

describe('query plan: counts', () => {
  const sample = (perTier: number[], all: Record<string, number> | null = null): Sample => ({
    tiers: new Map(
      perTier.map((n, i) => [i, { n, counts: { '*': n, 'f:DZ0106N': n - 1 }, keys: [] }]),
    ),
    all,
  });

  it('counts exactly what the sample counted, or what it says is few; else estimates', () => {
    const { matches } = plan({ fullQuery: 'nowak' }, nowak);
    expect(countsFromSample(matches, sample([1], { '*': 7 }))).toEqual({
      kind: 'exact',
      counts: { '*': 7 },
    });
    // 62 in bucket 0 (of 64): about 3,968, at most the 4,000 counted exactly.
    expect(countsFromSample(matches, sample([30, 32]))).toEqual({ kind: 'count' });
    // 300 in bucket 0: an estimate from it alone, times 64.
    expect(countsFromSample(matches, sample([100, 200]))).toEqual({
      kind: 'estimate',
      counts: { '*': 300 * 64, 'f:DZ0106N': 298 * 64 },
    });
    // 70: too thin a sample, four buckets then, times 16.
    expect(countsFromSample(matches, sample([70]))).toEqual({
      kind: 'wider',
      rows: { ...matches.rows, within: ['b:0', 'b:1', 'b:2', 'b:3'] },
      factor: 16,
    });
  });

  it('counts a one-word name search from the name keys, a 3- or 4-letter prefix by its ~ key', () => {
    const nowa: Looked[][] = [[{ dictionary: ['nowak', 'nowatorskie'], typo: [] }], [], [], []];
    const counts = (query: Partial<SearchQuery>, looked: Looked[][], tuning = defaults) => {
      const p = plan(query, looked, tuning);
      return nameCountPlan(p.groups, looked, p.words.filters, p.q.withTheDead, 20, tuning);
    };
    const short = counts({ fullQuery: 'nowa' }, nowa);
    expect(short?.keys).toEqual(['~nowa']);
    expect(short?.rest).toEqual([]);
    expect(short?.restSample).toMatchObject({ sample: ['b:0'], max: 62, keepAllFrom: 20 });
    // Current institutions only: the ~ key counts every institution, so by name keys.
    const current = counts({ fullQuery: 'nowa', onlyCurrent: true }, nowa);
    expect(current?.keys).toEqual(['^nowa']);
    expect(current?.rest).toEqual([
      ...['p:nowa', 'p:nowak', 'p:nowatorskie'],
      ...['c:nowa', 'c:nowak', 'c:nowatorskie'],
    ]);
    expect(
      counts({ fullQuery: 'nowa' }, nowa, planTuning({ wordPrefixCounts: false }))?.keys,
    ).toEqual(['^nowa']);
    // A word and its typo neighbours, each exactly; too many of them: counted from the rows.
    const typo = (n: number) =>
      counts({ fullQuery: 'nowuk' }, [
        [{ dictionary: [], typo: Array.from({ length: n }, (_, i) => `nowuk${i}`) }],
        [],
        [],
        [],
      ]);
    expect(typo(NAME_KEYS_MAX - 1)?.keys).toEqual(['^nowuk', '=nowuk0', '=nowuk1', '=nowuk2']);
    expect(typo(NAME_KEYS_MAX)).toBeNull();
    // Not with a filter, another field's word, or when switched off.
    expect(counts({ fullQuery: 'nowak', domains: ['DZ0106N'] }, nowak)).toBeNull();
    expect(
      counts({ fullQuery: 'nowak', surname: 'nowak' }, [
        nowak[0]!,
        [],
        [{ dictionary: ['nowak'], typo: [] }],
        [],
      ]),
    ).toBeNull();
    expect(counts({ fullQuery: 'nowak' }, nowak, planTuning({ nameCounts: false }))).toBeNull();
  });
});

describe('query plan: how far a big tier is read', () => {
  it('reads a big tier up to the sample key past the page, a small one whole', () => {
    const { matches } = plan({ fullQuery: 'nowak', page: 2, size: 20 }, nowak);
    const keys = Array.from({ length: 10 }, (_, i) => `k${i}`);
    // 60 rows: ceil(60 · 1.5 / 64) + 4 = 6 keys in.
    expect(tierRange(matches, { n: 100, counts: { '*': 100 }, keys }, 60)).toEqual({
      key: 'k5',
      direction: 'asc',
    });
    // 78 rows in bucket 0 (about 4,992): up to COLLECT_MAX, read whole.
    expect(tierRange(matches, { n: 78, counts: { '*': 78 }, keys }, 60)).toBeNull();
    // Too few keys in the sample to place the range: whole.
    expect(
      tierRange(matches, { n: 100, counts: { '*': 100 }, keys: keys.slice(0, 5) }, 60),
    ).toBeNull();
    expect(tierRange(matches, undefined, 60)).toBeNull();
    // No order buckets for this order: whole.
    const byField = plan({ fullQuery: 'nowak', sort: { field: 'field', direction: 'asc' } }, nowak);
    expect(tierRange(byField.matches, { n: 100, counts: { '*': 100 }, keys }, 60)).toBeNull();
  });

  it('keeps enough sort keys in the sample for the end of the page', () => {
    expect(plan({ fullQuery: 'nowak', page: 49, size: 20 }, nowak).matches.sampleKeys).toBe(
      Math.ceil((1000 * 1.5) / 64) + 4,
    );
  });
});
