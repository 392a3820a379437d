import type { JobQueue } from '@ln/jobs';
import type { FastifyBaseLogger } from 'fastify';
import { ORCID_REFRESH_QUEUE, type OrcidRefreshJob, type OrcidService } from './orcid.service.js';

/**
 * The ORCID refresh on the job queue (decision 037): a `singleton` queue keyed by profile (one
 * refresh running and one waiting per profile, across replicas); a failed read (ORCID down,
 * retries spent) is retried by pg-boss later. Any replica may run it.
 */
export async function startOrcidWorker(
  jobs: JobQueue,
  service: OrcidService,
  log: FastifyBaseLogger,
  options: { pollingIntervalSeconds?: number } = {},
) {
  await jobs.define({
    name: ORCID_REFRESH_QUEUE,
    kind: 'singleton',
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 30 * 60,
    heartbeatSeconds: 60,
  });
  await jobs.work<OrcidRefreshJob>(
    ORCID_REFRESH_QUEUE,
    async (job) => {
      const outcome = await service.refresh(job.data.profileId, {
        signal: job.signal,
        onProgress: (done, total) => void job.progress(done, total).catch(() => undefined),
      });
      log.info(
        {
          queue: ORCID_REFRESH_QUEUE,
          trigger: job.data.trigger,
          state: outcome.state,
          works: outcome.works,
        },
        'ORCID refresh',
      );
    },
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
  );
}
