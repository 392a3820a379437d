export * from './errors.js';
export * from './platform.js';
