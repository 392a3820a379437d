import { maskPeselsIn } from '@ln/pesel';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Where the answer holds its caller's own PESEL, as a path of keys (`['pesel']`,
     * `['account', 'pesel']`): that one field is left as it is; everything else is masked.
     */
    ownPesel?: readonly string[];
  }
}

/**
 * ARCHITECTURE rule "a PESEL never leaves users-api except to its owner": whatever a field
 * holds (a login node whose `sub` is a PESEL, an old account's login, an echoed input), every
 * answer of users-api is masked before it is serialised (`maskPeselsIn` of @ln/pesel, which
 * profiles-api's answers go through too). A route that answers the caller's own PESEL names
 * its field in `config.ownPesel` (`GET v1.0/auth/user`, `GET v1.0/user/dataExport`).
 */
export const peselMaskingPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    maskPeselsIn(payload, request.routeOptions.config.ownPesel),
  );
});
