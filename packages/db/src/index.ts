export * from './client.js';
export { freePort, type EmbeddedDatabase, type EmbeddedDatabaseOptions } from './embedded.js';
export * from './dev-secrets.js';
export * from './local-database.js';
export * from './migrate.js';
export * from './paths.js';
export * from './pesel.js';
