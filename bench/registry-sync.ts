// `pnpm bench registry-sync [--people 20000] [--connections 4] [--seconds 10] [--keep]`
// The registry sync of RAD-on (issue 42; decision 039) from the stand-ins, which run in a
// process of their own (as a registry would), into a fresh database (the seed's 10 fixture
// profiles, then everything through the sync). The sync runs inside a profiles-api (in this
// process; the public API runs in another), so this process's RSS is the sync's.
//
// Prints: a full run's records/s (records read from the registry, all phases) and its peak
// RSS; an incremental run after 1 % of the people changed (its seconds); and the p99 of a
// public profile read (detailsPerson) while idle and while a full run re-reads everything.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createPrismaClient,
  ensureDatabase,
  migrate,
  REPO_ROOT,
  resolvePeselKeys,
  withClient,
} from '@ln/db';
import { startEmbeddedPostgres } from '@ln/db/embedded';
import { freePort } from '@ln/db';
import { buildRegistrySync, buildSourceRunners } from '@ln/profiles-api';
import { createAuditRepository } from '@ln/lifecycle';
import { registryClientsFromEnv } from '@ln/registry';
import { radonPersonId, seedDatabase } from '@ln/seeds';
import autocannon from 'autocannon';
import { benchSharedBuffers } from './dataset.js';

const API = '/api/profiles-api';
const PBN_APP = { id: 'ln-dev-app', token: 'ln-dev-app-token' };

