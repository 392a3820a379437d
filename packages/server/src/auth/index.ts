export * from './types.js';
export * from './account-state.js';
export * from './auth-plugin.js';
