import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { Faults, faultHook, type FaultSettings } from './faults.js';
import { DEV_ORCID_CLIENT, OrcidFeed } from './orcid.feed.js';
import { PbnFeed } from './pbn.feed.js';
import { PBN_INSTITUTIONS, PBN_JOURNALS, PBN_PUBLISHERS } from './pbn.records.js';
import { decodeToken, encodeToken, RadonFeed } from './radon.feed.js';
import { employeeRecord, RADON_INSTITUTIONS, scientistRecord } from './radon.records.js';
import { Universe } from './universe.js';

export { Universe } from './universe.js';
export type { FaultSettings, ScriptedFault } from './faults.js';
export { DEV_ORCID_CLIENT } from './orcid.feed.js';
export { UNMATCHED_WORKS } from './orcid.records.js';

/**
 * Stand-ins for the registries outside the portal (docs/registries.md), as apps/dev-idp is for
 * the login node: RAD-on's open data under `/radon` and the PBN API under `/pbn`, with their
 * real paths, shapes, paging, cursor quirk, auth headers, 429s and 5xx, serving the seed's
 * people and works; `/_control` lets tests and the operator change a record, empty a source
 * or script faults. For development and tests only: nothing here is deployed.
 */
export const STAND_INS_PREFIX = '/stand-ins';
/**
 * ORCID's bulk read names up to 100 put-codes in one path segment (about 900 characters), past
 * Fastify's default parameter bound of 100: a server mounting the stand-ins needs this bound.
 */
export const STAND_INS_MAX_PARAM_LENGTH = 1200;

export interface StandInsOptions {
  /** The seeded database's profile count: the registries hold the same people. */
  people: number;
  seed?: number;
  /** People in a row who share one `lastRefresh` (the cursor quirk). */
  sharedTimestamps?: number;
  /** RAD-on refuses (400) a token it did not hand out, as a stricter registry might. */
  strictTokens?: boolean;
  /** The application PBN knows (X-App-Id, X-App-Token). */
  pbnApp?: { id: string; token: string };
  faults?: { radon?: FaultSettings; pbn?: FaultSettings; orcid?: FaultSettings };
  /** The ORCID application (client credentials) the stand-in knows. */
  orcidClient?: { id: string; secret: string };
  /** ORCID's limit: requests a second and burst, past which it answers 503 (24 and 40). */
  orcidRate?: { perSecond: number; burst: number };
}

export const DEV_PBN_APP: { id: string; token: string } = {
  id: 'ln-dev-app',
  token: 'ln-dev-app-token',
};

export interface StandInsState {
  universe: Universe;
  radon: RadonFeed;
  pbn: PbnFeed;
  orcid: OrcidFeed;
  faults: { radon: Faults; pbn: Faults; orcid: Faults };
}

const RADON_VERSION = '1.4.1';
const RADON_MAX_RESULTS = 100;
const PBN_MAX_SIZE = 1000;

export function createStandInsState(options: StandInsOptions): StandInsState {
  const universe = new Universe({ people: options.people, seed: options.seed });
  const pbn = new PbnFeed(universe);
  return {
    universe,
    radon: new RadonFeed(universe, options.sharedTimestamps ?? 3),
    pbn,
    orcid: new OrcidFeed(universe, pbn, options.orcidRate),
    faults: {
      radon: new Faults(options.faults?.radon),
      pbn: new Faults(options.faults?.pbn),
      orcid: new Faults(options.faults?.orcid),
    },
  };
}

const resultNumbers = (value: unknown) =>
  Math.min(RADON_MAX_RESULTS, Math.max(1, Number.parseInt(String(value ?? '10'), 10) || 10));

