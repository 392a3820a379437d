import { createHash, createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import { createLocalJWKSet, type JWK, type JWTVerifyGetKey } from 'jose';

export interface PublicJwk {
  kty: string;
  crv: string;
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

/** The key that signs access tokens and what verifies them (docs/identity.md). */
export interface SessionKeys {
  /** PKCS#8 PEM of the ES256 private key (signs; @fastify/jwt). */
  privateKeyPem: string;
  /** SPKI PEM of its public key. */
  publicKeyPem: string;
  /** The key id in every token header and in the JWKS: derived from the public key. */
  kid: string;
  /** The public key as published at .well-known/jwks.json. */
  publicJwk: PublicJwk;
  /** Verifies tokens in this process (users-api, and profiles-api under `pnpm start`). */
  keySet: JWTVerifyGetKey;
}

export function sessionKeysFromPem(privateKeyPem: string): SessionKeys {
  const privateKey = createPrivateKey(privateKeyPem);
  if (
    privateKey.asymmetricKeyType !== 'ec' ||
    privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1'
  ) {
    throw new Error('SESSION_SIGNING_KEY must be a P-256 (ES256) private key in PKCS#8 PEM');
  }
  const publicKey = createPublicKey(privateKey);
  const publicKeyPem = publicKey.export({ format: 'pem', type: 'spki' }).toString();
  const kid = createHash('sha256').update(publicKeyPem).digest('base64url').slice(0, 16);
  const jwk = publicKey.export({ format: 'jwk' }) as JWK;
  const publicJwk: PublicJwk = {
    kty: 'EC',
    crv: 'P-256',
    x: String(jwk.x),
    y: String(jwk.y),
    kid,
    alg: 'ES256',
    use: 'sig',
  };
  return {
    privateKeyPem,
    publicKeyPem,
    kid,
    publicJwk,
    keySet: createLocalJWKSet({ keys: [publicJwk] }),
  };
}

/** A refresh token (32 random bytes, base64url) and the SHA-256 stored instead of it. */
export function newRefreshToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
