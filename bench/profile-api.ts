// `pnpm bench profile-api [--profiles N] [--connections 10,50] [--seconds 10] [--port P]`
// autocannon against detailsPerson and shortPublications of a real profiles-api (its own
// process, as in production) over random seeded profiles, and the same data read with one
// raw `pg` query per request as a baseline, at the same concurrency (shortPublications: the
// route's own statement, beside the simpler query this bench used before).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { SHORT_PUBLICATIONS_LIMIT } from '@ln/contracts';
import { freePort, REPO_ROOT } from '@ln/db';
import { keptShortListStatement, shortListStatement } from '@ln/profiles-api/publication-sql';
import { percentile } from './bench-api.js';
import { benchDatabase } from './dataset.js';

interface Row {
  target: string;
  connections: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  errors: number;
  /** CPU milliseconds per request: the API server, PostgreSQL, this process (the load). */
  cpu: Cpu | null;
}

interface Cpu {
  server: number;
  database: number;
  load: number;
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/** CPU time (utime + stime) of a process in milliseconds; 0 once it has gone. */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
  } catch {
    return 0;
  }
}

/** CPU milliseconds of a process and its descendants, by process id. */
function treeCpuMs(root: number): Map<number, number> {
  const found = new Map<number, number>();
  const visit = (pid: number) => {
    found.set(pid, processCpuMs(pid));
    let children = '';
    try {
      children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' });
    } catch {
      // pgrep exits 1 when a process has no children.
    }
    for (const child of children.split('\n').filter(Boolean)) visit(Number(child));
  };
  visit(root);
  return found;
}

/** What a process tree used since `before` (processes started since count in full). */
function usedSince(root: number, before: Map<number, number>): number {
  let used = 0;
  for (const [pid, ms] of treeCpuMs(root)) used += ms - (before.get(pid) ?? 0);
  return used;
}

/**
 * Where the CPU goes, per request: the server (tsx and the node process it starts),
 * PostgreSQL (the postmaster and its processes: the backends of both pools) and this process
 * (autocannon or the raw client). On a machine shared with other work the req/s of a run
 * depend on what else runs; the CPU a request costs much less, so the ratio of the CPU totals
 * (raw / API) is what a quiet machine gives when the two cores are the limit. Linux only
 * (/proc); null elsewhere or against DATABASE_URL.
 */
function cpuMeter(serverPid: number | undefined, postgresPid: number | undefined) {
  if (!serverPid || !postgresPid || processCpuMs(process.pid) === 0) return null;
  return {
    start() {
      const server = treeCpuMs(serverPid);
      const database = treeCpuMs(postgresPid);
      const load = process.cpuUsage();
      return (requests: number): Cpu => {
        const used = process.cpuUsage(load);
        return {
          server: usedSince(serverPid, server) / requests,
          database: usedSince(postgresPid, database) / requests,
          load: (used.user + used.system) / 1000 / requests,
        };
      };
    },
  };
}

type CpuMeter = ReturnType<typeof cpuMeter>;

/** Seconds of load each target gets through the API before its measured runs. */
const API_WARM_UP_SECONDS = 8;

const DETAILS_SQL = `
  SELECT p.*, (SELECT json_agg(e) FROM employment e WHERE e.profile_id = p.id) AS employments,
         (SELECT json_agg(d) FROM profile_discipline d WHERE d.profile_id = p.id) AS disciplines,
         (SELECT json_agg(s) FROM specialty s WHERE s.profile_id = p.id) AS specialties,
         (SELECT json_agg(l) FROM profile_link l WHERE l.profile_id = p.id) AS links
    FROM profile p WHERE p.id = $1`;
/** A raw query per request: its text, its parameters, and a name when it is prepared. */
type Statement = (id: string) => { name?: string; text: string; values: unknown[] };

const details: Statement = (id) => ({ text: DETAILS_SQL, values: [id] });
/**
 * The very statement the route runs (its rows: the recommended visible version of each
 * publication, hidden versions and the owner's toggle applied, the total, the invisible flag,
 * the profile's visibility), prepared as the route's `db.sql` prepares it.
 */
