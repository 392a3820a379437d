// Standalone dev identity provider (docker compose); `pnpm start` mounts it in the gateway.
import { randomBytes } from 'node:crypto';
import { parsePeselKeys } from '@ln/pesel';
import { personaLogins } from '@ln/seeds';
import { buildApp, identitiesFromPersonas } from './app.js';

const env = process.env;
const port = Number(env.PORT ?? 3003);
const issuerUrl = env.ISSUER_URL ?? `http://localhost:${port}/idp`;
// The personas' PESEL numbers do not depend on the keys; any pair computes them.
const keys = parsePeselKeys(randomBytes(32).toString('hex'), randomBytes(32).toString('hex'));
const app = await buildApp({
  issuerUrl,
  relyingParty: {
    // Where users-api and the web are (the reverse proxy's origin).
    origin: env.RELYING_PARTY_ORIGIN ?? new URL(issuerUrl).origin,
    national: {
      clientId: env.OIDC_NATIONAL_CLIENT_ID ?? 'ln-web',
      clientSecret: env.OIDC_NATIONAL_CLIENT_SECRET ?? 'dev-secret-national',
    },
    orcid: {
      clientId: env.OIDC_ORCID_CLIENT_ID ?? 'ln-web',
      clientSecret: env.OIDC_ORCID_CLIENT_SECRET ?? 'dev-secret-orcid',
    },
  },
  identities: identitiesFromPersonas(personaLogins(keys)),
});
const close = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);
await app.listen({ port, host: env.HOST ?? '0.0.0.0' });
