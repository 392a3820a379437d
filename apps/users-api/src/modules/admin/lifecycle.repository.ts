import type { Prisma } from '@ln/db';

/** Advisory lock key of the changes that can take an administrator away. */
const ADMIN_CHANGES_LOCK_KEY = 7_301_917_043;

/**
 * Writes of the account lifecycle shared by the owner's and the administrator's routes
 * (accounts-and-platform §4). Each runs inside the caller's transaction.
 */
export const lifecycle = {
  /** Ends every session of the account: its refresh tokens are revoked (the access tokens fail on their next request). */
  async endSessions(tx: Prisma.TransactionClient, userId: string): Promise<void> {
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
  async lockAdminChanges(tx: Prisma.TransactionClient): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK_KEY}::bigint)`;
  },

  /**
   * Locks the ADMIN role rows and counts the active administrators other than `userId` (call
   * lockAdminChanges first, so the count includes every change committed before).
   */
  async otherActiveAdmins(tx: Prisma.TransactionClient, userId: string): Promise<number> {
    const rows = await tx.$queryRaw<Array<{ user_id: string; status: string }>>`
      SELECT r.user_id, u.status::text AS status
        FROM user_role_assignment r JOIN app_user u ON u.id = r.user_id
       WHERE r.role = 'ADMIN'
       ORDER BY r.user_id
         FOR UPDATE OF r`;
    return rows.filter((r) => r.user_id !== userId && r.status === 'ACTIVE').length;
  },

  /**
   * Deletes an account (accounts-and-platform §4): what the user added to their profile is
   * removed (source USER, links, photo, biography, contact data, own publication versions,
   * CVs), data delivered by state systems stays (records the user edited go back to the
   * delivered values), the profile stays public but is unlinked and no longer editable, and
   * the account row goes with its roles, sessions and expert registration. PESEL and names
   * leave with it. Returns the profile id that was unlinked, if any.
   */
  async deleteAccount(tx: Prisma.TransactionClient, userId: string): Promise<string | null> {
    const [profile] = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT id FROM profile WHERE user_id = ${userId}::uuid FOR UPDATE`;
    if (profile) {
      const p = profile.id;
      await tx.$executeRaw`DELETE FROM specialty WHERE profile_id = ${p}::uuid AND source = 'USER'`;
      await tx.$executeRaw`DELETE FROM employment WHERE profile_id = ${p}::uuid AND source = 'USER'`;
      await tx.$executeRaw`DELETE FROM degree_title WHERE profile_id = ${p}::uuid AND source = 'USER'`;
      await tx.$executeRaw`
        UPDATE employment
           SET position = CASE WHEN original ? 'position' THEN original->>'position' ELSE position END,
               position_en = CASE WHEN original ? 'positionEn' THEN original->>'positionEn' ELSE position_en END,
               additional_information = CASE WHEN original ? 'additionalInformation'
                                             THEN original->>'additionalInformation' ELSE additional_information END,
               internet_link = CASE WHEN original ? 'internetLink' THEN original->>'internetLink' ELSE internet_link END,
               original = NULL, modified_by_user_at = NULL
         WHERE profile_id = ${p}::uuid AND original IS NOT NULL`;
      await tx.$executeRaw`
        UPDATE degree_title
           SET label = CASE WHEN original ? 'label' THEN original->>'label' ELSE label END,
               year = CASE WHEN original ? 'year' THEN (original->>'year')::int ELSE year END,
               classification_label = CASE WHEN original ? 'classificationLabel'
                                           THEN original->>'classificationLabel' ELSE classification_label END,
               original = NULL, modified_by_user_at = NULL
         WHERE profile_id = ${p}::uuid AND original IS NOT NULL`;
      await tx.$executeRaw`DELETE FROM profile_link WHERE profile_id = ${p}::uuid AND kind <> 'BWNP'`;
      await tx.$executeRaw`DELETE FROM profile_photo WHERE profile_id = ${p}::uuid`;
      await tx.$executeRaw`
        DELETE FROM publication_version WHERE owner_profile_id = ${p}::uuid AND kind = 'AUTHOR'`;
      await tx.$executeRaw`
        UPDATE publication_author SET publicly_visible = true
         WHERE profile_id = ${p}::uuid AND NOT publicly_visible`;
      await tx.$executeRaw`DELETE FROM cv WHERE profile_id = ${p}::uuid`;
      await tx.$executeRaw`
        UPDATE profile
           SET about_me = NULL, about_me_en = NULL, email = NULL, phone_number = NULL,
               visibility_email = 'ADMINS_ONLY', visibility_phone = 'ADMINS_ONLY',
               email_visibility_institutions = '{}', phone_visibility_institutions = '{}',
               user_id = NULL, editing_locked = true, updated_at = now()
         WHERE id = ${p}::uuid`;
    }
    await tx.$executeRaw`DELETE FROM app_user WHERE id = ${userId}::uuid`;
    return profile?.id ?? null;
  },
};
