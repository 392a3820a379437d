export * from './job-queue.js';
export type { JobProgress, ProgressStore } from './progress.js';
