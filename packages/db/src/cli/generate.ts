// Generates the Prisma client (postinstall). The CLI wants a schema-engine binary even for
// `generate`, which needs none; any executable satisfies it (docs/conventions.md, "What the machines allow").
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths.js';

const require = createRequire(import.meta.url);
const cli = join(require.resolve('prisma/package.json'), '..', 'build', 'index.js');
const result = spawnSync(
  process.execPath,
  [cli, 'generate', '--schema', join(REPO_ROOT, 'prisma', 'schema.prisma')],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    },
  },
);
process.exit(result.status ?? 1);
