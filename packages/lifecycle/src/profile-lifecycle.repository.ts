import type { Db, Tx } from '@ln/db';

export interface LockedProfile {
  id: string;
  user_id: string | null;
  dead: boolean;
  hidden: boolean;
}

/**
 * The writes of a profile's lifecycle (accounts-and-platform §4), the only place they are
 * written. Each takes the caller's transaction (default: the client, one statement alone).
 */
export function createProfileLifecycleRepository(db: Db) {
  /**
   * The contact wipe: e-mail and phone go, and their visibility falls back to administrators
   * only (a deceased profile, a deleted account).
   */
  async function wipeContact(profileId: string, tx: Tx = db): Promise<void> {
    await tx.$executeRaw`
      UPDATE profile
         SET email = NULL, phone_number = NULL,
             visibility_email = 'ADMINS_ONLY', visibility_phone = 'ADMINS_ONLY',
             email_visibility_institutions = '{}', phone_visibility_institutions = '{}',
             updated_at = now()
       WHERE id = ${profileId}::uuid`;
  }

  return {
    wipeContact,

    /** The profile row locked for the rest of the transaction (none: unknown id). */
    async lockProfile(profileId: string, tx: Tx = db): Promise<LockedProfile | null> {
      const [row] = await tx.$queryRaw<LockedProfile[]>`
        SELECT id, user_id, dead, hidden FROM profile WHERE id = ${profileId}::uuid FOR UPDATE`;
      return row ?? null;
    },

    /** The account's profile, locked (none: the account has no profile). */
    async lockProfileOfUser(userId: string, tx: Tx = db): Promise<LockedProfile | null> {
      const [row] = await tx.$queryRaw<LockedProfile[]>`
        SELECT id, user_id, dead, hidden FROM profile WHERE user_id = ${userId}::uuid FOR UPDATE`;
      return row ?? null;
    },

    async setHidden(profileId: string, hidden: boolean, tx: Tx = db): Promise<void> {
      await tx.$executeRaw`
        UPDATE profile SET hidden = ${hidden}, updated_at = now() WHERE id = ${profileId}::uuid`;
    },

    /** Marks the profile deceased and wipes its contact data. */
    async markDeceased(profileId: string, tx: Tx = db): Promise<void> {
      await tx.$executeRaw`
        UPDATE profile SET dead = true, dead_marked_at = now(), updated_at = now()
         WHERE id = ${profileId}::uuid`;
      await wipeContact(profileId, tx);
    },

    /**
     * Closes the account of a deceased person: its sessions then answer CLOSED_USER_ERROR,
     * and a closed account never reopens.
     */
    async closeAccount(userId: string, tx: Tx = db): Promise<void> {
      await tx.$executeRaw`
        UPDATE app_user SET status = 'CLOSED', phone = NULL, updated_at = now()
         WHERE id = ${userId}::uuid`;
    },

    /**
     * What the user added to their profile goes (source USER, links, photo, biography,
     * contact data, own publication versions, CVs); data delivered by state systems stays,
     * records the user edited go back to the delivered values; the profile stays public but
     * is unlinked from its account and no longer editable.
     */
    async removeUserAddedData(profileId: string, tx: Tx = db): Promise<void> {
      const p = profileId;
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
      await wipeContact(p, tx);
      await tx.$executeRaw`
        UPDATE profile
           SET about_me = NULL, about_me_en = NULL, user_id = NULL, editing_locked = true,
               updated_at = now()
         WHERE id = ${p}::uuid`;
    },
  };
}

export type ProfileLifecycleRepository = ReturnType<typeof createProfileLifecycleRepository>;