/** A server of the workspace in a child process, ready when `readyUrl` answers. */
async function startProcess(
  script: string,
  env: Record<string, string>,
  readyUrl: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${script} did not start`);
}

export async function registrySyncBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      people: { type: 'string', default: '20000' },
      connections: { type: 'string', default: '4' },
      seconds: { type: 'string', default: '10' },
      keep: { type: 'boolean', default: false },
    },
  });
  const people = Number(values.people);
  const connections = Number(values.connections);
  const seconds = Number(values.seconds);
  const say = (line: string) => console.log(`  ${line}`);

  const dataDir = join(REPO_ROOT, '.data', `bench-sync-${people}`, 'postgres');
  const embedded = await startEmbeddedPostgres({
    dataDir,
    port: 0,
    sharedBuffers: benchSharedBuffers(),
  });
  const adminUrl = embedded.url();
  await withClient(adminUrl, (c) => c.query('DROP DATABASE IF EXISTS ln_sync WITH (FORCE)'));
  await ensureDatabase(adminUrl, 'ln_sync');
  const url = embedded.url('ln_sync');
  await migrate(url);
  const peselKeys = resolvePeselKeys();
  await seedDatabase(url, { profiles: 10, peselKeys });

  const standInPort = await freePort();
  const standIns = await startProcess(
    join(REPO_ROOT, 'apps/stand-ins/src/server.ts'),
    { PORT: String(standInPort), HOST: '127.0.0.1', STAND_IN_PEOPLE: String(people) },
    `http://127.0.0.1:${standInPort}/_control/stats`,
  );
  const registry = `http://127.0.0.1:${standInPort}`;
  const db = createPrismaClient(url);
  const runners = buildSourceRunners({
    db,
    audit: createAuditRepository(db),
    peselHashKey: peselKeys.hashKey,
    clients: registryClientsFromEnv({
      RADON_BASE_URL: `${registry}/radon`,
      PBN_BASE_URL: `${registry}/pbn`,
      PBN_APP_ID: PBN_APP.id,
      PBN_APP_TOKEN: PBN_APP.token,
    }),
  });
  // The public API in a process of its own (no registry configured there: it only answers and
  // keeps the search index fresh from the outbox), so this process's RSS is the sync's.
  const apiPort = await freePort();
  const api = await startProcess(
    join(REPO_ROOT, 'apps/profiles-api/src/server.ts'),
    {
      DATABASE_URL: url,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      RATE_LIMIT_ENABLED: 'false',
      RADON_BASE_URL: '',
      PBN_BASE_URL: '',
    },
    `http://127.0.0.1:${apiPort}/api/profiles-api/public/config`,
  );
  const base = `http://127.0.0.1:${apiPort}`;

  // Where a run's time goes: applying pages (in their transactions) per phase.
  const spent = new Map<string, number>();
  for (const runner of Object.values(runners))
    for (const phase of runner!.phases) {
      const apply = phase.apply.bind(phase);
      phase.apply = async (tx, page, ctx) => {
        const t = performance.now();
        try {
          return await apply(tx, page, ctx);
        } finally {
          spent.set(phase.name, (spent.get(phase.name) ?? 0) + performance.now() - t);
        }
      };
    }
  const spentText = () => {
    const text = [...spent].map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`).join(', ');
    spent.clear();
    return `applying: ${text}`;
  };
  // Runs go straight to the framework (no queue polling in the figures), in this process.
  const sync = buildRegistrySync(db, runners, { removalGuardShare: 1 });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const mb = (b: number) => `${(b / 2 ** 20).toFixed(0)} MB`;
  async function run(mode: 'FULL' | 'INCREMENTAL') {
    peak = process.memoryUsage().rss;
    const started = performance.now();
    const row = await sync.runNow('RADON', mode);
    if (row.state !== 'SUCCEEDED') throw new Error(`the run ended ${row.state}: ${row.failure}`);
    return {
      records: row.progressDone,
      counts: {
        new: row.countNew,
        changed: row.countChanged,
        unchanged: row.countUnchanged,
        withdrawn: row.countWithdrawn,
        errors: row.countErrors,
      },
      seconds: (performance.now() - started) / 1000,
      peak,
    };
  }

  console.log(`registry sync of RAD-on from the stand-ins (${people} people), one database:`);
  const before = process.memoryUsage().rss;
  const full = await run('FULL');
  console.log(
    `full run (empty → ${people} people): ${full.records} records read in ${full.seconds.toFixed(1)} s = ${Math.round(full.records / full.seconds)} records/s; ${JSON.stringify(full.counts)}; RSS ${mb(before)} before, peak ${mb(full.peak)}; ${spentText()}`,
  );

  // Public reads: a profile's details, over every synced profile.
  const ids = (await db.profile.findMany({ select: { id: true }, where: { hidden: false } })).map(
    (p) => p.id,
  );
  let k = 0;
  async function reads(during?: Promise<unknown>) {
    const result = await autocannon({
      url: base,
      connections,
      duration: seconds,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: `${API}/v1.3/public/profile/${ids[k++ % ids.length]}/detailsPerson`,
          }),
        },
      ],
    });
    await during;
    return {
      p99: result.latency.p99,
      rps: result.requests.average,
      errors: result.non2xx + result.errors,
    };
  }
  const idle = await reads();
  console.log(
    `public reads idle (${connections} connections, ${seconds} s): p99 ${idle.p99} ms, ${idle.rps} req/s`,
  );

  // 1 % of the people change their employment.
  const changed = Math.max(1, Math.floor(people / 100));
  for (let i = 0; i < changed; i++) {
    const index = Math.floor((i * people) / changed);
    await fetch(`${registry}/_control/radon/people/${index}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        employments: [
          {
            startDate: '2026-01-01',
            employingInstitutionName: `Instytut Pomiaru ${i % 7}`,
            employingInstitutionUuid: null,
            basicPlaceOfWork: 'Tak',
            declaredDisciplines: null,
          },
        ],
      }),
    });
  }
  const incremental = await run('INCREMENTAL');
  console.log(
    `incremental run (${changed} people changed, 1 %): ${incremental.seconds.toFixed(1)} s, ${incremental.records} records read; ${JSON.stringify(incremental.counts)}; peak RSS ${mb(incremental.peak)}`,
  );

  // A full re-read (everything compared, nothing new) while the public reads go on.
  const reread = run('FULL');
  const during = await reads();
  const second = await reread;
  console.log(
    `public reads during a full run: p99 ${during.p99} ms, ${during.rps} req/s (${(during.p99 / Math.max(1, idle.p99)).toFixed(2)} × idle); that run: ${second.records} records in ${second.seconds.toFixed(1)} s = ${Math.round(second.records / second.seconds)} records/s, ${JSON.stringify(second.counts)}, peak RSS ${mb(second.peak)}`,
  );
  const sample = await withClient(url, (c) =>
    c.query<{ n: string }>(`SELECT count(*) AS n FROM profile WHERE polon_id = $1`, [
      radonPersonId(0),
    ]),
  );
  if (sample.rows[0]?.n !== '1') console.log('  note: person 0 is not exactly one profile');

  clearInterval(sampler);
  await db.$disconnect();
  api.kill('SIGTERM');
  standIns.kill('SIGTERM');
  if (!values.keep)
    await withClient(adminUrl, (c) => c.query('DROP DATABASE IF EXISTS ln_sync WITH (FORCE)'));
  await embedded.stop();
  say(
    `commands: pnpm bench registry-sync --people ${people} --connections ${connections} --seconds ${seconds}`,
  );
}
