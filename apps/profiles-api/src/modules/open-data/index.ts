// The dump's writer for the benchmark (bench/open-data.ts).
export { writeDump } from './open-data.dump.js';
export { createOpenDataRepository } from './open-data.repository.js';
