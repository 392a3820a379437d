import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '@ln/db';

/**
 * Newest modification time of the given files, of the files under the given folders and of
 * the folders themselves (a deleted file changes its folder's time).
 */
function newest(dirs: string[]): number {
  let latest = 0;
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    if (!statSync(dir).isDirectory()) {
      latest = Math.max(latest, statSync(dir).mtimeMs);
      return;
    }
    latest = Math.max(latest, statSync(dir).mtimeMs);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else latest = Math.max(latest, statSync(path).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return latest;
}

/** The server renderer's bundle inside a web build (decision 024); never served as a file. */
export const SERVER_ENTRY = join('server', 'entry-server.js');

/**
 * Builds the web app (vite build: the browser's app, then the server renderer into
 * dist/server) when dist is missing or older than its sources, so a fresh clone needs no
 * separate build step.
 */
export function ensureWebBuild(
  webDist: string,
  log: (line: string) => void,
): 'fresh' | 'built' | 'failed' {
  const index = join(webDist, 'index.html');
  const sources = [
    join(REPO_ROOT, 'apps', 'web', 'src'),
    join(REPO_ROOT, 'apps', 'web', 'public'),
    join(REPO_ROOT, 'apps', 'web', 'index.html'),
    join(REPO_ROOT, 'apps', 'web', 'vite.config.ts'),
    join(REPO_ROOT, 'apps', 'web', 'package.json'),
    join(REPO_ROOT, 'packages', 'i18n', 'src'),
    join(REPO_ROOT, 'packages', 'contracts', 'src'),
  ];
  const serverEntry = join(webDist, SERVER_ENTRY);
  if (existsSync(index) && existsSync(serverEntry) && statSync(index).mtimeMs >= newest(sources))
    return 'fresh';
  log('building the web app…');
  const webDir = join(REPO_ROOT, 'apps', 'web');
  const vite = join(webDir, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir'];
  const serverArgs = [
    vite,
    'build',
    '--ssr',
    'src/entry-server.tsx',
    '--logLevel',
    'warn',
    '--outDir',
    join(webDist, 'server'),
    '--emptyOutDir',
  ];
  // The browser's build first: it empties dist, the server's build then writes dist/server
  // (so a server bundle exists only beside the browser build it was made with).
  for (const step of [args, serverArgs]) {
    // A production build whatever the caller runs under (vitest sets NODE_ENV=test, which
    // would give the server bundle React's development JSX runtime).
    const result = spawnSync(process.execPath, step, {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) return 'failed';
  }
  return 'built';
}
