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
 * anonymously and as an administrator. No answer may be a 5xx; every 4xx is the envelope
 * with our codes; no answer repeats the input past the bounds.
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
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
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

function build(route: Route, path: Record<string, string>, query: string): string {
  const url = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => path[name] ?? 'x');
  return query ? `${url}?${query}` : url;
}

function casesFor(route: Route): Case[] {
  const params = route.operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const validPath = Object.fromEntries(
    pathParams.map((p) => [p.name, encodeURIComponent(String(sample(p.schema)))]),
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
  return cases;
}

function checkAnswer(where: string, status: number, type: string | undefined, body: string) {
  expect(status, `${where}: ${body.slice(0, 300)}`).toBeLessThan(500);
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

  for (const caller of ['anonymous', 'admin'] as const) {
    it(`never answers 5xx, always the envelope, never an echo (${caller})`, async () => {
      // The administrator's own session must survive the run: its session routes are fuzzed anonymously only.
      const token = caller === 'admin' ? (await stack().loginAs('admin')).accessToken : null;
      let sent = 0;
      for (const route of routes) {
        if (token && route.path.includes('/auth/')) continue;
        const app = route.service === '/api/users-api' ? stack().usersApi : stack().profilesApi;
        // With a token, the cases that carry their own authorization header are the anonymous run's.
        const cases = casesFor(route).filter((c) => !(token && c.headers?.authorization));
        const answers = await Promise.all(
          cases.map((c) =>
            app.inject({
              method: route.method as 'GET',
              url: c.url,
              headers: { ...c.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
              ...(c.payload !== undefined ? { payload: c.payload } : {}),
            }),
          ),
        );
        answers.forEach((res, i) =>
          checkAnswer(
            `${caller} ${route.method} ${route.path} [${cases[i]!.name}]`,
            res.statusCode,
            res.headers['content-type'] as string | undefined,
            res.body,
          ),
        );
        sent += cases.length;
      }
      // About 30 per route on average (routes with a body get the most).
      expect(sent / routes.length).toBeGreaterThan(token ? 15 : 20);
    }, 120_000);
  }
});
