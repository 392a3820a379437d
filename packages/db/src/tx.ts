import type { Prisma } from './generated/prisma/client.js';
import type { Db } from './client.js';

/**
 * A transaction of the database client: what a repository method runs on when its caller
 * passes one (every repository method takes an optional `tx`, defaulting to the client).
 */
export type Tx = Prisma.TransactionClient;

/**
 * Runs `work` in one transaction and commits when it resolves (rolls back when it throws).
 * Services get one from the composition root and never see Prisma; they pass the `tx` it
 * hands them to the repositories that must write together (docs/conventions.md, "Services").
 */
export type TxRunner = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/** The transaction runner over a client (the composition root makes one per service). */
export function createTxRunner(db: Db): TxRunner {
  return (work) => db.$transaction(work);
}
