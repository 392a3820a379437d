export * from './client.js';
export * from './tx.js';
// Types only: the embedded server is loaded on demand (see local-database.ts).
export type { EmbeddedDatabase, EmbeddedDatabaseOptions, SuperviseOptions } from './embedded.js';
export { freePort } from './ports.js';
export { withClient } from './with-client.js';
export * from './dev-secrets.js';
export * from './local-database.js';
export * from './migrate.js';
export * from './paths.js';
