import {
  ECHO_MAX_CHARS,
  INVALID_VALUE_MAX_CHARS,
  JSON_BODY_MAX_BYTES,
  resolveRefs,
} from '@ln/server';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useIdentityStack } from '@ln/testing/identity-stack';

/**
 * The schema-driven fuzz test (docs/security.md): every operation of both OpenAPI documents,
 * read at run time so new routes are covered as they land, gets about 30 malformed inputs,
 * anonymously and as a caller the route lets in: the least privileged persona its guard does
 * not refuse (owner routes with the owner's own ids), so the input reaches the parsing and
 * validation behind the guard instead of stopping at a 403. No answer may be a 5xx; every
 * 4xx is the envelope with our codes; no answer repeats the input past the bounds.
 */

interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
}
interface Route {
  service: string;
  method: string;
  path: string;
  operation: Operation;
}
interface Case {
  name: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

/** The marker of every oversized input: a longer run of it in an answer is an echo. */
const HUGE = 'q'.repeat(5000);
const ECHO = 'q'.repeat(ECHO_MAX_CHARS + 1);
const UUID = '00000000-0000-4000-8000-00000000f0zz'.replace('f0zz', 'f00d');

function typeOf(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  const own = [schema.type].flat().find((t) => t && t !== 'null');
  if (own) return own;
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const t = typeOf(part);
    if (t) return t;
  }
  return undefined;
}

/** A value the schema would take (so one malformed part at a time is what fails). */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'a';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const inner = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((s) => typeOf(s));
  if (!schema.type && inner) return sample(inner);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s)]),
      );
    default:
      return schema.format === 'uuid' ? UUID : schema.format === 'date' ? '2020-01-01' : 'abc';
  }
}

/** A value of the wrong type for the schema. */
function wrongType(schema: Schema | undefined): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return { nested: [1, 2] };
    case 'array':
      return 'not-a-list';
    case 'object':
      return [1];
    default:
      return 'not-a-number';
  }
}

function wrongQueryValue(schema: Schema | undefined): string {
  const t = typeOf(schema);
  if (schema?.enum || schema?.format === 'uuid') return 'NOT_ONE_OF_THEM';
  return t === 'integer' || t === 'number' ? 'abc' : t === 'boolean' ? 'maybe' : '-1';
}

type Path = Array<string | number>;

/**
 * The string fields of a body, as paths into `sample(schema)` (the first item of a list, the
 * first typed choice of a union): where odd text is put, one field at a time.
 */
function stringLeaves(
  schema: Schema | undefined,
  path: Path = [],
): Array<{ path: Path; schema: Schema }> {
  if (!schema || path.length > 8) return [];
  const inner = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((s) => typeOf(s));
  if (!schema.type && inner) return stringLeaves(inner, path);
  switch (typeOf(schema)) {
    case 'string':
      return schema.enum || schema.const !== undefined ? [] : [{ path, schema }];
    case 'array':
      return stringLeaves(schema.items, [...path, 0]);
    case 'object':
      return Object.entries(schema.properties ?? {}).flatMap(([key, s]) =>
        stringLeaves(s, [...path, key]),
      );
    default:
      return [];
  }
}

/** A copy of `value` with `replacement` at `path`. */
function replaced(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaced(copy[head!], rest, replacement);
  return copy;
}

/** Text no field takes (issue 41 #8, #11) and a date PostgreSQL refuses (#12). */
const LONE_SURROGATE = 'a\ud800b';
const CONTROL_CHARACTER = 'a\u0007b';
const YEAR_ZERO = '0000-01-01';

