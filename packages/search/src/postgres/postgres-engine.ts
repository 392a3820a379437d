import { Prisma, type Db } from '@ln/db';
import {
  SEARCH_MAX_REACHABLE,
  type FacetCount,
  type SearchDocument,
  type SearchEngine,
  type SearchQuery,
  type SearchResult,
} from '../engine.js';
import { tokenize } from '../text.js';
import {
  deletions,
  matchingInfos,
  queryWords,
  TYPO_MIN_LENGTH,
  withinOneEdit,
  type QueryWord,
} from '../words.js';
import {
  createPostgresSearchRepository,
  orderBy,
  type IndexRow,
} from './postgres-search.repository.js';

/** How many index words one prefix may stand for (a one-letter prefix is cut here). */
export const PREFIX_EXPANSION_LIMIT = 5000;

/** Token prefixes of search_profile.tokens (see the search migration). */
const P = {
  name: 'n:',
  surname: 's:',
  specialty: 'p:',
  currentInstitution: 'c:',
  anyInstitution: 'i:',
  currentInstitutionId: 'ci:',
  anyInstitutionId: 'ai:',
  discipline: 'd:',
  domain: 'f:',
  degree: 'g:',
} as const;

/** The facet value every row has: its count is the total. */
const EVERYONE = '*';

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
  words(P.name, doc.firstName);
  words(P.name, doc.secondName);
  words(P.name, doc.previousName);
  words(P.surname, doc.surname);
  words(P.surname, doc.previousSurname);
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

/**
 * The PostgreSQL engine (SEARCH_ENGINE=postgres, the default): a denormalised search_profile
 * table whose `tokens` array carries every folded word and filter value under one GIN index.
 * A query word is first expanded against the word dictionary (exact, prefix for the last word,
 * one typo for words of five letters or more); each word must then overlap the row's tokens.
 */
export function createPostgresSearchEngine(deps: { db: Db }): SearchEngine {
  const repo = createPostgresSearchRepository(deps.db);

  /** Index words a query word stands for. */
  async function expand(word: QueryWord): Promise<string[]> {
    const exact = word.typo ? [word.word, ...deletions(word.word)] : [word.word];
    const variants = word.typo ? [word.word, ...deletions(word.word)] : [];
    const rows = await repo.expand(
      exact,
      word.prefix ? word.word : null,
      variants,
      PREFIX_EXPANSION_LIMIT,
    );
    const out = new Set<string>();
    for (const { token, kind } of rows) {
      if (token === word.word || kind === 'prefix') out.add(token);
      else if (word.typo && withinOneEdit(token, word.word)) out.add(token);
    }
    return [...out];
  }

  async function write(docs: SearchDocument[], generation: number) {
    if (docs.length === 0) return;
    const added = await repo.addTokens(plainWords(docs));
    const pairs: Array<[string, string]> = [];
    for (const token of added)
      if ([...token].length >= TYPO_MIN_LENGTH)
        for (const variant of deletions(token)) pairs.push([variant, token]);
    await repo.addVariants(pairs);
    await repo.write(
      docs.map((d) => indexRow(d, generation)),
      docs,
    );
  }

  return {
    name: 'postgres',

    async search(query: SearchQuery): Promise<SearchResult> {
      const offset = query.page * query.size;
      const limit = Math.max(0, Math.min(query.size, SEARCH_MAX_REACHABLE - offset));
      const institutionWords = query.onlyCurrent ? P.currentInstitution : P.anyInstitution;
      const groups: Array<{ words: QueryWord[]; prefixes: string[] }> = [
        {
          words: queryWords(query.fullQuery),
          prefixes: [P.name, P.surname, P.specialty, institutionWords],
        },
        { words: queryWords(query.name), prefixes: [P.name] },
        { words: queryWords(query.surname), prefixes: [P.surname] },
        { words: queryWords(query.specialty), prefixes: [P.specialty] },
      ];
      const filters: string[][] = [];
      const matched = new Set<string>();
      const exactSurname: string[] = [];
      const exactAny: string[] = [];
      // Every word is expanded at once; each must then match.
      const expanded = await Promise.all(
        groups.map((group) => Promise.all(group.words.map((word) => expand(word)))),
      );
      for (const [g, group] of groups.entries()) {
        for (const [w, word] of group.words.entries()) {
          const tokens = expanded[g]![w]!;
          if (tokens.length === 0) return emptyResult();
          for (const t of tokens) matched.add(t);
          filters.push(tokens.flatMap((t) => group.prefixes.map((p) => p + t)));
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

      const hasWords = exactAny.length > 0;

      if (filters.length === 0) {
        // Everyone: counts come from search_facet_count, the page from an index scan.
        const [counts, ids] = await Promise.all([
          repo.everyoneCounts(query.withTheDead),
          limit > 0
            ? repo.browse(query.withTheDead, orderBy(query.sort, false), limit, offset)
            : Promise.resolve([]),
        ]);
        const facet = (name: string): FacetCount[] =>
          counts.filter((c) => c.facet === name).map((c) => ({ code: c.code, count: c.n }));
        return {
          hits: ids.map((profileId) => ({ profileId, matchingInfos: [] })),
          totalHits: counts.find((c) => c.facet === 'total')?.n ?? 0,
          facets: {
            disciplines: facet('discipline'),
            domains: facet('domain'),
            titles: facet('title'),
          },
        };
      }

      const conditions = filters.map((f) => Prisma.sql`s.tokens && ${f}::text[]`);
      if (!query.withTheDead) conditions.push(Prisma.sql`NOT s.dead`);
      const where = Prisma.join(conditions, ' AND ');
      const rank = hasWords
        ? Prisma.sql`CASE WHEN s.tokens && ${exactSurname}::text[] THEN 0
                          WHEN s.tokens && ${exactAny}::text[] THEN 1 ELSE 2 END`
        : Prisma.sql`0`;
      const rows = await repo.search(where, rank, orderBy(query.sort, hasWords), limit, offset);
      const counts = rows.counts;
      let infos = new Map<string, SearchDocument>();
      if (query.showMatching && rows.ids.length > 0) infos = await repo.documents(rows.ids);
      return {
        hits: rows.ids.map((profileId) => {
          const doc = infos.get(profileId);
          return {
            profileId,
            matchingInfos: doc ? matchingInfos(doc, matched, query.onlyCurrent) : [],
          };
        }),
        totalHits: counts[EVERYONE] ?? 0,
        facets: {
          disciplines: facetOf(counts, P.discipline),
          domains: facetOf(counts, P.domain),
          titles: facetOf(counts, P.degree),
        },
      };
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
      // did not write is dropped at the end.
      const generation = Date.now();
      let indexed = 0;
      for await (const docs of batches) {
        await write(docs, generation);
        indexed += docs.length;
        onProgress?.({ indexed });
      }
      await repo.removeOlderGenerations(generation);
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
      // The database client belongs to the caller.
    },
  };
}
