import type { JobQueue } from '@ln/jobs';
import { writeDump } from './open-data.dump.js';
import type { OpenDataRepository } from './open-data.repository.js';
import { OPEN_DATA_DUMP_QUEUE } from './open-data.service.js';

/**
 * The dump's queue (packages/jobs, decision 037): one run at a time across replicas, on its
 * schedule and on ADMIN's demand; a run that dies is run again whole (it writes a new folder).
 */
export async function workOpenDataDump(
  queue: JobQueue,
  deps: { repo: OpenDataRepository; dir: string; cron: string | null },
): Promise<void> {
  await queue.define({
    name: OPEN_DATA_DUMP_QUEUE,
    kind: 'singleton',
    retryLimit: 2,
    expireInSeconds: 2 * 60 * 60,
    heartbeatSeconds: 60,
  });
  if (deps.cron) await queue.schedule(OPEN_DATA_DUMP_QUEUE, deps.cron, {});
  else await queue.unschedule(OPEN_DATA_DUMP_QUEUE);
  await queue.work(OPEN_DATA_DUMP_QUEUE, async (job) => {
    await writeDump({
      repo: deps.repo,
      dir: deps.dir,
      now: new Date(),
      signal: job.signal,
      progress: (done, note) => job.progress(done, null, note),
    });
  });
}
