import fastJson from 'fast-json-stringify';
import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * `{ anyOf: [X, { type: 'null' }] }` (how zod writes a nullable) as X with 'null' among its
 * types: fast-json-stringify picks an anyOf branch by validating the value against each, per
 * value, where a type list costs nothing.
 */
function withNullableTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullableTypes);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withNullableTypes(value)]),
  );
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [first, second] = anyOf as JsonSchema[];
    const nullable =
      second?.type === 'null' && typeof first?.type === 'string' && first.anyOf === undefined
        ? first
        : first?.type === 'null' && typeof second?.type === 'string' && second.anyOf === undefined
          ? second
          : null;
    if (nullable) {
      delete out.anyOf;
      return { ...out, ...nullable, type: [nullable.type, 'null'] };
    }
  }
  return out;
}

/**
 * The JSON Schema of a response (zod's output side), inlined (no references to the named
 * contract components) and with nullable fields as type lists.
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    // A registry of its own: the named contract schemas (openapi.ts) would become $refs.
    metadata: z.registry(),
    unrepresentable: 'throw',
  });
  delete json.$schema;
  return withNullableTypes(json) as JsonSchema;
}

/**
 * A route's `serializerCompiler` for the hottest public reads: fast-json-stringify compiled
 * from the route's zod response schemas, instead of zod's encode and JSON.stringify (about a
 * quarter of profiles-api's own time per shortPublications answer, docs/owner-publications.md
 * "Speed"). It writes only the declared fields, so nothing undeclared leaks, and refuses an
 * answer without a required field, as zod does; unlike zod it does not check formats or enum
 * members, so it serves reads whose values come typed from our own SQL.
 * Decision: docs/decisions/004-public-read-api-conventions.md ("Serialisation").
 */
export const fastSerializerCompiler: FastifySerializerCompiler<FastifySchema> = ({ schema }) =>
  fastJson(responseJsonSchema(schema as z.ZodType) as unknown as Parameters<typeof fastJson>[0]);
