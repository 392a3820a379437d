import type { Db } from '@ln/db';
import type {
  MatchingInfo,
  SearchDocument,
  SearchEngine,
  SearchHit,
  SearchQuery,
  SearchResult,
} from '../engine.js';
import { deletions, matchingInfos, withinOneEdit, type QueryWord } from '../words.js';
import { dictionaryWordsOf, EVERYONE, facetsOf, indexRow, typoVariants } from './index-row.js';
import {
  countsFromSample,
  looksForTypos,
  nameCountPlan,
  pageWindow,
  planMatches,
  planTuning,
  planWords,
  PREFIX_EXPANSION_LIMIT,
  queryGroups,
  rangesRead,
  ranksOf,
  sampleRead,
  scale,
  tierRange,
  tierRows,
  type MatchPlan,
  type Sample,
  type SearchTuning,
} from './query-plan.js';
import { createSearchIndexRepository } from './search-index.repository.js';
import {
  createSearchReadRepository,
  type HitRowSql,
  type PageRows,
} from './search-read.repository.js';
import { sharedTokenDictionary } from './token-dictionary.js';

function emptyResult(total = 0): SearchResult {
  return { hits: [], totalHits: total, facets: { disciplines: [], domains: [], titles: [] } };
}

/** A hit, with its display row when one was read (absent otherwise; null: no profile). */
function hitOf(profileId: string, infos: MatchingInfo[], rows: Map<string, unknown>): SearchHit {
  return rows.has(profileId)
    ? { profileId, matchingInfos: infos, row: rows.get(profileId) ?? null }
    : { profileId, matchingInfos: infos };
}

/**
 * The PostgreSQL engine (SEARCH_ENGINE=postgres, the default): a denormalised search_profile
 * table whose `tokens` array carries every folded word, the edge n-grams of names and
 * surnames, a sample bucket and every filter value under one GIN index (index-row.ts). Each
 * query word must overlap the row's tokens: the word itself, as the last word also its n-gram
 * (names) or the dictionary words it starts (specialties, institutions); a word of five letters
 * or more tolerates one typo only when the search finds nothing without (decision 017,
 * 2026-11-22). What to read, and in which order, is the query plan's (query-plan.ts); this
 * runs it, side by side where it can, through the read and index-write repositories.
 */
