import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@ln/db';
import { resolveRefs } from '@ln/server';
import { eventually } from '@ln/testing/eventually';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Run } from './start-process.js';

// `pnpm start` with its embedded PostgreSQL, and the database taken away as the OOM killer
// would (kill -9 of the postmaster): requests wait for a restart within the pools' grace, then
// the portal answers 503 SERVICE_UNAVAILABLE, never 500, and comes back by itself; a database that keeps failing ends the process with exit code 1.
// Every wait below is bounded and polls for a condition; none sleeps a fixed time.

const start = (env: Record<string, string>) => startPortal({ LOG_LEVEL: 'error', ...env });

/** Resolves with the exit code, or undefined when the process is still running after `ms`. */
async function exitWithin(run: Run, ms: number): Promise<number | null | undefined> {
  let cancel = () => {};
  const bound = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, ms);
    cancel = () => clearTimeout(timer);
  });
  try {
    return await Promise.race([run.exited, bound]);
  } finally {
    cancel();
  }
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** A setting PostgreSQL refuses at start: every restart fails until it is taken out. */
function breakConfig(dataDir: string) {
  appendFileSync(join(dataDir, 'postgresql.auto.conf'), "shared_buffers = 'plenty'\n");
}
function mendConfig(dataDir: string) {
  const path = join(dataDir, 'postgresql.auto.conf');
  writeFileSync(path, readFileSync(path, 'utf8').replace("shared_buffers = 'plenty'\n", ''));
}

interface Probe {
  label: string;
  url: string;
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{
          in: string;
          name: string;
          required?: boolean;
          schema?: { type?: string; format?: string; enum?: unknown[] };
        }>;
      }
    >
  >;
}

/** Every GET of both services' OpenAPI documents, its parameters filled with plausible values. */
async function dataRoutes(origin: string, profileId: string): Promise<Probe[]> {
  const probes: Probe[] = [];
  for (const service of ['profiles-api', 'users-api']) {
    const prefix = `/api/${service}`;
    const doc = resolveRefs(
      (await (await fetch(`${origin}${prefix}/docs/json`)).json()) as OpenApi,
    );
    for (const [path, operations] of Object.entries(doc.paths)) {
      const get = operations.get;
      if (!get) continue;
      let filled = path.startsWith(prefix) ? path : `${prefix}${path}`;
      const query = new URLSearchParams();
      for (const p of get.parameters ?? []) {
        const value =
          p.schema?.enum?.[0] !== undefined
            ? String(p.schema.enum[0])
            : p.schema?.type === 'integer' || p.schema?.type === 'number'
              ? '1'
              : p.schema?.type === 'boolean'
                ? 'true'
                : p.schema?.format === 'uuid'
                  ? profileId
                  : 'nowak';
        if (p.in === 'path') filled = filled.replace(`{${p.name}}`, encodeURIComponent(value));
        else if (p.in === 'query' && p.required) query.set(p.name, value);
      }
      const qs = query.size > 0 ? `?${query}` : '';
      probes.push({ label: `GET ${path}`, url: `${origin}${filled}${qs}` });
    }
  }
  return probes;
}

async function statusOf(probe: Probe) {
  const response = await fetch(probe.url, { headers: { accept: 'application/json' } });
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text };
}

