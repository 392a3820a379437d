import * as contracts from '@ln/contracts';
import { ErrorEnvelopeSchema } from '@ln/contracts';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSessionGuard } from './auth/guards.js';
import { OPENAPI_EXAMPLES } from './openapi-examples.js';

/*
 * The OpenAPI conventions of both services (docs/decisions/023-api-for-consumers.md).
 * A route names what only it knows: `operationId`, `tags`, `summary` and its zod schemas.
 * Everything else is derived here, so a new route needs nothing more:
 * - `security` from its guard: a route whose onRequest has requireUser/requireRole/... is
 *   bearer-only, any other is public (`[]`); a public route that also reads an optional
 *   session says `security: OPTIONAL_BEARER`;
 * - every exported `XxxSchema` of the contracts is the component `Xxx`, referenced by `$ref`;
 * - each response's description, from its status (errors) or the operation (success);
 * - examples from the fixture profile (openapi-examples.ts), by operationId and status.
 * `openapi.test.ts` of each service and `pnpm lint` (Redocly) hold every route to this.
 */

/** A route a session may enrich but does not need (contact data shown to logged-in readers). */
export const OPTIONAL_BEARER: { [scheme: string]: string[] }[] = [{}, { bearerAuth: [] }];
export const BEARER: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }];

/** What each status means in these services; the envelope's `code` says which case. */
export const RESPONSE_DESCRIPTIONS: Record<number, string> = {
  204: 'Done; no content',
  302: 'A redirect (Location)',
  400: 'Bad input: the envelope lists each problem (VALIDATION_ERROR), or a rule of the call refused it (HIDDEN_PROFILE_ERROR for a hidden profile)',
  401: 'No valid session (UNAUTHORIZED), or the account cannot act now: ACCOUNT_LOCKED, CLOSED_USER_ERROR, CONSENT_REQUIRED_ERROR, CONSENT_CHANGE_REQUIRED_ERROR',
  403: 'The session may not do this (FORBIDDEN)',
  404: 'No such resource (NOT_FOUND or the resource’s own code)',
  409: 'The resource’s state does not allow it now (the code says why)',
  413: 'The request is too large',
  415: 'Unsupported media type',
  429: 'Too many requests from this address (RATE_LIMITED); Retry-After says when to try again',
  503: 'The service or its database is not available now',
};

/** Error responses for a route's schema: each status answers the one envelope. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorEnvelopeSchema])) as Record<
    number,
    typeof ErrorEnvelopeSchema
  >;
}

let registered = false;

/**
 * Names every exported `XxxSchema` of the contracts `Xxx` in zod's registry, keeping the
 * metadata it has (descriptions), so the documents reference one component each. New
 * contract schemas are named by their export alone.
 */
export function registerContractSchemas(): void {
  if (registered) return;
  registered = true;
  const ids = new Set<string>();
  for (const [name, value] of Object.entries(contracts)) {
    if (!name.endsWith('Schema') || !(value instanceof z.ZodType)) continue;
    const existing = z.globalRegistry.get(value);
    if (existing?.id) continue; // exported twice under two names, or named by its module
    const id = name.slice(0, -'Schema'.length);
    // The library names a schema's input form `<id>Input`: keep that name free.
    if (ids.has(`${id}Input`) || id.endsWith('Input')) continue;
    ids.add(id);
    z.globalRegistry.add(value, { ...existing, id });
  }
}

const zodRouteTransform = createJsonSchemaTransform({ skipList: [] });
const zodDocumentTransform = createJsonSchemaTransformObject({});

type Json = Record<string, unknown>;

/** The same schema as a new instance with no registry entry and no parent (clone() keeps one). */
function unnamed(schema: z.ZodType): z.ZodType {
  const Constructor = schema._zod.constr as new (def: unknown) => z.ZodType;
  return new Constructor(schema._zod.def);
}

/**
 * Per route: params, query and headers are inlined at their top (OpenAPI lists them one
 * by one; their fields still reference components), and each response gets its description.
 */
