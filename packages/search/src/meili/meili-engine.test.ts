import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { describeSearchEngineContract } from '../testing/engine-contract.js';
import { createMeilisearchEngine } from './meili-engine.js';

// The shared contract against the real Meilisearch of the test run (global-setup.ts), each
// file on an index of its own.
describeSearchEngineContract('meilisearch', async () =>
  createMeilisearchEngine({
    url: inject('lnMeiliUrl'),
    apiKey: inject('lnMeiliMasterKey'),
    indexUid: `contract_${randomUUID().slice(0, 8)}`,
  }),
);
