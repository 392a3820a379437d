// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types; the reference carries ours to every program that imports dev-idp
/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import Provider, { type Account, type KoaContextWithOIDC } from 'oidc-provider';
import type { DevIdentity } from './identities.js';
import {
  type DevFailure,
  errorPage,
  loggedOutPage,
  logoutPage,
  type Lang,
  type ProviderKind,
} from './pages.js';

/** The relying party (users-api) the provider knows: one client per provider. */
export interface RelyingPartyOptions {
  /** The origin users and users-api share (http://localhost:8080 under `pnpm start`). */
  origin: string;
  clientId: string;
  clientSecret: string;
}

/** The failure the next code exchange of a provider meets (one at a time; a dev tool). */
export interface PendingFailure {
  next: DevFailure | null;
}

interface Stored {
  payload: Record<string, unknown>;
  expiresAt: number;
}

/**
 * oidc-provider's storage, in memory (a development provider; state is lost on restart).
 * One store per provider, so the two issuers never see each other's sessions.
 */
function memoryAdapter(failures?: PendingFailure) {
  const store = new Map<string, Stored>();
  const live = (key: string): Stored | undefined => {
    const entry = store.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry;
  };
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Record<string, unknown>, expiresIn: number) {
      // A simulated failure (pages.ts DEV_FAILURES): the code's ID token gets another nonce.
      if (this.model === 'AuthorizationCode' && failures?.next === 'nonce_mismatch') {
        failures.next = null;
        payload = { ...payload, nonce: randomUUID() };
      }
      store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
    }
    async find(id: string) {
      return live(this.key(id))?.payload;
    }
    async findByUserCode(userCode: string) {
      return [...store.keys()]
        .map((key) => live(key)?.payload)
        .find((p) => p?.userCode === userCode);
    }
    async findByUid(uid: string) {
      return [...store.keys()]
        .filter((key) => key.startsWith(`${this.model}:`))
        .map((key) => live(key)?.payload)
        .find((p) => p?.uid === uid);
    }
    async consume(id: string) {
      const entry = live(this.key(id));
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key);
    }
  };
}

/** Where users-api receives the authorization response of a provider. */
export function callbackUrl(origin: string, kind: ProviderKind): string {
  return `${origin}/api/users-api/v1.0/auth/callback/${kind}`;
}

function langOf(ctx: KoaContextWithOIDC): Lang {
  const locales = String(ctx.oidc.params?.ui_locales ?? ctx.query.ui_locales ?? '');
  return locales.startsWith('en') ? 'en' : 'pl';
}

/**
 * One oidc-provider instance: the national login node (sub = the node's login, claim
 * `pesel`) or ORCID (sub = the ORCID iD). Authorization code with PKCE only; the ID token
 * carries the claims (no userinfo round trip); first-party client, so no consent screen.
 */
export function createProvider(options: {
  kind: ProviderKind;
  issuer: string;
  relyingParty: RelyingPartyOptions;
  findIdentity: (sub: string) => DevIdentity | undefined;
  /** The failure the next login ends with, set by the login page (pages.ts DEV_FAILURES). */
  failures?: PendingFailure;
}): Provider {
  const { kind, issuer, relyingParty } = options;
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  // The issuers sit side by side under one base (/idp/national, /idp/orcid); the pages' files are in its /static.
  const assets = `${mountPath.replace(/\/[^/]*$/, '')}/static`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });
  const claimsOf = (identity: DevIdentity, sub: string): Record<string, unknown> => {
    const name = `${identity.givenName} ${identity.familyName}`;
    const common = {
      sub,
      given_name: identity.givenName,
      family_name: identity.familyName,
      name,
    };
    if (kind === 'orcid') return common;
    return {
      ...common,
      pesel: identity.pesel,
      ...(identity.email ? { email: identity.email, email_verified: true } : {}),
    };
  };
  const provider = new Provider(issuer, {
    adapter: memoryAdapter(options.failures),
    clients: [
      {
        client_id: relyingParty.clientId,
        client_secret: relyingParty.clientSecret,
        redirect_uris: [callbackUrl(relyingParty.origin, kind)],
        post_logout_redirect_uris: [`${relyingParty.origin}/profiles`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims:
      kind === 'national'
        ? {
            openid: ['sub'],
            profile: ['given_name', 'family_name', 'name', 'pesel'],
            email: ['email', 'email_verified'],
          }
        : { openid: ['sub'], profile: ['given_name', 'family_name', 'name'], email: [] },
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [{ ...signingKey, kid: randomUUID(), use: 'sig', alg: 'RS256' }] },
    pkce: { required: () => true, methods: ['S256'] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = logoutPage(langOf(ctx), form, assets);
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.body = loggedOutPage(langOf(ctx), assets);
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const identity = options.findIdentity(sub);
      if (!identity) return undefined;
      const account: Account = { accountId: sub, claims: () => claimsOf(identity, sub) };
      return account;
    },
    // users-api is a first-party client: grant what it asks for without a consent screen.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.body = errorPage(langOf(ctx), out, assets);
    },
    ttl: {
      Session: 8 * 3600,
      Grant: 8 * 3600,
      Interaction: 600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
  });
  // Behind the reverse proxy (docker compose) the scheme comes from X-Forwarded-Proto.
  provider.proxy = true;
  return provider;
}