const radon: FastifyPluginAsync<{ state: StandInsState; strict: boolean }> = async (
  app,
  { state, strict },
) => {
  // After the body is read, as for ORCID: a fault answered before it leaves the scientist
  // search's JSON unread on a kept-alive connection, and the client's retry on it can hang.
  app.addHook('preHandler', faultHook(state.faults.radon));

  const malformed = { status: 400, message: 'Malformed token' };
  const refused = (token: string | null) =>
    token !== null && (decodeToken(token) === null || (strict && !state.radon.issued.has(token)));
  const page = (token: string | null, size: number, map: typeof employeeRecord) => {
    const result = state.radon.page(token, size);
    return {
      results: result.records.map(map),
      pagination: { maxCount: result.maxCount, token: result.token },
      version: RADON_VERSION,
    };
  };

  app.get('/opendata/polon/employees', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const token = query.token ?? null;
    if (refused(token)) return reply.code(400).send(malformed);
    return page(token, resultNumbers(query.resultNumbers), employeeRecord);
  });

  app.post('/opendata/scientist/search', async (request, reply) => {
    const body = (request.body ?? {}) as {
      resultNumbers?: number;
      token?: string | null;
      body?: { uid?: string | null };
    };
    const token = body.token ?? null;
    if (refused(token)) return reply.code(400).send(malformed);
    const uid = body.body?.uid;
    if (uid) {
      const found = state.radon.byUid(uid);
      return {
        results: found ? [scientistRecord(found)] : [],
        pagination: {
          maxCount: found ? 1 : 0,
          token: found ? encodeToken(found.lastRefresh) : null,
        },
        version: RADON_VERSION,
      };
    }
    return page(token, resultNumbers(body.resultNumbers), scientistRecord as never);
  });

  app.get('/opendata/polon/institutions', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const token = query.token ?? null;
    const after = token === null ? Number.NEGATIVE_INFINITY : decodeToken(token);
    if (after === null) return reply.code(400).send(malformed);
    const all = state.radon.empty
      ? []
      : RADON_INSTITUTIONS.filter(
          (i) => !query.institutionUuid || i.institutionUuid === query.institutionUuid,
        );
    const results = all
      .filter((i) => Number(i.lastRefresh) > after)
      .slice(0, resultNumbers(query.resultNumbers));
    const last = results.at(-1);
    return {
      results,
      pagination: {
        maxCount: all.length,
        token: last ? encodeToken(Number(last.lastRefresh)) : token,
      },
      version: RADON_VERSION,
    };
  });
};

const PageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(PBN_MAX_SIZE).default(10),
  status: z.enum(['ACTIVE', 'DELETED']).default('ACTIVE'),
  modifiedSince: z.iso.datetime({ offset: true }).optional(),
});

const pbn: FastifyPluginAsync<{
  state: StandInsState;
  app: { id: string; token: string };
}> = async (app, { state, app: known }) => {
  // PBN authenticates the application by two headers (iplweb/bpp src/pbn_api/client/transport.py).
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['x-app-id'] !== known.id || request.headers['x-app-token'] !== known.token)
      return reply
        .code(403)
        .send({ code: 403, message: 'Access Denied', description: 'Unknown application' });
  });
  app.addHook('onRequest', faultHook(state.faults.pbn));

  const query = (raw: unknown, reply: { code(n: number): { send(b: unknown): unknown } }) => {
    const parsed = PageQuery.safeParse(raw);
    if (!parsed.success) {
      reply
        .code(400)
        .send({ code: 400, message: 'Bad Request', description: parsed.error.message });
      return null;
    }
    return parsed.data;
  };
  const list = <T>(items: T[], page: number, size: number) => ({
    ...pagedSlice(items, page, size),
  });

  app.get('/api/v1/publications/page', async (request, reply) => {
    const q = query(request.query, reply);
    if (!q) return reply;
    if (q.status === 'DELETED') return state.pbn.deletedPage(q.page, q.size);
    return state.pbn.activePage(
      q.page,
      q.size,
      q.modifiedSince ? new Date(q.modifiedSince) : undefined,
    );
  });
  app.get('/api/v1/person/page', async (request, reply) => {
    const q = query(request.query, reply);
    if (!q) return reply;
    return state.pbn.personPage(q.page, q.size);
  });
  app.get('/api/v1/journals/page', async (request, reply) => {
    const q = query(request.query, reply);
    return q ? list(state.pbn.empty ? [] : PBN_JOURNALS, q.page, q.size) : reply;
  });
  app.get('/api/v1/publishers/page', async (request, reply) => {
    const q = query(request.query, reply);
    return q ? list(state.pbn.empty ? [] : PBN_PUBLISHERS, q.page, q.size) : reply;
  });
  app.get('/api/v1/institutions/page', async (request, reply) => {
    const q = query(request.query, reply);
    return q ? list(state.pbn.empty ? [] : PBN_INSTITUTIONS, q.page, q.size) : reply;
  });
};

