// `pnpm bench ssr [--profiles 3000] [--connections 10] [--seconds 15] [--port 8186] [--cpu-prof]
// [--page-cache SECONDS] [--data-dir DIR]`:
// the rendering server under load. Starts `pnpm start` (its own port, embedded database and
// web build) on the benchmarks' database of that size, .data/bench-<N>/postgres (the one
// `pnpm bench profile-api --profiles N` seeds and keeps; seeded by `pnpm start` when it does not
// exist yet), or on the PostgreSQL data folder --data-dir names (an already seeded one), then autocannon on server-rendered public profiles: the seed's "full" persona
// (one page again and again) and profiles drawn at random from the sitemap (every request a
// different page, as crawlers read the portal). Prints req/s, latency percentiles and the
// server process's CPU time per request (from /proc, so other load on the cores does not
// inflate it; PostgreSQL's own processes are not counted). With
// --cpu-prof the server runs under `node --cpu-prof` and the bench prints where its CPU time
// went (self time by function and by package), the .cpuprofile kept for DevTools.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startPortal, stopPortal, waitForHealth } from './stack.js';

const root = join(import.meta.dirname, '..', '..');
const profileDir = join(root, '.tmp', 'bench-ssr-cpu-profile');

/**
 * CPU seconds the process has used (user + system, every thread), from /proc: the server's
 * real cost per request, whatever else shares the cores (wall times do not show it).
 */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Row {
  name: string;
  requests: number;
  /** The server's CPU milliseconds per request. */
  cpuMs: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(
  name: string,
  server: number,
  baseUrl: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<Row> {
  let next = 0;
  const cpuBefore = cpuSeconds(server);
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const path = paths[next % paths.length]!;
          next += 1;
          return { ...request, path };
        },
      },
    ],
  });
  const cpu = cpuSeconds(server) - cpuBefore;
  return {
    name,
    requests: result.requests.total,
    cpuMs: Number(((cpu * 1000) / Math.max(1, result.requests.total)).toFixed(2)),
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
  }[];
  startTime: number;
  endTime: number;
  samples: number[];
  /** Microseconds since the previous sample. */
  timeDeltas: number[];
}

/** Where a script belongs: its package under node_modules, the web's server bundle, or ours. */
function owner(url: string): string {
  if (url === '') return '(native/GC/idle)';
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.includes('bench-ssr-dist/server/')) return 'web server bundle (React, router, app)';
  if (url.startsWith('node:')) return 'node core';
  return url.replace(`file://${root}/`, '').split('/').slice(0, 2).join('/');
}

/**
 * Self time of a CPU profile by function and by package, largest first, over its last
 * `windowSeconds` (the measured load and the stop; start-up, seeding and the build are left
 * out), and the CPU time the server spent per request answered in that window.
 */
