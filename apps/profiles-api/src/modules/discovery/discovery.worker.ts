import type { JobQueue } from '@ln/jobs';
import type { DiscoveryRepository } from './discovery.repository.js';

/** The discovery jobs' queues (packages/jobs, decision 037): one run of each at a time. */
export const DISCOVERY_REBUILD_QUEUE = 'discovery-rebuild';
export const DISCOVERY_REFRESH_QUEUE = 'discovery-refresh';

/** Profiles per batch of the full build (each batch is a transaction of its own). */
const REBUILD_BATCH = 5000;
/** Outbox rows taken per refresh transaction. */
const REFRESH_BATCH = 50;

const unique = (...lists: string[][]) => [...new Set(lists.flat())];

/**
 * The computations of discovery (decision 047), off the request path: the full build, and the
 * refresh of the profiles the outbox names and of their neighbours.
 */
export function createDiscoveryRefresher(deps: { repo: DiscoveryRepository }) {
  const { repo } = deps;
  return {
    /**
     * Refreshes the changed profiles and what depends on them, in one transaction: their
     * co-authorships (both sides), the term arrays of the profiles whose co-authors changed,
     * and the similar lists of the changed profiles, of those whose lists named them, and of
     * those their new lists name (the candidates are symmetric, so a profile that now ranks
     * high for one of them is among these).
     */
    async refresh(ids: string[]) {
      if (ids.length === 0) return;
      await repo.transaction((tx) => refreshIn(ids, tx));
    },

    /** Drains the outbox batch by batch; answers how many profiles it refreshed. */
    async drainOutbox(): Promise<number> {
      let done = 0;
      for (;;) {
        const taken = await repo.transaction(async (tx) => {
          const ids = await repo.takeOutbox(REFRESH_BATCH, tx);
          if (ids.length > 0) await refreshIn(ids, tx);
          return ids.length;
        });
        done += taken;
        if (taken < REFRESH_BATCH) return done;
      }
    },

    /** The full precomputation, in batches of profiles; `progress` after each step. */
    async rebuild(progress: (done: number, total: number, note: string) => Promise<void>) {
      const total = await repo.countProfiles();
      for (const step of ['coauthors', 'terms', 'similar'] as const) {
        let after: string | null = null;
        let done = 0;
        for (;;) {
          const ids = await repo.profileIdsAfter(after, REBUILD_BATCH);
          if (ids.length === 0) break;
          await repo.transaction(async (tx) => {
            if (step === 'coauthors') await repo.refreshCoauthors(ids, tx);
            else if (step === 'terms') await repo.refreshTerms(ids, tx);
            else await repo.refreshSimilar(ids, tx);
          });
          after = ids[ids.length - 1]!;
          done += ids.length;
          await progress(done, total, step);
        }
      }
    },
  };

  async function refreshIn(
    ids: string[],
    tx: Parameters<Parameters<typeof repo.transaction>[0]>[0],
  ) {
    const before = await repo.similarNeighbours(ids, tx);
    const oldCoauthors = new Set(await repo.keptCoauthors(ids, tx));
    await repo.refreshCoauthors(ids, tx);
    const newCoauthors = new Set(await repo.keptCoauthors(ids, tx));
    // Co-authors gained or lost: their own co-author arrays changed too.
    const changed = [
      ...[...oldCoauthors].filter((id) => !newCoauthors.has(id)),
      ...[...newCoauthors].filter((id) => !oldCoauthors.has(id)),
    ];
    const direct = unique(ids, changed);
    await repo.refreshTerms(direct, tx);
    await repo.refreshSimilar(direct, tx);
    const after = await repo.similarNeighbours(ids, tx);
    const seen = new Set(direct);
    const neighbours = unique(before, after).filter((id) => !seen.has(id));
    if (neighbours.length > 0) await repo.refreshSimilar(neighbours, tx);
  }
}

export type DiscoveryRefresher = ReturnType<typeof createDiscoveryRefresher>;

/**
 * Works the discovery queues in this process: the refresh every minute (pg-boss's schedule,
 * sent once across all replicas) and the full build nightly and whenever the tables are
 * empty (a new database, a seed). Never a timer of this process: the queue decides who runs.
 */
export async function workDiscoveryJobs(
  jobs: JobQueue,
  refresher: DiscoveryRefresher,
  repo: DiscoveryRepository,
) {
  await jobs.define({ name: DISCOVERY_REBUILD_QUEUE, kind: 'singleton', heartbeatSeconds: 60 });
  await jobs.define({ name: DISCOVERY_REFRESH_QUEUE, kind: 'singleton', expireInSeconds: 900 });
  await jobs.work(DISCOVERY_REBUILD_QUEUE, (job) =>
    refresher.rebuild((done, total, note) => job.progress(done, total, note)),
  );
  await jobs.work(
    DISCOVERY_REFRESH_QUEUE,
    async () => {
      await refresher.drainOutbox();
    },
    { pollingIntervalSeconds: 1 },
  );
  await jobs.schedule(DISCOVERY_REFRESH_QUEUE, '* * * * *', {});
  await jobs.schedule(DISCOVERY_REBUILD_QUEUE, '30 3 * * *', {});
  if (await repo.isEmpty()) await jobs.send(DISCOVERY_REBUILD_QUEUE, {});
}
