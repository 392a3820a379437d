// `pnpm typecheck`: every workspace package with a `typecheck` script, then the root project
// (scripts, tests), checked by TypeScript 7's native compiler (docs/decisions/027-typescript-7-for-type-checks.md).
// TypeScript 6 stays installed as `typescript` for what needs its JavaScript API (typescript-eslint).
import './lib/node-version.js';
import { spawn } from 'node:child_process';
import { existsSync, globSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin',
  'tsc',
);

/** The folders of pnpm-workspace.yaml's `packages:` globs. */
function workspaceFolders(): string[] {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\n((?:\s+-\s.*\n)+)/m.exec(yaml)?.[1] ?? '';
  const globs = [...block.matchAll(/-\s+['"]?([^'"\n]+)['"]?/g)].map((m) => m[1]!.trim());
  return globs.flatMap((pattern) => globSync(pattern, { cwd: root })).sort();
}

const projects = workspaceFolders()
  .filter((folder) => {
    const manifest = join(root, folder, 'package.json');
    if (!existsSync(manifest) || !existsSync(join(root, folder, 'tsconfig.json'))) return false;
    const { scripts } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      scripts?: Record<string, string>;
    };
    return Boolean(scripts?.typecheck);
  })
  .concat('.');

/**
 * One project, checked on one thread (`--singleThreaded`). TypeScript 7 checks on several
 * threads by default, which costs twice the CPU for the same work; two projects at a time
 * (below) already use both cores, and the check runs beside the e2e shards. Measured on the
 * quiet 2-core machine: `pnpm typecheck` 35 s and 63 s of CPU instead of 64 s and 126 s.
 */
function check(folder: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [tsc, '-p', join(folder, 'tsconfig.json'), '--pretty', '--singleThreaded'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status) => {
      const name = relative(root, join(root, folder)) || 'root (scripts, tests)';
      console.info(`${status === 0 ? '✔' : '✘'} ${name}`);
      if (status !== 0) process.stdout.write(Buffer.concat(output));
      resolve(status === 0);
    });
  });
}

// Two projects at a time, as `pnpm -r --workspace-concurrency 2` did: one per core.
const queue = [...projects];
const results: boolean[] = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let folder = queue.shift(); folder; folder = queue.shift())
      results.push(await check(folder));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
