// `pnpm openapi [dir]`: writes the OpenAPI documents of both services (profiles-api.json,
// users-api.json) to .tmp/openapi (or dir) without a running server or database: each
// service is built as `pnpm start` builds it, and no route is called. `pnpm lint` lints them.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePeselKeys } from '@ln/pesel';
import { createPrismaClient } from '@ln/db';
import { buildApp as buildProfilesApi, PROFILES_API_PREFIX } from '../apps/profiles-api/src/app.js';
import { configFromEnv, loadProfilesApiEnv } from '../apps/profiles-api/src/config/env.js';
import { buildApp as buildUsersApi, USERS_API_PREFIX } from '../apps/users-api/src/app.js';

const root = new URL('..', import.meta.url).pathname;
const out = process.argv[2] ?? join(root, '.tmp', 'openapi');
// No query is made: the documents come from the route schemas alone.
const url = 'postgresql://nobody:x@127.0.0.1:1/none';
const db = createPrismaClient(url);

const profiles = await buildProfilesApi({
  config: configFromEnv(loadProfilesApiEnv({ DATABASE_URL: url, LOG_LEVEL: 'silent' })),
  db,
  searchWorker: false,
});
const users = await buildUsersApi({
  config: { environment: 'docs', logLevel: 'silent', helpdeskUrl: 'https://pomoc.example/' },
  db,
  peselKeys: parsePeselKeys(randomBytes(32).toString('hex'), randomBytes(32).toString('hex')),
});

mkdirSync(out, { recursive: true });
for (const [name, app, prefix] of [
  ['profiles-api', profiles, PROFILES_API_PREFIX],
  ['users-api', users, USERS_API_PREFIX],
] as const) {
  await app.ready();
  const res = await app.inject(`${prefix}/docs/json`);
  if (res.statusCode !== 200)
    throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  const file = join(out, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(res.json(), null, 2)}\n`);
  console.info(`${file}: ${Buffer.byteLength(res.body)} bytes (minified)`);
  await app.close();
}
await db.$disconnect();
