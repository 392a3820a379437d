// The Meilisearch side of @ln/search for tools (benchmarks, local start): `@ln/search/meili`.
export { createMeilisearchEngine, type MeilisearchEngineOptions } from './meili-engine.js';
export {
  startMeilisearch,
  type MeilisearchServer,
  type MeilisearchServerOptions,
} from './server.js';
export { meilisearchBinary, MEILISEARCH_VERSION } from './binary.js';
export { createFallbackSearchEngine, type SearchLog } from './fallback.js';
