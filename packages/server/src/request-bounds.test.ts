import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandlerPlugin, INVALID_VALUE_MAX_CHARS } from './error-handler.js';
import { JSON_BODY_MAX_BYTES, JSON_BODY_MAX_DEPTH, jsonBodyPlugin } from './json-body.js';
import { textGuardPlugin } from './text-guard.js';
import { serverOptions } from './security.js';

const ID = '00000000-0000-4000-8000-000000000001';

/** A service as registerServiceBasics builds it: root server options, then the plugins. */
async function app() {
  const app = Fastify(serverOptions('silent'));
  await app.register(
    async (service) => {
      service.setValidatorCompiler(validatorCompiler);
      service.setSerializerCompiler(serializerCompiler);
      await service.register(errorHandlerPlugin);
      await service.register(jsonBodyPlugin);
      await service.register(textGuardPlugin);
      const r = service.withTypeProvider<ZodTypeProvider>();
      r.post(
        '/items/:id',
        {
          schema: {
            params: z.object({ id: z.uuid() }),
            querystring: z.object({
              ids: z
                .preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z.array(z.uuid()))
                .optional(),
              q: z.string().max(20).optional(),
            }),
            body: z.object({ name: z.string().max(50), tags: z.array(z.string()).max(3) }),
          },
        },
        async (request) => ({ id: request.params.id }),
      );
    },
    { prefix: '/api/x' },
  );
  return app;
}

const post = async (
  payload: string,
  headers: Record<string, string> = {},
  url = `/api/x/items/${ID}`,
) =>
  (await app()).inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

function expectEnvelope(
  res: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(body).toMatchObject({ code, message: expect.any(String), reqId: expect.any(String) });
  expect(Object.keys(body).every((k) => ['code', 'message', 'errors', 'reqId'].includes(k))).toBe(
    true,
  );
  expect(String(body.code)).not.toMatch(/^FST_/);
  return body as {
    code: string;
    message: string;
    reqId: string;
    errors?: Array<Record<string, unknown>>;
  };
}

describe('JSON bodies are bounded where they are parsed', () => {
  it('answers a deeply nested body with 400 in the envelope, not a 500', async () => {
    for (const payload of [
      '['.repeat(5000) + ']'.repeat(5000),
      '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
    ]) {
      const body = expectEnvelope(await post(payload), 400, 'VALIDATION_ERROR');
      expect(body.errors).toEqual([
        expect.objectContaining({
          key: 'body',
          content: expect.stringContaining(String(JSON_BODY_MAX_DEPTH)),
        }),
      ]);
    }
    // Nesting within the bound reaches the schema as usual.
    const shallow = await post(JSON.stringify({ name: 'a', tags: [[['x']]] }));
    expect(expectEnvelope(shallow, 400, 'VALIDATION_ERROR').errors?.[0]?.key).toBe('tags.0');
  });

  it('answers a body over the size bound with 413 in the envelope', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(JSON_BODY_MAX_BYTES), tags: [] }));
    expectEnvelope(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('never echoes more than a short, truncated value', async () => {
    const long = 'y'.repeat(1_000_000 - 100);
    const res = await post(JSON.stringify({ name: long, tags: [] }));
    const body = expectEnvelope(res, 400, 'VALIDATION_ERROR');
    const value = body.errors?.[0]?.invalidValue;
    expect(typeof value).toBe('string');
    expect((value as string).length).toBeLessThanOrEqual(INVALID_VALUE_MAX_CHARS + 1);
    expect(res.body.length).toBeLessThan(2000);

    const query = await (
      await app()
    ).inject({
      method: 'POST',
      url: `/api/x/items/${ID}?q=${'z'.repeat(5000)}`,
      payload: { name: 'a', tags: [] },
    });
    expectEnvelope(query, 400, 'VALIDATION_ERROR');
    expect(query.body).not.toContain('z'.repeat(INVALID_VALUE_MAX_CHARS + 1));

    // A list of invalid items is not mirrored either.
    const many = await post(
      JSON.stringify({ name: 'a', tags: Array.from({ length: 5000 }, () => 1) }),
    );
    expect(many.body.length).toBeLessThan(20_000);
  });
});

