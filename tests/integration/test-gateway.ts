// The one-origin gateway of `pnpm start` over a test database and a web build of the test's own
// files: what the gateway and security-header tests call (vitest hooks of the calling file).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parsePeselKeys } from '@ln/pesel';
import { createPrismaClient, generateSessionSigningKey, type Db } from '@ln/db';
import { useTestDatabase } from '@ln/db/testing';
import { configFromEnv, loadProfilesApiEnv } from '@ln/profiles-api/config';
import type { PublicApiConfig } from '@ln/server';
import { identityFromEnv, loadUsersApiEnv } from '@ln/users-api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createSeededDatabase, type SeededDatabase } from '@ln/testing';
import { buildGateway } from '../../scripts/lib/gateway.js';

/**
 * The gateway, built before the file's tests over `webFiles` (path in dist → content), or
 * over a real web build (`webDist`, made before the gateway by `prepareWebDist`) and the
 * deterministic seed (`seededProfiles`).
 */
export interface SeededWeb {
  webDist: string;
  prepareWebDist: () => void;
  seededProfiles: number;
  /** Called with the seeded database's URL once it exists. */
  onDatabase?: (url: string) => void;
}

function isSeededWeb(web: Record<string, string | Buffer> | SeededWeb): web is SeededWeb {
  return typeof (web as SeededWeb).prepareWebDist === 'function';
}

export function useTestGateway(
  web: Record<string, string | Buffer> | SeededWeb,
  options: { publicApi?: PublicApiConfig } = {},
): () => FastifyInstance {
  const seeded = isSeededWeb(web) ? web : null;
  const emptyDatabase = seeded ? null : useTestDatabase();
  let seededDatabase: SeededDatabase | undefined;
  const database = () => emptyDatabase?.() ?? seededDatabase!;
  let gateway: FastifyInstance | undefined;
  let dbs: Db[] = [];

  beforeAll(async () => {
    let dist: string;
    if (seeded) {
      seeded.prepareWebDist();
      dist = seeded.webDist;
      seededDatabase = await createSeededDatabase({
        profiles: seeded.seededProfiles,
        searchIndex: true,
      });
      seeded.onDatabase?.(seededDatabase.url);
    } else {
      dist = mkdtempSync(join(tmpdir(), 'ln-web-dist-'));
      for (const [path, content] of Object.entries(web as Record<string, string | Buffer>)) {
        mkdirSync(dirname(join(dist, path)), { recursive: true });
        writeFileSync(join(dist, path), content);
      }
    }
    dbs = [createPrismaClient(database().url), createPrismaClient(database().url)];
    gateway = await buildGateway({
      logLevel: 'silent',
      profiles: {
        config: {
          ...configFromEnv(
            loadProfilesApiEnv({ DATABASE_URL: database().url, LOG_LEVEL: 'silent' }),
          ),
          ...(options.publicApi ? { publicApi: options.publicApi } : {}),
        },
        db: dbs[0]!,
      },
      users: {
        config: { environment: 'test', logLevel: 'silent', helpdeskUrl: 'https://pomoc.example/' },
        db: dbs[1]!,
        peselKeys:
          seededDatabase?.peselKeys ??
          parsePeselKeys(randomBytes(32).toString('hex'), randomBytes(32).toString('hex')),
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
      publicOrigin: 'https://ludzie.example',
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await Promise.all(dbs.map((db) => db.$disconnect()));
    await seededDatabase?.drop();
  });

  return () => {
    if (!gateway) throw new Error('the test gateway is built in beforeAll');
    return gateway;
  };
}
