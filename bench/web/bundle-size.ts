// `pnpm bench web-bundle [--route <manifest key>]...`: builds the web app and prints the gzip
// size of the JavaScript a page loads before it is interactive (scripts/lib/first-load.ts):
// index.html's module script and modulepreloads (the entry and the libraries it imports), plus
// each route module the page needs with its static imports, which main.tsx loads before
// hydrating a server-rendered page. By default the public profile (its layout and the
// about-me tab) in Polish; an English page adds the English start catalogue (printed apart).
// Target ≤ 100 KB. The server-rendering test holds the profile to a budget.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  firstLoadFiles,
  measureFiles,
  PROFILE_ROUTE_MODULES,
  readManifest,
} from '../../scripts/lib/first-load.js';

const root = join(import.meta.dirname, '..', '..');
const webDir = join(root, 'apps', 'web');
const outDir = join(root, '.tmp', 'bench-web-dist');
const TARGET_KB = 100;

function build(): void {
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: webDir, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export async function bundleSizeBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { route: { type: 'string', multiple: true } },
    strict: true,
  });
  const routes = values.route ?? PROFILE_ROUTE_MODULES;
  build();
  const manifest = readManifest(outDir);
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const rows = measureFiles(outDir, firstLoadFiles(manifest, html, routes));

  console.info(`first-load JavaScript of index.html + ${routes.join(' + ')}:`);
  for (const row of rows) {
    console.info(
      `  ${row.file.padEnd(48)} ${kb(row.bytes).padStart(10)}  gzip ${kb(row.gzip).padStart(9)}`,
    );
  }
  const bytes = rows.reduce((sum, row) => sum + row.bytes, 0);
  const gzip = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.info(`  ${'total'.padEnd(48)} ${kb(bytes).padStart(10)}  gzip ${kb(gzip).padStart(9)}`);
  const english = Object.values(manifest).find((chunk) => /\/en-EN-[\w-]+\.js$/.test(chunk.file));
  if (english) {
    const [row] = measureFiles(outDir, [english.file]);
    console.info(`  in English, also ${english.file}: gzip ${kb(row!.gzip)}`);
  }
  console.info(
    `gzip ${kb(gzip)} vs target ${TARGET_KB} KB: ${gzip <= TARGET_KB * 1024 ? 'within' : 'over'} target`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await bundleSizeBench(process.argv.slice(2));
  process.exit(0);
}
