import Fastify, { type FastifyInstance } from 'fastify';
import { createRemoteJWKSet, generateKeyPair, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../error-handler.js';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, authPlugin, requireUser } from './index.js';

async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  // users-api's key set is unreachable: nothing listens on this port.
  const port = await unusedPort();
  const keys = createRemoteJWKSet(new URL(`http://127.0.0.1:${port}/.well-known/jwks.json`));
  const { privateKey } = await generateKeyPair('ES256');
  const kid = randomUUID();
  token = await new SignJWT({ sid: randomUUID() })
    .setProtectedHeader({ alg: 'ES256', kid })
    .setSubject(randomUUID())
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
  app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, {
    keys,
    db: {
      sql: () => {
        throw new Error('the account must not be read for a token that cannot be verified');
      },
    } as never,
  });
  app.get('/public/thing', async (request) => ({ anonymous: request.auth === null }));
  app.get('/own/thing', { onRequest: requireUser() }, async () => ({ ok: true }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

describe('a bearer token while the key set cannot be fetched', () => {
  it('leaves a public read anonymous instead of failing it', async () => {
    const res = await app.inject({
      url: '/public/thing',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ anonymous: true });
  });

  it('answers a protected route with 401 UNAUTHORIZED in the envelope, not a 500', async () => {
    const res = await app.inject({
      url: '/own/thing',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});
