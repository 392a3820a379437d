/**
 * The identity stack for integration tests: the dev identity provider, users-api and
 * profiles-api, each listening on an ephemeral port of 127.0.0.1, over a seeded database of
 * the test file's own; and logins through the REAL flow without a browser (users-api's
 * login redirect → the provider's authorize endpoint → its persona page → the callback →
 * the session cookie → a refresh for the access token).
 *
 *   const stack = useIdentityStack();                  // top level of a test file
 *   const token = await stack().accessToken('owner');  // cached per persona
 *   await stack().usersApi.inject({ url, headers: { authorization: `Bearer ${token}` } });
 *   const login = await stack().loginAs('admin');      // a fresh session every call
 *   const failed = await stack().tryLogin('blocked');  // { ok: false, code: 'ACCOUNT_LOCKED' }
 *
 * Personas are the keys of seeds/src/personas.ts ('owner', 'orcid-owner', 'admin', …); an
 * object logs in someone else through the page's "someone else" form. profiles-api verifies
 * tokens with users-api's published JWKS over HTTP, as separate processes do in production.
 * Rate limits are high here; pass `rateLimits` to test them.
 */
import type { Writable } from 'node:stream';
import type { IdentityProvider } from '@ln/contracts';
import type { PeselKeys } from '@ln/pesel';
import { createPrismaClient, freePort, withClient, type Db } from '@ln/db';
import { startJobQueue, type JobQueue } from '@ln/jobs';
import { createOrcidClient } from '@ln/registry';
import type { TestDatabase } from '@ln/db/testing';
import { buildApp as buildIdp, identitiesFromPersonas } from '@ln/dev-idp';
import { buildApp as buildProfilesApi, type ProfilesApiOptions } from '@ln/profiles-api';
import { configFromEnv, loadProfilesApiEnv } from '@ln/profiles-api/config';
import { personaLogins, type PersonaLogin } from '@ln/seeds';
import { serverOptions } from '@ln/server';
import { buildApp as buildUsersApi } from '@ln/users-api';
import { DEV_CLIENT_SECRETS, type IdentityOptions } from '@ln/users-api/config';
import { ephemeralIdentityOptions } from '@ln/users-api/ephemeral-identity';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { createSeededDatabase, type SeededDatabase } from './seeded-database.js';

/** Connections of the services' shared database client. */
const STACK_POOL_SIZE = 6;

/** The dev identity provider's app, for tests that start one of their own. */
export { buildIdp };
/** The tests' `call()` of a service of the stack as a persona. */
export { callerFor, type Call, type RequestMethod } from './requests.js';

export interface IdentityStackOptions {
  /** Profiles to seed (at least 7: the fixtures). Default 40. */
  profiles?: number;
  rateLimits?: Partial<IdentityOptions['rateLimits']>;
  /** Start profiles-api too (default true). */
  profilesApi?: boolean;
  /** users-api logs at level info into this stream (with the services' redaction). */
  logStream?: Writable;
  /** profiles-api's registry sync (its sources and job queue), built on the stack's database. */
  registrySync?: (stack: {
    db: ReturnType<typeof createPrismaClient>;
    databaseUrl: string;
    peselHashKey: Buffer;
  }) => ProfilesApiOptions['registrySync'];
  /** profiles-api's environment beside the stack's own (REGISTRY_SYNC_*, …). */
  profilesApiEnv?: Record<string, string>;
  /**
   * Runs the job queue and ORCID (issue 43): a login with an ORCID iD queues the profile's
   * refresh, which profiles-api works against this ORCID (the stand-in's `${url}/orcid`).
   */
  orcid?: { apiUrl: string; clientId: string; clientSecret: string };
}

/** Someone not among the personas, typed into the provider's "someone else" form. */
export interface CustomIdentity {
  givenName: string;
  familyName: string;
  /** National login node: a valid PESEL. */
  pesel?: string;
  email?: string;
  /** ORCID: the ORCID iD. */
  orcid?: string;
}

export interface LoginOptions {
  /** Default: 'national' (personas), or 'orcid' for a custom identity with only an ORCID iD. */
  provider?: IdentityProvider;
  returnTo?: string;
  lang?: 'pl-PL' | 'en-EN';
  /** End the login with a failure of the dev provider's login page (its DEV_FAILURES). */
  failure?:
    'access_denied' | 'server_error' | 'token_server_error' | 'token_expired' | 'nonce_mismatch';
}

