import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { Faults, faultHook, type FaultSettings } from './faults.js';
import { PbnFeed } from './pbn.feed.js';
import { PBN_INSTITUTIONS, PBN_JOURNALS, PBN_PUBLISHERS } from './pbn.records.js';
import { decodeToken, encodeToken, RadonFeed } from './radon.feed.js';
import { employeeRecord, RADON_INSTITUTIONS, scientistRecord } from './radon.records.js';
import { Universe } from './universe.js';

export { Universe } from './universe.js';
export type { FaultSettings, ScriptedFault } from './faults.js';

/**
 * Stand-ins for the registries outside the portal (docs/registries.md), as apps/dev-idp is for
 * the login node: RAD-on's open data under `/radon` and the PBN API under `/pbn`, with their
 * real paths, shapes, paging, cursor quirk, auth headers, 429s and 5xx, serving the seed's
 * people and works; `/_control` lets tests and the operator change a record, empty a source
 * or script faults. For development and tests only: nothing here is deployed.
 */
export const STAND_INS_PREFIX = '/stand-ins';

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
  faults?: { radon?: FaultSettings; pbn?: FaultSettings };
}

export const DEV_PBN_APP: { id: string; token: string } = {
  id: 'ln-dev-app',
  token: 'ln-dev-app-token',
};

export interface StandInsState {
  universe: Universe;
  radon: RadonFeed;
  pbn: PbnFeed;
  faults: { radon: Faults; pbn: Faults };
}

const RADON_VERSION = '1.4.1';
const RADON_MAX_RESULTS = 100;
const PBN_MAX_SIZE = 1000;

export function createStandInsState(options: StandInsOptions): StandInsState {
  const universe = new Universe({ people: options.people, seed: options.seed });
  return {
    universe,
    radon: new RadonFeed(universe, options.sharedTimestamps ?? 3),
    pbn: new PbnFeed(universe),
    faults: { radon: new Faults(options.faults?.radon), pbn: new Faults(options.faults?.pbn) },
  };
}

const resultNumbers = (value: unknown) =>
  Math.min(RADON_MAX_RESULTS, Math.max(1, Number.parseInt(String(value ?? '10'), 10) || 10));

const radon: FastifyPluginAsync<{ state: StandInsState; strict: boolean }> = async (
  app,
  { state, strict },
) => {
  app.addHook('onRequest', faultHook(state.faults.radon));

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

const Source = z.enum(['radon', 'pbn']);
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
    state.faults.radon.reset();
    state.faults.pbn.reset();
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
  }));
  app.post('/:source/empty', async (request, reply) => {
    const source = Source.safeParse((request.params as { source: string }).source);
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
  await app.register(control, { prefix: '/_control', state: options.state });
};

/** A Fastify instance of its own (docker compose, tests), the stand-ins at its root. */
export async function buildStandIns(
  options: StandInsOptions,
): Promise<{ app: FastifyInstance; state: StandInsState }> {
  const state = createStandInsState(options);
  const app = Fastify({ logger: false, bodyLimit: 1 << 20 });
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(standIns, {
    state,
    pbnApp: options.pbnApp,
    strictTokens: options.strictTokens,
  });
  return { app, state };
}
