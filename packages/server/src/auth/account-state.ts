import type { AccountStatus } from '@ln/contracts';
import type { Role, SqlClient } from './types.js';

/** What a request needs to know about an account and its session, read per request. */
export interface AccountState {
  status: AccountStatus;
  roles: Role[];
  profileId: string | null;
  /** The terms version the account accepted (null: never). */
  termsVersion: number | null;
  /** The newest terms version (null: no terms published). */
  currentTermsVersion: number | null;
  /** The session (refresh-token family) is still open: not logged out nor revoked. */
  sessionOpen: boolean;
}

interface Row {
  status: AccountState['status'];
  roles: Role[];
  profile_id: string | null;
  terms_version: number | null;
  current_terms: number | null;
  session_open: boolean;
}

/**
 * One primary-key read per authenticated request (a named prepared statement): the account's
 * status, roles, terms and whether the session is still open. A token alone is never trusted,
 * so blocking, closing or deleting an account ends its sessions on the next request.
 */
export function createAccountStateReader(db: SqlClient) {
  return async (userId: string, sessionId: string): Promise<AccountState | null> => {
    const rows = await db.sql<Row[]>`
      SELECT u.status::text AS status,
             ARRAY(SELECT r.role::text FROM user_role_assignment r WHERE r.user_id = u.id
                   ORDER BY r.role) AS roles,
             (SELECT p.id FROM profile p WHERE p.user_id = u.id) AS profile_id,
             u.terms_version,
             (SELECT max(t.version) FROM terms_version t) AS current_terms,
             EXISTS (SELECT 1 FROM refresh_token s
                     WHERE s.family_id = ${sessionId}::uuid AND s.user_id = u.id
                       AND s.revoked_at IS NULL AND s.expires_at > now()) AS session_open
        FROM app_user u
       WHERE u.id = ${userId}::uuid`;
    const row = rows[0];
    if (!row) return null;
    return {
      status: row.status,
      roles: row.roles,
      profileId: row.profile_id,
      termsVersion: row.terms_version,
      currentTermsVersion: row.current_terms,
      sessionOpen: row.session_open,
    };
  };
}