describe('every 4xx is the envelope with our codes', () => {
  it('reports invalid JSON, an empty body and prototype keys with errors[]', async () => {
    for (const payload of [
      '{"name": ',
      '',
      '{"__proto__": {"admin": true}, "name": "a", "tags": []}',
      '{"constructor": {"prototype": {"admin": true}}, "name": "a", "tags": []}',
    ]) {
      const body = expectEnvelope(await post(payload), 400, 'VALIDATION_ERROR');
      expect(body.errors, payload).toEqual([
        expect.objectContaining({ key: 'body', content: expect.any(String) }),
      ]);
      expect(body.errors?.[0]).toHaveProperty('invalidValue');
    }
  });

  it('gives every validation item an invalidValue, also for a value the schema preprocessed', async () => {
    const a = await app();
    const query = await a.inject({
      method: 'POST',
      url: `/api/x/items/${ID}?ids=abc`,
      payload: { name: 'a', tags: [] },
    });
    expect(expectEnvelope(query, 400, 'VALIDATION_ERROR').errors).toEqual([
      { key: 'ids.0', content: expect.any(String), invalidValue: 'abc' },
    ]);
    const missing = await a.inject({
      method: 'POST',
      url: `/api/x/items/${ID}`,
      payload: { tags: [] },
    });
    expect(expectEnvelope(missing, 400, 'VALIDATION_ERROR').errors).toEqual([
      { key: 'name', content: expect.any(String), invalidValue: null },
    ]);
  });

  it('answers bad percent-encoding and an over-long path parameter in the envelope', async () => {
    const bad = await (await app()).inject({ method: 'POST', url: '/api/x/items/%ZZ' });
    const body = expectEnvelope(bad, 400, 'VALIDATION_ERROR');
    expect(body.errors?.[0]).toMatchObject({ key: 'url' });

    const long = await (
      await app()
    ).inject({ method: 'POST', url: `/api/x/items/${'a'.repeat(500)}` });
    expectEnvelope(long, 414, 'URI_TOO_LONG');
    expect(long.body).not.toContain('a'.repeat(INVALID_VALUE_MAX_CHARS + 1));
  });

  it('answers an unsupported content type with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await post('<a/>', { 'content-type': 'application/xml' });
    expectEnvelope(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('text no field takes is refused for every string, before the schema', () => {
  const cases: Array<[string, string, string]> = [
    ['a lone high surrogate', 'a\ud800b', 'a\\ud800b'],
    ['a lone low surrogate', '\udc00x', '\\udc00x'],
    ['a bell', 'a\u0007b', 'a\\u0007b'],
    ['an escape', '\u001b[31m', '\\u001b[31m'],
    ['DEL', 'a\u007f', 'a\\u007f'],
    ['NEL (a C1 line break)', 'a\u0085b', 'a\\u0085b'],
  ];
  it.each(cases)('%s: 400 naming the field, shown escaped', async (_name, text, shown) => {
    const body = expectEnvelope(
      await post(JSON.stringify({ name: text, tags: ['ok', text] })),
      400,
      'VALIDATION_ERROR',
    );
    expect(body.errors).toEqual([
      { key: 'name', content: expect.any(String), invalidValue: shown },
      { key: 'tags.1', content: expect.any(String), invalidValue: shown },
    ]);
  });

  it('names a lone surrogate for what it is, in the query and in a key too', async () => {
    const res = await (
      await app()
    ).inject({
      method: 'POST',
      url: `/api/x/items/${ID}?q=${encodeURIComponent('x')}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "a", "tags": [], "\\ud800": 1}',
    });
    expect(expectEnvelope(res, 400, 'VALIDATION_ERROR').errors).toEqual([
      {
        key: '\\ud800',
        content: 'must be well-formed Unicode text (it holds a lone surrogate)',
        invalidValue: '\\ud800',
      },
    ]);
  });

  it('keeps well-formed text: pairs of surrogates, tabs and new lines reach the schema', async () => {
    const res = await post(JSON.stringify({ name: 'Zoë 😀\tłąka\r\nx', tags: ['𝔸'] }));
    expect(res.statusCode).toBe(200);
  });
});
