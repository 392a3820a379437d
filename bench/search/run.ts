// `pnpm bench search run --profiles N [--engines postgres,meilisearch] [--connections 1,10]
// [--seconds 8] [--reindex-postgres] [--reuse-meili] [--kinds "exact surname,…"] [--out file]`: the query mix of issue 4 through profiles-api (its own process,
// autocannon) and against the engine in this process, both at the same concurrency, then
// the edit-to-searchable time; the full reindex time of each engine is measured on the way.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { createPrismaClient, freePort, REPO_ROOT, type Db } from '@ln/db';
import { createPostgresSearchEngine, reindexAll, type SearchEngine } from '@ln/search';
import {
  createMeilisearchEngine,
  startMeilisearch,
  type MeilisearchServer,
} from '@ln/search/meili';
import { searchBenchDatabase } from './dataset.js';
import { buildQueryMix, type QueryKind, type Sample } from './queries.js';

const API_PATH = '/api/profiles-api/v1.1/public/profile/scientistSearchData';

interface Stats {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  /** Share of answers whose counts were estimates (SearchResult.estimated). */
  estimated?: number;
}
interface Row {
  engine: string;
  kind: QueryKind;
  connections: number;
  api: Stats;
  direct: Stats;
  /** 1-minute load average after the run (2 cores: above ~2 means other work competed). */
  load: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
function stats(latencies: number[], seconds: number, errors: number): Stats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: latencies.length / seconds,
    errors,
  };
}
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

async function throughApi(base: string, samples: Sample[], connections: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  let finished!: (result: autocannon.Result) => void;
  let failed!: (error: Error) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const instance = autocannon(
    {
      url: base,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: `${API_PATH}?${pick(samples).params}` }),
        },
      ],
    },
    (error, result) => (error ? failed(error) : finished(result)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime);
    else errors += 1;
  });
  const result = await done;
  return stats(latencies, seconds, errors + result.errors);
}

