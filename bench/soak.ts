// `pnpm bench soak [--connections 10,50] [--seconds 90] [--profiles 2000] [--port 8120]`
//
// Soak and restart: `pnpm start` (the real gateway, its own process) over a kept embedded
// PostgreSQL and a real Meilisearch that this bench owns, under a mix of public reads,
// searches and owner writes (PUT v1.0/user/editUserData). At each level, about a third of the
// way in, PostgreSQL is restarted in immediate mode (SIGQUIT to the postmaster: a crash, with
// recovery on start); about two thirds in, Meilisearch is killed (SIGKILL) and started again
// 15 s later. It prints req/s, p50/p99, 5xx and connection errors, the error window around each
// fault, and acknowledged writes lost. Nothing is asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { makePesel } from '@ln/pesel';
import { openLocalDatabase, REPO_ROOT, type LocalDatabase } from '@ln/db';
import { startMeilisearch, type MeilisearchServer } from '@ln/search/meili';
import pg from 'pg';
import { percentile } from './bench-api.js';

const MEILI_KEY = 'ln-soak-bench-master-key-0123456789';

interface Sample {
  /** ms since the level started, when the request was sent. */
  at: number;
  ms: number;
  /** HTTP status, or 0 for a connection error. */
  status: number;
  kind: 'read' | 'search' | 'write';
}

interface Fault {
  name: string;
  at: number;
}

/** A tiny cookie jar: one origin, every cookie sent everywhere (paths do not matter here). */
class Jar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || attributes.some((a) => /^max-age=0$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function step(jar: Jar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { accept: 'text/html', cookie: jar.header(), ...(init.headers ?? {}) },
  });
  jar.store(response);
  return response;
}

const next = (response: Response, base: string) =>
  new URL(response.headers.get('location') ?? '', base).href;

/** A surname for owner n: letters only, as PersonName requires (0 → Testera, 1 → Testerb, …). */
const surnameOf = (n: number) => `Tester${String.fromCharCode(97 + (n % 26))}`;

