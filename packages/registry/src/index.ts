export * from './config.js';
export * from './http.js';
export * from './records.js';
export * from './radon/radon.client.js';
export * from './radon/radon.mapper.js';
export type * from './radon/radon.types.js';
export * from './pbn/pbn.client.js';
export * from './pbn/pbn.mapper.js';
export type * from './pbn/pbn.types.js';
