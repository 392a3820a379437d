// `pnpm bench function-import [--profiles 3000] [--rows 50000] [--readers 2]`
// The administrator's function import through a real profiles-api (in this process, on
// loopback): a CSV of N rows checked (dry run) and then applied in one transaction, as rows/s,
// while `readers` clients read a public gremium page back to back; their p50/p99 before and
// during each run say whether the import holds up other requests. Peak RSS bounds memory.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { resolvePeselKeys, withClient } from '@ln/db';
import { createOwners, percentile, removeOwners, startBenchApi } from './bench-api.js';

const API = '/api/profiles-api';
const GREMIA = 10;

interface Job {
  jobId: string;
  status: string;
  rowsTotal: number;
  rowsProcessed: number;
  rowsCreated: number;
  rowsUpdated: number;
  rowsUnchanged: number;
  rowsFailed: number;
}

export async function functionImportBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      profiles: { type: 'string', default: '3000' },
      rows: { type: 'string', default: '50000' },
      readers: { type: 'string', default: '2' },
    },
  });
  const profiles = Number(values.profiles);
  const rows = Number(values.rows);
  const readers = Number(values.readers);
  const { url, embedded, db, signer, app } = await startBenchApi(profiles, {
    options: { searchWorker: false, mailWorker: false, peselHashKey: resolvePeselKeys().hashKey },
  });
  const [admin] = await createOwners(url, 1);
  const gremiumIds = Array.from({ length: GREMIA }, () => randomUUID());
  const stamp = Date.now().toString(36);
  const people = await withClient(url, async (client) => {
    await client.query(
      `INSERT INTO user_role_assignment (id, user_id, role) VALUES ($1, $2, 'ADMIN')`,
      [randomUUID(), admin!.userId],
    );
    for (const [i, id] of gremiumIds.entries())
      await client.query(
        `INSERT INTO gremium (id, name, source, updated_at) VALUES ($1, $2, 'USER', now())`,
        [id, `Rada Pomiarowa ${stamp} ${i}`],
      );
    const { rows: found } = await client.query<{ id: string; orcid: string | null }>(
      'SELECT id::text AS id, orcid FROM profile ORDER BY id',
    );
    return found;
  });
  const token = await signer.sign(admin!);
  const auth = { authorization: `Bearer ${token}` };

  // Every row a new function: (body, person, name) unique; a third name the person by ORCID iD.
  const lines = [
    'gremiumId,gremiumName,profileId,orcid,pesel,functionPl,functionEn,dateFrom,dateTo',
  ];
  for (let i = 0; i < rows; i += 1) {
    const person = people[i % people.length]!;
    const g = Math.floor(i / people.length) % GREMIA;
    const name = `funkcja ${Math.floor(i / (people.length * GREMIA))}`;
    const byName = i % 2 === 0;
    const who = i % 3 === 0 && person.orcid ? `,${person.orcid},` : `${person.id},,`;
    lines.push(
      `${byName ? '' : gremiumIds[g]},${byName ? `Rada Pomiarowa ${stamp} ${g}` : ''},${who},${name},function ${name},2024-01-01,${i % 4 === 0 ? '2025-12-31' : ''}`,
    );
  }
  const csv = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
  const readTarget = (
    await db.gremium.findFirstOrThrow({ where: { source: { not: 'USER' } }, select: { id: true } })
  ).id;

  let peakRss = 0;
  const rss = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const read = async () => {
      const t = process.hrtime.bigint();
      const res = await fetch(`${base}${API}/v1.1/public/gremium/${readTarget}`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`public read answered ${res.status}`);
      return Number(process.hrtime.bigint() - t) / 1e6;
    };
    /** Readers read back to back until `until` resolves; their latencies, sorted. */
    const readWhile = async (until: Promise<unknown>) => {
      let done = false;
      void until.finally(() => (done = true));
      const latencies: number[] = [];
      await Promise.all(
        Array.from({ length: readers }, async () => {
          while (!done) latencies.push(await read());
        }),
      );
      return latencies.sort((a, b) => a - b);
    };
    const upload = async (query: string) => {
      const body = new FormData();
      body.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
      const res = await fetch(`${base}${API}/v1.0/functionImport?${query}`, {
        method: 'POST',
        headers: auth,
        body,
      });
      if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as Job;
    };
    const finished = async (jobId: string) => {
      for (;;) {
        const job = (await fetch(`${base}${API}/v1.0/functionImport/${jobId}`, {
          headers: auth,
        }).then((r) => r.json())) as Job;
        if (job.status === 'DONE' || job.status === 'FAILED') return job;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const timed = async (query: string) => {
      const t0 = Date.now();
      const job = await finished((await upload(query)).jobId);
      return { job, ms: Date.now() - t0 };
    };

    for (let i = 0; i < 50; i += 1) await read(); // warm-up
    const rssBefore = process.memoryUsage().rss;
    const idle = await readWhile(new Promise((r) => setTimeout(r, 3000)));
    const dryRun = timed('mode=DRY_RUN');
    const duringDry = await readWhile(dryRun);
    const dry = await dryRun;
    if (dry.job.status !== 'DONE' || dry.job.rowsFailed > 0)
      throw new Error(`the dry run ended ${dry.job.status} with ${dry.job.rowsFailed} row errors`);
    const applying = timed(`mode=APPLY&dryRunJobId=${dry.job.jobId}`);
    const duringApply = await readWhile(applying);
    const applied = await applying;

    const line = (label: string, l: number[]) =>
      `  ${label}: p50 ${percentile(l, 50).toFixed(1)} ms, p99 ${percentile(l, 99).toFixed(1)} ms, max ${(l.at(-1) ?? 0).toFixed(1)} ms (${l.length} reads)`;
    const rate = (r: { ms: number }) => ((rows / r.ms) * 1000).toFixed(0);
    console.log(
      `\nfunction import of ${rows} CSV rows (${(csv.length / 1024 / 1024).toFixed(1)} MB) at ${profiles} profiles (profiles-api in process, 2 cores shared by server, database and load)`,
    );
    console.log(
      `  dry run: ${(dry.ms / 1000).toFixed(1)} s, ${rate(dry)} rows/s (${dry.job.rowsCreated} to create)`,
    );
    console.log(
      `  apply (one transaction): ${(applied.ms / 1000).toFixed(1)} s, ${rate(applied)} rows/s (${applied.job.status}, ${applied.job.rowsCreated} created)`,
    );
    console.log(`  public gremium read, ${readers} clients back to back:`);
    console.log(line('idle       ', idle));
    console.log(line('during dry ', duringDry));
    console.log(line('during apply', duringApply));
    console.log(
      `  RSS of the process: ${(rssBefore / 1024 / 1024).toFixed(0)} MB before, peak ${(peakRss / 1024 / 1024).toFixed(0)} MB`,
    );
  } finally {
    clearInterval(rss);
    await app.close();
    await withClient(url, async (client) => {
      await client.query('DELETE FROM gremium_function WHERE gremium_id = ANY($1::uuid[])', [
        gremiumIds,
      ]);
      await client.query('DELETE FROM gremium WHERE id = ANY($1::uuid[])', [gremiumIds]);
      await client.query('DELETE FROM function_import_job WHERE created_by_id = $1', [
        admin!.userId,
      ]);
      await client.query('DELETE FROM audit_log WHERE actor_user_id = $1', [admin!.userId]);
    });
    await removeOwners(url, [admin!.userId]);
    await db.$disconnect();
    await embedded?.stop();
  }
}
