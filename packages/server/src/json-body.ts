import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { boundedValue } from './bounded.js';
import { ValidationError } from './errors.js';

/** The largest JSON body a service reads (Fastify's default, written down): 413 above it. */
export const JSON_BODY_MAX_BYTES = 1_048_576;
/** The deepest nesting of arrays and objects in a JSON body: 400 below it (no schema nests half as deep). */
export const JSON_BODY_MAX_DEPTH = 32;

/** True when `text` nests arrays/objects deeper than `max` (strings skipped; one pass, no recursion). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

const bodyError = (content: string, invalidValue: unknown) =>
  new ValidationError([{ key: 'body', content, invalidValue: boundedValue(invalidValue) }]);

/**
 * The services' JSON parser: Fastify's own (secure-json-parse, prototype poisoning refused)
 * behind two bounds, size and depth, so no body can make validation, the error handler or the
 * serializer recurse past the stack. Every refusal is the ordinary 400 with an `errors` item.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_MAX_BYTES },
    (request, body, done) => {
      const text = body as string;
      if (text.trim() === '') {
        done(bodyError('must not be empty; send a JSON document', ''), undefined);
        return;
      }
      if (nestsDeeperThan(text, JSON_BODY_MAX_DEPTH)) {
        done(bodyError(`must not nest deeper than ${JSON_BODY_MAX_DEPTH} levels`, text), undefined);
        return;
      }
      parse(request, text, (error, value) => {
        if (!error) return done(null, value);
        const poisoned = /forbidden (prototype|constructor) property/.test(error.message);
        done(
          bodyError(
            poisoned
              ? 'must not contain the keys __proto__ or constructor.prototype'
              : 'is not valid JSON',
            text,
          ),
          undefined,
        );
      });
    },
  );
});