export const openApiRouteTransform: SwaggerTransform = (input) => {
  const schema = input.schema as (Json & { response?: Json; summary?: string }) | undefined;
  if (!schema || schema.hide) return zodRouteTransform(input as never);
  const inlined: Json = { ...schema };
  for (const part of ['params', 'querystring', 'headers'] as const) {
    const value = schema[part];
    if (value instanceof z.ZodType && z.globalRegistry.get(value)?.id)
      inlined[part] = unnamed(value);
  }
  const result = zodRouteTransform({ ...input, schema: inlined } as never) as {
    schema: Json & { response?: Record<string, Json> };
    url: string;
  };
  const responses = result.schema.response;
  for (const [status, json] of Object.entries(responses ?? {})) {
    const code = Number(status);
    const zodSchema = schema.response?.[status];
    const own = zodSchema instanceof z.ZodType ? z.globalRegistry.get(zodSchema) : undefined;
    const description =
      code >= 300
        ? ((own?.id ? undefined : own?.description) ?? RESPONSE_DESCRIPTIONS[code] ?? 'Error')
        : ((own?.id ? undefined : own?.description) ?? schema.summary ?? 'Success');
    responses![status] = { ...json, description };
  }
  return result as ReturnType<SwaggerTransform>;
};

export interface DocumentExtras {
  /** The tags the routes use, in the order the UI shows them, each with what it covers. */
  tags: { name: string; description: string }[];
}

/**
 * The whole document: the components of the contracts, minus those this service does not
 * use (both services share the registry), and one component where a schema's input and
 * output forms are the same (`XInput` folded into `X`).
 */
export function openApiDocumentTransform(extras: DocumentExtras): SwaggerTransformObject {
  return (input) => {
    const doc = zodDocumentTransform(input) as Json & {
      components: { schemas: Record<string, Json> } & Json;
      paths: Json;
    };
    const schemas = doc.components.schemas;
    // Fold identical input forms into their output form.
    const renames = new Map<string, string>();
    for (const id of Object.keys(schemas)) {
      const base = id.endsWith('Input') ? id.slice(0, -'Input'.length) : undefined;
      if (base && schemas[base] && JSON.stringify(schemas[base]) === JSON.stringify(schemas[id]))
        renames.set(ref(id), ref(base));
    }
    const renamed = JSON.parse(JSON.stringify({ paths: doc.paths, schemas }), (key, value) =>
      key === '$ref' && typeof value === 'string' ? (renames.get(value) ?? value) : value,
    ) as { paths: Json; schemas: Record<string, Json> };
    // Keep what the paths reach, following references inside components.
    const used = new Set<string>();
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (node === null || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith(PREFIX)) {
          const id = value.slice(PREFIX.length);
          if (!used.has(id)) {
            used.add(id);
            visit(renamed.schemas[id]);
          }
        } else visit(value);
      }
    };
    visit(renamed.paths);
    // An input form whose output form this service never uses takes the plain name.
    const plain = new Map<string, string>();
    for (const id of used) {
      const base = id.endsWith('Input') ? id.slice(0, -'Input'.length) : undefined;
      if (base && !used.has(base)) plain.set(id, base);
    }
    const final = JSON.parse(JSON.stringify(renamed), (key, value) =>
      key === '$ref' && typeof value === 'string' && value.startsWith(PREFIX)
        ? ref(plain.get(value.slice(PREFIX.length)) ?? value.slice(PREFIX.length))
        : value,
    ) as typeof renamed;
    const kept = Object.fromEntries(
      [...used]
        .map((id) => [plain.get(id) ?? id, final.schemas[id]] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    // Declared tags that some operation uses, then any a route uses without declaring it
    // (the route test names those: each tag needs its description).
    const usedTags = new Set<string>();
    for (const item of Object.values(final.paths))
      for (const operation of Object.values(item as Record<string, { tags?: string[] }>))
        operation.tags?.forEach((tag) => usedTags.add(tag));
    const tags = [
      ...extras.tags.filter((tag) => usedTags.has(tag.name)),
      ...[...usedTags]
        .filter((name) => !extras.tags.some((tag) => tag.name === name))
        .map((name) => ({ name })),
    ];
    // Error answers in the envelope, as they all are, are one shared response each.
    const responses: Record<string, Json> = {};
    for (const item of Object.values(final.paths))
      for (const operation of Object.values(item as Record<string, { responses?: Json }>))
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          const name = ERROR_RESPONSE_NAMES[Number(status)];
          const shared = name ? errorResponse(Number(status)) : undefined;
          if (!name || !shared) continue;
          if (JSON.stringify(response) !== JSON.stringify(withoutHeaders(shared))) continue;
          responses[name] = shared;
          operation.responses![status] = { $ref: `#/components/responses/${name}` };
        }
    addExamples(final.paths, responses);
    return {
      ...doc,
      tags,
      paths: final.paths,
      components: { ...doc.components, schemas: kept, responses: sortedByKey(responses) },
    } as ReturnType<SwaggerTransformObject>;
  };
}

