import { DEFAULT_DATA_DIR } from './paths.js';
import type { EmbeddedDatabase, SuperviseOptions } from './embedded.js';
import pg from 'pg';

export interface LocalDatabase {
  url: string;
  /** Set when we started an embedded server that must be stopped. */
  embedded?: EmbeddedDatabase;
  close(): Promise<void>;
}

export const APP_DATABASE = 'ln';

/**
 * The database the tools work on: DATABASE_URL when set, otherwise the project's embedded
 * PostgreSQL (kept in .data/postgres), started on demand, with the `ln` database created.
 */
export async function openLocalDatabase(
  options: {
    databaseUrl?: string;
    dataDir?: string;
    port?: number;
    log?: (l: string) => void;
    /** Restart the embedded server when it dies (pnpm start). */
    supervise?: SuperviseOptions;
  } = {},
): Promise<LocalDatabase> {
  if (options.databaseUrl) return { url: options.databaseUrl, close: async () => {} };
  // Loaded only when needed: a script given DATABASE_URL never touches the binaries.
  const { startEmbeddedPostgres } = await import('./embedded.js');
  const embedded = await startEmbeddedPostgres({
    dataDir: options.dataDir ?? DEFAULT_DATA_DIR,
    port: options.port ?? 0,
    onLog: options.log,
    ...(options.supervise ? { supervise: options.supervise } : {}),
  });
  await ensureDatabase(embedded.url(), APP_DATABASE);
  return { url: embedded.url(APP_DATABASE), embedded, close: () => embedded.stop() };
}

export async function ensureDatabase(adminUrl: string, name: string, template?: string) {
  const client = new pg.Client(adminUrl);
  client.on('error', () => {});
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const quoted = `"${name.replaceAll('"', '""')}"`;
      const from = template ? ` TEMPLATE "${template.replaceAll('"', '""')}"` : '';
      await client.query(`CREATE DATABASE ${quoted}${from}`);
    }
  } finally {
    await client.end();
  }
}
