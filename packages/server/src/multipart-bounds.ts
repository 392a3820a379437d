import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { boundedValue } from './bounded.js';
import { ValidationError } from './errors.js';

/**
 * RFC 2046 §5.1.1: a boundary is 1 to 70 of these characters and does not end in a space.
 * The multipart parser takes longer ones (and throws on a boundary over 252 characters).
 */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

export const MULTIPART_MESSAGES = {
  noBoundary: 'must name the boundary of the multipart/form-data body',
  badBoundary: 'must have a boundary of 1 to 70 characters (RFC 2046)',
  truncated: 'is not a complete multipart/form-data body',
} as const;

/** Why a multipart Content-Type cannot be read (no boundary, or one RFC 2046 refuses), or null. */
export function multipartContentTypeProblem(contentType: string | undefined): string | null {
  const [type = '', ...params] = (contentType ?? '').split(';');
  if (!/^\s*multipart\//i.test(type)) return null;
  const param = params.map((p) => p.trim()).find((p) => /^boundary=/i.test(p));
  if (param === undefined) return MULTIPART_MESSAGES.noBoundary;
  let boundary = param.slice('boundary='.length);
  if (boundary.length >= 2 && boundary.startsWith('"') && boundary.endsWith('"'))
    boundary = boundary.slice(1, -1);
  if (boundary === '') return MULTIPART_MESSAGES.noBoundary;
  return BOUNDARY.test(boundary) ? null : MULTIPART_MESSAGES.badBoundary;
}

/**
 * The multipart parser's (busboy's) own errors, which carry no status: a body that ends before
 * its closing boundary, and the boundaries it cannot search for. The texts are the library's;
 * tests pin them (tests/integration/profile-edit.test.ts), so an upgrade that changes them fails
 * there instead of turning a client's mistake back into a 500.
 */
const PARSER_ERRORS = [
  /^Unexpected end of multipart data$/,
  /^\w+ terminated early due to unexpected end of multipart data$/,
  /^Multipart: Boundary not found$/,
  /^The needle cannot (have a length bigger than 256|be an empty String\/Buffer)\.$/,
];

/** Whether `error` is the multipart parser's refusal of a malformed body (a 400, not a 500). */
export function isMalformedMultipart(error: Error, request: FastifyRequest): boolean {
  if ('statusCode' in error || !/^\s*multipart\//i.test(request.headers['content-type'] ?? ''))
    return false;
  return PARSER_ERRORS.some((pattern) => pattern.test(error.message));
}

/**
 * Every multipart route's Content-Type is checked before its handler reads the body (after
 * onRequest, so authorization still comes first): no boundary, or one RFC 2046 refuses, is the
 * ordinary 400 on the key `content-type`. A body cut short is refused by the error handler
 * (`isMalformedMultipart`).
 */
export const multipartBoundsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const contentType = request.headers['content-type'];
    const problem = multipartContentTypeProblem(contentType);
    if (problem)
      throw new ValidationError([
        { key: 'content-type', content: problem, invalidValue: boundedValue(contentType) },
      ]);
  });
});
