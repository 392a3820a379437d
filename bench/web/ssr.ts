// `pnpm bench ssr [--profiles 3000] [--connections 10] [--seconds 15] [--port 8186] [--cpu-prof]`:
// the rendering server under load. Starts `pnpm start` (its own port, embedded database and
// web build), then autocannon on server-rendered public profiles: the seed's "full" persona
// (one page again and again) and profiles drawn at random from the sitemap (every request a
// different page, as crawlers read the portal). Prints req/s and latency percentiles. With
// --cpu-prof the server runs under `node --cpu-prof` and the bench prints where its CPU time
// went (self time by function and by package), the .cpuprofile kept for DevTools.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = join(import.meta.dirname, '..', '..');
const profileDir = join(root, '.tmp', 'bench-ssr-cpu-profile');

async function waitForHealth(baseUrl: string, stack: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (stack.exitCode !== null) throw new Error(`pnpm start exited (${stack.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/profiles-api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${baseUrl} did not become healthy`);
}

function startStack(port: number, profiles: number, cpuProf: boolean): ChildProcess {
  const node = [
    ...(cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    '--import',
    'tsx',
    join(root, 'scripts', 'start.ts'),
  ];
  return spawn(process.execPath, node, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: '',
      LN_DATA_DIR: join(root, '.data', `bench-ssr-${profiles}`),
      WEB_DIST_DIR: join(root, '.tmp', 'bench-ssr-dist'),
      SEED_PROFILES: String(profiles),
      MAIL_CATCHER_SMTP_PORT: String(port + 1),
      MAIL_CATCHER_HTTP_PORT: String(port + 2),
      LOG_LEVEL: 'warn',
    },
  });
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(
  name: string,
  baseUrl: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<Row> {
  let next = 0;
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
  return {
    name,
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
}

/** Where a script belongs: its package under node_modules, the web's server bundle, or ours. */
function owner(url: string): string {
  if (url === '') return '(native/GC/idle)';
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.includes('/server/entry-server.js')) return 'web server bundle (React, router, app)';
  if (url.startsWith('node:')) return 'node core';
  return url.replace(`file://${root}/`, '').split('/').slice(0, 2).join('/');
}

/** Self time of a CPU profile by function and by package, largest first. */
function summarize(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const total = profile.samples.length;
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${owner(url)}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
    byOwner.set(owner(url), (byOwner.get(owner(url)) ?? 0) + hits);
  }
  const seconds = (profile.endTime - profile.startTime) / 1e6;
  const print = (title: string, map: Map<string, number>, count: number) => {
    console.info(title);
    for (const [key, hits] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
      console.info(`  ${((hits / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
    }
  };
  console.info(`CPU profile of the server (${seconds.toFixed(0)} s, ${file}):`);
  print('self time by package:', byOwner, 12);
  print('self time by function:', byFunction, 25);
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
  const stack = startStack(port, Number(values.profiles), cpuProf);
  const rows: Row[] = [];
  try {
    await waitForHealth(baseUrl, stack, 20 * 60_000);
    const lookup = await fetch(
      `${baseUrl}/api/profiles-api/v1.0/public/profile/profileId?bwnpId=100000`,
    );
    const { profileId } = (await lookup.json()) as { profileId: string };
    const sitemap = await (await fetch(`${baseUrl}/sitemaps/profiles-1.xml`)).text();
    const all = [...sitemap.matchAll(/<loc>[^<]*(\/profiles\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    const random = all.sort(() => Math.random() - 0.5).slice(0, 5000);
    const page = await fetch(`${baseUrl}/profiles/${profileId}`);
    if (!(await page.text()).includes('ln-server-state'))
      throw new Error('the profile page was not rendered on the server');
    // Warm up the JIT and PostgreSQL's caches.
    await load('warm-up', baseUrl, [`/profiles/${profileId}`, ...random], connections, 5);
    rows.push(
      await load('one profile', baseUrl, [`/profiles/${profileId}`], connections, seconds),
      await load(`random of ${all.length}`, baseUrl, random, connections, seconds),
    );
  } finally {
    if (stack.exitCode === null) {
      const stopped = new Promise((resolve) => stack.once('exit', resolve));
      stack.kill('SIGINT');
      await stopped;
    }
  }
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  console.info(
    `server-rendered profile pages, ${connections} connections, ${seconds} s each (load average ${one} ${five} ${fifteen}):`,
  );
  console.info(
    `  ${'pages'.padEnd(22)}${['req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'non-2xx', 'errors'].map((c) => c.padStart(9)).join('')}`,
  );
  for (const row of rows) {
    console.info(
      `  ${row.name.padEnd(22)}${[row.rps, row.p50, row.p90, row.p99, row.non2xx, row.errors].map((v) => String(v).padStart(9)).join('')}`,
    );
  }
  console.info(
    '  target: ≥ 500 req/s with p99 ≤ 50 ms (issue: the rendering server at 10 connections)',
  );
  if (cpuProf) {
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    if (file) summarize(join(profileDir, file));
    else console.info(`no CPU profile written in ${profileDir}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ssrBench(process.argv.slice(2));
  process.exit(0);
}