import { springPage } from './pbn.feed.js';
function pagedSlice<T>(items: T[], page: number, size: number) {
  return springPage(items.slice(page * size, (page + 1) * size), page, size, items.length);
}

const ORCID_ID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;
const ORCID_BULK_LIMIT = 100;

/**
 * ORCID's public API v3.0 (docs/registries.md, "ORCID"): `POST /oauth/token` (client
 * credentials, scope /read-public), then `/v3.0/{orcid}/record`, `/works`, `/works/{codes}`
 * (at most 100), `/work/{code}`, `/employments`, `/educations`, `/fundings`. A token it no
 * longer accepts answers 401 `invalid_token`; a locked or deactivated record 409 with ORCID's
 * error body; past the burst a 503.
 */
const orcid: FastifyPluginAsync<{
  state: StandInsState;
  client: { id: string; secret: string };
}> = async (app, { state, client }) => {
  const feed = state.orcid;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // After the body is read: a fault answered before it leaves a token request's form unread
  // on a kept-alive connection, and the client's retry on it hangs.
  app.addHook('preHandler', faultHook(state.faults.orcid));
  app.addHook('preHandler', async (_request, reply) => {
    if (!feed.admit())
      return reply
        .code(503)
        .type('text/html')
        .send('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
  });

  app.post('/oauth/token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    if (body.client_id !== client.id || body.client_secret !== client.secret)
      return reply.code(401).send({
        error: 'invalid_client',
        error_description: 'Bad client credentials',
      });
    if (body.grant_type !== 'client_credentials')
      return reply.code(400).send({
        error: 'unsupported_grant_type',
        error_description: `Unsupported grant type: ${body.grant_type ?? ''}`,
      });
    if (body.scope !== '/read-public')
      return reply
        .code(400)
        .send({ error: 'invalid_scope', error_description: `Invalid scope: ${body.scope ?? ''}` });
    return {
      access_token: feed.issue(),
      token_type: 'bearer',
      refresh_token: feed.issue(),
      expires_in: 631_138_518,
      scope: '/read-public',
      name: null,
      orcid: null,
    };
  });

  const error = (code: number, developer: string, user: string, errorCode: number) => ({
    'response-code': code,
    'developer-message': developer,
    'user-message': user,
    'error-code': errorCode,
    'more-info': 'https://info.orcid.org/documentation/integration-guide/troubleshooting/',
  });

  app.register(
    async (v3) => {
      v3.addHook('onRequest', async (request, reply) => {
        const auth = request.headers.authorization;
        // The public API reads anonymously too; a token it does not know is refused.
        if (auth) {
          const token = /^Bearer\s+(\S+)$/i.exec(auth)?.[1] ?? '';
          if (!feed.tokens.has(token) || feed.expired.has(token))
            return reply.code(401).send({
              error: 'invalid_token',
              error_description: `Invalid access token: ${token.slice(0, 8)}…`,
            });
        }
        const id = (request.params as { orcid?: string }).orcid ?? '';
        const notFound = () =>
          reply
            .code(404)
            .send(
              error(
                404,
                `404 Not Found: The resource was not found. ORCID ${id}`,
                'The resource was not found.',
                9016,
              ),
            );
        if (!ORCID_ID.test(id) || !feed.find(id)) return notFound();
        const stateOf = feed.stateOf(id);
        if (stateOf === 'LOCKED')
          return reply
            .code(409)
            .send(
              error(
                409,
                `409 Conflict: The ORCID record is locked and cannot be edited. ORCID https://orcid.org/${id}`,
                'The ORCID record is locked.',
                9018,
              ),
            );
        if (stateOf === 'DEACTIVATED')
          return reply
            .code(409)
            .send(
              error(
                409,
                `409 Conflict: The ORCID record is deactivated. ORCID https://orcid.org/${id}`,
                'The ORCID record is deactivated.',
                9044,
              ),
            );
      });
      v3.addHook('onSend', async (_request, reply, payload) => {
        if (reply.statusCode === 200) void reply.type('application/vnd.orcid+json;charset=UTF-8');
        return payload;
      });
      const id = (params: unknown) => (params as { orcid: string }).orcid;
      v3.get('/:orcid/record', async (request) => feed.record(id(request.params)));
      v3.get('/:orcid/works', async (request) => feed.works(id(request.params)));
      v3.get('/:orcid/works/:codes', async (request, reply) => {
        const raw = (request.params as { codes: string }).codes.split(',');
        const codes = raw.map(Number);
        if (codes.some((c) => !Number.isSafeInteger(c) || c <= 0))
          return reply
            .code(400)
            .send(error(400, '400 Bad Request: Invalid put-code', 'Bad request', 9006));
        if (codes.length > ORCID_BULK_LIMIT)
          return reply
            .code(400)
            .send(
              error(
                400,
                `400 Bad Request: too many put-codes (${codes.length}), the limit is ${ORCID_BULK_LIMIT}`,
                'Bad request',
                9006,
              ),
            );
        return feed.bulk(id(request.params), codes);
      });
      v3.get('/:orcid/work/:code', async (request, reply) => {
        const work = feed.work(
          id(request.params),
          Number((request.params as { code: string }).code),
        );
        return (
          work ??
          reply
            .code(404)
            .send(error(404, '404 Not Found: The resource was not found.', 'Not found.', 9016))
        );
      });
      v3.get('/:orcid/employments', async (request) =>
        feed.affiliations(id(request.params), 'employment'),
      );
      v3.get('/:orcid/educations', async (request) =>
        feed.affiliations(id(request.params), 'education'),
      );
      v3.get('/:orcid/fundings', async (request) => feed.fundings(id(request.params)));
    },
    { prefix: '/v3.0' },
  );
};

