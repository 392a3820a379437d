import type {
  EngineHealth,
  ReindexProgress,
  SearchDocument,
  SearchEngine,
  SearchQuery,
  SearchResult,
} from '../engine.js';

/** The part of a pino/Fastify logger the search engines use. */
export interface SearchLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface FallbackOptions {
  /** Meilisearch. */
  primary: SearchEngine;
  /** PostgreSQL: always there, since it is the database itself. */
  fallback: SearchEngine;
  log: SearchLog;
  /** While the primary is down, it is tried again after this long (ms). */
  retryAfterMs?: number;
  now?: () => number;
}

/** No words and no filters (withTheDead, sort and paging aside): the whole index. */
export function browsesEveryone(query: SearchQuery): boolean {
  return (
    !query.fullQuery &&
    !query.name &&
    !query.surname &&
    !query.specialty &&
    !query.institutionId &&
    query.degreeTitles.length === 0 &&
    query.disciplines.length === 0 &&
    query.domains.length === 0
  );
}

/**
 * Searches Meilisearch (PostgreSQL answers the browse of everyone, see browsesEveryone());
 * if Meilisearch cannot answer, searches PostgreSQL instead and logs it once,
 * then tries Meilisearch again every `retryAfterMs` (one search at a time) and logs when it is
 * back (issue 4 "falls back to the PostgreSQL engine and logs it"). Writes go to both engines,
 * PostgreSQL first, so the fallback is never stale; a write Meilisearch refuses throws, and
 * the outbox retries it until Meilisearch has it too.
 */
export function createFallbackSearchEngine(
  options: FallbackOptions,
): SearchEngine & { readonly usingFallback: boolean } {
  const { primary, fallback, log } = options;
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  const now = options.now ?? Date.now;
  let downSince: number | null = null;
  let retryAt = 0;
  let probing = false;

  async function searchFallback(query: SearchQuery) {
    return fallback.search(query);
  }

  return {
    name: `${primary.name}+${fallback.name}`,
    get usingFallback() {
      return downSince !== null;
    },

    async search(query: SearchQuery): Promise<SearchResult> {
      // Browsing everyone: PostgreSQL's counts are precomputed (search_facet_count), while
      // Meilisearch would count a million documents on every request (issue 4: the empty
      // query must not scan everything).
      if (browsesEveryone(query)) return fallback.search(query);
      if (downSince !== null && (probing || now() < retryAt)) return searchFallback(query);
      const probe = downSince !== null;
      if (probe) probing = true;
      try {
        const result = await primary.search(query);
        if (downSince !== null) {
          log.info(
            { engine: primary.name, downForMs: now() - downSince },
            `search: ${primary.name} is back; searching it again`,
          );
          downSince = null;
        }
        return result;
      } catch (error) {
        if (downSince === null) {
          downSince = now();
          log.warn(
            { engine: primary.name, fallback: fallback.name, err: error },
            `search: ${primary.name} is unreachable; searching ${fallback.name} until it is back`,
          );
        }
        retryAt = now() + retryAfterMs;
        return searchFallback(query);
      } finally {
        if (probe) probing = false;
      }
    },

    async upsert(docs: SearchDocument[]): Promise<void> {
      await fallback.upsert(docs);
      await primary.upsert(docs);
    },

    async remove(profileIds: string[]): Promise<void> {
      await fallback.remove(profileIds);
      await primary.remove(profileIds);
    },

    async reindex(
      source: AsyncIterable<SearchDocument[]>,
      onProgress?: (progress: ReindexProgress) => void,
    ): Promise<{ indexed: number }> {
      // One pass over the database feeds both engines; progress follows the slower one.
      const [forFallback, forPrimary] = tee(source, 2) as [
        AsyncIterable<SearchDocument[]>,
        AsyncIterable<SearchDocument[]>,
      ];
      const progress = [0, 0];
      const report = (i: number) => (p: ReindexProgress) => {
        progress[i] = p.indexed;
        onProgress?.({ indexed: Math.min(progress[0]!, progress[1]!) });
      };
      const [f, p] = await Promise.allSettled([
        fallback.reindex(forFallback, report(0)),
        primary.reindex(forPrimary, report(1)),
      ]);
      if (f.status === 'rejected') throw f.reason;
      if (p.status === 'rejected') throw p.reason;
      return p.value;
    },

    count: () => primary.count(),

    async health(): Promise<EngineHealth> {
      const [p, f] = await Promise.all([primary.health(), fallback.health()]);
      return {
        ok: f.ok,
        engine: p.ok ? primary.name : fallback.name,
        detail: p.ok ? undefined : `${primary.name}: ${p.detail ?? 'down'}; using ${fallback.name}`,
      };
    },

    async close(): Promise<void> {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}

/**
 * Splits one async iterable into `n` that each see every item. A consumer that stops early
 * (an error) is left out; the others go on. The source is read only as fast as the slowest
 * remaining consumer asks, plus what the faster ones buffer.
 */
export function tee<T>(source: AsyncIterable<T>, n: number): AsyncIterable<T>[] {
  const iterator = source[Symbol.asyncIterator]();
  const buffers: T[][] = Array.from({ length: n }, () => []);
  const active = new Set(Array.from({ length: n }, (_, i) => i));
  let done = false;
  let reading: Promise<void> | null = null;
  const readOne = () =>
    (reading ??= iterator.next().then(
      (r) => {
        reading = null;
        if (r.done) done = true;
        else for (const i of active) buffers[i]!.push(r.value);
      },
      (error: unknown) => {
        reading = null;
        throw error;
      },
    ));
  return buffers.map((buffer, i) => ({
    [Symbol.asyncIterator]: () => ({
      async next(): Promise<IteratorResult<T>> {
        while (buffer.length === 0 && !done) await readOne();
        if (buffer.length > 0) return { done: false, value: buffer.shift()! };
        return { done: true, value: undefined };
      },
      async return(): Promise<IteratorResult<T>> {
        active.delete(i);
        buffer.length = 0;
        if (active.size === 0) await iterator.return?.();
        return { done: true, value: undefined };
      },
    }),
  }));
}
