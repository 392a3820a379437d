import { useTestDatabase } from '@ln/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startJobQueue, type JobQueue } from './job-queue.js';

// Two replicas of a service: two queues over one real PostgreSQL, both working the same
// singleton queue (one registry source).
const database = useTestDatabase();
const QUEUE = 'registry-sync-test';

let replicaA: JobQueue;
let replicaB: JobQueue;

beforeAll(async () => {
  const connectionString = database().url;
  // Started together, as two replicas booting at once: pg-boss installs its schema once.
  [replicaA, replicaB] = await Promise.all([
    startJobQueue({ connectionString }),
    startJobQueue({ connectionString }),
  ]);
  await Promise.all([
    replicaA.define({ name: QUEUE, kind: 'singleton', retryLimit: 0 }),
    replicaB.define({ name: QUEUE, kind: 'singleton', retryLimit: 0 }),
  ]);
});

afterAll(async () => {
  await Promise.all([replicaA?.stop(5_000), replicaB?.stop(5_000)]);
});

describe('a singleton queue worked by two replicas', () => {
  it('runs each run once, one at a time, and drops a second waiting run', async () => {
    const runs: Array<{ id: string; replica: string }> = [];
    let active = 0;
    let mostActive = 0;
    const releases = new Map<string, () => void>();

    const handler = (replica: string) => async (job: { id: string }) => {
      active += 1;
      mostActive = Math.max(mostActive, active);
      runs.push({ id: job.id, replica });
      await new Promise<void>((resolve) => releases.set(job.id, resolve));
      active -= 1;
    };
    await replicaA.work(QUEUE, handler('A'), { pollingIntervalSeconds: 0.5 });
    await replicaB.work(QUEUE, handler('B'), { pollingIntervalSeconds: 0.5 });

    const first = await replicaA.send(QUEUE, { source: 'radon' });
    expect(first).not.toBeNull();
    await vi.waitFor(() => expect(runs.map((r) => r.id)).toEqual([first]), {
      timeout: 15_000,
      interval: 50,
    });

    // While it runs: one more may wait, a third "run now" is dropped, whichever replica asks.
    const second = await replicaB.send(QUEUE, { source: 'radon' });
    expect(second).not.toBeNull();
    expect(await replicaA.send(QUEUE, { source: 'radon' })).toBeNull();
    expect(await replicaB.send(QUEUE, { source: 'radon' })).toBeNull();

    // Both replicas poll several times while the first run holds the queue: none starts.
    const polls = await replicaA.job(QUEUE, second!);
    expect(polls?.state).toBe('created');
    await vi.waitFor(
      async () => {
        const status = await replicaA.job(QUEUE, first!);
        expect(status?.state).toBe('active');
        expect(Date.now() - (status?.startedOn?.getTime() ?? Date.now())).toBeGreaterThan(1_500);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(runs).toHaveLength(1);

    releases.get(first!)!();
    await vi.waitFor(() => expect(runs.map((r) => r.id)).toEqual([first, second]), {
      timeout: 15_000,
      interval: 50,
    });
    releases.get(second!)!();
    await vi.waitFor(
      async () => expect((await replicaB.job(QUEUE, second!))?.state).toBe('completed'),
      {
        timeout: 15_000,
        interval: 100,
      },
    );

    expect(mostActive).toBe(1);
    expect(new Set(runs.map((r) => r.id)).size).toBe(runs.length);
  });

  it('keeps the progress a run reports, for the operator', async () => {
    await replicaA.define({ name: 'progress-test', kind: 'standard' });
    const done = new Promise<string>((resolve) => {
      void replicaA.work<{ pages: number }>(
        'progress-test',
        async (job) => {
          for (let page = 1; page <= job.data.pages; page++)
            await job.progress(page * 100, job.data.pages * 100, `page ${page}`);
          resolve(job.id);
        },
        { pollingIntervalSeconds: 0.5 },
      );
    });
    const id = await replicaB.send('progress-test', { pages: 3 });
    expect(await done).toBe(id);
    const status = await replicaB.job('progress-test', id!);
    expect(status?.progress).toMatchObject({ done: 300, total: 300, note: 'page 3' });
    expect((await replicaB.progress.latest('progress-test')).map((p) => p.jobId)).toEqual([id]);
  });
});
