import { describeSearchEngineContract } from '../testing/engine-contract.js';
import { createPostgresSearchEngine } from './postgres-engine.js';

describeSearchEngineContract('postgres', async ({ db }) => createPostgresSearchEngine({ db }));
