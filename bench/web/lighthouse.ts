// `tsx bench/web/lighthouse.ts [--base-url http://localhost:8080]`: Lighthouse (mobile, its
// default simulated throttling) on home, search and a public profile, with the system
// Chromium. Without --base-url it starts its own `pnpm start` (own port and database) and
// stops it afterwards. Prints the four category scores per page. Targets (issue 6):
// Performance ≥ 90, Accessibility 100, Best practices ≥ 95, SEO ≥ 90.
import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startPortal, stopPortal, waitForHealth } from './stack.js';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, '.tmp', 'bench-lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
].join(' ');

function runLighthouse(url: string, name: string): Record<string, number> {
  const output = join(outDir, `${name}.json`);
  const result = spawnSync(
    join(root, 'bench', 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  const metric = (id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
  return {
    ...Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
    ),
    // The loading metrics the targets name (ms; CLS × 1000).
    'FCP ms': metric('first-contentful-paint'),
    'LCP ms': metric('largest-contentful-paint'),
    'TBT ms': metric('total-blocking-time'),
    'CLS x1000': Math.round((report.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000),
  };
}

export async function lighthouseBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { 'base-url': { type: 'string' }, port: { type: 'string', default: '8187' } },
    strict: true,
  });
  mkdirSync(outDir, { recursive: true });
  let stack: ChildProcess | null = null;
  const baseUrl = values['base-url'] ?? `http://localhost:${values.port}`;
  if (!values['base-url']) {
    stack = startPortal({
      port: Number(values.port),
      dataDir: join(root, '.tmp', 'bench-lighthouse-postgres'),
      webDist: join(root, '.tmp', 'bench-lighthouse-dist'),
      env: { SEED_PROFILES: process.env.SEED_PROFILES ?? '300' },
    });
  }
  try {
    await waitForHealth(baseUrl, stack, 240_000);
    // The seed's "full" persona (legacy id 100000) is the profile measured.
    const lookup = await fetch(
      `${baseUrl}/api/profiles-api/v1.0/public/profile/profileId?bwnpId=100000`,
    );
    const { profileId } = (await lookup.json()) as { profileId: string };
    const pages = {
      home: `${baseUrl}/`,
      search: `${baseUrl}/profiles?domains=DZ0106N`,
      profile: `${baseUrl}/profiles/${profileId}`,
    };
    // Warm the stack first (its JIT, PostgreSQL's caches) and let its start-up work settle, so
    // the first page is not measured against a cold server sharing the CPU with the browser.
    const api = `${baseUrl}/api/profiles-api`;
    const warmUp = [
      ...Object.values(pages),
      `${api}/v1.0/public/posts?limit=3`,
      `${api}/v1.0/public/profile/newest?limit=6`,
      `${api}/v1.1/public/profile/scientistSearchData?page=0&size=20&domains=DZ0106N`,
      `${api}/v1.3/public/profile/${profileId}/detailsPerson`,
    ];
    for (let round = 0; round < 5; round += 1) {
      for (const url of warmUp) await (await fetch(url)).arrayBuffer();
    }
    await new Promise((resolve) => setTimeout(resolve, 5000));

    const rows: [string, Record<string, number>][] = [];
    for (const [name, url] of Object.entries(pages)) rows.push([name, runLighthouse(url, name)]);

    console.info(`Lighthouse (mobile, default throttling), reports in ${outDir}`);
    const columns = [...CATEGORIES, 'FCP ms', 'LCP ms', 'TBT ms', 'CLS x1000'];
    console.info(`  ${'page'.padEnd(10)}${columns.map((c) => c.padStart(16)).join('')}`);
    for (const [name, scores] of rows) {
      console.info(
        `  ${name.padEnd(10)}${columns.map((c) => String(scores[c]).padStart(16)).join('')}`,
      );
    }
  } finally {
    await stopPortal(stack);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await lighthouseBench(process.argv.slice(2));
  process.exit(0);
}
