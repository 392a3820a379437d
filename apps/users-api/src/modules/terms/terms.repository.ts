import type { Db } from '@ln/db';

/** The terms of use and their acceptance by an account. */
export function createTermsRepository(db: Db) {
  return {
    current() {
      return db.termsVersion.findFirst({ orderBy: { version: 'desc' } });
    },

    acceptance(userId: string) {
      return db.user.findUnique({
        where: { id: userId },
        select: { termsVersion: true, termsAcceptedAt: true },
      });
    },

    async accept(userId: string, version: number): Promise<void> {
      await db.user.update({
        where: { id: userId },
        data: { termsVersion: version, termsAcceptedAt: new Date() },
      });
    },
  };
}

export type TermsRepository = ReturnType<typeof createTermsRepository>;
