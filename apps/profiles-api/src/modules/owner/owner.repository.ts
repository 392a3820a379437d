import type { Db, Tx } from '@ln/db';

/** Reads and writes of the owner's profile calls. */
export function createOwnerRepository(db: Db) {
  return {
    /** The account (if it exists) and its profile id. */
    findUserProfile(userId: string, tx: Tx = db) {
      return tx.user.findUnique({
        where: { id: userId },
        select: { id: true, orcid: true, profile: { select: { id: true, editingLocked: true } } },
      });
    },

    findProfileByOrcid(orcid: string, tx: Tx = db) {
      return tx.profile.findUnique({ where: { orcid }, select: { id: true } });
    },

    /** Sets the ORCID iD; false when another profile took it meanwhile (the unique index). */
    async setOrcid(profileId: string, orcid: string, tx: Tx = db): Promise<boolean> {
      try {
        await tx.profile.update({ where: { id: profileId }, data: { orcid } });
        return true;
      } catch (error) {
        // P2002: Prisma's unique-constraint violation.
        if ((error as { code?: string }).code === 'P2002') return false;
        throw error;
      }
    },
  };
}

export type OwnerRepository = ReturnType<typeof createOwnerRepository>;
