// `pnpm bench discovery [--profiles 200000] [--connections 10] [--seconds 10] [--rebuild]`
// Issue 45's targets (decision 047): the full precomputation (run when the tables are empty or
// with --rebuild), the refresh of one changed profile until its neighbours' lists are updated,
// and co-authors and similar through the API at 10 connections over random visible profiles.
import { parseArgs } from 'node:util';
import { createDiscoveryRefresher } from '@ln/profiles-api/discovery-jobs';
import { createDiscoveryRepository } from '@ln/profiles-api/discovery-sql';
import { percentile, startBenchApi } from './bench-api.js';

const API = '/api/profiles-api';

export async function discoveryBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      profiles: { type: 'string', default: '200000' },
      connections: { type: 'string', default: '10' },
      seconds: { type: 'string', default: '10' },
      rebuild: { type: 'boolean', default: false },
    },
  });
  const { embedded, db, app } = await startBenchApi(Number(values.profiles));
  const repo = createDiscoveryRepository(db);
  const refresher = createDiscoveryRefresher({ repo });
  try {
    if (values.rebuild || (await repo.isEmpty())) {
      const started = Date.now();
      let step = '';
      let stepStarted = started;
      await refresher.rebuild(async (done, total, note) => {
        if (note !== step) {
          if (step) console.log(`  ${step}: ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
          step = note;
          stepStarted = Date.now();
        }
        if (done === total) process.stdout.write(`  ${note} ${done}/${total}\n`);
      });
      console.log(`  ${step}: ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
      console.log(`full precomputation: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await refresher.drainOutbox();

    // One changed profile at a time: a specialty added (the outbox row its trigger writes),
    // then the refresh job's drain, until the neighbours' lists are rewritten.
    const changed = await db.$queryRaw<Array<{ id: string }>>`
      SELECT d.profile_id::text AS id FROM discovery_profile d
       WHERE cardinality(d.coauthors) > 0 ORDER BY d.profile_id LIMIT 7 OFFSET 1000`;
    const refreshMs: number[] = [];
    for (const { id } of changed) {
      const specialty = await db.specialty.create({
        data: { profileId: id, labelPl: 'bench: ekologia', labelEn: 'bench: ecology', order: 99 },
      });
      const t = process.hrtime.bigint();
      await refresher.drainOutbox();
      refreshMs.push(Number(process.hrtime.bigint() - t) / 1e6);
      await db.specialty.delete({ where: { id: specialty.id } });
      await refresher.drainOutbox();
    }
    refreshMs.sort((a, b) => a - b);
    console.log(
      `refresh of one changed profile and its neighbours (${refreshMs.length} profiles): ` +
        `median ${percentile(refreshMs, 50).toFixed(0)} ms, max ${refreshMs.at(-1)!.toFixed(0)} ms`,
    );

    // Reads: random visible profiles, each of `connections` workers one request at a time.
    const ids = (
      await db.$queryRaw<Array<{ id: string }>>`
        SELECT id::text FROM profile WHERE NOT hidden ORDER BY md5(id::text) LIMIT 2000`
    ).map((r) => r.id);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const connections = Number(values.connections);
    const seconds = Number(values.seconds);
    for (const target of ['coauthors', 'similar', 'coauthorNetwork'] as const) {
      const run = async (ms: number) => {
        const latencies: number[] = [];
        let errors = 0;
        let next = 0;
        const until = Date.now() + ms;
        await Promise.all(
          Array.from({ length: connections }, async () => {
            while (Date.now() < until) {
              const id = ids[next++ % ids.length]!;
              const t = process.hrtime.bigint();
              const res = await fetch(`${base}${API}/v1.0/public/profile/${id}/${target}`);
              await res.arrayBuffer();
              latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
              if (res.status !== 200) errors += 1;
            }
          }),
        );
        return { latencies: latencies.sort((a, b) => a - b), errors };
      };
      await run(3000); // warm-up
      const { latencies, errors } = await run(seconds * 1000);
      console.log(
        `${target} (API, ${connections} connections, ${seconds} s): ` +
          `${(latencies.length / seconds).toFixed(0)} req/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
          `p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
          `errors ${errors}`,
      );
    }
  } finally {
    await app.close();
    await db.$disconnect();
    await embedded?.stop();
  }
}
