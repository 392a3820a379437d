export * from './env.js';
export * from './error-handler.js';
export * from './errors.js';
export * from './platform-routes.js';
export * from './swagger.js';
export * from './version.js';
export * from './service.js';
export * from './openapi.js';
