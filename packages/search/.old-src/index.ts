export * from './engine.js';
export * from './documents.js';
export * from './text.js';
export * from './words.js';
export { createPostgresSearchEngine } from './postgres/postgres-engine.js';
export * from './outbox.js';
export * from './select-engine.js';
