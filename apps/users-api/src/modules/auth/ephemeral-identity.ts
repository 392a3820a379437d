import { randomBytes } from 'node:crypto';
import { generateSessionSigningKey } from '@ln/db';
import { DEFAULT_AUTH_RATE_LIMITS } from '../../config/identity.js';
import type { IdentityOptions } from './auth.module.js';
import { sessionKeysFromPem } from './session-keys.js';

/**
 * Identity settings for a users-api built without any (tests that do not log in): no
 * identity provider (a login answers NATIONAL_NODE_ERROR / UNAUTHORIZED) and a signing key
 * that lives as long as the process.
 */
export function ephemeralIdentityOptions(): IdentityOptions {
  return {
    publicOrigin: 'http://localhost:8080',
    providers: {},
    keys: sessionKeysFromPem(generateSessionSigningKey()),
    cookieSecret: randomBytes(32).toString('hex'),
    accessTokenTtlSeconds: 300,
    refreshTokenTtlSeconds: 43_200,
    rateLimits: DEFAULT_AUTH_RATE_LIMITS,
  };
}
