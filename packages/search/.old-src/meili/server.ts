import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@ln/db';
import { meilisearchBinary } from './binary.js';

export interface MeilisearchServerOptions {
  /** Where the indexes live; a temporary folder (removed on stop) when absent. */
  dataDir?: string;
  /** 0 or absent picks a free port. */
  port?: number;
  /** Random when absent. At least 16 bytes, as Meilisearch requires. */
  masterKey?: string;
  /** Indexing threads (Meilisearch's default is half the cores). */
  maxIndexingThreads?: number;
  onLog?: (line: string) => void;
}

export interface MeilisearchServer {
  url: string;
  masterKey: string;
  port: number;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s) and removes a temporary data folder. */
  stop(): Promise<void>;
}

/**
 * Starts the pinned, verified Meilisearch binary on 127.0.0.1 and waits until /health
 * answers. For tests, benchmarks and local runs; production runs Meilisearch as its own service.
 */
export async function startMeilisearch(
  options: MeilisearchServerOptions = {},
): Promise<MeilisearchServer> {
  const binary = await meilisearchBinary();
  const scratch = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'ln-meili-'));
  const dataDir = options.dataDir ?? scratch!;
  mkdirSync(dataDir, { recursive: true });
  const port = options.port && options.port > 0 ? options.port : await freePort();
  const masterKey = options.masterKey ?? randomBytes(24).toString('hex');
  const args = [
    '--http-addr',
    `127.0.0.1:${port}`,
    '--master-key',
    masterKey,
    '--no-analytics',
    '--env',
    'development',
    '--db-path',
    join(dataDir, 'data.ms'),
    '--dump-dir',
    join(dataDir, 'dumps'),
    '--snapshot-dir',
    join(dataDir, 'snapshots'),
    '--log-level',
    'WARN',
  ];
  if (options.maxIndexingThreads)
    args.push('--max-indexing-threads', String(options.maxIndexingThreads));
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const log = options.onLog ?? (() => {});
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    if (output.length < 20_000) output += text;
    for (const line of text.split('\n')) if (line.trim()) log(line);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const url = `http://127.0.0.1:${port}`;
  const cleanup = () => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  let healthy = false;
  while (Date.now() < deadline && child.exitCode === null) {
    healthy = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!healthy) {
    child.kill('SIGKILL');
    await exited;
    cleanup();
    throw new Error(`Meilisearch did not start on ${url}:\n${output.slice(-4_000)}`);
  }

  return {
    url,
    masterKey,
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      cleanup();
    },
  };
}
