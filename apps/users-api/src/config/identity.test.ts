import { generateKeyPairSync } from 'node:crypto';
import { generateSessionSigningKey, resolveSessionSecrets } from '@ln/db';
import { describe, expect, it } from 'vitest';
import { sessionKeysFromPem } from '../modules/auth/session-keys.js';
import { loadUsersApiEnv } from './env.js';
import { identityFromEnv } from './identity.js';

const DB = 'postgresql://h/db';

describe('identity settings', () => {
  it('require the issuers, client secrets and session secrets in production, over https', () => {
    let message = '';
    try {
      loadUsersApiEnv({
        DATABASE_URL: DB,
        APP_ENVIRONMENT: 'production',
        PUBLIC_ORIGIN: 'http://ludzie.example',
        OIDC_ORCID_ISSUER: 'http://orcid.example',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const key of [
      'SESSION_SIGNING_KEY: is required in production',
      'SESSION_COOKIE_SECRET: is required in production',
      'OIDC_NATIONAL_ISSUER: is required in production',
      'OIDC_NATIONAL_CLIENT_SECRET: is required in production',
      'OIDC_ORCID_CLIENT_SECRET: is required in production',
      'PUBLIC_ORIGIN: must be https in production',
      'OIDC_ORCID_ISSUER: must be https in production',
    ]) {
      expect(message).toContain(key);
    }
    expect(() => resolveSessionSecrets({ APP_ENVIRONMENT: 'production' })).toThrow(
      /SESSION_SIGNING_KEY and SESSION_COOKIE_SECRET are required in production/,
    );
  });

  it('default to the dev identity provider on the public origin outside production', () => {
    const env = loadUsersApiEnv({ DATABASE_URL: DB, PUBLIC_ORIGIN: 'http://localhost:9090/' });
    const identity = identityFromEnv(env, {
      signingKeyPem: generateSessionSigningKey(),
      cookieSecret: 'c'.repeat(64),
    });
    expect(identity.publicOrigin).toBe('http://localhost:9090');
    expect(identity.providers.national?.issuer).toBe('http://localhost:9090/idp/national');
    expect(identity.providers.orcid?.issuer).toBe('http://localhost:9090/idp/orcid');
    expect(identity.accessTokenTtlSeconds).toBe(300);
    expect(() => loadUsersApiEnv({ DATABASE_URL: DB, PUBLIC_ORIGIN: 'http://x.pl/app' })).toThrow(
      /PUBLIC_ORIGIN: must be an origin/,
    );
  });

  it('accept a P-256 signing key (with \\n escapes from the environment) and nothing else', () => {
    const pem = generateSessionSigningKey();
    const secrets = resolveSessionSecrets({
      SESSION_SIGNING_KEY: pem.trim().replaceAll('\n', '\\n'),
      SESSION_COOKIE_SECRET: 's'.repeat(40),
    });
    const keys = sessionKeysFromPem(secrets.signingKeyPem);
    expect(keys.publicJwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(keys.publicJwk).not.toHaveProperty('d');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(() => sessionKeysFromPem(rsa)).toThrow(/P-256/);
  });

  it('take TRUST_PROXY as a hop count or proxy addresses, never as "trust every hop"', () => {
    const trust = (TRUST_PROXY?: string) =>
      loadUsersApiEnv({ DATABASE_URL: DB, ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) })
        .TRUST_PROXY;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => trust('true')).toThrow(/TRUST_PROXY: give the number of proxies/);
    expect(() => trust('everyone')).toThrow(/TRUST_PROXY/);
  });
});
