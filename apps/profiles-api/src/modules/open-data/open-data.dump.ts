// Writing the bulk dump (issue 44): gzipped JSON Lines, one file per kind, streamed page by
// page (bounded memory: one page of rows and the gzip window), then a manifest with counts,
// sizes, sha256 and the licence. A run writes a folder of its own and makes it current by
// renaming the manifest into place last, so readers never see half a dump.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { DumpPage, DumpRow, OpenDataRepository } from './open-data.repository.js';

export const DUMP_KINDS = ['profiles', 'publications', 'gremia', 'institutions'] as const;
export type DumpKind = (typeof DUMP_KINDS)[number];

export const DUMP_LICENCE = {
  name: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

export interface DumpFile {
  name: string;
  kind: DumpKind;
  records: number;
  bytes: number;
  sha256: string;
}

export interface DumpManifest {
  generatedAt: string;
  licence: typeof DUMP_LICENCE;
  format: 'application/x-ndjson+gzip';
  files: DumpFile[];
}

/** The current dump's manifest, beside the run folders. */
export const MANIFEST = 'manifest.json';
const PAGE = 1000;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/** Every public row of one kind, page after page by id. */
async function* lines(
  read: (after: string, limit: number) => Promise<DumpRow[] | DumpPage>,
  signal?: AbortSignal,
) {
  let after: string | null = FIRST_ID;
  while (after !== null) {
    signal?.throwIfAborted();
    const answer = await read(after, PAGE);
    const page: DumpPage = Array.isArray(answer)
      ? { rows: answer, last: answer.length < PAGE ? null : answer[answer.length - 1]!.id }
      : answer;
    for (const row of page.rows) yield `${row.line}\n`;
    after = page.last;
  }
}

export async function writeDump(options: {
  repo: OpenDataRepository;
  dir: string;
  now: Date;
  signal?: AbortSignal;
  progress?: (done: number, note: string) => Promise<void>;
}): Promise<DumpManifest> {
  const { repo, dir, now } = options;
  const run = `dump-${now.toISOString().replace(/[:.]/g, '-')}`;
  await mkdir(join(dir, run), { recursive: true });
  const files: DumpFile[] = [];
  let done = 0;
  for (const kind of DUMP_KINDS) {
    const name = `${run}/${kind}.jsonl.gz`;
    const hash = createHash('sha256');
    let records = 0;
    let bytes = 0;
    const source = Readable.from(
      (async function* () {
        for await (const line of lines(repo[kind], options.signal)) {
          records += 1;
          yield line;
        }
      })(),
    );
    const gzip = createGzip();
    gzip.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      bytes += chunk.length;
    });
    await pipeline(source, gzip, createWriteStream(join(dir, name)));
    files.push({ name, kind, records, bytes, sha256: hash.digest('hex') });
    done += records;
    await options.progress?.(done, kind);
  }
  const manifest: DumpManifest = {
    generatedAt: now.toISOString(),
    licence: DUMP_LICENCE,
    format: 'application/x-ndjson+gzip',
    files,
  };
  await writeFile(join(dir, run, MANIFEST), JSON.stringify(manifest, null, 2));
  await rename(join(dir, run, MANIFEST), join(dir, MANIFEST));
  await writeFile(join(dir, run, MANIFEST), JSON.stringify(manifest, null, 2));
  // Older runs go, but the one before stays for readers still downloading it.
  const runs = (await readdir(dir)).filter((n) => n.startsWith('dump-') && n !== run).sort();
  for (const old of runs.slice(0, -1)) await rm(join(dir, old), { recursive: true, force: true });
  return manifest;
}

/** The size and modification time of a file of the current dump, or null. */
export async function dumpFileStat(dir: string, name: string) {
  try {
    const info = await stat(join(dir, name));
    return info.isFile() ? { size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}