export function createPostgresSearchEngine(deps: {
  db: Db;
  /**
   * The caller's display row of a hit: a json expression of the profile with the uuid `id`
   * (null when there is none). The statement that finds a page reads the rows of the profiles
   * it finds too (SearchHit.row), which saves the caller a round trip after the search.
   */
  hitRow?: HitRowSql;
  /** Tests and measurements: thresholds, switches and observers (query-plan.ts). */
  tuning?: SearchTuning;
}): SearchEngine {
  const tuning = deps.tuning ?? {};
  const plan = planTuning(tuning);
  const reads = createSearchReadRepository(deps.db);
  const index = createSearchIndexRepository(deps.db);
  const tokens =
    tuning.tokenDictionary === false
      ? undefined
      : sharedTokenDictionary(deps.db, reads, { refreshMs: tuning.tokenRefreshMs });

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
        : reads
            .expand(word.word, word.prefix, PREFIX_EXPANSION_LIMIT)
            .then((rows) => rows.map((r) => r.token));
      known.set(key, words);
    }
    return words;
  }

  /** Dictionary words one edit away from a query word of five letters or more. */
  async function typoWords(word: QueryWord): Promise<string[]> {
    if (!word.typo) return [];
    const rows = await reads.typoCandidates([word.word, ...deletions(word.word)]);
    return rows.map((r) => r.token).filter((t) => t !== word.word && withinOneEdit(t, word.word));
  }

  async function write(docs: SearchDocument[], generation: number, deferCounts = false) {
    if (docs.length === 0) return;
    const added = await index.addTokens(dictionaryWordsOf(docs));
    tokens?.add(added);
    await index.addVariants(typoVariants(added));
    await index.write(
      docs.map((d) => indexRow(d, generation)),
      docs,
      deferCounts,
    );
  }

  /**
   * Counts and page of the matches (decision 005, "order buckets"), as the plan has them. The
   * first statement reads the matches in one sample bucket (1/64 of the rows, found inside the
   * GIN index), per relevance tier; when they say the match set is small (at most
   * plan.smallMax rows), that same statement counts all of it exactly, and a second one, run
   * beside it under the same gate, reads the page across every tier. Otherwise:
   * - counts follow from the sample (countsFromSample());
   * - the page is read tier after tier, each only as far as the page needs: by surname ranges
   *   (rangesRead()), a tier of up to `collectMax` rows whole, a bigger one (in surname order)
   *   only up to the sort key that the sample puts a little past the rows needed, through the
   *   order-bucket tokens (tierRange()); if that range holds too few rows after all, the tier
   *   is read whole.
   * Counts and page then run side by side (two connections).
   */
  async function findMatches(
    matches: MatchPlan,
    /** Counts found another way (nameCountPlan()): no sample is read for counting. */
    counted: Promise<{ counts: Record<string, number>; estimated: boolean } | null> | null,
  ): Promise<{
    ids: string[];
    counts: Record<string, number>;
    estimated: boolean;
    /** Display rows (deps.hitRow) of page ids, read with the first page statement. */
    rows: Map<string, unknown>;
  }> {
    const { tiers, offset, limit, need } = matches;
    // A tier of a one-word search in surname order is read by surname ranges when that is exact
    // and its other rows are few (surnameRanges(), pageByRanges()): its ids; null when those
    // rows are too many (so the whole match set is big too), undefined when ranges do not apply.
    const byRanges = async (i: number, n: number, rows?: PageRows) => {
      const ranged = rangesRead(matches, i, n);
      if (!ranged) return undefined;
      const page = await reads.pageByRanges({ ...ranged, ...(rows ? { rows } : {}) });
      if (page) tuning.onRead?.(page.how === 'whole' ? 'tier whole' : page.how);
      return page ?? null;
    };
    // The display rows of the page are read by the statement that reads the first tier (the
    // whole page, most often), for the part of the page it finds.
    const firstRows: PageRows | undefined = deps.hitRow
      ? { row: deps.hitRow, from: offset, to: need }
      : undefined;
    // The sample (with exact counts when the match set is small) is read at once, beside the
    // first tier's page, unless the counts come another way (`counted`); then as soon as the
    // page turns out to need it (how far to read a big tier), or the counts do.
    let sampling: Promise<Sample> | null = null;
    const sampleNow = (exactMax: number) => {
      if (!sampling) {
        sampling = reads.probe(sampleRead(matches, exactMax));
        sampling.catch(() => {}); // awaited where it is needed; never an unhandled rejection
      }
      return sampling;
    };
    if (!counted) void sampleNow(matches.smallMax);
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
              const small = await reads.pageIfSmall({
                match: matches.rows,
                sort: matches.sort,
                limit: need,
                gate: matches.gate,
                tiers,
                ...(firstRows ? { rows: firstRows } : {}),
              });
              return { ids: small?.ids ?? null, all: true, rows: small?.rows ?? new Map() };
            })
            .then((page) => {
              if (!page.ids) void sampleNow(0);
              return page;
            }),
      counted,
    ]);
    const firstTier = first.ids;

    const countsNow = async () => {
      if (known) return known;
      const step = countsFromSample(matches, await sampleNow(matches.smallMax));
      switch (step.kind) {
        case 'exact':
          return { counts: step.counts, estimated: false };
        case 'count':
          return { counts: await reads.counts(matches.rows), estimated: false };
        case 'estimate':
          return { counts: step.counts, estimated: true };
        case 'wider':
          return { counts: scale(await reads.counts(step.rows), step.factor), estimated: true };
      }
    };

    /** `n` rows of tier `i` (or of all matches) from its start, in order. */
    const read = async (i: number, n: number) => {
      const ranged = i > 0 ? await byRanges(i, n) : undefined;
      if (ranged) return ranged.ids;
      const range = tierRange(matches, (await sampleNow(0)).tiers.get(i), n);
      const rows = tierRows(matches, i);
      if (range) {
        const ids = await reads.page(rows, matches.sort, n, 0, range);
        if (ids.length >= n) {
          tuning.onRead?.('range');
          return ids;
        }
        tuning.onRead?.('range, then whole');
      } else tuning.onRead?.('whole');
      return reads.page(rows, matches.sort, n, 0);
    };

    const pageNow = async (): Promise<string[]> => {
      if (limit <= 0) return [];
      // The first tier was read above: by surname ranges, or whole if the match set is small.
      if (firstTier && first.all) return firstTier.slice(offset, need);
      const ids: string[] = firstTier ? [...firstTier] : [];
      for (let i = firstTier ? 1 : 0; i < Math.max(1, tiers.length) && ids.length < need; i += 1)
        ids.push(...(await read(i, need - ids.length)));
      return ids.slice(offset, need);
    };

    const [ids, { counts, estimated }] = await Promise.all([pageNow(), countsNow()]);
    return { ids, counts, estimated, rows: first.rows };
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
    const window = pageWindow(query);
    const groups = queryGroups(query);
    let typoSkipped = false;
    // Every word is looked up at once; a word found nowhere (even with a typo) matches nothing.
    const looked = await Promise.all(
      groups.map((group) =>
        Promise.all(
          group.words.map(async (word) => {
            const dictionary = await dictionaryWords(word, known);
            const useTypos = looksForTypos(word, dictionary, typos);
            if (word.typo && !useTypos) typoSkipped = true;
            return { dictionary, typo: useTypos ? await typoWords(word) : [] };
          }),
        ),
      ),
    );
    const words = planWords(query, groups, looked);
    if (!words) return { ...emptyResult(), typoSkipped: false };
    const { filters } = words;

    if (filters.length === 0) {
      // Everyone: counts come from search_facet_count, the page from an index scan.
      const [counts, page] = await Promise.all([
        reads.everyoneCounts(query.withTheDead),
        window.limit > 0
          ? reads.browse(query.withTheDead, query.sort, window.limit, window.offset, deps.hitRow)
          : Promise.resolve({ ids: [], rows: new Map<string, unknown>() }),
      ]);
      const facet = (name: string) =>
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

    const ranks = ranksOf(groups, looked, words);
    const named = nameCountPlan(
      groups,
      looked,
      filters,
      query.withTheDead,
      window.offset + window.limit,
      plan,
    );
    if (named) tuning.onNameCounts?.(named.keys);
    const { ids, counts, estimated, rows } = await findMatches(
      planMatches(filters, query, ranks, window, plan),
      named ? reads.nameCounts(named) : null,
    );
    let docs = new Map<string, SearchDocument>();
    if (query.showMatching && ids.length > 0) docs = await reads.documents(ids);
    return {
      hits: ids.map((profileId) => {
        const doc = docs.get(profileId);
        return hitOf(
          profileId,
          doc ? matchingInfos(doc, words.matches, query.onlyCurrent) : [],
          rows,
        );
      }),
      totalHits: counts[EVERYONE] ?? 0,
      ...(estimated ? { estimated: true } : {}),
      facets: facetsOf(counts),
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
      if (profileIds.length > 0) await index.remove([...profileIds]);
    },

    async reindex(batches, onProgress) {
      // Rows are replaced in place, so the old index keeps answering; what this generation
      // did not write is dropped at the end. Into an empty index, the name counts are left to
      // the end and made in one pass (decision 017, "2026-11-22 (closing)"): batch by batch they cost more
      // than everything else. Then the rows are put in surname order.
      const generation = Date.now();
      const deferCounts = (await reads.count()) === 0;
      let indexed = 0;
      for await (const docs of batches) {
        await write(docs, generation, deferCounts);
        indexed += docs.length;
        onProgress?.({ indexed });
      }
      await index.removeOlderGenerations(generation);
      if (deferCounts) {
        await index.recountNames();
        // Written in profile-id order, the rows of one surname lie all over the table; a name
        // search then reads a page for each of its rows (decision 017, "speed at 1M"). A
        // filled index is rewritten in place and keeps the order it had.
        await index.clusterBySurname();
      }
      return { indexed };
    },

    count: () => reads.count(),

    async health() {
      try {
        await reads.ping();
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