const Source = z.enum(['radon', 'pbn', 'orcid']);
const OrcidChange = z
  .object({
    state: z.enum(['LOCKED', 'DEACTIVATED']).nullable(),
    extraWorks: z.number().int().min(0).max(20_000),
    malformed: z.boolean(),
  })
  .partial();
const Fault = z.object({
  status: z.number().int().min(400).max(599),
  retryAfterSeconds: z.number().int().min(0).max(3600).optional(),
});
const FaultBody = z.object({
  source: Source,
  script: z.array(Fault).max(100).default([]),
  every: z
    .object({ n: z.number().int().min(0), status: z.number().int().min(400).max(599) })
    .optional(),
  rateLimit: z
    .object({ requests: z.number().int().min(1), windowSeconds: z.number().int().min(1) })
    .optional(),
});
const RadonPatch = z
  .object({
    personalData: z.record(z.string(), z.unknown()),
    employments: z.array(z.record(z.string(), z.unknown())).max(50),
    calculatedEduLevel: z.string().nullable(),
    orcid: z.string().nullable(),
  })
  .partial();

const control: FastifyPluginAsync<{ state: StandInsState }> = async (app, { state }) => {
  const index = (raw: unknown) => {
    const n = Number((raw as { index?: string }).index);
    return Number.isInteger(n) && n >= 0 && n < state.universe.people ? n : null;
  };
  app.post('/reset', async () => {
    state.radon.reset();
    state.pbn.reset();
    state.orcid.reset();
    state.faults.radon.reset();
    state.faults.pbn.reset();
    state.faults.orcid.reset();
    return { ok: true };
  });
  app.post('/faults', async (request, reply) => {
    const body = FaultBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: body.error.message });
    const faults = state.faults[body.data.source];
    if (body.data.every || body.data.rateLimit)
      faults.reset({ every: body.data.every, rateLimit: body.data.rateLimit });
    faults.push(...body.data.script);
    return { ok: true };
  });
  app.get('/stats', async () => ({
    radon: { requests: state.faults.radon.requests },
    pbn: { requests: state.faults.pbn.requests },
    orcid: { requests: state.faults.orcid.requests, limited: state.orcid.limited },
  }));
  app.put('/orcid/records/:orcid', async (request, reply) => {
    const id = (request.params as { orcid: string }).orcid;
    const change = OrcidChange.safeParse(request.body);
    if (!ORCID_ID.test(id) || !change.success)
      return reply.code(400).send({ message: 'bad change' });
    state.orcid.change(id, change.data);
    return { ok: true, works: state.orcid.find(id)?.works.length ?? null };
  });
  app.post('/orcid/expire-tokens', async () => {
    state.orcid.expireTokens();
    return { ok: true };
  });
  app.put('/orcid/rate', async (request, reply) => {
    const rate = z
      .object({
        perSecond: z.number().min(0.1).max(10_000),
        burst: z.number().int().min(1).max(10_000),
      })
      .safeParse(request.body);
    if (!rate.success) return reply.code(400).send({ message: 'bad rate' });
    state.orcid.rate = rate.data;
    return { ok: true };
  });
  app.post('/:source/empty', async (request, reply) => {
    const source = z
      .enum(['radon', 'pbn'])
      .safeParse((request.params as { source: string }).source);
    if (!source.success) return reply.code(404).send({ message: 'no such source' });
    state[source.data].empty = true;
    return { ok: true };
  });
  app.put('/radon/people/:index', async (request, reply) => {
    const i = index(request.params);
    const patch = RadonPatch.safeParse(request.body);
    if (i === null || !patch.success) return reply.code(400).send({ message: 'bad change' });
    return employeeRecord(state.radon.change(i, patch.data as never));
  });
  app.delete('/radon/people/:index', async (request, reply) => {
    const i = index(request.params);
    if (i === null) return reply.code(400).send({ message: 'bad index' });
    state.radon.remove(i);
    return { ok: true };
  });
  app.put('/pbn/publications/:index/:ordinal', async (request, reply) => {
    const i = index(request.params);
    const ordinal = Number((request.params as { ordinal: string }).ordinal);
    const patch = z.record(z.string(), z.unknown()).safeParse(request.body);
    if (i === null || !patch.success) return reply.code(400).send({ message: 'bad change' });
    return (
      state.pbn.change(i, ordinal, patch.data) ?? reply.code(404).send({ message: 'no such work' })
    );
  });
  app.delete('/pbn/publications/:index/:ordinal', async (request, reply) => {
    const i = index(request.params);
    const ordinal = Number((request.params as { ordinal: string }).ordinal);
    if (i === null || !state.pbn.remove(i, ordinal))
      return reply.code(404).send({ message: 'no such work' });
    return { ok: true };
  });
};