export interface LoginResult {
  accessToken: string;
  /** `ln_session=…`, ready for a Cookie header of the refresh and logout routes. */
  refreshCookie: string;
  userId: string;
  /** Where the callback sent the browser (publicOrigin + returnTo). */
  location: string;
  /** The browser's cookies (the provider's session among them). */
  jar: CookieJar;
}

export type LoginAttempt =
  | ({ ok: true; code: null } & LoginResult)
  | {
      ok: false;
      code: string;
      /** The §8 error type the failure page was given (`?reason=`). */
      reason: string | null;
      location: string;
      jar: CookieJar;
    };

export interface IdentityStack {
  usersApi: FastifyInstance;
  /** profiles-api (null when started with profilesApi: false). */
  profilesApi: FastifyInstance;
  idp: FastifyInstance;
  /** The job queue (only with the `orcid` option). */
  jobs: JobQueue | null;
  /** Base URLs: http://127.0.0.1:<port>. users-api's is also the public origin. */
  urls: { usersApi: string; profilesApi: string | null; idp: string };
  db: Db;
  database: TestDatabase;
  databaseUrl: string;
  peselKeys: PeselKeys;
  identity: IdentityOptions;
  /** The seeded personas with their PESEL, ORCID iD, user and profile ids. */
  personas: PersonaLogin[];
  persona(key: string): PersonaLogin;
  /** An access token of the persona from a real login, cached for the test file. */
  accessToken(persona: string): Promise<string>;
  /** Drops cached sessions (all without an argument) so the next accessToken logs in again. */
  forget(persona?: string): void;
  /** A fresh login; throws unless it succeeds. */
  loginAs(who: string | CustomIdentity, options?: LoginOptions): Promise<LoginResult>;
  /** A fresh login that may fail: the failure's code comes from the page it redirects to. */
  tryLogin(who: string | CustomIdentity, options?: LoginOptions): Promise<LoginAttempt>;
  close(): Promise<void>;
}

/** A minimal cookie jar: per origin, path-scoped, honouring removal (Max-Age=0 / Expires). */
export class CookieJar {
  private readonly cookies = new Map<string, Map<string, { value: string; path: string }>>();

  store(url: string, response: Response): void {
    const origin = new URL(url).origin;
    const jar = this.cookies.get(origin) ?? new Map<string, { value: string; path: string }>();
    this.cookies.set(origin, jar);
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const attr = new Map(
        attributes.map((a) => {
          const i = a.indexOf('=');
          return i < 0 ? [a.toLowerCase(), ''] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
        }),
      );
      const path = attr.get('path') ?? '/';
      const expired =
        attr.get('max-age') === '0' ||
        (attr.has('expires') && new Date(attr.get('expires')!).getTime() <= Date.now()) ||
        value === '';
      if (expired) jar.delete(`${name};${path}`);
      else jar.set(`${name};${path}`, { value, path });
    }
  }

  header(url: string): string {
    const { origin, pathname } = new URL(url);
    const jar = this.cookies.get(origin);
    if (!jar) return '';
    return [...jar.entries()]
      .filter(([, c]) => pathname.startsWith(c.path))
      .map(([key, c]) => `${key.split(';')[0]}=${c.value}`)
      .join('; ');
  }

  get(url: string, name: string): string | undefined {
    const jar = this.cookies.get(new URL(url).origin);
    return [...(jar?.entries() ?? [])].find(([key]) => key.startsWith(`${name};`))?.[1].value;
  }
}

