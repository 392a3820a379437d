export * from './pesel.js';
