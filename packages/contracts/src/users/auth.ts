import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  isReturnToPath,
  RETURN_TO_MAX_LENGTH,
  ROLE_NAMES,
} from '../constants.js';

export { isReturnToPath, RETURN_TO_MAX_LENGTH } from '../constants.js';

/** The identity providers users-api logs in with (docs/identity.md). */
export const IdentityProviderSchema = z.enum(['national', 'orcid']);
export type IdentityProvider = z.infer<typeof IdentityProviderSchema>;

const SessionRoleSchema = z.enum(ROLE_NAMES);
const SessionAccountStatusSchema = z.enum(ACCOUNT_STATUSES);

export const ReturnToSchema = z
  .string()
  .max(RETURN_TO_MAX_LENGTH)
  .refine(isReturnToPath, 'must be a path on this site starting with a single /');
export type ReturnTo = z.infer<typeof ReturnToSchema>;

/** `GET v1.0/auth/login/{provider}` */
export const LoginParamsSchema = z.object({ provider: IdentityProviderSchema });
export type LoginParams = z.infer<typeof LoginParamsSchema>;
export const LoginQuerySchema = z.object({
  /** Where the browser goes after a successful login (default /). */
  returnTo: ReturnToSchema.optional(),
  /** The language of the identity provider's pages (ui_locales). */
  lang: z.enum(['pl-PL', 'en-EN']).optional(),
});
export type LoginQuery = z.infer<typeof LoginQuerySchema>;

/** `GET v1.0/auth/callback/{provider}`: the authorization response. */
export const CallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
  iss: z.string().max(2048).optional(),
});
export type CallbackQuery = z.infer<typeof CallbackQuerySchema>;

/** `POST v1.0/auth/session/refresh`: a new access token (the refresh cookie rotates). */
export const AccessTokenResponseSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type AccessTokenResponse = z.infer<typeof AccessTokenResponseSchema>;

/** `POST v1.0/auth/session/logout`: where the browser goes to end the upstream session. */
export const LogoutResponseSchema = z.object({ logoutUrl: z.string() });
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

/** `GET .well-known/jwks.json`: the public keys that verify access tokens. */
export const JwksSchema = z.object({
  keys: z.array(
    z.object({
      kty: z.string(),
      kid: z.string(),
      alg: z.string(),
      use: z.string(),
      crv: z.string().optional(),
      x: z.string().optional(),
      y: z.string().optional(),
    }),
  ),
});
export type Jwks = z.infer<typeof JwksSchema>;

/**
 * `GET v1.0/auth/user`: the session's user (accounts-and-platform §3 "Auth user"). The only
 * response that carries a PESEL, and only to its owner.
 */
export const CurrentUserSchema = z.object({
  userId: z.uuid(),
  profileId: z.uuid().nullable(),
  pesel: z.string().nullable(),
  orcid: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  accountStatus: SessionAccountStatusSchema,
  roles: z.array(SessionRoleSchema),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
