// `pnpm bench function-import [--profiles 3000] [--rows 50000] [--readers 2]`
// The administrator's function import through a real profiles-api (in this process, on
// loopback): a CSV of N rows checked (dry run) and then applied in one transaction, as rows/s,
// while `readers` clients read a public gremium page back to back; their p50/p99 before and
// during each run say whether the import holds up other requests. RSS and V8's used heap,
// before and at their peak, say what the import holds in memory (issue 50 #3).
//
// `pnpm bench function-import --bomb 4500`: instead, uploads the zip bomb of issue 41 #1 (a
// 9.8 MB XLSX whose shared strings unpack to 4,500 MB, its headers lying about it) and says
// how the process fared: the answer, its time, memory, and whether a public read still works.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { resolvePeselKeys, withClient } from '@ln/db';
import { xlsxWithHugeSharedStrings } from '@ln/profiles-api/testing/xlsx-bomb';
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
      bomb: { type: 'string' },
      retained: { type: 'boolean', default: false },
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
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

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

  // Sampled every 50 ms: the process's resident set and V8's used heap (the rows, the plan).
  let peakRss = 0;
  let peakHeap = 0;
  // --retained: a full GC every 500 ms, so the peaks are what the process holds, not what
  // V8 has yet to collect (the plain peaks depend on when V8 chooses to collect).
  let gc: (() => void) | null = null;
  if (values.retained) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  const collector = gc && setInterval(gc, 500);
  const rss = setInterval(() => {
    const { rss: now, heapUsed } = process.memoryUsage();
    peakRss = Math.max(peakRss, now);
    peakHeap = Math.max(peakHeap, heapUsed);
  }, 50);
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    if (values.bomb) {
      const bomb = await xlsxWithHugeSharedStrings({
        unpackedBytes: Number(values.bomb) * 1e6,
        lie: true,
      });
      const { rss: rssBefore, heapUsed: heapBefore } = process.memoryUsage();
      peakRss = 0;
      peakHeap = 0;
      // Printed as it goes: a process that runs out of memory prints nothing at its end.
      const progress = setInterval(
        () => console.log(`  … RSS ${mb(process.memoryUsage().rss)}, heap ${mb(peakHeap)}`),
        1000,
      );
      console.log(
        `\nzip bomb: ${(bomb.length / 1e6).toFixed(1)} MB XLSX, shared strings unpacking to ${values.bomb} MB (headers lying)`,
      );
      const t0 = Date.now();
      const body = new FormData();
      body.append('file', new Blob([bomb]), 'bomb.xlsx');
      const res = await fetch(`${base}${API}/v1.0/functionImport`, {
        method: 'POST',
        headers: auth,
        body,
      });
      const answer = await res.text();
      clearInterval(progress);
      console.log(`  answer: ${res.status} in ${Date.now() - t0} ms: ${answer.slice(0, 200)}`);
      console.log(
        `  RSS of the process: ${mb(rssBefore)} before, peak ${mb(peakRss)} (${mb(peakRss - rssBefore)} extra)`,
      );
      console.log(
        `  V8 heap used: ${mb(heapBefore)} before, peak ${mb(peakHeap)} (${mb(peakHeap - heapBefore)} extra)`,
      );
      const after = await fetch(`${base}${API}/v1.1/public/gremium/${readTarget}`);
      console.log(`  a public read after it: ${after.status}`);
      return;
    }
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
    const { rss: rssBefore, heapUsed: heapBefore } = process.memoryUsage();
    peakRss = 0;
    peakHeap = 0;
    const idle = await readWhile(new Promise((r) => setTimeout(r, 3000)));
    const dryRun = timed('mode=DRY_RUN');
    const duringDry = await readWhile(dryRun);
    const dry = await dryRun;
    const peakOfDry = { rss: peakRss, heap: peakHeap };
    peakRss = 0;
    peakHeap = 0;
    if (dry.job.status !== 'DONE' || dry.job.rowsFailed > 0)
      throw new Error(`the dry run ended ${dry.job.status} with ${dry.job.rowsFailed} row errors`);
    const applying = timed(`mode=APPLY&dryRunJobId=${dry.job.jobId}`);
    const duringApply = await readWhile(applying);
    const applied = await applying;
    const peakOfApply = { rss: peakRss, heap: peakHeap };

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
    for (const [label, peak] of [
      ['dry run', peakOfDry],
      ['apply  ', peakOfApply],
    ] as const) {
      console.log(
        `  ${label}: RSS ${mb(rssBefore)} before, peak ${mb(peak.rss)} (${mb(peak.rss - rssBefore)} extra); V8 heap used ${mb(heapBefore)} before, peak ${mb(peak.heap)} (${mb(peak.heap - heapBefore)} extra)`,
      );
    }
  } finally {
    clearInterval(rss);
    if (collector) clearInterval(collector);
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