async function direct(
  engine: SearchEngine,
  samples: Sample[],
  connections: number,
  seconds: number,
) {
  const latencies: number[] = [];
  let errors = 0;
  let estimated = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const t = process.hrtime.bigint();
        try {
          const result = await engine.search(pick(samples).query);
          latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
          if (result.estimated) estimated += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return {
    ...stats(latencies, seconds, errors),
    estimated: estimated / Math.max(1, latencies.length),
  };
}

async function waitForHealth(base: string, server: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error('profiles-api exited during start');
    const ok = await fetch(`${base}/api/profiles-api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('profiles-api did not become healthy');
}

/** Write → outbox → worker → visible through the API: a surname changed by SQL, polled every 10 ms. */
async function editToSearchable(url: string, base: string, rounds: number): Promise<number[]> {
  const client = new pg.Client(url);
  await client.connect();
  const times: number[] = [];
  try {
    const { rows } = await client.query<{ id: string; surname: string }>(
      `SELECT id::text AS id, surname FROM profile WHERE NOT hidden AND NOT dead
        ORDER BY id LIMIT $1 OFFSET 1000`,
      [rounds],
    );
    for (const [i, row] of rows.entries()) {
      const marker = `Pomiarowska${'abcdefghij'[i]}${Date.now().toString(36).replace(/\d/g, 'q')}`;
      await client.query('UPDATE profile SET surname = $2 WHERE id = $1', [row.id, marker]);
      const t0 = Date.now();
      for (;;) {
        const body = (await fetch(`${base}${API_PATH}?fullQuery=${marker}`).then((r) =>
          r.json(),
        )) as { page?: { content?: Array<{ profileId: string }> } };
        if (body.page?.content?.some((p) => p.profileId === row.id)) break;
        if (Date.now() - t0 > 30_000) throw new Error('an edit was not searchable within 30 s');
        await new Promise((r) => setTimeout(r, 10));
      }
      times.push(Date.now() - t0);
      await client.query('UPDATE profile SET surname = $2 WHERE id = $1', [row.id, row.surname]);
    }
    // Let the worker put the original names back before anything else measures.
    await new Promise((r) => setTimeout(r, 2_000));
  } finally {
    await client.end();
  }
  return times;
}

async function indexedCount(url: string): Promise<number> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM search_profile');
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function vacuumSearchTables(url: string): Promise<void> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query(
      'VACUUM (ANALYZE) search_profile, search_document, search_token, search_token_variant',
    );
  } finally {
    await client.end();
  }
}

export async function runSearchBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      profiles: { type: 'string', default: '200000' },
      engines: { type: 'string', default: 'postgres,meilisearch' },
      connections: { type: 'string', default: '1,10' },
      seconds: { type: 'string', default: '8' },
      'reindex-postgres': { type: 'boolean', default: false },
      'reuse-meili': { type: 'boolean', default: false },
      kinds: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const profiles = Number(values.profiles);
  const seconds = Number(values.seconds);
  const connectionsList = values.connections.split(',').map(Number);
  const engines = values.engines.split(',') as Array<'postgres' | 'meilisearch'>;
  const lines: string[] = [];
  const say = (line: string) => {
    console.log(line);
    lines.push(line);
  };

  const { url, embedded, dataDir } = await searchBenchDatabase(profiles, (l) => say(`  ${l}`));
  const db: Db = createPrismaClient(url, { max: 12 });
  const rows: Row[] = [];
  const reindexSeconds: Record<string, number> = {};
  const editTimes: Record<string, number[]> = {};
  let meili: MeilisearchServer | undefined;
  let meiliDir: string | undefined;
  try {
    // The PostgreSQL index backs both engines (it is the fallback), so it must be complete.
    const postgres = createPostgresSearchEngine({ db });
    if (values['reindex-postgres'] || (await indexedCount(url)) === 0) {
      say(`reindexing PostgreSQL (${profiles} profiles)…`);
      const t = Date.now();
      const { indexed } = await reindexAll({ db, engine: postgres });
      reindexSeconds.postgres = (Date.now() - t) / 1000;
      say(`  PostgreSQL: ${indexed} profiles in ${reindexSeconds.postgres.toFixed(1)} s`);
    }
    // Migrations that rewrite the search tables and a fresh reindex leave dead rows and no
    // statistics; vacuum and analyze them as a running database would have (seed.ts does so).
    const tv = Date.now();
    await vacuumSearchTables(url);
    say(`VACUUM (ANALYZE) of the search tables: ${((Date.now() - tv) / 1000).toFixed(1)} s`);
    const all = await buildQueryMix(url);
    // --kinds "exact surname,prefix 3-4": only these kinds of the mix.
    const kinds = values.kinds?.split(',').map((k) => k.trim());
    const unknown = kinds?.filter((k) => !(k in all)) ?? [];
    if (unknown.length > 0) throw new Error(`unknown kinds: ${unknown.join(', ')}`);
    const mix = kinds
      ? (Object.fromEntries(kinds.map((k) => [k, all[k as QueryKind]])) as typeof all)
      : all;
    say(
      `query mix: ${Object.entries(mix)
        .map(([k, s]) => `${k} ${s.length}`)
        .join(', ')}`,
    );

    for (const engineName of engines) {
      const env: Record<string, string> = { SEARCH_ENGINE: engineName };
      let engine: SearchEngine = postgres;
      if (engineName === 'meilisearch') {
        meiliDir = join(
          dataDir ?? join(REPO_ROOT, '.data', `bench-meili-${profiles}`),
          'meilisearch',
        );
        // --reuse-meili keeps the data folder (and its master key) of an earlier run, so a
        // 1M index built once can be measured again without its ~8 minute rebuild.
        if (!values['reuse-meili']) rmSync(meiliDir, { recursive: true, force: true });
        mkdirSync(meiliDir, { recursive: true });
        const keyFile = join(meiliDir, 'bench-master-key');
        if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(24).toString('hex'));
        meili = await startMeilisearch({
          dataDir: meiliDir,
          masterKey: readFileSync(keyFile, 'utf8'),
        });
        const meiliEngine = await createMeilisearchEngine({
          url: meili.url,
          apiKey: meili.masterKey,
        });
        const have = values['reuse-meili'] ? await meiliEngine.count().catch(() => 0) : 0;
        const want = await indexedCount(url);
        if (have > 0 && have === want) {
          say(`Meilisearch: reusing its index of ${have} profiles (--reuse-meili)`);
        } else {
          say(`reindexing Meilisearch (${profiles} profiles, empty index)…`);
          const t = Date.now();
          const { indexed } = await reindexAll({ db, engine: meiliEngine });
          reindexSeconds.meilisearch = (Date.now() - t) / 1000;
          say(`  Meilisearch: ${indexed} profiles in ${reindexSeconds.meilisearch.toFixed(1)} s`);
        }
        engine = meiliEngine;
        Object.assign(env, { MEILI_URL: meili.url, MEILI_MASTER_KEY: meili.masterKey });
      }

      const port = await freePort();
      const server = spawn(
        join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
        [join(REPO_ROOT, 'apps', 'profiles-api', 'src', 'server.ts')],
        {
          env: {
            ...process.env,
            ...env,
            DATABASE_URL: url,
            PORT: String(port),
            HOST: '127.0.0.1',
            LOG_LEVEL: 'error',
          },
          stdio: 'inherit',
        },
      );
      const base = `http://127.0.0.1:${port}`;
      try {
        await waitForHealth(base, server);
        // A fresh server compiles its code and prepares its statements on each pooled
        // connection in its first seconds: warm it on every kind first, or the first kind
        // measured pays for all of them.
        for (const samples of Object.values(mix)) await throughApi(base, samples, 1, 2);
        for (const [kind, samples] of Object.entries(mix) as [QueryKind, Sample[]][]) {
          await throughApi(base, samples, 4, 1); // warm-up
          await direct(engine, samples, 4, 1);
          for (const connections of connectionsList) {
            const api = await throughApi(base, samples, connections, seconds);
            const own = await direct(engine, samples, connections, seconds);
            rows.push({
              engine: engineName,
              kind,
              connections,
              api,
              direct: own,
              load: loadavg()[0]!,
            });
            console.log(
              `  ${engineName} ${kind} ×${connections}: API p95 ${api.p95.toFixed(1)} ms, engine p95 ${own.p95.toFixed(1)} ms`,
            );
          }
        }
        editTimes[engineName] = await editToSearchable(url, base, 5);
      } finally {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      if (meili) {
        await meili.stop();
        meili = undefined;
      }
    }
  } finally {
    await meili?.stop();
    if (meiliDir && !values['reuse-meili']) rmSync(meiliDir, { recursive: true, force: true });
    await db.$disconnect();
    await embedded?.stop();
  }

  const f = (n: number) => n.toFixed(1).padStart(8);
  say(
    `\nsearch at ${profiles} profiles, ${seconds} s per run; 2 cores shared by PostgreSQL, Meilisearch, profiles-api and the load generator`,
  );
  say(
    'API = through profiles-api over HTTP (autocannon); engine = SearchEngine.search() in the bench process',
  );
  say(
    '  engine       query             conns | API p50    p95    p99   req/s | engine p50    p95    p99   req/s | p50 ratio  errors  load  est',
  );
  for (const r of rows) {
    say(
      `  ${r.engine.padEnd(12)} ${r.kind.padEnd(17)} ${String(r.connections).padStart(5)} |${f(r.api.p50)}${f(r.api.p95)}${f(r.api.p99)}${r.api.rps.toFixed(0).padStart(8)} |   ${f(r.direct.p50)}${f(r.direct.p95)}${f(r.direct.p99)}${r.direct.rps.toFixed(0).padStart(8)} |${(r.api.p50 / Math.max(r.direct.p50, 0.01)).toFixed(2).padStart(9)}${String(r.api.errors + r.direct.errors).padStart(8)}${r.load.toFixed(1).padStart(6)}${`${Math.round((r.direct.estimated ?? 0) * 100)}%`.padStart(5)}`,
    );
  }
  for (const [engine, s] of Object.entries(reindexSeconds)) {
    say(`full reindex, ${engine}: ${s.toFixed(1)} s (${(profiles / s).toFixed(0)} profiles/s)`);
  }
  for (const [engine, times] of Object.entries(editTimes)) {
    const sorted = [...times].sort((a, b) => a - b);
    say(
      `edit-to-searchable, ${engine} (SQL update → outbox → worker → visible through the API, ${times.length} edits): median ${percentile(sorted, 50)} ms, max ${sorted.at(-1)} ms`,
    );
  }
  if (values.out) {
    const file = join(REPO_ROOT, 'bench', 'results', values.out);
    writeFileSync(file, `${lines.join('\n')}\n`);
    console.log(`\nsaved to bench/results/${values.out}`);
  }
}
