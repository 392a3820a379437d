export * from './engine-contract.js';
