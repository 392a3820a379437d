import type { Db, Prisma } from '@ln/db';

/** A transaction's client; repositories take one to write inside the caller's transaction. */
export type Tx = Prisma.TransactionClient;

/** Runs `work` in one transaction (services get this, never the database itself). */
export type TransactionRunner = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

export function createTransactionRunner(db: Db): TransactionRunner {
  return (work) => db.$transaction(work);
}