/** Malformed multipart/form-data (issue 41 #10): what used to answer 500. */
function malformedMultipart(): Array<{ name: string; payload: string; type: string }> {
  const boundary = 'ln-fuzz-boundary';
  const part = (b: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n${'x'.repeat(500)}\r\n--${b}--\r\n`;
  const long = 'b'.repeat(71);
  return [
    { name: 'no boundary', payload: part(boundary), type: 'multipart/form-data' },
    {
      name: 'a truncated body',
      payload: part(boundary).slice(0, 150),
      type: `multipart/form-data; boundary=${boundary}`,
    },
    {
      name: 'no closing boundary',
      payload: part(boundary).slice(0, -10),
      type: `multipart/form-data; boundary=${boundary}`,
    },
    {
      name: 'a boundary over 70 characters',
      payload: part(long),
      type: `multipart/form-data; boundary=${long}`,
    },
    {
      name: 'a boundary of 300 characters',
      payload: part('c'.repeat(300)),
      type: `multipart/form-data; boundary=${'c'.repeat(300)}`,
    },
    {
      name: 'a lone surrogate in the file name',
      payload: part(boundary).replace('a.csv', '\ud800.csv'),
      type: `multipart/form-data; boundary=${boundary}`,
    },
  ];
}

function build(route: Route, path: Record<string, string>, query: string): string {
  const url = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => path[name] ?? 'x');
  return query ? `${url}?${query}` : url;
}

/** Path parameters that name the caller's own records: each persona sends its own. */
type OwnIds = Record<string, string>;

function casesFor(route: Route, own: OwnIds = {}): Case[] {
  const params = route.operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const validPath = Object.fromEntries(
    pathParams.map((p) => [p.name, encodeURIComponent(own[p.name] ?? String(sample(p.schema)))]),
  );
  const validQuery = new URLSearchParams(
    queryParams.map((p) => [p.name, String([sample(p.schema)].flat()[0])]),
  );
  const url = (path: Record<string, string> = {}, query = validQuery.toString()) =>
    build(route, { ...validPath, ...path }, query);
  const cases: Case[] = [];

  for (const p of pathParams.slice(0, 2)) {
    for (const [name, value] of [
      ['not a UUID', 'not-a-uuid'],
      ['bad percent-encoding', '%ZZ'],
      ['bad UTF-8', '%C3%28'],
      ['over-long', 'x'.repeat(101)],
      ['huge', HUGE],
      ['NUL', 'a%00b'],
      ['a control character', 'a%07b'],
      ['a CESU-8 surrogate', '%ED%A0%80'],
      ['traversal', '..%2F..%2Fetc'],
    ] as const) {
      cases.push({ name: `path ${p.name}: ${name}`, url: url({ [p.name]: value }) });
    }
  }
  for (const p of queryParams.slice(0, 4)) {
    const set = (value: string, repeat = false) => {
      const q = new URLSearchParams(validQuery);
      q.set(p.name, value);
      if (repeat) q.append(p.name, value);
      return q.toString();
    };
    cases.push({
      name: `query ${p.name}: wrong type`,
      url: url({}, set(wrongQueryValue(p.schema))),
    });
    cases.push({ name: `query ${p.name}: huge`, url: url({}, set(HUGE)) });
    cases.push({
      name: `query ${p.name}: a control character`,
      url: url({}, set(CONTROL_CHARACTER)),
    });
    cases.push({
      name: `query ${p.name}: a CESU-8 surrogate`,
      url: `${url({}, set('x'))}&${p.name}=%ED%A0%80`,
    });
    if (p.schema?.format === 'date')
      cases.push({ name: `query ${p.name}: year 0000`, url: url({}, set(YEAR_ZERO)) });
    cases.push({ name: `query ${p.name}: repeated`, url: url({}, set('1', true)) });
    cases.push({
      name: `query ${p.name}: bad percent-encoding`,
      url: `${url({}, set('x'))}&${p.name}=%ZZ`,
    });
  }
  cases.push({
    name: 'query: prototype keys',
    url: url({}, '__proto__[admin]=1&constructor[prototype][admin]=1'),
  });
  cases.push({ name: 'query: an unknown huge key', url: url({}, `${HUGE}=1`) });
  // Every route, whatever it declares.
  const any = url();
  const glue = any.includes('?') ? '&' : '?';
  cases.push(
    { name: 'query: a bad percent-encoded key', url: `${any}${glue}%ZZ=1` },
    { name: 'query: NUL', url: `${any}${glue}x=a%00b` },
    {
      name: 'query: 300 parameters',
      url: `${any}${glue}${Array.from({ length: 300 }, (_, i) => `k${i}=1`).join('&')}`,
    },
    { name: 'query: bracket lists', url: `${any}${glue}a[]=1&a[]=2&b[c][d]=1` },
    { name: 'path: a bad percent-encoded tail', url: `${build(route, validPath, '')}/%ZZ` },
    { name: 'path: a huge tail', url: `${build(route, validPath, '')}/${HUGE}` },
    {
      name: 'header: a malformed bearer token',
      url: any,
      headers: { authorization: 'Bearer x.y' },
    },
    {
      name: 'header: a huge bearer token',
      url: any,
      headers: { authorization: `Bearer ${HUGE}.${HUGE}.${HUGE}` },
    },
    { name: 'header: another scheme', url: any, headers: { authorization: `Basic ${HUGE}` } },
    { name: 'header: a huge Accept-Language', url: any, headers: { 'accept-language': HUGE } },
  );

  const json = route.operation.requestBody?.content?.['application/json']?.schema;
  if (json) {
    const valid = sample(json);
    const body = (name: string, payload: string, type = 'application/json') =>
      cases.push({ name: `body: ${name}`, url: url(), payload, headers: { 'content-type': type } });
    body('invalid JSON', '{"a": ');
    body('empty', '');
    body('deeply nested array', '['.repeat(5000) + ']'.repeat(5000));
    body('deeply nested object', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000));
    body('__proto__', '{"__proto__": {"admin": true}}');
    body('constructor.prototype', '{"constructor": {"prototype": {"admin": true}}}');
    body('null', 'null');
    body('a list instead of an object', '[]');
    body('a string instead of an object', '"text"');
    body('over the size limit', JSON.stringify({ a: 'q'.repeat(JSON_BODY_MAX_BYTES) }));
    body('an unknown huge key', JSON.stringify({ ...(valid as object), [HUGE]: 1 }));
    body('text/plain', '{}', 'text/plain');
    body('application/xml', '<a/>', 'application/xml');
    body('a form', 'a=1', 'application/x-www-form-urlencoded');
    const props = Object.entries(json.properties ?? {});
    for (const [key, schema] of props.slice(0, 5)) {
      body(
        `${key}: wrong type`,
        JSON.stringify({ ...(valid as object), [key]: wrongType(schema) }),
      );
    }
    for (const [key] of props.filter(([, s]) => typeOf(s) === 'string').slice(0, 3)) {
      body(`${key}: huge`, JSON.stringify({ ...(valid as object), [key]: 'q'.repeat(20_000) }));
    }
    // Every string field (the first 12): a lone surrogate, a control character; every date
    // field: year 0000. Each alone in an otherwise valid body, so it reaches the field's check.
    const leaves = stringLeaves(json);
    for (const { path } of leaves.slice(0, 12)) {
      const at = path.join('.');
      body(`${at}: a lone surrogate`, JSON.stringify(replaced(valid, path, LONE_SURROGATE)));
      body(`${at}: a control character`, JSON.stringify(replaced(valid, path, CONTROL_CHARACTER)));
    }
    for (const { path } of leaves.filter((l) => l.schema.format === 'date'))
      body(`${path.join('.')}: year 0000`, JSON.stringify(replaced(valid, path, YEAR_ZERO)));
    for (const [key] of props.filter(([, s]) => typeOf(s) === 'array').slice(0, 2)) {
      body(
        `${key}: 1,000 wrong items`,
        JSON.stringify({
          ...(valid as object),
          [key]: Array(1000).fill({ x: HUGE.slice(0, 300) }),
        }),
      );
    }
  }
  if (route.operation.requestBody?.content?.['multipart/form-data']) {
    for (const m of malformedMultipart())
      cases.push({
        name: `multipart: ${m.name}`,
        url: url(),
        payload: m.payload,
        headers: { 'content-type': m.type },
      });
  }
  return cases;
}

function checkAnswer(
  where: string,
  status: number,
  type: string | undefined,
  body: string,
  documents503 = false,
) {
  // A documented 503 (the test stack runs no job queue; a full render pool) is a state of
  // the deployment that the route tells in the envelope, not a crash: its envelope is
  // checked below like any 4xx. Every other 5xx fails.
  const unavailable =
    documents503 && status === 503 && body.includes('"code":"SERVICE_UNAVAILABLE"');
  if (!unavailable) expect(status, `${where}: ${body.slice(0, 300)}`).toBeLessThan(500);
  expect(body.includes(ECHO), `${where} repeats the input`).toBe(false);
  if (status < 400) return;
  expect(type, where).toMatch(/^application\/json/);
  const envelope = JSON.parse(body) as Record<string, unknown>;
  expect(
    Object.keys(envelope).filter((k) => !['code', 'message', 'errors', 'reqId'].includes(k)),
    where,
  ).toEqual([]);
  expect(envelope.code, where).toMatch(/^[A-Z][A-Z_]+$/);
  expect(String(envelope.code), where).not.toMatch(/^FST_/);
  expect(envelope.message, where).toEqual(expect.any(String));
  expect(envelope.reqId, where).toEqual(expect.any(String));
  if (status === 400 && envelope.code === 'VALIDATION_ERROR') {
    expect(envelope.errors, `${where}: a 400 lists its problems`).toEqual(expect.any(Array));
  }
  for (const item of (envelope.errors as Array<Record<string, unknown>> | undefined) ?? []) {
    expect(Object.keys(item).sort(), where).toEqual(['content', 'invalidValue', 'key']);
    if (typeof item.invalidValue === 'string') {
      expect(item.invalidValue.length, where).toBeLessThanOrEqual(INVALID_VALUE_MAX_CHARS + 1);
    }
  }
}

const stack = useIdentityStack();
const routes: Route[] = [];

async function operations(app: FastifyInstance, prefix: string): Promise<Route[]> {
  const res = await app.inject(`${prefix}/docs/json`);
  const doc = resolveRefs(res.json() as { paths: Record<string, Record<string, Operation>> });
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        service: prefix,
        method: method.toUpperCase(),
        path,
        operation,
      })),
  );
}

const appOf = (route: Route) =>
  route.service === '/api/users-api' ? stack().usersApi : stack().profilesApi;

/**
 * The callers tried on each route, least privileged first: the first whom the guard lets in
 * fuzzes it. A profile owner, the informant, the two operators, the administrator.
 */
const CANDIDATES = ['owner', 'agent', 'mein-operator', 'opi-operator', 'admin'] as const;
type Candidate = (typeof CANDIDATES)[number];

/**
 * Routes that end the caller's own session or account when a case gets past validation (the
 * terms' withdrawal deletes the account; the session routes end the session): the anonymous
 * run covers them; no persona fuzzes them.
 */
const ENDS_OWN_ACCOUNT = new Set(['declineTerms']);
const isSessionRoute = (route: Route) => route.path.includes('/auth/');

interface Caller {
  persona: Candidate;
  token: string;
  own: OwnIds;
}

/**
 * Whether the route's guard lets `caller` in. Authentication and authorization run in
 * onRequest, before the body is parsed (rule 4): the probe carries a body no route accepts
 * (XML), so a caller let in gets a 4xx from the parser or a read's answer, never a write, and a
 * caller refused gets 401 or 403.
 */
async function letsIn(route: Route, caller: Caller): Promise<boolean> {
  const [valid] = casesFor(route, caller.own).filter((c) => c.name === 'query: NUL');
  const res = await appOf(route).inject({
    method: route.method as 'GET',
    url: valid!.url,
    headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'application/xml' },
    payload: '<a/>',
  });
  return res.statusCode !== 401 && res.statusCode !== 403;
}

async function fuzz(route: Route, caller: Caller | null): Promise<number> {
  // With a token, the cases that carry their own authorization header are the anonymous run's.
  const cases = casesFor(route, caller?.own).filter((c) => !(caller && c.headers?.authorization));
  const answers = await Promise.all(
    cases.map((c) =>
      appOf(route).inject({
        method: route.method as 'GET',
        url: c.url,
        headers: { ...c.headers, ...(caller ? { authorization: `Bearer ${caller.token}` } : {}) },
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
      }),
    ),
  );
  answers.forEach((res, i) =>
    checkAnswer(
      `${caller?.persona ?? 'anonymous'} ${route.method} ${route.path} [${cases[i]!.name}]`,
      res.statusCode,
      res.headers['content-type'] as string | undefined,
      res.body,
      Boolean(route.operation.responses?.['503']),
    ),
  );
  return cases.length;
}

/**
 * Each candidate's session and ids: its own profile, and a body and a CV of the owner's. An
 * account in the path (`userId`) is another user's, never the caller's: an administrator's
 * cases would otherwise change their own roles or status halfway through the run.
 */
async function callers(): Promise<Caller[]> {
  const list: Caller[] = [];
  const someoneElse = stack().persona('no-profile').userId;
  for (const persona of CANDIDATES) {
    const { profileId } = stack().persona(persona);
    const token = await stack().accessToken(persona);
    list.push({
      persona,
      token,
      own: { userId: someoneElse, ...(profileId ? { profileId } : {}) },
    });
  }
  const owner = list[0]!;
  const auth = { authorization: `Bearer ${owner.token}` };
  const body = await stack().profilesApi.inject({
    method: 'POST',
    url: '/api/profiles-api/v1.0/gremium',
    headers: auth,
    payload: { name: 'Koło Naukowe Fuzz', type: 'ADVISORY_BODY' },
  });
  expect(body.statusCode, body.body).toBe(201);
  owner.own.gremiumId = (body.json() as { gremiumId: string }).gremiumId;
  // A member keeps it there: the delete's cases are refused (409) instead of removing it.
  const member = await stack().profilesApi.inject({
    method: 'POST',
    url: `/api/profiles-api/v1.0/gremium/${owner.own.gremiumId}/memberships`,
    headers: auth,
    payload: { profileId: owner.own.profileId, memberKind: 'MEMBER', terms: [{ fromYear: 2024 }] },
  });
  expect(member.statusCode, member.body).toBe(201);
  const cv = await stack().profilesApi.inject({
    method: 'POST',
    url: `/api/profiles-api/v1.0/cv/${owner.own.profileId}?language=pl`,
    headers: auth,
  });
  // The CV module may be switched off by its flag: then its routes are fuzzed with a sample id.
  if (cv.statusCode === 200) owner.own.cvId = (cv.json() as { cvId: string }).cvId;
  // The owner's own records and a publication of theirs: their routes' ownership guard answers
  // another person's (or a sample) id with 404 before parsing, so the cases name these.
  const { db } = stack();
  const profileId = owner.own.profileId!;
  owner.own.employmentId = (await db.employment.findFirstOrThrow({ where: { profileId } })).id;
  owner.own.degreeId = (await db.degreeTitle.findFirstOrThrow({ where: { profileId } })).id;
  const work = await db.researchWorkPerson.findFirst({ where: { profileId, role: 'AUTHOR' } });
  if (work) owner.own.researchWorkId = work.researchWorkId;
  owner.own.publicationId = (
    await db.publicationAuthor.findFirstOrThrow({ where: { profileId } })
  ).publicationId;
  return list;
}

beforeAll(async () => {
  routes.push(
    ...(await operations(stack().usersApi, '/api/users-api')),
    ...(await operations(stack().profilesApi, '/api/profiles-api')),
  );
});

describe('malformed input on every documented route', () => {
  it('reads both documents', () => {
    expect(routes.filter((r) => r.service === '/api/users-api').length).toBeGreaterThan(10);
    expect(routes.filter((r) => r.service === '/api/profiles-api').length).toBeGreaterThan(10);
  });

  it('never answers 5xx, always the envelope, never an echo (anonymous)', async () => {
    let sent = 0;
    for (const route of routes) sent += await fuzz(route, null);
    // About 30 per route on average (routes with a body get the most).
    expect(sent / routes.length).toBeGreaterThan(20);
  }, 120_000);

  it('never answers 5xx, always the envelope, never an echo (as a caller the route lets in)', async () => {
    const candidates = await callers();
    const fuzzedAs = new Map<string, string>();
    let sent = 0;
    // Deletes last: a case that gets through removes a record the other routes are fuzzed with.
    const ordered = [...routes].sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    for (const route of ordered) {
      if (isSessionRoute(route)) continue;
      if (ENDS_OWN_ACCOUNT.has(route.operation.operationId ?? '')) continue;
      for (const caller of candidates) {
        if (!(await letsIn(route, caller))) continue;
        fuzzedAs.set(`${route.method} ${route.path}`, caller.persona);
        sent += await fuzz(route, caller);
        break;
      }
    }
    const personaOf = (method: string, path: string) =>
      [...fuzzedAs].find(([route]) => route.startsWith(`${method} `) && route.endsWith(path))?.[1];
    // The derivation finds the route's own callers: an owner's, an operator's, an admin's.
    expect(personaOf('PUT', '/v1.0/gremium/{gremiumId}')).toBe('owner');
    expect(personaOf('POST', '/v1.0/cv/{profileId}')).toBe('owner');
    expect(personaOf('PUT', '/v1.0/profile/aboutMe')).toBe('owner');
    expect(personaOf('POST', '/v1.0/user/{userId}/roles')).toBe('admin');
    expect([...fuzzedAs.values()]).toEqual(
      expect.arrayContaining(['owner', 'agent', 'mein-operator', 'admin']),
    );
    // Every route but those ending the caller's session or account is fuzzed past its guard.
    expect(fuzzedAs.size).toBe(
      routes.filter(
        (r) => !isSessionRoute(r) && !ENDS_OWN_ACCOUNT.has(r.operation.operationId ?? ''),
      ).length,
    );
    expect(sent / fuzzedAs.size).toBeGreaterThan(15);
    // No case ended a caller's session or account on the way: every token still works.
    for (const caller of candidates) {
      const me = await stack().usersApi.inject({
        url: '/api/users-api/v1.0/auth/user',
        headers: { authorization: `Bearer ${caller.token}` },
      });
      expect(me.statusCode, `${caller.persona}'s session`).toBe(200);
    }
  }, 240_000);
});
