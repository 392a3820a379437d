import { maskPeselsIn } from '@ln/pesel';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * House rule 5, as users-api keeps it: profiles-api never holds a PESEL in clear, so none may
 * leave it either. Whatever a text field holds (an operator's gremium name, an owner's text, a
 * value read from an import file), every JSON answer has its PESELs masked before it is
 * serialised, with the same finder users-api uses (`maskPeselsIn` of @ln/pesel). No answer of
 * profiles-api carries its caller's own PESEL, so nothing is kept.
 */
export const peselMaskingPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (_request, _reply, payload: unknown) =>
    maskPeselsIn(payload),
  );
});
