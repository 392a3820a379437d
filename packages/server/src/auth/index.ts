export * from './types.js';
export * from './account-state.js';
export { accountStatusError, authPlugin, userNotFoundError } from './auth-plugin.js';
export type { AuthPluginOptions } from './auth-plugin.js';
export * from './guards.js';