/** One browser step: a request with the jar's cookies, redirects not followed. */
export async function browserFetch(
  jar: CookieJar,
  url: string,
  init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Response> {
  const cookie = jar.header(url);
  const response = await fetch(url, {
    method: init.method ?? (init.form ? 'POST' : 'GET'),
    redirect: 'manual',
    headers: {
      accept: 'text/html',
      ...(cookie ? { cookie } : {}),
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...init.headers,
    },
    ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
  });
  jar.store(url, response);
  return response;
}

const FAILURE_CODES: Record<string, string> = {
  '/closed-user-error': 'CLOSED_USER_ERROR',
  '/locked-account': 'ACCOUNT_LOCKED',
  '/unauthorized-national-error': 'NATIONAL_NODE_ERROR',
  '/unauthorized': 'UNAUTHORIZED',
  // access_denied: the terms must be accepted (accounts-and-platform §8).
  '/terms-and-conditions': 'UNAUTHORIZED',
};

function absolute(location: string | null, base: string): string {
  if (!location) throw new Error(`expected a redirect from ${base}`);
  return new URL(location, base).href;
}

/** Starts the stack over a seeded `database`. */
export async function startIdentityStack(
  options: IdentityStackOptions & { database: SeededDatabase },
): Promise<IdentityStack> {
  const { database } = options;
  const { peselKeys } = database;
  const personas = personaLogins(peselKeys);
  const [idpPort, usersPort, profilesPort] = [await freePort(), await freePort(), await freePort()];
  const urls = {
    idp: `http://127.0.0.1:${idpPort}`,
    usersApi: `http://127.0.0.1:${usersPort}`,
    profilesApi: options.profilesApi === false ? null : `http://127.0.0.1:${profilesPort}`,
  };

  const idp = await buildIdp({
    issuerUrl: `${urls.idp}/idp`,
    relyingParty: {
      origin: urls.usersApi,
      national: { clientId: 'ln-web', clientSecret: DEV_CLIENT_SECRETS.national },
      orcid: { clientId: 'ln-web', clientSecret: DEV_CLIENT_SECRETS.orcid },
    },
    identities: identitiesFromPersonas(personas),
    logLevel: 'silent',
  });
  await idp.listen({ port: idpPort, host: '127.0.0.1' });

  const high = { max: 100_000, timeWindow: 60_000 };
  const identity: IdentityOptions = {
    ...ephemeralIdentityOptions(),
    publicOrigin: urls.usersApi,
    providers: {
      national: {
        issuer: `${urls.idp}/idp/national`,
        clientId: 'ln-web',
        clientSecret: DEV_CLIENT_SECRETS.national,
      },
      orcid: {
        issuer: `${urls.idp}/idp/orcid`,
        clientId: 'ln-web',
        clientSecret: DEV_CLIENT_SECRETS.orcid,
      },
    },
    rateLimits: { login: high, callback: high, refresh: high, ...options.rateLimits },
  };
  const db = createPrismaClient(database.url, { max: STACK_POOL_SIZE });
  const jobs = options.orcid
    ? await startJobQueue({ connectionString: database.url, maxConnections: 3 })
    : null;
  const usersApi = await buildUsersApi({
    jobs,
    config: { environment: 'test', logLevel: 'silent', helpdeskUrl: 'https://pomoc.example/' },
    db,
    peselKeys,
    identity,
    ...(options.logStream
      ? {
          fastify: {
            logger: {
              ...(serverOptions('info').logger as object),
              stream: options.logStream,
            },
          },
        }
      : {}),
  });
  await usersApi.listen({ port: usersPort, host: '127.0.0.1' });

  let profilesApi: FastifyInstance | null = null;
  if (urls.profilesApi) {
    const env = loadProfilesApiEnv({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      APP_ENVIRONMENT: 'test',
      USERS_API_URL: urls.usersApi,
      // The owner's CV builder is tested through real logins (it is on under `pnpm start`).
      FEATURE_CV_GENERATOR: 'true',
      // The experts module's routes are tested through this stack (they refuse when off).
      FEATURE_JSDE_MODULE: 'true',
      ...options.profilesApiEnv,
    });
    profilesApi = await buildProfilesApi({
      config: configFromEnv(env),
      db,
      searchWorker: false,
      peselHashKey: peselKeys.hashKey,
      ...(options.registrySync
        ? {
            registrySync: options.registrySync({
              db,
              databaseUrl: database.url,
              peselHashKey: peselKeys.hashKey,
            }),
          }
        : {}),
      jobs,
      orcid: options.orcid
        ? createOrcidClient({
            apiUrl: options.orcid.apiUrl,
            tokenUrl: options.orcid.apiUrl,
            credentials: {
              clientId: options.orcid.clientId,
              clientSecret: options.orcid.clientSecret,
            },
          })
        : null,
    });
    await profilesApi.listen({ port: profilesPort, host: '127.0.0.1' });
  }

  // Warm-up without side effects, so the first login of a test is not the slow one: the
  // Prisma query engine and an interactive transaction, the providers' discovery (users-api)
  // and their first pages (dev-idp).
  await db.$transaction((tx) => tx.user.findFirst({ select: { id: true } }));
  for (const kind of ['national', 'orcid'] as const) {
    const jar = new CookieJar();
    const start = await browserFetch(jar, `${urls.usersApi}/api/users-api/v1.0/auth/login/${kind}`);
    const authorize = absolute(start.headers.get('location'), start.url);
    const toPage = await browserFetch(jar, authorize);
    await (await browserFetch(jar, absolute(toPage.headers.get('location'), authorize))).text();
  }

  const tokens = new Map<string, Promise<string>>();

  async function tryLogin(
    who: string | CustomIdentity,
    login: LoginOptions = {},
  ): Promise<LoginAttempt> {
    const custom = typeof who === 'string' ? null : who;
    const provider: IdentityProvider =
      login.provider ?? (custom && !custom.pesel && custom.orcid ? 'orcid' : 'national');
    const jar = new CookieJar();
    const query = new URLSearchParams({
      ...(login.returnTo ? { returnTo: login.returnTo } : {}),
      ...(login.lang ? { lang: login.lang } : {}),
    });
    const start = `${urls.usersApi}/api/users-api/v1.0/auth/login/${provider}?${query}`;
    let response = await browserFetch(jar, start);
    if (response.status !== 302) throw new Error(`login start answered ${response.status}`);
    let url = absolute(response.headers.get('location'), start);
    // The provider's authorize endpoint redirects to its interaction (login) page.
    response = await browserFetch(jar, url);
    url = absolute(response.headers.get('location'), url);
    response = await browserFetch(jar, url);
    if (response.status !== 200) throw new Error(`the login page answered ${response.status}`);
    await response.text();
    if (login.failure) {
      response = await browserFetch(jar, `${url}/fail`, { form: { failure: login.failure } });
    } else if (custom) {
      response = await browserFetch(jar, `${url}/custom`, {
        form:
          provider === 'orcid'
            ? {
                orcid: custom.orcid ?? '',
                givenName: custom.givenName,
                familyName: custom.familyName,
              }
            : {
                givenName: custom.givenName,
                familyName: custom.familyName,
                pesel: custom.pesel ?? '',
                email: custom.email ?? '',
              },
      });
    } else {
      const persona = personas.find((p) => p.key === who);
      if (!persona) throw new Error(`no persona ${String(who)}`);
      const identity = provider === 'orcid' ? persona.orcid : persona.key;
      if (!identity) throw new Error(`${persona.key} has no ORCID iD`);
      response = await browserFetch(jar, `${url}/login`, { form: { identity } });
    }
    if (response.status !== 303) throw new Error(`the login form answered ${response.status}`);
    // Back to the authorize endpoint, which answers with the redirect to our callback.
    url = absolute(response.headers.get('location'), url);
    response = await browserFetch(jar, url);
    url = absolute(response.headers.get('location'), url);
    if (!url.startsWith(`${urls.usersApi}/api/users-api/v1.0/auth/callback/`)) {
      throw new Error(`expected the callback, got ${url}`);
    }
    response = await browserFetch(jar, url);
    const location = absolute(response.headers.get('location'), url);
    const path = new URL(location).pathname;
    const failure = FAILURE_CODES[path];
    if (failure) {
      const reason = new URL(location).searchParams.get('reason');
      return { ok: false, code: failure, reason, location, jar };
    }
    const refresh = `${urls.usersApi}/api/users-api/v1.0/auth/session/refresh`;
    const refreshed = await browserFetch(jar, refresh, { method: 'POST' });
    if (refreshed.status !== 200) {
      throw new Error(
        `refresh after login answered ${refreshed.status}: ${await refreshed.text()}`,
      );
    }
    const { accessToken } = (await refreshed.json()) as { accessToken: string };
    const userId = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8'))
      .sub as string;
    return {
      ok: true,
      code: null,
      accessToken,
      refreshCookie: `ln_session=${jar.get(refresh, 'ln_session')}`,
      userId,
      location,
      jar,
    };
  }

  const stack: IdentityStack = {
    usersApi,
    profilesApi: profilesApi as FastifyInstance,
    jobs,
    idp,
    urls,
    db,
    database,
    databaseUrl: database.url,
    peselKeys,
    identity,
    personas,
    persona(key) {
      const found = personas.find((p) => p.key === key);
      if (!found) throw new Error(`no persona ${key}`);
      return found;
    },
    accessToken(persona) {
      let token = tokens.get(persona);
      if (!token) {
        token = stack.loginAs(persona).then((r) => r.accessToken);
        token.catch(() => tokens.delete(persona));
        tokens.set(persona, token);
      }
      return token;
    },
    forget(persona) {
      if (persona === undefined) tokens.clear();
      else tokens.delete(persona);
    },
    tryLogin,
    async loginAs(who, login) {
      const attempt = await tryLogin(who, login);
      if (!attempt.ok) {
        throw new Error(`login of ${JSON.stringify(who)} failed with ${attempt.code}`);
      }
      return attempt;
    },
    async close() {
      await jobs?.stop(5_000);
      await profilesApi?.close();
      await usersApi.close();
      await idp.close();
      await db.$disconnect();
    },
  };
  return stack;
}

/**
 * A stack kept for the next test file of the same worker: its services and its database,
 * whose name stays while its content is put back to the seeded clone before each reuse.
 */
interface KeptStack {
  stack: IdentityStack;
  template: string;
}

/**
 * Stacks of this worker that no test file is using, by their options. The module is loaded
 * once per worker when the project runs with `isolate: false` (vitest.shared.ts), so the
 * stack is started once per worker and project instead of once per file; under isolation
 * the map starts empty in every file and each file starts its own, as before.
 */
const idleStacks = new Map<string, KeptStack>();

/** Options that change what the services are: such a file gets a stack of its own. */
function shareKey(options: IdentityStackOptions): string | null {
  if (
    options.rateLimits !== undefined ||
    options.logStream !== undefined ||
    options.orcid !== undefined ||
    options.registrySync !== undefined ||
    options.profilesApiEnv !== undefined
  )
    return null;
  return JSON.stringify({
    profiles: options.profiles ?? 40,
    profilesApi: options.profilesApi ?? true,
  });
}

/**
 * Puts the kept stack's database back to the seeded clone under the same name, so the
 * services keep their connection settings and the file starts from the same data as a file
 * with a stack of its own. Dropping ends the pools' connections; their error listeners drop
 * those, and the probe below makes sure none is handed to a test.
 */
async function resetKeptStack(kept: KeptStack): Promise<void> {
  const { stack } = kept;
  stack.forget();
  const { name } = stack.database;
  await withClient(inject('lnAdminUrl'), async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${kept.template}"`);
  });
  await probe(() => stack.db.$queryRawUnsafe('SELECT 1'));
  await probe(() => stack.db.sqlGeneric`SELECT 1`);
}

