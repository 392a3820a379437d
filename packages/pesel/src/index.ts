export * from './pesel.js';
export * from './pesel-mask.js';
