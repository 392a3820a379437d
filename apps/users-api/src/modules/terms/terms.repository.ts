import type { Db, Tx } from '@ln/db';

/** The terms of use and their acceptance by an account. */
export function createTermsRepository(db: Db) {
  return {
    current(tx: Tx = db) {
      return tx.termsVersion.findFirst({ orderBy: { version: 'desc' } });
    },

    acceptance(userId: string, tx: Tx = db) {
      return tx.user.findUnique({
        where: { id: userId },
        select: { termsVersion: true, termsAcceptedAt: true },
      });
    },

    async accept(userId: string, version: number, tx: Tx = db): Promise<void> {
      await tx.user.update({
        where: { id: userId },
        data: { termsVersion: version, termsAcceptedAt: new Date() },
      });
    },
  };
}

export type TermsRepository = ReturnType<typeof createTermsRepository>;
