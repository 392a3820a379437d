import type { RoleName } from '@ln/contracts';

/** A role of accounts-and-platform §3/§6; the list itself is `ROLE_NAMES` of the contracts. */
export type Role = RoleName;

/**
 * The caller of a request, the one caller model of both services: the route's guard lets it
 * through (`request.auth`), the handler hands it to the service (`actorOf`), and the service
 * decides ownership and writes the audit entry from it, never from the path.
 */
export interface Actor {
  userId: string;
  /** The scientist profile linked to the account, if any. */
  profileId: string | null;
  /** Current roles from the database (BASIC included), never only the token's. */
  roles: readonly Role[];
  /** The request id its audit entry carries. */
  reqId: string;
}

/** An `Actor` that has a profile: what requireProfile() and requireOwner() let through. */
export type ProfileActor = Actor & { profileId: string };

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
