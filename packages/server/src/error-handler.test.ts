import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandlerPlugin } from './error-handler.js';
import { textGuardPlugin } from './text-guard.js';
import { NotFoundError, UnauthorizedError } from './errors.js';
import {
  booleanFlag,
  databaseReadPoolVariable,
  databaseUrlVariable,
  EnvError,
  parseEnv,
  portVariable,
} from './env.js';

async function app() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  await app.register(textGuardPlugin);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/items/:id',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        body: z.object({ name: z.string().min(3), tags: z.array(z.string().max(5)).max(3) }),
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (request) => ({ id: request.params.id, secret: 'never sent' }),
  );
  r.get('/missing', async () => {
    throw new NotFoundError('No such profile.', 'PROFILE_NOT_FOUND');
  });
  r.get('/login', async () => {
    throw new UnauthorizedError('User account not found.', 'UNAUTHORIZED', {
      user_not_found: 'true',
    });
  });
  r.get('/boom', async () => {
    throw new Error('connection string postgresql://secret@db leaked');
  });
  r.get(
    '/bad-response',
    { schema: { response: { 200: z.object({ n: z.number() }) } } },
    async () => ({ n: 'x' }) as never,
  );
  return app;
}

describe('the error envelope', () => {
  it('answers bad input with 400 and the list of {key, content, invalidValue}', async () => {
    const res = await (
      await app()
    ).inject({
      method: 'POST',
      url: '/items/00000000-0000-4000-8000-000000000001',
      payload: { name: 'ab', tags: ['ok', 'too long tag'] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.reqId).toEqual(expect.any(String));
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'name', invalidValue: 'ab' }),
        expect.objectContaining({ key: 'tags.1', invalidValue: 'too long tag' }),
      ]),
    );
    for (const e of body.errors) expect(e.content).toEqual(expect.any(String));
  });

  it('reports a malformed path parameter with its value', async () => {
    const res = await (
      await app()
    ).inject({ method: 'POST', url: '/items/not-a-uuid', payload: { name: 'abc', tags: [] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ key: 'id', invalidValue: 'not-a-uuid' }),
    ]);
  });

  it('strips fields a response schema does not declare', async () => {
    const res = await (
      await app()
    ).inject({
      method: 'POST',
      url: '/items/00000000-0000-4000-8000-000000000001',
      payload: { name: 'abc', tags: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: '00000000-0000-4000-8000-000000000001' });
  });

  it('sends typed errors with their status, code and headers', async () => {
    const a = await app();
    const missing = await a.inject('/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'PROFILE_NOT_FOUND',
      message: 'No such profile.',
    });
    const login = await a.inject('/login');
    expect(login.statusCode).toBe(401);
    expect(login.headers.user_not_found).toBe('true');
  });

  it('never shows a 5xx detail to the client', async () => {
    const res = await (await app()).inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'INTERNAL_ERROR', message: 'Internal server error.' });
    expect(res.body).not.toContain('secret');
  });

  it('turns a response that breaks its schema into a 500, not a leak', async () => {
    const res = await (await app()).inject('/bad-response');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('"x"');
  });

  it('rejects a NUL character anywhere in the input with 400, before any query sees it', async () => {
    const res = await (
      await app()
    ).inject({
      method: 'POST',
      url: '/items/00000000-0000-4000-8000-000000000001?q=a%00b',
      payload: { name: 'ab\u0000c', tags: ['ok', 'x\u0000'] },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { key: string }) => e.key)
        .sort(),
    ).toEqual(['name', 'q', 'tags.1']);
  });

  it("maps Fastify's own 4xx to our codes, not its internal names", async () => {
    const a = await app();
    const media = await a.inject({
      method: 'POST',
      url: '/items/00000000-0000-4000-8000-000000000001',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = await a.inject({
      method: 'POST',
      url: '/items/00000000-0000-4000-8000-000000000001',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000), tags: [] }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers malformed JSON and unknown routes with the envelope', async () => {
    const a = await app();
    const bad = await a.inject({
      method: 'POST',
      url: '/items/00000000-0000-4000-8000-000000000001',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', reqId: expect.any(String) });
    const unknown = await a.inject('/nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the environment', () => {
  const Schema = z.object({
    DATABASE_URL: databaseUrlVariable,
    PORT: portVariable(3000),
    FLAG: booleanFlag(false),
  });

  it('lists every bad variable at once, by name', () => {
    let error: unknown;
    try {
      parseEnv(Schema, { PORT: '99999', FLAG: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    expect(message).toMatch(/DATABASE_URL: is required/);
    expect(message).toMatch(/PORT: must be from 1 to 65535/);
    expect(message).toMatch(/FLAG: must be true or false/);
  });

  it('applies defaults and reads flags', () => {
    expect(parseEnv(Schema, { DATABASE_URL: 'postgresql://u@h/db', FLAG: 'TRUE' })).toEqual({
      DATABASE_URL: 'postgresql://u@h/db',
      PORT: 3000,
      FLAG: true,
    });
    expect(() => parseEnv(Schema, { DATABASE_URL: 'mysql://h/db' })).toThrow(
      /DATABASE_URL: must be a postgresql/,
    );
  });

  it('takes the raw reads’ pool size as a whole number from 1 to 100, unset by default', () => {
    const Pool = z.object({ DATABASE_READ_POOL_MAX: databaseReadPoolVariable });
    expect(parseEnv(Pool, {})).toEqual({});
    expect(parseEnv(Pool, { DATABASE_READ_POOL_MAX: '4' })).toEqual({ DATABASE_READ_POOL_MAX: 4 });
    for (const bad of ['0', '2.5', '101', 'many'])
      expect(() => parseEnv(Pool, { DATABASE_READ_POOL_MAX: bad })).toThrow(
        /DATABASE_READ_POOL_MAX: must be/,
      );
  });
});
