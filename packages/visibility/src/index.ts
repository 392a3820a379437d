export * from './visibility.js';
