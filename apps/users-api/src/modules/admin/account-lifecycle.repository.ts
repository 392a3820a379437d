import type { Db, Tx } from '@ln/db';

/** Advisory lock key of the changes that can take an administrator away. */
const ADMIN_CHANGES_LOCK_KEY = 7_301_917_043;

/**
 * Writes of the account lifecycle shared by the owner's and the administrator's routes
 * (accounts-and-platform §4); the profile's side is @ln/lifecycle's. Each takes the caller's
 * transaction.
 */
export function createAccountLifecycleRepository(db: Db) {
  return {
    /** Ends every session of the account: its refresh tokens are revoked (the access tokens fail on their next request). */
    async endSessions(userId: string, tx: Tx = db): Promise<void> {
      await tx.$executeRaw`
      UPDATE refresh_token SET revoked_at = now()
       WHERE user_id = ${userId}::uuid AND revoked_at IS NULL`;
    },

    /**
     * Serialises the changes that can take an administrator away (roles, block, delete): the
     * caller's transaction waits for any other such change to commit, and its next statements
     * see it. Without it, two administrators removing each other at the same moment would each
     * still count the other and leave no administrator.
     */
    async lockAdminChanges(tx: Tx = db): Promise<void> {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK_KEY}::bigint)`;
    },

    /**
     * Locks the ADMIN role rows and counts the active administrators other than `userId` (call
     * lockAdminChanges first, so the count includes every change committed before).
     */
    async otherActiveAdmins(userId: string, tx: Tx = db): Promise<number> {
      const rows = await tx.$queryRaw<Array<{ user_id: string; status: string }>>`
      SELECT r.user_id, u.status::text AS status
        FROM user_role_assignment r JOIN app_user u ON u.id = r.user_id
       WHERE r.role = 'ADMIN'
       ORDER BY r.user_id
         FOR UPDATE OF r`;
      return rows.filter((r) => r.user_id !== userId && r.status === 'ACTIVE').length;
    },

    /**
     * Deletes the account row, with its roles, sessions and expert registration (PESEL and
     * names leave with it). Its profile is released first by the profile lifecycle
     * (@ln/lifecycle releaseProfileOf), in the same transaction.
     */
    async deleteAccount(userId: string, tx: Tx = db): Promise<void> {
      await tx.$executeRaw`DELETE FROM app_user WHERE id = ${userId}::uuid`;
    },

    /** The account holds the ADMIN role (whatever its status). */
    async isAdmin(userId: string, tx: Tx = db): Promise<boolean> {
      const admin = await tx.userRoleAssignment.findFirst({
        where: { userId, role: 'ADMIN' },
        select: { id: true },
      });
      return admin !== null;
    },
  };
}

export type AccountLifecycleRepository = ReturnType<typeof createAccountLifecycleRepository>;
