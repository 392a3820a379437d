// The one-origin gateway of `pnpm start` over a test database and a web build of the test's own
// files: what the gateway and security-header tests call (vitest hooks of the calling file).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createPrismaClient, generateSessionSigningKey, parsePeselKeys, type Db } from '@ln/db';
import { useTestDatabase } from '@ln/db/testing';
import { configFromEnv, loadProfilesApiEnv } from '@ln/profiles-api/config';
import { identityFromEnv, loadUsersApiEnv } from '@ln/users-api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildGateway } from '../../scripts/lib/gateway.js';

/** The gateway, built before the file's tests over `webFiles` (path in dist → content). */
export function useTestGateway(webFiles: Record<string, string | Buffer>): () => FastifyInstance {
  const database = useTestDatabase();
  let gateway: FastifyInstance | undefined;
  let dbs: Db[] = [];

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'ln-web-dist-'));
    for (const [path, content] of Object.entries(webFiles)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), content);
    }
    dbs = [createPrismaClient(database().url), createPrismaClient(database().url)];
    gateway = await buildGateway({
      logLevel: 'silent',
      profiles: {
        config: configFromEnv(
          loadProfilesApiEnv({ DATABASE_URL: database().url, LOG_LEVEL: 'silent' }),
        ),
        db: dbs[0]!,
      },
      users: {
        config: { environment: 'test', logLevel: 'silent', helpdeskUrl: 'https://pomoc.example/' },
        db: dbs[1]!,
        peselKeys: parsePeselKeys(randomBytes(32).toString('hex'), randomBytes(32).toString('hex')),
        identity: identityFromEnv(loadUsersApiEnv({ DATABASE_URL: database().url }), {
          signingKeyPem: generateSessionSigningKey(),
          cookieSecret: randomBytes(32).toString('hex'),
        }),
      },
      idp: {
        issuerUrl: 'http://localhost/idp',
        relyingParty: {
          origin: 'http://localhost',
          national: { clientId: 'ln-web', clientSecret: 'n' },
          orcid: { clientId: 'ln-web', clientSecret: 'o' },
        },
        identities: [],
      },
      webDist: dist,
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await Promise.all(dbs.map((db) => db.$disconnect()));
  });

  return () => {
    if (!gateway) throw new Error('the test gateway is built in beforeAll');
    return gateway;
  };
}
