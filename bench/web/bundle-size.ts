// `tsx bench/web/bundle-size.ts [--route <manifest key>]...`: builds the web app with a Vite
// manifest and prints the gzip size of the JavaScript a page loads first: the entry with its
// static imports, plus each route module the page needs and their static imports. By default
// the public profile page (its layout and the about-me tab). Target ≤ 100 KB (with server rendering).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = join(import.meta.dirname, '..', '..');
const webDir = join(root, 'apps', 'web');
const outDir = join(root, '.tmp', 'bench-web-dist');
const TARGET_KB = 100;
const PROFILE_ROUTES = [
  'src/app/routes/profiles/profile-layout.tsx',
  'src/app/routes/profiles/profile-about.tsx',
];

export interface BundleReport {
  files: { file: string; bytes: number; gzip: number; brotli: number }[];
  total: { bytes: number; gzip: number; brotli: number };
}

export function buildWithManifest(): Manifest {
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: webDir, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('vite build failed');
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The files a page loads before it renders: `starts` and everything they import statically. */
export function firstLoadFiles(manifest: Manifest, starts: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const start of starts) visit(start);
  return [...files].filter((file) => file.endsWith('.js'));
}

export function measure(files: string[]): BundleReport {
  const rows = files.map((file) => {
    const content = readFileSync(join(outDir, file));
    return {
      file,
      bytes: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    };
  });
  const total = rows.reduce(
    (sum, row) => ({
      bytes: sum.bytes + row.bytes,
      gzip: sum.gzip + row.gzip,
      brotli: sum.brotli + row.brotli,
    }),
    { bytes: 0, gzip: 0, brotli: 0 },
  );
  return { files: rows.sort((a, b) => b.gzip - a.gzip), total };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export async function bundleSizeBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { route: { type: 'string', multiple: true } },
    strict: true,
  });
  const routes = values.route ?? PROFILE_ROUTES;
  const manifest = buildWithManifest();
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('no entry in the manifest');
  const report = measure(firstLoadFiles(manifest, [entry, ...routes]));

  console.info(`first-load JavaScript of ${routes.join(' + ')} (entry ${entry}):`);
  for (const row of report.files) {
    console.info(
      `  ${row.file.padEnd(48)} ${kb(row.bytes).padStart(10)}  gzip ${kb(row.gzip).padStart(9)}  br ${kb(row.brotli).padStart(9)}`,
    );
  }
  const { total } = report;
  console.info(
    `  ${'total'.padEnd(48)} ${kb(total.bytes).padStart(10)}  gzip ${kb(total.gzip).padStart(9)}  br ${kb(total.brotli).padStart(9)}`,
  );
  console.info(
    `gzip ${kb(total.gzip)} vs target ${TARGET_KB} KB: ${total.gzip <= TARGET_KB * 1024 ? 'within' : 'over'} target`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await bundleSizeBench(process.argv.slice(2));
  process.exit(0);
}
