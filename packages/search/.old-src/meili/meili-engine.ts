import { Meilisearch, type Index } from 'meilisearch';
import type {
  EngineHealth,
  FacetCount,
  ReindexProgress,
  SearchDocument,
  SearchEngine,
  SearchQuery,
  SearchResult,
} from '../engine.js';
import { matchingInfos, planSearch } from './query.js';
import { INDEX_SETTINGS, toMeiliDocument, type MeiliDocument } from './settings.js';

export interface MeilisearchEngineOptions {
  url: string;
  /** The master key (or a key allowed to search, write documents and manage indexes). */
  apiKey: string;
  /** Index uid; `profiles` unless a test or a second environment needs its own. */
  indexUid?: string;
  /** Per-request time limit for searches, ms: past it the search counts as failed (fallback). */
  searchTimeoutMs?: number;
  /** Documents per addDocuments call of a reindex (default 10,000). */
  reindexBatchSize?: number;
}

const TASK_WAIT = { timeout: 10 * 60_000, interval: 50 };
const WRITE_WAIT = { timeout: 60_000, interval: 10 };

const facet = (distribution: Record<string, number> | undefined): FacetCount[] =>
  Object.entries(distribution ?? {})
    .filter(([, count]) => count > 0)
    .map(([code, count]) => ({ code, count }));

/**
 * The Meilisearch engine (issue 4): one index of MeiliDocuments with the settings of
 * settings.ts. Writes wait until Meilisearch has applied them, so a resolved upsert or remove
 * is searchable; a reindex builds a second index and swaps it in atomically.
 */
export async function createMeilisearchEngine(
  options: MeilisearchEngineOptions,
): Promise<SearchEngine & { readonly indexUid: string; ensureIndex(): Promise<void> }> {
  const uid = options.indexUid ?? 'profiles';
  // Uncompressed answers: Meilisearch streams compressed ones in pieces, and on a local network
  // each larger answer then waited ~40 ms for a delayed ACK (measured 48 ms → 2 ms round trip
  // for a 20-hit answer; docs/search-bench.md).
  const requestInit = { headers: { 'Accept-Encoding': 'identity' } };
  const admin = new Meilisearch({
    host: options.url,
    apiKey: options.apiKey,
    timeout: 60_000,
    requestInit,
  });
  const searcher = new Meilisearch({
    host: options.url,
    apiKey: options.apiKey,
    timeout: options.searchTimeoutMs ?? 2_000,
    requestInit,
  });
  const index = (): Index<MeiliDocument> => searcher.index<MeiliDocument>(uid);
  let ready = false;

  /** Creates the index with its settings if missing (idempotent; cheap once applied). */
  async function ensureIndex(target = uid): Promise<void> {
    // STARTS WITH filters (a second text field) need this runtime feature.
    await admin.updateExperimentalFeatures({ containsFilter: true });
    const existing = await admin.getRawIndex(target).then(
      () => true,
      () => false,
    );
    if (!existing) await admin.createIndex(target, { primaryKey: 'id' }).waitTask(WRITE_WAIT);
    await admin.index(target).updateSettings(INDEX_SETTINGS).waitTask(TASK_WAIT);
    if (target === uid) ready = true;
  }

  async function whenReady() {
    if (!ready) await ensureIndex();
  }

  return {
    name: 'meilisearch',
    indexUid: uid,
    ensureIndex: () => ensureIndex(),

    async search(query: SearchQuery): Promise<SearchResult> {
      await whenReady();
      const plan = planSearch(query);
      const result = await index().search(plan.q, plan.params);
      const hits = plan.pastCap
        ? []
        : result.hits.map((hit) => ({
            profileId: hit.id,
            matchingInfos: query.showMatching
              ? matchingInfos(hit as MeiliDocument, hit._matchesPosition, plan)
              : [],
          }));
      const distribution = result.facetDistribution ?? {};
      return {
        hits,
        totalHits: distribution.everyone?.['1'] ?? 0,
        facets: {
          disciplines: facet(distribution.disciplines),
          domains: facet(distribution.domains),
          titles: facet(distribution.highestDegree),
        },
      };
    },

    async upsert(docs: SearchDocument[]): Promise<void> {
      if (docs.length === 0) return;
      await whenReady();
      const task = await admin
        .index<MeiliDocument>(uid)
        .addDocuments(docs.map(toMeiliDocument))
        .waitTask(WRITE_WAIT);
      if (task.status !== 'succeeded')
        throw new Error(`Meilisearch upsert ${task.status}: ${JSON.stringify(task.error)}`);
    },

    async remove(profileIds: string[]): Promise<void> {
      if (profileIds.length === 0) return;
      await whenReady();
      const task = await admin.index(uid).deleteDocuments(profileIds).waitTask(WRITE_WAIT);
      if (task.status !== 'succeeded')
        throw new Error(`Meilisearch remove ${task.status}: ${JSON.stringify(task.error)}`);
    },

    async reindex(
      source: AsyncIterable<SearchDocument[]>,
      onProgress?: (progress: ReindexProgress) => void,
    ): Promise<{ indexed: number }> {
      await whenReady();
      const next = `${uid}_rebuild`;
      await admin.deleteIndexIfExists(next);
      await ensureIndex(next);
      const target = admin.index<MeiliDocument>(next);
      let indexed = 0;
      let pending: MeiliDocument[] = [];
      // Batches are enqueued without waiting (Meilisearch indexes them in order while we read
      // the next ones from the database); progress counts what Meilisearch has finished.
      const enqueued: Array<{ taskUid: number; upTo: number }> = [];
      const settle = async (keep: number) => {
        while (enqueued.length > keep) {
          const { taskUid, upTo } = enqueued.shift()!;
          const task = await admin.tasks.waitForTask(taskUid, TASK_WAIT);
          if (task.status !== 'succeeded') {
            throw new Error(
              `Meilisearch reindex batch ${task.status}: ${JSON.stringify(task.error)}`,
            );
          }
          onProgress?.({ indexed: upTo });
        }
      };
      const flush = async () => {
        if (pending.length === 0) return;
        const batch = pending;
        pending = [];
        indexed += batch.length;
        const task = await target.addDocuments(batch);
        enqueued.push({ taskUid: task.taskUid, upTo: indexed });
        await settle(2);
      };
      try {
        for await (const docs of source) {
          for (const doc of docs) pending.push(toMeiliDocument(doc));
          if (pending.length >= (options.reindexBatchSize ?? 10_000)) await flush();
        }
        await flush();
        await settle(0);
        if (indexed === 0) onProgress?.({ indexed: 0 });
        // Atomic: searches see the old index until this task, the new one after it.
        const swap = await admin
          .swapIndexes([{ indexes: [uid, next], rename: false }])
          .waitTask(TASK_WAIT);
        if (swap.status !== 'succeeded')
          throw new Error(`Meilisearch swap ${swap.status}: ${JSON.stringify(swap.error)}`);
      } finally {
        await admin.deleteIndexIfExists(next).catch(() => false);
      }
      return { indexed };
    },

    async count(): Promise<number> {
      await whenReady();
      return (await admin.index(uid).getStats()).numberOfDocuments;
    },

    async health(): Promise<EngineHealth> {
      try {
        const healthy = await searcher.isHealthy();
        return healthy
          ? { ok: true, engine: 'meilisearch' }
          : { ok: false, engine: 'meilisearch', detail: 'Meilisearch reports itself unavailable' };
      } catch (error) {
        return { ok: false, engine: 'meilisearch', detail: (error as Error).message };
      }
    },

    async close(): Promise<void> {
      // The client holds no connections of its own (fetch); nothing to release.
    },
  };
}