describe('pnpm start when its database goes away', { timeout: 300_000 }, () => {
  let scratch: string;
  let dataDir: string;
  let port: number;
  let run: Run;
  let origin: string;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'ln-outage-'));
    dataDir = join(scratch, 'postgres');
    port = await freePort();
    origin = `http://localhost:${port}`;
    // Patient: the first test keeps the database away while it reads every route.
    run = start({ LN_DATA_DIR: dataDir, PORT: String(port), LN_DB_RESTART_LIMIT: '20' });
    await eventually(() => run.output().includes('is running at') || undefined, {
      timeout: 240_000,
      what: 'the start',
    });
  }, 300_000);

  afterAll(() => {
    run?.child.kill('SIGKILL');
    rmSync(scratch, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After on every data route while it is away, and recovers by itself', async () => {
    const profileId = await eventually(
      async () => {
        const client = new pg.Client(`postgresql://postgres:postgres@127.0.0.1:${readPort()}/ln`);
        client.on('error', () => {});
        await client.connect();
        try {
          const { rows } = await client.query<{ id: string }>(
            'SELECT id FROM profile WHERE NOT hidden LIMIT 1',
          );
          return rows[0]?.id;
        } finally {
          await client.end();
        }
      },
      { timeout: 10_000, what: 'a profile id' },
    );
    const probes = await dataRoutes(origin, profileId);
    expect(probes.length).toBeGreaterThan(10);
    const before = new Map<string, number>();
    for (const probe of probes) before.set(probe.label, (await statusOf(probe)).status);
    expect([...before.values()].filter((s) => s === 200).length).toBeGreaterThan(5);

    // The database stays away: it is killed and cannot start again until mended.
    breakConfig(dataDir);
    try {
      process.kill(postmasterPid(dataDir), 'SIGKILL');
      await eventually(
        async () => (await statusOf(probes.find((p) => /health$/.test(p.label))!)).status === 503,
        { timeout: 10_000, what: 'health to report the database down' },
      );
      const wrong: string[] = [];
      let unavailable = 0;
      for (const probe of probes) {
        const { status, retryAfter, text } = await statusOf(probe);
        const was = before.get(probe.label)!;
        if (/health$/.test(probe.label)) {
          if (status !== 503 || !text.includes('"database":"down"')) {
            wrong.push(`${probe.label}: ${status} ${text}`);
          }
        } else if (status === 503) {
          unavailable += 1;
          if (retryAfter !== '5' || !text.includes('"code":"SERVICE_UNAVAILABLE"')) {
            wrong.push(
              `${probe.label}: 503 without Retry-After or envelope: ${text.slice(0, 120)}`,
            );
          }
        } else if (status !== was) {
          // Anything else must be what it was: decided before any data is read (401, 400)
          // or served from memory (dictionaries, configuration, keys). Never a 500.
          wrong.push(`${probe.label}: ${status}, was ${was}: ${text.slice(0, 120)}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(unavailable).toBeGreaterThanOrEqual(10);
      expect(run.output()).toMatch(
        /PostgreSQL stopped unexpectedly \(killed by SIGKILL\); restarting in/,
      );
    } finally {
      // Mended: the next restart succeeds, and the portal answers as before without any help.
      mendConfig(dataDir);
    }
    await eventually(() => run.output().includes('PostgreSQL is back') || undefined, {
      timeout: 20_000,
      what: 'the restart',
    });
    await eventually(
      async () => {
        for (const probe of probes) {
          if ((await statusOf(probe)).status !== before.get(probe.label)) return undefined;
        }
        return true;
      },
      { timeout: 10_000, what: 'every route to answer as before' },
    );
  });

  it('rides out a kill -9 and the restart: requests wait for the database, never 500', async () => {
    const route = `${origin}/api/profiles-api/v1.1/public/profile/scientistSearchData`;
    expect((await fetch(route)).status).toBe(200);
    const restarts = () => run.output().split('PostgreSQL is back').length;
    const before = restarts();
    process.kill(postmasterPid(dataDir), 'SIGKILL');
    // The services' pools wait for a database that was there (packages/db, the restart grace):
    // the requests made during the restart answer once it is back; only past the grace
    // would they answer 503.
    const seen = new Set<number>();
    await eventually(
      async () => {
        const status = (await fetch(route)).status;
        seen.add(status);
        return status === 200 && restarts() > before ? true : undefined;
      },
      { timeout: 20_000, what: 'the portal to answer after the restart' },
    );
    expect([...seen].filter((status) => status !== 200 && status !== 503)).toEqual([]);
  });

  it('stops within 5 s on Ctrl-C after the database died', async () => {
    const crashes = () => run.output().split('stopped unexpectedly').length;
    const seen = crashes();
    breakConfig(dataDir);
    try {
      process.kill(postmasterPid(dataDir), 'SIGKILL');
      await eventually(() => crashes() > seen || undefined, {
        timeout: 10_000,
        what: 'the crash to be seen',
      });
      run.child.kill('SIGINT');
      expect(await exitWithin(run, 5_000)).toBe(0);
    } finally {
      mendConfig(dataDir);
    }
  });

  it('ends with a clear message and exit code 1 when the database keeps failing', async () => {
    const second = start({ LN_DATA_DIR: dataDir, PORT: String(port) });
    try {
      await eventually(() => second.output().includes('is running at') || undefined, {
        timeout: 120_000,
        what: 'the start',
      });
      breakConfig(dataDir);
      process.kill(postmasterPid(dataDir), 'SIGKILL');
      expect(await exitWithin(second, 60_000)).toBe(1);
      expect(second.output()).toMatch(
        /PostgreSQL failed 6 times within 60 s \(last: .*\); giving up\. Stopping/,
      );
    } finally {
      second.child.kill('SIGKILL');
    }
  });

  function readPort(): number {
    return Number(/embedded PostgreSQL on port (\d+)/.exec(run.output())?.[1]);
  }
});
