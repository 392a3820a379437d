import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.js';

export { Prisma, PrismaClient } from './generated/prisma/client.js';
export * as enums from './generated/prisma/enums.js';

/** The Prisma client over node-postgres (no query-engine binary; ENVIRONMENT.md). */
export function createPrismaClient(connectionString: string, options: { max?: number } = {}) {
  const adapter = new PrismaPg({ connectionString, max: options.max ?? 10 });
  return new PrismaClient({ adapter });
}

export type Db = ReturnType<typeof createPrismaClient>;