/** Runs a trivial query until a live connection answers (dead ones are discarded on error). */
async function probe(query: () => Promise<unknown>): Promise<void> {
  let lastError: unknown;
  // At most one dead connection per pool slot, then one live one.
  for (let attempt = 0; attempt <= STACK_POOL_SIZE + 1; attempt++) {
    try {
      await query();
      return;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * The identity stack over a seeded database of this test file's own (top level of a file).
 *
 * With the default options the services are started once per vitest worker and handed from
 * file to file, each file getting the seeded data afresh (resetKeptStack): files stay
 * independent, and each pays a database clone instead of three app boots and a warm-up.
 * Files that pass any option that changes what the services are (`rateLimits`, `logStream`,
 * `orcid`, `registrySync`, `profilesApiEnv`: shareKey) get a stack of their own, started and
 * closed with the file.
 */
export function useIdentityStack(options: IdentityStackOptions = {}): () => IdentityStack {
  const key = shareKey(options);
  let stack: IdentityStack | undefined;
  let database: SeededDatabase | undefined;
  let kept: KeptStack | undefined;
  beforeAll(async () => {
    const reusable = key === null ? undefined : idleStacks.get(key);
    if (reusable) {
      idleStacks.delete(key!);
      await resetKeptStack(reusable);
      kept = reusable;
      stack = reusable.stack;
      return;
    }
    const seeded = await createSeededDatabase({ profiles: options.profiles ?? 40 });
    database = seeded;
    stack = await startIdentityStack({ ...options, database: seeded });
    if (key !== null) kept = { stack, template: seeded.template };
  });
  afterAll(async () => {
    if (kept && key !== null) {
      // Left for the next file of this worker; the worker's end (or the run's teardown for
      // its databases) closes it.
      kept.stack.forget();
      idleStacks.set(key, kept);
      return;
    }
    await stack?.close();
    await database?.drop();
  });
  return () => {
    if (!stack) throw new Error('the identity stack exists only inside tests and hooks');
    return stack;
  };
}