const shortList: Statement = (id) => {
  const { text, values } = shortListStatement(id, SHORT_PUBLICATIONS_LIMIT);
  return { name: 'short-list', text, values };
};
/**
 * The route's first statement when the profile's list is kept (publication_short_list, decision
 * 028): the profile's visibility and its kept list, one primary-key look-up each. What the API
 * reads on every call once the list is kept, so the API's own cost beside its database's.
 */
const keptShortList: Statement = (id) => {
  const { text, values } = keptShortListStatement(id);
  return { name: 'kept-short-list', text, values };
};
/**
 * The simpler query this bench compared with before (kept as a reference row): it reads each
 * publication's own title, year and DOI and its first authors, without the choice of the
 * visible version, the hidden versions, the total or the profile's visibility, so not the
 * same rows as the route's answer.
 */
const SIMPLE_PUBLICATIONS_SQL = `
  SELECT pub.id, pub.main_title, pub.type, pub.year, pub.doi, a.position,
         (SELECT json_agg(json_build_object('name', x.first_name, 'surname', x.surname) ORDER BY x.position)
            FROM publication_author x WHERE x.publication_id = pub.id AND x.position < 10) AS authors
    FROM publication_author a JOIN publication pub ON pub.id = a.publication_id
   WHERE a.profile_id = $1 AND a.publicly_visible
   ORDER BY pub.year DESC`;
const simplePublications: Statement = (id) => ({ text: SIMPLE_PUBLICATIONS_SQL, values: [id] });

async function rawBaseline(
  url: string,
  statement: Statement,
  ids: string[],
  connections: number,
  seconds: number,
  meter: CpuMeter,
) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  pool.on('error', () => {});
  // Every connection open before the clock starts (their start-up is no request's cost).
  await Promise.all(Array.from({ length: connections }, () => pool.query('SELECT 1')));
  const stop = meter?.start();
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const id = ids[Math.floor(Math.random() * ids.length)]!;
        const t = process.hrtime.bigint();
        try {
          await pool.query(statement(id));
        } catch {
          errors += 1;
        }
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }),
  );
  const cpu = stop?.(latencies.length) ?? null;
  await pool.end();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    errors,
    cpu,
  };
}

/**
 * Reads every profile of the run once with each raw statement, so that the API and its raw
 * baseline both start from the same warm cache (otherwise the run measured second reads the
 * pages the first one brought in, and the order of the runs decides part of the ratio).
 */
async function warmUp(url: string, statements: Statement[], ids: string[]) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {});
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        for (const statement of statements) await pool.query(statement(id));
      }
    }),
  );
  await pool.end();
}

async function cannon(
  baseUrl: string,
  pathFor: (id: string) => string,
  ids: string[],
  connections: number,
  seconds: number,
  meter: CpuMeter = null,
) {
  const stop = meter?.start();
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: pathFor(ids[Math.floor(Math.random() * ids.length)]!),
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpu: stop?.(result.requests.total) ?? null,
  };
}

