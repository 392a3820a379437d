import type { Db, Prisma } from '@ln/db';

/** Reads and writes of the owner's and the administrator's profile calls. */
export function createOwnerRepository(db: Db) {
  return {
    /** The account (if it exists) and its profile id. */
    findUserProfile(userId: string) {
      return db.user.findUnique({
        where: { id: userId },
        select: { id: true, orcid: true, profile: { select: { id: true, editingLocked: true } } },
      });
    },

    findProfileByOrcid(orcid: string) {
      return db.profile.findUnique({ where: { orcid }, select: { id: true } });
    },

    /** Sets the ORCID iD; false when another profile took it meanwhile (the unique index). */
    async setOrcid(profileId: string, orcid: string): Promise<boolean> {
      try {
        await db.profile.update({ where: { id: profileId }, data: { orcid } });
        return true;
      } catch (error) {
        // P2002: Prisma's unique-constraint violation.
        if ((error as { code?: string }).code === 'P2002') return false;
        throw error;
      }
    },

    lockProfile(tx: Prisma.TransactionClient, profileId: string) {
      return tx.$queryRaw<
        Array<{ id: string; user_id: string | null; dead: boolean; hidden: boolean }>
      >`
        SELECT id, user_id, dead, hidden FROM profile WHERE id = ${profileId}::uuid FOR UPDATE`;
    },

    /**
     * Marks the profile deceased (accounts-and-platform §4): its contact data go and its
     * account, if any, is closed (its sessions then answer CLOSED_USER_ERROR; a closed account
     * never reopens).
     */
    async markDeceased(tx: Prisma.TransactionClient, profileId: string, userId: string | null) {
      await tx.$executeRaw`
        UPDATE profile
           SET dead = true, dead_marked_at = now(), email = NULL, phone_number = NULL,
               visibility_email = 'ADMINS_ONLY', visibility_phone = 'ADMINS_ONLY',
               email_visibility_institutions = '{}', phone_visibility_institutions = '{}',
               updated_at = now()
         WHERE id = ${profileId}::uuid`;
      if (userId) {
        await tx.$executeRaw`
          UPDATE app_user SET status = 'CLOSED', phone = NULL, updated_at = now()
           WHERE id = ${userId}::uuid`;
      }
    },

    async hide(tx: Prisma.TransactionClient, profileId: string) {
      await tx.$executeRaw`UPDATE profile SET hidden = true, updated_at = now() WHERE id = ${profileId}::uuid`;
    },

    /** The audit entry of an administrative action (the table users-api reads for admins). */
    async audit(
      tx: Prisma.TransactionClient,
      entry: {
        actorUserId: string;
        action: string;
        profileId: string;
        reason?: string | undefined;
        reqId: string;
        details: Record<string, unknown>;
      },
    ) {
      await tx.auditLog.create({
        data: {
          actorUserId: entry.actorUserId,
          action: entry.action,
          targetType: 'PROFILE',
          targetId: entry.profileId,
          reqId: entry.reqId,
          details: {
            ...entry.details,
            actorId: entry.actorUserId,
            reason: entry.reason ?? null,
          } as Prisma.InputJsonObject,
        },
      });
    },
  };
}

export type OwnerRepository = ReturnType<typeof createOwnerRepository>;
