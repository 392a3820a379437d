import { ErrorEnvelopeSchema } from '@ln/contracts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { z } from 'zod';
import { OPENAPI_EXAMPLES, type OpenApiExamples } from './openapi-examples.js';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, { description?: string; $ref?: string }>;
}

export interface OpenApiDocument {
  openapi: string;
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

/**
 * A service's OpenAPI document and the routes it registered, read from a Fastify instance
 * that `register` fills (no server listens, no query is made): what the services' document
 * tests check with `openApiProblems`.
 */
export async function readOpenApiDocument<T extends OpenApiDocument = OpenApiDocument>(
  prefix: string,
  register: (app: FastifyInstance) => PromiseLike<unknown>,
): Promise<{ doc: T; routes: RouteOptions[] }> {
  const app = Fastify({ logger: false });
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await register(app);
  await app.ready();
  const res = await app.inject(`${prefix}/docs/json`);
  await app.close();
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
  return { doc: res.json() as T, routes };
}

/**
 * What each service's route test holds every documented route to (docs/decisions/023): an
 * operationId (camelCase, unique), a summary, declared tags, security, a described 2xx (or
 * redirect), a 400 when it takes input, a 401 when it needs a session, a 404 with path ids.
 * Returns one line per problem, so a failing test names every route to fix.
 */
export function openApiProblems(doc: OpenApiDocument, routes: RouteOptions[]): string[] {
  const problems: string[] = [];
  const declaredTags = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description]));
  const ids = new Map<string, string>();
  for (const route of routes) {
    const schema = route.schema as
      { hide?: boolean; params?: unknown; querystring?: unknown; body?: unknown } | undefined;
    if (!schema || schema.hide) continue;
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const at = `${method} ${path}`;
      const operation = doc.paths[path]?.[method.toLowerCase()];
      if (!operation) {
        problems.push(`${at}: not documented`);
        continue;
      }
      const id = operation.operationId;
      if (!id || !/^[a-z][a-zA-Z0-9]*$/.test(id))
        problems.push(`${at}: needs operationId in camelCase`);
      else if (ids.has(id)) problems.push(`${at}: operationId ${id} also names ${ids.get(id)}`);
      else ids.set(id, at);
      if (!operation.summary) problems.push(`${at}: needs a summary`);
      if (!operation.tags?.length) problems.push(`${at}: needs tags`);
      for (const tag of operation.tags ?? [])
        if (!declaredTags.get(tag))
          problems.push(`${at}: tag "${tag}" is not declared with a description in app.ts`);
      if (!operation.security) problems.push(`${at}: needs security`);
      const responses = operation.responses ?? {};
      const statuses = Object.keys(responses);
      if (!statuses.some((status) => /^[23]/.test(status)))
        problems.push(`${at}: documents no success`);
      for (const [status, response] of Object.entries(responses))
        if (
          !response.$ref &&
          (!response.description || response.description === 'Default Response')
        )
          problems.push(`${at}: response ${status} needs a description`);
      if ((schema.params || schema.querystring || schema.body) && !statuses.includes('400'))
        problems.push(`${at}: takes input but documents no 400`);
      if (path.includes('{') && !statuses.includes('404') && !statuses.includes('400'))
        problems.push(`${at}: has path ids but documents no 404`);
      const needsSession =
        operation.security?.some((s) => s.bearerAuth) &&
        !operation.security.some((s) => Object.keys(s).length === 0);
      if (needsSession && !statuses.includes('401'))
        problems.push(`${at}: needs a session but documents no 401`);
    }
  }
  return problems;
}

/**
 * The document with every local `$ref` (`#/components/...`) replaced by what it names, for
 * readers that walk schemas (the fuzz and outage tests); a reference back into itself stays.
 */
export function resolveRefs<T>(doc: T): T {
  const root = doc as Record<string, unknown>;
  const target = (pointer: string) =>
    pointer
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
  const walk = (node: unknown, open: Set<string>): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, open));
    if (node === null || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as Record<string, unknown>;
    if (typeof $ref === 'string' && $ref.startsWith('#/') && !open.has($ref)) {
      const resolved = walk(target($ref), new Set([...open, $ref])) as Record<string, unknown>;
      return { ...resolved, ...(walk(rest, open) as Record<string, unknown>) };
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, open)]));
  };
  return walk(doc, new Set()) as T;
}

/**
 * The examples (openapi-examples.ts) against the zod schemas this service answers with:
 * each response example of one of its operations must parse as that route's response, each
 * error example as the envelope. Returns the problems and the operationIds it checked.
 */
export function openApiExampleProblems(
  routes: RouteOptions[],
  examples: OpenApiExamples = OPENAPI_EXAMPLES,
): { problems: string[]; checked: string[] } {
  const problems: string[] = [];
  const checked: string[] = [];
  for (const route of routes) {
    const schema = route.schema as
      { operationId?: string; response?: Record<string, unknown> } | undefined;
    const id = schema?.operationId;
    const byStatus = id ? examples.responses[id] : undefined;
    if (!id || !byStatus || checked.includes(id)) continue;
    checked.push(id);
    for (const [status, example] of Object.entries(byStatus)) {
      const response = schema.response?.[status];
      if (!(response instanceof z.ZodType)) {
        problems.push(`${id} ${status}: the route declares no such response`);
        continue;
      }
      const parsed = response.safeParse(example);
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          problems.push(`${id} ${status}: ${issue.path.join('.')}: ${issue.message}`);
      else if (JSON.stringify(parsed.data) !== JSON.stringify(example))
        problems.push(
          `${id} ${status}: the example is not what the schema sends (defaults or order)`,
        );
    }
  }
  for (const [name, named] of Object.entries(examples.errors))
    for (const [key, { value }] of Object.entries(named))
      if (!ErrorEnvelopeSchema.safeParse(value).success)
        problems.push(`errors ${name}.${key}: not an error envelope`);
  return { problems, checked };
}
