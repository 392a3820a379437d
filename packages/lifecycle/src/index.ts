export * from './audit.repository.js';
export * from './errors.js';
export * from './profile-lifecycle.repository.js';
export * from './profile-lifecycle.service.js';
