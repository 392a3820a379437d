import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { JobQueue } from '@ln/jobs';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '@ln/server';
import { dumpFileStat, MANIFEST, type DumpManifest } from './open-data.dump.js';

export const OPEN_DATA_DUMP_QUEUE = 'open-data-dump';

export interface FileAnswer {
  status: 200 | 206;
  stream: Readable;
  length: number;
  range: string | null;
  size: number;
  etag: string;
  lastModified: Date;
}

/** One `bytes=a-b` range (a suffix `-n` or an open end included), or null when unreadable. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/**
 * The bulk dump (issue 44): read the current manifest, serve its files with ETag (their sha256)
 * and Range, and queue a run on ADMIN's demand (the job queue writes it: open-data.worker.ts).
 */
export function createOpenDataService(deps: {
  dir: string;
  queue: () => Promise<JobQueue> | null;
}) {
  async function manifest(): Promise<DumpManifest> {
    try {
      return JSON.parse(await readFile(join(deps.dir, MANIFEST), 'utf8')) as DumpManifest;
    } catch {
      throw new NotFoundError('No dump has been written yet.');
    }
  }

  return {
    manifest,

    async file(
      run: string,
      name: string,
      range: string | undefined,
      ifNoneMatch: string | undefined,
    ) {
      const current = await manifest();
      const entry = current.files.find((f) => f.name === `${run}/${name}`);
      const info = entry ? await dumpFileStat(deps.dir, entry.name) : null;
      if (!entry || !info) throw new NotFoundError('There is no such file in the current dump.');
      const etag = `"${entry.sha256}"`;
      if (ifNoneMatch === etag) return { notModified: true as const, etag };
      const part = range ? parseRange(range, info.size) : null;
      if (range && !part) return { unsatisfiable: true as const, size: info.size };
      const start = part?.start ?? 0;
      const end = part?.end ?? info.size - 1;
      const answer: FileAnswer = {
        status: part ? 206 : 200,
        stream: createReadStream(join(deps.dir, entry.name), { start, end }),
        length: end - start + 1,
        range: part ? `bytes ${start}-${end}/${info.size}` : null,
        size: info.size,
        etag,
        lastModified: info.mtime,
      };
      return answer;
    },

    /** Queues a run now; 409 while one already waits. */
    async requestDump(): Promise<{ jobId: string }> {
      const queue = await deps.queue();
      if (!queue) throw new ServiceUnavailableError('This instance runs no job queue.');
      const jobId = await queue.send(OPEN_DATA_DUMP_QUEUE, {});
      if (!jobId) throw new ConflictError('A dump is already waiting to be written.');
      return { jobId };
    },
  };
}

export type OpenDataService = ReturnType<typeof createOpenDataService>;
