import type { ValidationErrorItem } from '@ln/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from './errors.js';

/** Paths (a.b.0) of the strings under `value` that hold a NUL character. */
function nulPaths(value: unknown, path: string[], out: ValidationErrorItem[]): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) {
      out.push({
        key: path.join('.') || 'request',
        content: 'must not contain NUL characters',
        invalidValue: value.replaceAll('\u0000', '\\0'),
      });
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => nulPaths(item, [...path, String(i)], out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) nulPaths(item, [...path, key], out);
  }
}

/**
 * PostgreSQL cannot hold NUL in text, so a NUL anywhere in the input would fail deep in a
 * query as a 500. Every service rejects it at the edge with the ordinary 400 instead.
 */
export const nulGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const problems: ValidationErrorItem[] = [];
    nulPaths(request.params, [], problems);
    nulPaths(request.query, [], problems);
    nulPaths(request.body, [], problems);
    if (problems.length > 0) throw new ValidationError(problems);
  });
});
