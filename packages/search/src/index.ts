export * from './engine.js';
export * from './documents.js';
export * from './text.js';
