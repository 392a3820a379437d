import type { Db, Tx } from '@ln/db';

/** Reads of the administrator's profile calls (the writes are @ln/lifecycle's). */
export function createProfileAdminRepository(db: Db) {
  return {
    /** The account (if it exists) and its profile id. */
    findUserProfile(userId: string, tx: Tx = db) {
      return tx.user.findUnique({
        where: { id: userId },
        select: { id: true, profile: { select: { id: true } } },
      });
    },
  };
}

export type ProfileAdminRepository = ReturnType<typeof createProfileAdminRepository>;