/** The stand-ins as one Fastify plugin: `pnpm start` mounts it under /stand-ins. */
export const standIns: FastifyPluginAsync<{
  state: StandInsState;
  pbnApp?: { id: string; token: string };
  orcidClient?: { id: string; secret: string };
  strictTokens?: boolean;
}> = async (app, options) => {
  await app.register(radon, {
    prefix: '/radon',
    state: options.state,
    strict: options.strictTokens ?? false,
  });
  await app.register(pbn, {
    prefix: '/pbn',
    state: options.state,
    app: options.pbnApp ?? DEV_PBN_APP,
  });
  await app.register(orcid, {
    prefix: '/orcid',
    state: options.state,
    client: options.orcidClient ?? DEV_ORCID_CLIENT,
  });
  await app.register(control, { prefix: '/_control', state: options.state });
};

/** A Fastify instance of its own (docker compose, tests), the stand-ins at its root. */
export async function buildStandIns(
  options: StandInsOptions,
): Promise<{ app: FastifyInstance; state: StandInsState }> {
  const state = createStandInsState(options);
  const app = Fastify({
    logger: false,
    bodyLimit: 1 << 20,
    routerOptions: { maxParamLength: STAND_INS_MAX_PARAM_LENGTH },
  });
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(standIns, {
    state,
    pbnApp: options.pbnApp,
    orcidClient: options.orcidClient,
    strictTokens: options.strictTokens,
  });
  return { app, state };
}