function summarize(file: string, windowSeconds: number, requests: number): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const from = profile.endTime - windowSeconds * 1e6;
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  let time = profile.startTime;
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < from) return;
    const frame = nodes.get(id);
    if (!frame || frame.functionName === '(idle)') return;
    busy += delta;
    const { functionName, url, lineNumber } = frame;
    const where = url ? `${owner(url)}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + delta);
    byOwner.set(owner(url), (byOwner.get(owner(url)) ?? 0) + delta);
  });
  const print = (title: string, map: Map<string, number>, count: number) => {
    console.info(title);
    for (const [key, spent] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
      console.info(`  ${((spent / busy) * 100).toFixed(1).padStart(5)} %  ${key}`);
    }
  };
  console.info(
    `CPU profile of the server over the load (${windowSeconds.toFixed(0)} s, ${file}): busy ${(busy / 1e6).toFixed(1)} s, ${(busy / 1e3 / requests).toFixed(2)} ms of CPU per request (${requests} requests)`,
  );
  print('self time (of the busy time) by package:', byOwner, 12);
  print('self time (of the busy time) by function:', byFunction, 30);
}

export async function ssrBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      profiles: { type: 'string', default: '3000' },
      connections: { type: 'string', default: '10' },
      seconds: { type: 'string', default: '15' },
      port: { type: 'string', default: '8186' },
      'cpu-prof': { type: 'boolean', default: false },
      'page-cache': { type: 'string', default: '0' },
      'data-dir': { type: 'string' },
    },
    strict: true,
  });
  const port = Number(values.port);
  const connections = Number(values.connections);
  const seconds = Number(values.seconds);
  const cpuProf = values['cpu-prof'] ?? false;
  if (cpuProf) {
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
  }
  const baseUrl = `http://localhost:${port}`;
  const profiles = Number(values.profiles);
  // The same database as the other benchmarks of that size (bench/dataset.ts): a 200,000-profile
  // seed is made once, whichever benchmark made it.
  const dataDir = values['data-dir'] ?? join(root, '.data', `bench-${profiles}`, 'postgres');
  console.info(`database: ${dataDir}${existsSync(dataDir) ? '' : ' (seeded by pnpm start)'}`);
  const stack = startPortal({
    port,
    dataDir,
    webDist: join(root, '.tmp', 'bench-ssr-dist'),
    env: { SEED_PROFILES: String(profiles), PAGE_CACHE_SECONDS: String(values['page-cache']) },
    nodeArgs: cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  const server = stack.pid!;
  const rows: Row[] = [];
  // Where the measured load starts and the server stops (performance.now()).
  const measured = { from: 0, to: 0 };
  try {
    await waitForHealth(baseUrl, stack, 20 * 60_000);
    const lookup = await fetch(
      `${baseUrl}/api/profiles-api/v1.0/public/profile/profileId?bwnpId=100000`,
    );
    const { profileId } = (await lookup.json()) as { profileId: string };
    // Every page of the sitemap (50,000 profiles each), so the random pages span all profiles.
    const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const pages = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/profiles-\d+\.xml)<\/loc>/g)];
    const all: string[] = [];
    for (const [, sitemapPath] of pages) {
      const sitemap = await (await fetch(`${baseUrl}${sitemapPath}`)).text();
      all.push(...[...sitemap.matchAll(/<loc>[^<]*(\/profiles\/[^<]+)<\/loc>/g)].map((m) => m[1]!));
    }
    const random = all.sort(() => Math.random() - 0.5).slice(0, 5000);
    const page = await fetch(`${baseUrl}/profiles/${profileId}`);
    if (!(await page.text()).includes('ln-server-state'))
      throw new Error('the profile page was not rendered on the server');
    // Warm up the JIT and PostgreSQL's caches.
    await load('warm-up', server, baseUrl, [`/profiles/${profileId}`, ...random], connections, 5);
    measured.from = performance.now();
    rows.push(
      await load('one profile', server, baseUrl, [`/profiles/${profileId}`], connections, seconds),
      await load(`random of ${all.length}`, server, baseUrl, random, connections, seconds),
    );
  } finally {
    await stopPortal(stack);
    measured.to = performance.now();
  }
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  console.info(
    `server-rendered profile pages, ${connections} connections, ${seconds} s each, PAGE_CACHE_SECONDS=${values['page-cache']} (load average ${one} ${five} ${fifteen}):`,
  );
  console.info(
    `  ${'pages'.padEnd(22)}${['req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'non-2xx', 'errors', 'CPU ms/req'].map((c) => c.padStart(11)).join('')}`,
  );
  for (const row of rows) {
    console.info(
      `  ${row.name.padEnd(22)}${[row.rps, row.p50, row.p90, row.p99, row.non2xx, row.errors, row.cpuMs].map((v) => String(v).padStart(11)).join('')}`,
    );
  }
  console.info(
    '  target: ≥ 500 req/s with p99 ≤ 50 ms (issue: the rendering server at 10 connections)',
  );
  if (cpuProf) {
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    const requests = rows.reduce((sum, row) => sum + row.requests, 0);
    if (file) summarize(join(profileDir, file), (measured.to - measured.from) / 1000, requests);
    else console.info(`no CPU profile written in ${profileDir}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ssrBench(process.argv.slice(2));
  process.exit(0);
}