type Operation = {
  operationId?: string;
  parameters?: { name: string; example?: unknown }[];
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>;
};

/**
 * The examples of openapi-examples.ts where this document has their operation, parameter
 * or shared error response; the rest belong to the other service.
 */
function addExamples(paths: Json, responses: Record<string, Json>): void {
  for (const item of Object.values(paths))
    for (const operation of Object.values(item as Record<string, Operation>)) {
      const id = operation.operationId;
      if (!id) continue;
      const parameters = OPENAPI_EXAMPLES.parameters[id] ?? {};
      for (const parameter of operation.parameters ?? [])
        if (parameter.name in parameters) parameter.example = parameters[parameter.name];
      for (const [status, example] of Object.entries(OPENAPI_EXAMPLES.responses[id] ?? {})) {
        const media = operation.responses?.[status]?.content?.['application/json'];
        if (media) media.example = example;
      }
    }
  for (const [name, examples] of Object.entries(OPENAPI_EXAMPLES.errors)) {
    const content = responses[name]?.content as Record<string, Json> | undefined;
    const media = content?.['application/json'];
    if (media) media.examples = examples;
  }
}

const ERROR_RESPONSE_NAMES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
};

const header = (description: string, schema: Json) => ({ description, schema });

/** The shared error response of a status; 429 with its rate-limit headers. */
function errorResponse(status: number): Json | undefined {
  const description = RESPONSE_DESCRIPTIONS[status];
  if (!description) return undefined;
  return {
    description,
    ...(status === 429 && {
      headers: {
        'Retry-After': header('Seconds until the budget is renewed', { type: 'integer' }),
        'RateLimit-Limit': header('Requests allowed per window', { type: 'integer' }),
        'RateLimit-Remaining': header('Requests left in this window', { type: 'integer' }),
        'RateLimit-Reset': header('Seconds until the window ends', { type: 'integer' }),
      },
    }),
    content: { 'application/json': { schema: { $ref: ref('ErrorEnvelope') } } },
  };
}

const withoutHeaders = ({ headers: _headers, ...rest }: Json) => rest;

const sortedByKey = (record: Record<string, Json>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

const PREFIX = '#/components/schemas/';
const ref = (id: string) => `${PREFIX}${id}`;

/**
 * onRoute: a route's `security` follows its guard. A guarded route that declares a public
 * `security` is a contradiction and fails at start-up, before it can mislead a client.
 */
export function deriveSecurity(route: RouteOptions): void {
  const schema = route.schema as (Json & { security?: unknown[] }) | undefined;
  if (!schema || schema.hide) return;
  const hooks = [route.onRequest ?? []].flat();
  const guarded = hooks.some((hook) => isSessionGuard(hook));
  if (schema.security === undefined) {
    schema.security = guarded ? BEARER : [];
  } else if (
    guarded &&
    (schema.security.length === 0 ||
      schema.security.some((s) => Object.keys(s as Json).length === 0))
  ) {
    throw new Error(`${route.method} ${route.url}: a guarded route cannot declare public security`);
  }
}