export async function profileApiBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      profiles: { type: 'string', default: '3000' },
      connections: { type: 'string', default: '10,50' },
      seconds: { type: 'string', default: '10' },
      // The API listens on P and the embedded PostgreSQL on P + 1 (default: free ports).
      port: { type: 'string', default: '0' },
    },
  });
  const profiles = Number(values.profiles);
  const seconds = Number(values.seconds);
  const connectionsList = values.connections.split(',').map(Number);
  const given = Number(values.port);
  const { url, embedded } = await benchDatabase(
    profiles,
    (l) => console.log(`  ${l}`),
    given > 0 ? given + 1 : 0,
  );
  // A freshly seeded database holds one search_outbox row per profile; the server's worker
  // would index them all during the runs (minutes of work at 200,000 profiles) and the reads
  // would be measured beside it. Reads are what this bench measures: the rows are marked
  // done, as after a reindex (`pnpm bench search` builds the index when it finds it empty).
  const setup = new pg.Client(url);
  await setup.connect();
  const pending = await setup.query(
    'UPDATE search_outbox SET processed_at = now() WHERE processed_at IS NULL',
  );
  await setup.end();
  if (pending.rowCount)
    console.log(`  ${pending.rowCount} search outbox rows of the seed marked done (not indexed)`);
  const port = given > 0 ? given : await freePort();
  const server = spawn(
    join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    [join(REPO_ROOT, 'apps', 'profiles-api', 'src', 'server.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
      },
      stdio: 'inherit',
    },
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    // Measure only a server that answers: on a loaded machine its start takes long.
    const deadline = Date.now() + 180_000;
    while (
      !(await fetch(`${base}/api/profiles-api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('profiles-api did not become healthy in 180 s');
      await new Promise((r) => setTimeout(r, 200));
    }
    const client = new pg.Client(url);
    await client.connect();
    const { rows } = await client.query<{ id: string }>(
      'SELECT id FROM profile WHERE NOT hidden ORDER BY random() LIMIT 2000',
    );
    await client.end();
    const ids = rows.map((r) => r.id);
    const meter = cpuMeter(server.pid, embedded?.pid());
    const targets = [
      {
        name: 'detailsPerson',
        path: (id: string) => `/api/profiles-api/v1.3/public/profile/${id}/detailsPerson`,
        raw: [{ label: 'raw pg', statement: details }],
      },
      {
        name: 'shortPublications',
        path: (id: string) => `/api/profiles-api/v1.0/public/publications/${id}/shortPublications`,
        raw: [
          { label: 'raw pg', statement: shortList },
          { label: 'simpler pg', statement: simplePublications },
          { label: 'raw pg, kept', statement: keptShortList },
        ],
      },
    ];
    const results: Row[] = [];
    for (const target of targets) {
      await warmUp(
        url,
        target.raw.map((r) => r.statement),
        ids,
      );
      // The server's own warm-up: its JIT, its pools' prepared statements, and the kept short
      // lists (the first read of a profile builds and keeps its list). Two seconds left the
      // API's first run below its steady state (p99 51 ms against 8 ms for detailsPerson).
      await cannon(base, target.path, ids, 10, API_WARM_UP_SECONDS);
      for (const connections of connectionsList) {
        const api = await cannon(base, target.path, ids, connections, seconds, meter);
        results.push({ target: `${target.name} (API)`, connections, ...api });
        for (const { label, statement } of target.raw) {
          const raw = await rawBaseline(url, statement, ids, connections, seconds, meter);
          results.push({ target: `${target.name} (${label})`, connections, ...raw });
        }
      }
    }
    console.log(
      `\nprofiles-api at ${profiles} profiles, ${seconds} s per run (2 cores shared by server, database and load; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
    console.log(
      '  target                            conns     req/s   p50 ms   p90 ms   p99 ms  errors   CPU ms/req: server  database  load',
    );
    const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(2));
    for (const r of results) {
      console.log(
        `  ${r.target.padEnd(32)} ${String(r.connections).padStart(5)} ${r.rps.toFixed(0).padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p90.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)} ${ms(r.cpu?.server).padStart(19)} ${ms(r.cpu?.database).padStart(9)} ${ms(r.cpu?.load).padStart(5)}`,
      );
    }
    const cpuTotal = (r: Row) => (r.cpu ? r.cpu.server + r.cpu.database + r.cpu.load : NaN);
    for (const target of targets) {
      for (const connections of connectionsList) {
        const api = results.find(
          (r) => r.target === `${target.name} (API)` && r.connections === connections,
        )!;
        for (const { label } of target.raw) {
          const raw = results.find(
            (r) => r.target === `${target.name} (${label})` && r.connections === connections,
          )!;
          console.log(
            `  ${target.name} at ${connections}: API/${label} throughput ratio ${(api.rps / raw.rps).toFixed(2)}, CPU per request ${label}/API ${(cpuTotal(raw) / cpuTotal(api)).toFixed(2)}`,
          );
        }
      }
    }
  } finally {
    // The server ends its workers before the database goes (they would log its absence); one
    // that has not ended in 10 s is killed.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    await embedded?.stop();
  }
}
