// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types; the reference carries ours to every program that imports dev-idp
/// <reference path="./oidc-provider.d.ts" />
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import formbody from '@fastify/formbody';
import { isValidPesel } from '@ln/pesel';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { DevIdentity } from './identities.js';
import { securityHeadersPlugin } from '@ln/server';
import {
  DEV_FAILURES,
  LOGOUT_JS,
  loginPage,
  PAGES_CSS,
  type Lang,
  type ProviderKind,
} from './pages.js';
import { createProvider, type PendingFailure, type RelyingPartyOptions } from './provider.js';

export { identitiesFromPersonas, type DevIdentity } from './identities.js';
export { callbackUrl, type RelyingPartyOptions } from './provider.js';

export const DEV_IDP_PREFIX = '/idp';
export const PROVIDER_KINDS = ['national', 'orcid'] as const satisfies readonly ProviderKind[];

export interface DevIdpOptions {
  /**
   * The base URL as browsers see it (e.g. http://localhost:8080/idp). The issuers are
   * `<issuerUrl>/national` (the national login node) and `<issuerUrl>/orcid` (ORCID).
   */
  issuerUrl: string;
  /** users-api, the one client: its origin and, per provider, its client id and secret. */
  relyingParty: {
    origin: string;
    national: Omit<RelyingPartyOptions, 'origin'>;
    orcid: Omit<RelyingPartyOptions, 'origin'>;
  };
  /** The people offered on the login page (the seeded personas, and any a test adds). */
  identities: readonly DevIdentity[];
}

const ORCID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;
const NAME = z.string().trim().min(1).max(100);
const CustomNational = z.object({
  givenName: NAME,
  familyName: NAME,
  pesel: z.string().refine(isValidPesel, 'PESEL'),
  email: z.union([z.literal(''), z.email()]).optional(),
});
const CustomOrcid = z.object({
  orcid: z.string().regex(ORCID, 'ORCID iD'),
  givenName: NAME,
  familyName: NAME,
});

function langOf(request: FastifyRequest, uiLocales: unknown): Lang {
  const query = request.query as { lang?: string };
  if (query.lang === 'en' || query.lang === 'pl') return query.lang;
  return String(uiLocales ?? '').startsWith('en') ? 'en' : 'pl';
}

/**
 * The local OpenID provider standing in for the national login node and ORCID in
 * development, tests and docker compose (docs/identity.md): two oidc-provider issuers under
 * /idp/national and /idp/orcid, and a login page listing the seeded personas.
 */
