// `pnpm --filter @ln/search meili [--port 7700]`: a local Meilisearch (the pinned, hash-checked
// binary) with its data in .data/meilisearch, for running profiles-api with
// SEARCH_ENGINE=meilisearch outside docker. Stops on Ctrl+C.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '@ln/db';
import { MeilisearchBinaryError } from './binary.js';
import { startMeilisearch } from './server.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '7700' },
    'master-key': { type: 'string', default: 'ln-dev-meili-master-key-not-for-production' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`--port must be a port number (got ${values.port})`);
  process.exit(2);
}
try {
  const server = await startMeilisearch({
    dataDir: join(REPO_ROOT, '.data', 'meilisearch'),
    port,
    masterKey: values['master-key'],
    onLog: (line) => console.info(line),
  });
  console.info(`Meilisearch on ${server.url} (data in .data/meilisearch). For profiles-api:`);
  console.info(
    `  SEARCH_ENGINE=meilisearch MEILI_URL=${server.url} MEILI_MASTER_KEY=${server.masterKey}`,
  );
  console.info('then `pnpm search:reindex` with the same variables fills the index.');
  const stop = () => void server.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof MeilisearchBinaryError ? error.message : error);
  process.exit(1);
}
