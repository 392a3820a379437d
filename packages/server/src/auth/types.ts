/** The roles of accounts-and-platform §3/§6 (the `user_role` enum of the schema). */
export const ROLES = ['BASIC', 'ADMIN', 'OPI_OP', 'MEIN_OP', 'AGENT'] as const;
export type Role = (typeof ROLES)[number];

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
