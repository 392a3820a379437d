// What the benchmarks that drive a real profiles-api in this process share: its start-up over
// the bench database, owners with open sessions and access tokens for them, percentiles.
//
// Logins are not part of what is measured: the owners' accounts and open sessions are written
// to the database and their access tokens signed with a key profiles-api is told to trust, as
// users-api's would be (the same claims, the same per-request account check).
import { randomBytes, randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createPrismaClient, withClient } from '@ln/db';
import { buildApp, type ProfilesApiOptions } from '@ln/profiles-api';
import { configFromEnv, loadProfilesApiEnv } from '@ln/profiles-api/config';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '@ln/server';
import { benchDatabase } from './dataset.js';

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** N accounts with an open session, each the owner of a visible living profile without one. */
export function createOwners(url: string, owners: number) {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `SELECT id::text AS id FROM profile
        WHERE user_id IS NULL AND NOT hidden AND NOT dead AND NOT editing_locked
        ORDER BY id LIMIT $1 OFFSET 500`,
      [owners],
    );
    const terms = await client.query<{ v: number | null }>(
      'SELECT max(version) AS v FROM terms_version',
    );
    const result: Array<{ userId: string; sessionId: string; profileId: string }> = [];
    for (const [i, row] of rows.entries()) {
      const userId = randomUUID();
      const sessionId = randomUUID();
      await client.query(
        `INSERT INTO app_user (id, first_name, surname, status, terms_version, terms_accepted_at, updated_at)
         VALUES ($1, 'Bench', $2, 'ACTIVE', $3, now(), now())`,
        [userId, `Owner${i}`, terms.rows[0]?.v ?? null],
      );
      await client.query(
        `INSERT INTO user_role_assignment (id, user_id, role) VALUES ($1, $2, 'BASIC')`,
        [randomUUID(), userId],
      );
      await client.query(
        `INSERT INTO refresh_token (id, user_id, family_id, token_hash, provider, expires_at)
         VALUES ($1, $2, $3, $4, 'bench', now() + interval '1 hour')`,
        [randomUUID(), userId, sessionId, randomBytes(32)],
      );
      await client.query('UPDATE profile SET user_id = $2 WHERE id = $1', [row.id, userId]);
      result.push({ userId, sessionId, profileId: row.id });
    }
    return result;
  });
}

/** Removes the bench's accounts again (the profiles go back to having none). */
export function removeOwners(url: string, userIds: string[]) {
  return withClient(url, async (client) => {
    await client.query('UPDATE profile SET user_id = NULL WHERE user_id = ANY($1::uuid[])', [
      userIds,
    ]);
    await client.query('DELETE FROM app_user WHERE id = ANY($1::uuid[])', [userIds]);
  });
}

/**
 * A key profiles-api is told to trust, and access tokens of bench owners signed with it (the
 * claims users-api gives; profiles-api still checks the account on every request).
 */
export async function benchSigner() {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return {
    keys: createLocalJWKSet({ keys: [jwk] }),
    sign: (owner: { userId: string; sessionId: string }) =>
      new SignJWT({ sid: owner.sessionId, roles: ['BASIC'] })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setSubject(owner.userId)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey),
  };
}

/**
 * profiles-api in this process (not listening yet) over the bench database of `profiles`
 * (PostgreSQL on `databasePort`, 0: a free one), trusting `signer`'s tokens; `env` adds to its
 * environment, `options` to its build.
 */
export async function startBenchApi(
  profiles: number,
  {
    databasePort = 0,
    env = {},
    options = {},
  }: {
    databasePort?: number;
    env?: Record<string, string>;
    options?: Partial<ProfilesApiOptions>;
  } = {},
) {
  const { url, embedded } = await benchDatabase(
    profiles,
    (l) => console.log(`  ${l}`),
    databasePort,
  );
  const db = createPrismaClient(url);
  const signer = await benchSigner();
  const config = configFromEnv(
    loadProfilesApiEnv({ DATABASE_URL: url, LOG_LEVEL: 'error', ...env }),
  );
  const app = await buildApp({ config, db, accessTokenKeys: signer.keys, ...options });
  /** Another profiles-api over the same database and keys (the bench's A/B comparisons). */
  const another = (more: Partial<ProfilesApiOptions> = {}) =>
    buildApp({ config, db, accessTokenKeys: signer.keys, ...options, ...more });
  return { url, embedded, db, signer, app, another };
}
