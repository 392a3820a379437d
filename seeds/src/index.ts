export * from './copy.js';
export * from './generate.js';
export * from './ids.js';
export * from './personas.js';
export * from './reference.js';
export * from './seed.js';
export * from './factories.js';
export * from './persona-logins.js';
