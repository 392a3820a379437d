import { subscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterAll } from 'vitest';

/**
 * The PESEL canary (issue 5; ARCHITECTURE rule 4): every response of users-api and
 * profiles-api produced in a test file, body and headers, is scanned for the PESELs of the
 * default seed (the personas and every seeded person up to SCANNED_PEOPLE). A hit fails the
 * file. The exceptions are `GET v1.0/auth/user` and `GET v1.0/user/dataExport`, which give
 * their owner their own PESEL.
 *
 * Installed for every Fastify instance the test process creates, through Fastify's
 * `fastify.initialization` diagnostics channel: no app builder can forget it.
 */

/** People of the default seed whose PESELs are watched (test seeds use 120 by default). */
const SCANNED_PEOPLE = 200;
/** The services whose answers must never carry a PESEL (the dev identity provider may). */
const SCANNED_PREFIXES = ['/api/users-api', '/api/profiles-api'];
const OWN_PESEL_ROUTE = /^\/api\/users-api\/v1\.0\/(?:auth\/user|user\/dataExport)(?:\?|$)/;

export interface CanaryHit {
  pesel: string;
  method: string;
  url: string;
  statusCode: number;
  where: 'body' | `header ${string}`;
}

/**
 * PESEL → the seeded account that owns it (null for a person without an account). Loaded
 * when the test file creates its first Fastify instance, so a file without one pays nothing.
 */
async function seededPesels(): Promise<Map<string, string | null>> {
  const [{ parsePeselKeys }, personas, logins, copy, generate, ids] = await Promise.all([
    import('../../packages/pesel/src/pesel.js'),
    import('../../seeds/src/personas.js'),
    import('../../seeds/src/persona-logins.js'),
    import('../../seeds/src/copy.js'),
    import('../../seeds/src/generate/index.js'),
    import('../../seeds/src/ids.js'),
  ]);
  const { DEFAULT_SEED, FIXTURE_PROFILES, PERSONAS } = personas;
  const { personaPeselWithoutProfile } = logins;
  const { RowSink } = copy;
  const { generatePerson, newCapacity, SEED_NOW } = generate;
  const { SequentialIds, seedId } = ids;
  const keys = parsePeselKeys('11'.repeat(32), '22'.repeat(32));
  const fixtures = new Map(FIXTURE_PROFILES.map((f) => [f.index, f.overrides]));
  const owners = new Map(
    PERSONAS.flatMap((p, k) =>
      p.profileIndex === undefined ? [] : [[p.profileIndex, k] as const],
    ),
  );
  const ctx = {
    seed: DEFAULT_SEED,
    total: SCANNED_PEOPLE,
    ids: new SequentialIds(),
    sink: new RowSink(),
    peselKeys: keys,
    capacity: newCapacity(DEFAULT_SEED, SCANNED_PEOPLE),
    now: SEED_NOW,
    peers: false,
    searchOnly: true,
  };
  const map = new Map<string, string | null>();
  for (let i = 0; i < SCANNED_PEOPLE; i++) {
    const owner = owners.get(i);
    const { pesel } = generatePerson(ctx, i, fixtures.get(i));
    // Claimed accounts of other people are not known here; the exception needs only personas.
    map.set(pesel, owner === undefined ? null : seedId('user', owner));
  }
  PERSONAS.forEach((persona, k) => {
    if (persona.profileIndex === undefined)
      map.set(personaPeselWithoutProfile(persona, k), seedId('user', k));
  });
  return map;
}

interface Watched {
  owners: Map<string, string | null>;
  pattern: RegExp;
}

/**
 * The canary's state lives on the worker's global object, not in this module: a setup file is
 * evaluated again before every test file, while a worker that runs its files without
 * isolation (vitest.shared.ts) keeps its Fastify instances, and with them the hooks installed
 * by the first evaluation, from file to file. One subscription and one list of hits per
 * worker; each file takes the hits of its own tests (files of a worker run one at a time).
 */
interface CanaryState {
  watched?: Promise<Watched>;
  hits: CanaryHit[];
  /** Scans still running (the first one loads the PESELs); the final check waits for them. */
  pending: Set<Promise<void>>;
  subscribed: boolean;
}
const state: CanaryState = ((globalThis as { __lnPeselCanary?: CanaryState }).__lnPeselCanary ??= {
  hits: [],
  pending: new Set(),
  subscribed: false,
});

function watchedPesels(): Promise<Watched> {
  state.watched ??= seededPesels().then((owners) => ({
    owners,
    pattern: new RegExp([...owners.keys()].join('|'), 'g'),
  }));
  return state.watched;
}
const { hits, pending } = state;

function track(scan: Promise<void>): Promise<void> {
  pending.add(scan);
  return scan.finally(() => pending.delete(scan));
}

function text(payload: unknown): string {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return '';
}

type ScannedRequest = Pick<FastifyRequest, 'method' | 'url'> & {
  auth?: { userId: string } | null;
};

/**
 * Scans an answer's body (`payload`) or, without one, its headers; an owner reading their
 * own PESEL on `v1.0/auth/user` is allowed.
 */
export async function scanResponse(
  request: ScannedRequest,
  reply: Pick<FastifyReply, 'statusCode' | 'getHeaders'>,
  payload?: unknown,
): Promise<void> {
  if (!SCANNED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
  const { owners, pattern } = await watchedPesels();
  const own = OWN_PESEL_ROUTE.test(request.url) ? (request.auth?.userId ?? null) : null;
  const record = (found: string, where: CanaryHit['where']) => {
    for (const pesel of new Set(found.match(pattern) ?? [])) {
      if (own !== null && owners.get(pesel) === own) continue;
      hits.push({
        pesel,
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        where,
      });
    }
  };
  if (payload !== undefined) {
    record(text(payload), 'body');
    return;
  }
  for (const [name, value] of Object.entries(reply.getHeaders()))
    record([value].flat().map(String).join('\n'), `header ${name}`);
}

/** The hits so far in this test file, emptied (the canary's own tests use it). */
export function takeCanaryHits(): CanaryHit[] {
  return hits.splice(0, hits.length);
}

/** Throws when a PESEL was seen in an answer of this file. */
export function assertNoPeselLeak(found: readonly CanaryHit[] = hits): void {
  if (found.length === 0) return;
  throw new Error(
    `PESEL canary: a seeded PESEL left the services in ${found.length} answer(s):\n` +
      found
        .map(
          (h) =>
            `  ${h.method} ${h.url} → ${h.statusCode}, in the ${h.where} (PESEL …${h.pesel.slice(-3)})`,
        )
        .join('\n'),
  );
}

/** How many PESELs the canary watches. */
export async function watchedPeselCount(): Promise<number> {
  return (await watchedPesels()).owners.size;
}

function installCanary(message: unknown): void {
  const { fastify } = message as { fastify: FastifyInstance };
  // Start loading the watched PESELs now, so the first answer does not wait for them.
  void watchedPesels();
  // A root hook runs for every route of every plugin registered under the instance.
  // The body as serialised; the headers once every hook has set its own (cookies, Location).
  fastify.addHook('onSend', async (request, reply, payload) => {
    await track(scanResponse(request as ScannedRequest, reply, payload ?? ''));
    return payload;
  });
  fastify.addHook('onResponse', async (request, reply) => {
    await track(scanResponse(request as ScannedRequest, reply));
  });
}
if (!state.subscribed) {
  state.subscribed = true;
  subscribe('fastify.initialization', installCanary);
}

afterAll(async () => {
  await Promise.all([...pending]);
  assertNoPeselLeak(takeCanaryHits());
});