/** An owner account: a custom login through the dev identity provider, terms accepted. */
async function ownerSession(origin: string, n: number) {
  const jar = new Jar();
  const start = `${origin}/api/users-api/v1.0/auth/login/national`;
  let url = next(await step(jar, start), start);
  url = next(await step(jar, url), url);
  await (await step(jar, url)).text();
  const pesel = makePesel(
    new Date(Date.UTC(1970 + (n % 30), n % 12, 1 + (n % 27))),
    700 + n,
    false,
  );
  const form = new URLSearchParams({
    givenName: 'Soak',
    familyName: surnameOf(n),
    pesel,
    email: `soak${n}@example.org`,
  });
  let response = await step(jar, `${url}/custom`, {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  url = next(response, url);
  url = next(await step(jar, url), url);
  response = await step(jar, url);
  await response.text();
  const landed = response.headers.get('location') ?? '';
  if (!landed.startsWith(origin) || /unauthorized|locked|closed/.test(landed)) {
    throw new Error(`the login of owner ${n} ended at ${landed} (from ${url})`);
  }
  const refresh = async () => {
    const r = await step(jar, `${origin}/api/users-api/v1.0/auth/session/refresh`, {
      method: 'POST',
    });
    if (r.status !== 200) throw new Error(`refresh answered ${r.status}`);
    return ((await r.json()) as { accessToken: string }).accessToken;
  };
  let token = await refresh();
  await fetch(`${origin}/api/users-api/v1.0/terms/acceptance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ version: 1 }),
  });
  return {
    n,
    get token() {
      return token;
    },
    async renew() {
      token = await refresh();
    },
  };
}

/** From the first to the last failed request within 30 s after a fault (0 when none failed). */
function errorWindow(samples: Sample[], fault: Fault, kinds?: Sample['kind'][]): string {
  const failed = samples.filter(
    (s) =>
      (s.status === 0 || s.status >= 500) &&
      s.at + s.ms >= fault.at - 1000 &&
      s.at <= fault.at + 30_000 &&
      (!kinds || kinds.includes(s.kind)),
  );
  if (failed.length === 0) return '0 s (no failed request)';
  const first = Math.min(...failed.map((s) => s.at));
  const last = Math.max(...failed.map((s) => s.at + s.ms));
  return `${((last - first) / 1000).toFixed(2)} s (${failed.length} failed)`;
}

/**
 * The failures after the database accepted connections again: the services' own recovery
 * (stale pooled connections, retries), apart from the database's down time.
 */
function afterBack(samples: Sample[], back: Fault | undefined): string {
  if (!back) return 'never back';
  const failed = samples.filter(
    (s) => (s.status === 0 || s.status >= 500) && s.at + s.ms > back.at && s.at <= back.at + 30_000,
  );
  if (failed.length === 0) return 'none after it was back';
  const last = Math.max(...failed.map((s) => s.at + s.ms)) - back.at;
  const kinds = [...new Set(failed.map((s) => `${s.kind} ${s.status}`))].join(', ');
  return `${failed.length} failed after it was back, the last ending ${(last / 1000).toFixed(2)} s later (${kinds})`;
}

/** The postmaster's pid, from its data folder. */
function postmasterPid(dataDir: string): number {
  return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The Meilisearch process this bench started (found by its listen address). */
function meiliPid(port: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args.includes(`127.0.0.1:${port}`) && args.includes('--master-key')) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

export async function soakBench(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      connections: { type: 'string', default: '10,50' },
      seconds: { type: 'string', default: '90' },
      profiles: { type: 'string', default: '2000' },
      port: { type: 'string', default: '8120' },
      writers: { type: 'string', default: '6' },
    },
  });
  const port = Number(values.port);
  const seconds = Number(values.seconds);
  const levels = values.connections.split(',').map(Number);
  const writerCount = Number(values.writers);
  const origin = `http://localhost:${port}`;
  const dataDir = join(REPO_ROOT, '.data', 'soak', 'postgres');
  const meiliDir = join(REPO_ROOT, '.data', 'soak', 'meili');
  const pgPort = port + 3;
  const meiliPort = port + 2;

  let database: LocalDatabase = await openLocalDatabase({ dataDir, port: pgPort });
  let meili: MeilisearchServer = await startMeilisearch({
    dataDir: meiliDir,
    port: meiliPort,
    masterKey: MEILI_KEY,
    maxIndexingThreads: 1,
  });
  console.log(`PostgreSQL on ${pgPort} (${dataDir}), Meilisearch on ${meiliPort}`);

  const server: ChildProcess = spawn(
    join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    [join(REPO_ROOT, 'scripts', 'start.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: database.url,
        SEARCH_ENGINE: 'meilisearch',
        MEILI_URL: meili.url,
        MEILI_MASTER_KEY: MEILI_KEY,
        SEED_PROFILES: values.profiles,
        // The crash's 5xx are counted here; their log lines would drown the report.
        LOG_LEVEL: 'fatal',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let ready = false;
  server.stdout?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    process.stdout.write(text.replace(/^/gm, '  '));
    if (text.includes('is running at')) ready = true;
  });
  const stopAll = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await meili.stop().catch(() => {});
    await database.close().catch(() => {});
  };

  try {
    await until(() => ready || server.exitCode !== null, 'pnpm start', 600_000);
    if (server.exitCode !== null) throw new Error('pnpm start exited');

    const client = new pg.Client(database.url);
    await client.connect();
    const { rows } = await client.query<{ id: string; surname: string }>(
      'SELECT id, surname FROM profile WHERE NOT hidden ORDER BY random() LIMIT 1000',
    );
    await client.end();
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
    const owners: Awaited<ReturnType<typeof ownerSession>>[] = [];
    for (let i = 0; i < writerCount; i++) owners.push(await ownerSession(origin, i));
    console.log(`${rows.length} profiles to read, ${owners.length} owner accounts writing`);

    const report: string[] = [];
    for (const connections of levels) {
      const samples: Sample[] = [];
      const faults: Fault[] = [];
      const t0 = Date.now();
      const end = t0 + seconds * 1000;
      /** Last acknowledged write per owner: the counter written into its e-mail. */
      const acknowledged = new Map<number, number>();
      // Each owner writes 1, 2, 3, … on top of a base above every earlier run's values.
      const sequence = new Map<number, number>(owners.map((o) => [o.n, Date.now() * 1000]));
      let writesPaused: Promise<void> | null = null;
      let writesInFlight = 0;
      /** Where the restart's time goes (PostgreSQL's own log lines, from the start call). */
      const restartLog: string[] = [];
      let lost = 0;
      let behind = 0;
      let checked = 0;

      const timed = async (kind: Sample['kind'], run: () => Promise<Response>) => {
        const at = Date.now() - t0;
        const started = performance.now();
        let status: number;
        try {
          const response = await run();
          status = response.status;
          await response.arrayBuffer();
        } catch {
          status = 0;
        }
        samples.push({ at, ms: performance.now() - started, status, kind });
        return status;
      };

      const reader = async () => {
        while (Date.now() < end) {
          const row = pick(rows);
          if (Math.random() < 0.6) {
            await timed('read', () =>
              fetch(`${origin}/api/profiles-api/v1.3/public/profile/${row.id}/detailsPerson`),
            );
          } else {
            const q = encodeURIComponent(row.surname.slice(0, 4));
            await timed('search', () =>
              fetch(
                `${origin}/api/profiles-api/v1.1/public/profile/scientistSearchData?fullQuery=${q}`,
              ),
            );
          }
        }
      };
      const writer = async (owner: (typeof owners)[number]) => {
        while (Date.now() < end) {
          if (writesPaused) await writesPaused;
          const value = sequence.get(owner.n)! + 1;
          sequence.set(owner.n, value);
          writesInFlight++;
          const status = await timed('write', () =>
            fetch(`${origin}/api/users-api/v1.0/user/editUserData`, {
              method: 'PUT',
              headers: {
                authorization: `Bearer ${owner.token}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({
                firstName: 'Soak',
                surname: surnameOf(owner.n),
                email: `soak${owner.n}+${value}@example.org`,
              }),
            }),
          );
          writesInFlight--;
          if (status === 200) acknowledged.set(owner.n, value);
          else if (status === 401) await owner.renew().catch(() => {});
        }
      };

      const faultsDone = (async () => {
        // PostgreSQL: writers stop after their current request, so "acknowledged before the
        // crash" is exact; the crash comes at once (the worst case for unflushed commits).
        await new Promise((r) => setTimeout(r, seconds * 350));
        let resume!: () => void;
        writesPaused = new Promise((r) => (resume = r));
        await until(() => writesInFlight === 0, 'the writes in flight');
        const before = new Map(acknowledged);
        const pid = postmasterPid(dataDir);
        faults.push({ name: 'PostgreSQL immediate restart', at: Date.now() - t0 });
        process.kill(pid, 'SIGQUIT');
        await until(() => !alive(pid), 'the postmaster to exit');
        // Started again at once, as `pg_ctl restart -m immediate` would (an immediate stop
        // exits cleanly, so it is no crash to the supervisor of `pnpm start`).
        const restartAt = Date.now();
        restartLog.push(`    start call at ${new Date(restartAt).toISOString()}`);
        database = await openLocalDatabase({
          dataDir,
          port: pgPort,
          log: (text) => {
            for (const line of text.split('\n'))
              if (
                /starting PostgreSQL|interrupted|automatic recovery|redo|ready to accept/.test(line)
              )
                restartLog.push(
                  `    +${((Date.now() - restartAt) / 1000).toFixed(2)} s ${line.replace(/ UTC \[\d+\] LOG:\s+/, ' ')}`,
                );
          },
        });
        restartLog.push(`    +${((Date.now() - restartAt) / 1000).toFixed(2)} s open`);
        const check = new pg.Client(database.url);
        await check.connect();
        const { rows: stored } = await check.query<{ email: string; surname: string }>(
          "SELECT email, surname FROM app_user WHERE first_name = 'Soak'",
        );
        await check.end();
        for (const [n, value] of before) {
          const row = stored.find((r) => r.surname === surnameOf(n));
          const kept = Number(/\+(\d+)@/.exec(row?.email ?? '')?.[1] ?? 0);
          checked++;
          if (kept < value) {
            lost++;
            behind += value - kept;
          }
        }
        writesPaused = null;
        resume();
        faults.push({ name: 'PostgreSQL back', at: Date.now() - t0 });

        await new Promise((r) => setTimeout(r, Math.max(0, t0 + seconds * 650 - Date.now())));
        const meiliProcess = meiliPid(meiliPort);
        faults.push({ name: 'Meilisearch killed', at: Date.now() - t0 });
        if (meiliProcess) process.kill(meiliProcess, 'SIGKILL');
        await until(() => meiliProcess === null || !alive(meiliProcess), 'Meilisearch to exit');
        await new Promise((r) => setTimeout(r, 15_000));
        await meili.stop().catch(() => {});
        meili = await startMeilisearch({
          dataDir: meiliDir,
          port: meiliPort,
          masterKey: MEILI_KEY,
          maxIndexingThreads: 1,
        });
        faults.push({ name: 'Meilisearch back', at: Date.now() - t0 });
      })();

      await Promise.all([
        ...Array.from({ length: Math.max(1, connections - owners.length) }, reader),
        ...owners.map(writer),
        faultsDone,
      ]);
      const elapsed = (Date.now() - t0) / 1000;
      const lat = samples.map((s) => s.ms).sort((a, b) => a - b);
      const by = (kind: Sample['kind']) => samples.filter((s) => s.kind === kind);
      const p99 = (list: Sample[]) =>
        percentile(
          list.map((s) => s.ms).sort((a, b) => a - b),
          99,
        ).toFixed(1);
      const fivexx = samples.filter((s) => s.status >= 500).length;
      const refused = samples.filter((s) => s.status === 0).length;
      const pgFault = faults.find((f) => f.name.startsWith('PostgreSQL immediate'))!;
      const meiliFault = faults.find((f) => f.name === 'Meilisearch killed')!;
      const searchesWithoutMeili = by('search').filter(
        (s) =>
          s.at >= meiliFault.at &&
          s.at <= (faults.find((f) => f.name === 'Meilisearch back')?.at ?? 0),
      );
      const lines = [
        `connections ${connections} (${owners.length} writers), ${elapsed.toFixed(0)} s, ${samples.length} requests`,
        `  req/s ${(samples.length / elapsed).toFixed(0)}; p50 ${percentile(lat, 50).toFixed(1)} ms, p99 ${percentile(lat, 99).toFixed(1)} ms` +
          ` (read p99 ${p99(by('read'))}, search p99 ${p99(by('search'))}, write p99 ${p99(by('write'))})`,
        `  5xx ${fivexx}, connection errors ${refused}; writes ${by('write').length}, 4xx ${samples.filter((s) => s.status >= 400 && s.status < 500).length}`,
        `  PostgreSQL immediate restart at ${(pgFault.at / 1000).toFixed(1)} s: error window ${errorWindow(samples, pgFault)}; back after ${(((faults.find((f) => f.name === 'PostgreSQL back')?.at ?? 0) - pgFault.at) / 1000).toFixed(1)} s`,
        `  after the restart: ${afterBack(
          samples,
          faults.find((f) => f.name === 'PostgreSQL back'),
        )}`,
        `  the restart, from the start call:\n${restartLog.join('\n')}`,
        `  acknowledged writes lost: ${lost} of ${checked} owners behind their last acknowledged write (${behind} acknowledged writes missing in all)`,
        `  Meilisearch kill at ${(meiliFault.at / 1000).toFixed(1)} s: error window ${errorWindow(samples, meiliFault)}; ` +
          `searches while it was away: ${searchesWithoutMeili.length}, ${searchesWithoutMeili.filter((s) => s.status === 200).length} answered 200`,
      ];
      console.log(lines.join('\n'));
      report.push(...lines);
    }
    console.log(`\n${report.join('\n')}`);
  } finally {
    await stopAll();
  }
}
