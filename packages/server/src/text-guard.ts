import {
  CONTROL_CHARACTER,
  LONE_SURROGATE,
  textProblem,
  type ValidationErrorItem,
} from '@ln/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from './errors.js';

const REFUSED = new RegExp(`${CONTROL_CHARACTER.source}|${LONE_SURROGATE.source}`, 'g');

/** `value` with each control character and lone surrogate written as a visible `\uXXXX`. */
const visible = (value: string) =>
  value.replace(REFUSED, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The strings (values and keys) under `value` that no field may take, with their paths (a.b.0). */
function textProblems(value: unknown, path: string[], out: ValidationErrorItem[]): void {
  const check = (text: string, at: string[]) => {
    const content = textProblem(text);
    if (content) out.push({ key: at.join('.') || 'request', content, invalidValue: visible(text) });
  };
  if (typeof value === 'string') check(value, path);
  else if (ArrayBuffer.isView(value)) return;
  else if (Array.isArray(value)) {
    value.forEach((item, i) => textProblems(item, [...path, String(i)], out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      check(key, [...path, visible(key)]);
      textProblems(item, [...path, key], out);
    }
  }
}

/**
 * Text no field takes, refused at the edge of every service for every string of the request
 * (path, query, body; keys too) with the ordinary 400 (decision 035): a NUL (PostgreSQL
 * text cannot hold it), any other control character but tab, line feed and carriage return
 * (the contracts allow those only in fields of several lines), and a lone UTF-16 surrogate
 * (JSON can carry `\ud800`; UTF-8 and PostgreSQL's jsonb cannot, so it failed deep in a query
 * as a 500). It runs after onRequest (authorization first) and before the route's schema.
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const problems: ValidationErrorItem[] = [];
    textProblems(request.params, [], problems);
    textProblems(request.query, [], problems);
    textProblems(request.body, [], problems);
    if (problems.length > 0) throw new ValidationError(problems);
  });
});