export async function devIdp(app: FastifyInstance, options: DevIdpOptions) {
  const base = options.issuerUrl.replace(/\/$/, '');
  // Identities typed in on the login page ("someone else"), kept while the process runs.
  const custom = new Map<string, DevIdentity>();
  // The national node's `sub` is an opaque login, never the PESEL (that is the `pesel` claim):
  // a random one per person typed in, kept while the process runs.
  const customSubjects = new Map<string, string>();
  const customSubject = (pesel: string): string => {
    let sub = customSubjects.get(pesel);
    if (!sub) customSubjects.set(pesel, (sub = `custom-${randomUUID()}`));
    return sub;
  };
  const find = (kind: ProviderKind, sub: string): DevIdentity | undefined => {
    if (kind === 'orcid') {
      return options.identities.find((i) => i.orcid === sub) ?? custom.get(`orcid:${sub}`);
    }
    return options.identities.find((i) => i.key === sub) ?? custom.get(`national:${sub}`);
  };

  const assets = `${new URL(base).pathname}/static`;
  // The stack's one header set, also on the provider's own (hijacked) answers.
  await app.register(securityHeadersPlugin);

  app.get('/health', async () => ({ status: 'ok', issuer: base }));
  app.get('/static/pages.css', (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').send(PAGES_CSS),
  );
  app.get('/static/logout.js', (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').send(LOGOUT_JS),
  );

  for (const kind of PROVIDER_KINDS) {
    const issuer = `${base}/${kind}`;
    const failures: PendingFailure = { next: null };
    const provider = createProvider({
      kind,
      issuer,
      failures,
      relyingParty: { origin: options.relyingParty.origin, ...options.relyingParty[kind] },
      findIdentity: (sub) => find(kind, sub),
    });
    const mountPath = new URL(issuer).pathname;
    await app.register(
      async (scope) => {
        await scope.register(interactionRoutes, {
          kind,
          provider,
          failures,
          identities: options.identities.filter((i) =>
            kind === 'orcid' ? i.orcid !== null : i.pesel !== null,
          ),
          assets,
          customSubject,
          addCustom: (identity: DevIdentity) => {
            const sub = kind === 'orcid' ? identity.orcid! : identity.key;
            custom.set(`${kind}:${sub}`, identity);
            return sub;
          },
        });
        await scope.register(async (passthrough) => {
          // oidc-provider reads the request body itself.
          passthrough.removeAllContentTypeParsers();
          passthrough.addContentTypeParser('*', (_request, _payload, done) => done(null));
          const callback = provider.callback();
          // A simulated failure of the code exchange (pages.ts DEV_FAILURES), answered as a
          // real token endpoint would: a 500 page, or OAuth's invalid_grant.
          passthrough.post('/token', (request, reply) => {
            const failure = failures.next;
            if (failure === 'token_server_error') {
              failures.next = null;
              return reply.status(500).type('text/html').send('<h1>Internal Server Error</h1>');
            }
            if (failure === 'token_expired') {
              failures.next = null;
              return reply.status(400).send({
                error: 'invalid_grant',
                error_description: 'grant request is invalid (the code has expired)',
              });
            }
            return mount(request, reply, mountPath, callback);
          });
          passthrough.all('/*', (request, reply) => mount(request, reply, mountPath, callback));
          passthrough.all('/', (request, reply) => mount(request, reply, mountPath, callback));
        });
      },
      { prefix: `/${kind}` },
    );
  }
}

async function mount(
  request: FastifyRequest,
  reply: FastifyReply,
  mountPath: string,
  callback: ReturnType<Provider['callback']>,
) {
  void reply.hijack();
  const raw = request.raw as IncomingMessage & { originalUrl?: string };
  const url = raw.url ?? '/';
  // Like a mounted Koa/Express app: the provider sees paths below its mount point.
  raw.originalUrl = url;
  raw.url = url.slice(mountPath.length) || '/';
  await callback(raw, reply.raw);
}

async function interactionRoutes(
  app: FastifyInstance,
  options: {
    kind: ProviderKind;
    provider: Provider;
    failures: PendingFailure;
    identities: readonly DevIdentity[];
    addCustom: (identity: DevIdentity) => string;
    assets: string;
    customSubject: (pesel: string) => string;
  },
) {
  const { kind, provider } = options;
  await app.register(formbody);
  const Params = z.object({ uid: z.string().regex(/^[\w-]{1,64}$/) });

  const page = async (request: FastifyRequest, reply: FastifyReply, error?: string) => {
    const { uid } = Params.parse(request.params);
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const action = request.url.split('?')[0]!.replace(/\/(login|custom|abort|fail)$/, '');
    return reply
      .status(error ? 400 : 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        loginPage({
          lang: langOf(request, details.params.ui_locales),
          kind,
          action: action.endsWith(uid) ? action : `${action}/${uid}`,
          identities: options.identities,
          error,
          assets: options.assets,
        }),
      );
  };

  const finish = async (reply: FastifyReply, request: FastifyRequest, accountId: string) => {
    void reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  };

  app.get('/interaction/:uid', (request, reply) => page(request, reply));

  app.post('/interaction/:uid/login', async (request, reply) => {
    const body = z.object({ identity: z.string().max(64) }).safeParse(request.body);
    const chosen =
      body.success &&
      options.identities.find((i) =>
        kind === 'orcid' ? i.orcid === body.data.identity : i.key === body.data.identity,
      );
    if (!chosen) return page(request, reply, 'identity');
    return finish(reply, request, kind === 'orcid' ? chosen.orcid! : chosen.key);
  });

  app.post('/interaction/:uid/custom', async (request, reply) => {
    if (kind === 'national') {
      const body = CustomNational.safeParse(request.body);
      if (!body.success) return page(request, reply, body.error.issues[0]?.path.join('.'));
      const { givenName, familyName, pesel, email } = body.data;
      const sub = options.addCustom({
        key: options.customSubject(pesel),
        givenName,
        familyName,
        pesel,
        email: email || null,
        orcid: null,
        description: { pl: '', en: '' },
      });
      return finish(reply, request, sub);
    }
    const body = CustomOrcid.safeParse(request.body);
    if (!body.success) return page(request, reply, body.error.issues[0]?.path.join('.'));
    const sub = options.addCustom({
      key: `custom-${body.data.orcid}`,
      givenName: body.data.givenName,
      familyName: body.data.familyName,
      pesel: null,
      email: null,
      orcid: body.data.orcid,
      description: { pl: '', en: '' },
    });
    return finish(reply, request, sub);
  });

  // Ends the login with a failure of accounts-and-platform §8 (pages.ts DEV_FAILURES): the
  // authorization endpoint's own error answers, or a login whose code exchange will fail.
  app.post('/interaction/:uid/fail', async (request, reply) => {
    const body = z.object({ failure: z.enum(DEV_FAILURES) }).safeParse(request.body);
    if (!body.success) return page(request, reply, 'failure');
    const failure = body.data.failure;
    if (failure === 'access_denied' || failure === 'server_error') {
      void reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { error: failure, error_description: `Simulated: ${failure}.` },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const someone = options.identities[0];
    if (!someone) return page(request, reply, 'failure');
    options.failures.next = failure;
    return finish(reply, request, kind === 'orcid' ? someone.orcid! : someone.key);
  });

  app.post('/interaction/:uid/abort', async (request, reply) => {
    void reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'The user cancelled the login.' },
      { mergeWithLastSubmission: false },
    );
  });
}

/** A standalone dev identity provider (docker compose, tests); it never listens by itself. */
export async function buildApp(
  options: DevIdpOptions & { logLevel?: string },
): Promise<FastifyInstance> {
  const { logLevel, ...idp } = options;
  const app = Fastify({ logger: { level: logLevel ?? process.env.LOG_LEVEL ?? 'info' } });
  await app.register(devIdp, { prefix: DEV_IDP_PREFIX, ...idp });
  return app;
}
