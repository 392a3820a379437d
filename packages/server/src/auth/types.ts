import type { RoleName } from '@ln/contracts';

/** A role of accounts-and-platform §3/§6; the list itself is `ROLE_NAMES` of the contracts. */
export type Role = RoleName;

/** The logged-in user of a request, as the database knows the account right now. */
export interface AuthUser {
  userId: string;
  /** Current roles from the database (BASIC included), never only the token's. */
  roles: Role[];
  /** The scientist profile linked to the account, if any. */
  profileId: string | null;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
}

/** Claims of the access tokens users-api issues (docs/identity.md). */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
  roles: Role[];
}

/** The issuer and audience every access token carries. */
export const ACCESS_TOKEN_ISSUER = 'ln-users-api';
export const ACCESS_TOKEN_AUDIENCE = 'ln';
/** How far the verifiers' clocks may be off the issuer's (accounts-and-platform §9). */
export const ACCESS_TOKEN_CLOCK_SKEW_SECONDS = 10;

/** The raw-SQL client the plugin reads accounts with (`Db` of @ln/db fits). */
export interface SqlClient {
  sql<T extends unknown[]>(strings: TemplateStringsArray, ...values: unknown[]): Promise<T>;
}

/** Who acts, and the request id its audit entry carries (both services, every audited write). */
export interface Actor {
  userId: string;
  reqId: string;
}
