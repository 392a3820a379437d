// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types; the reference carries ours to every program that imports dev-idp
/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import Provider, { type Account, type KoaContextWithOIDC } from 'oidc-provider';
import type { DevIdentity } from './identities.js';
import { errorPage, loggedOutPage, logoutPage, type Lang, type ProviderKind } from './pages.js';

/** The relying party (users-api) the provider knows: one client per provider. */
export interface RelyingPartyOptions {
  /** The origin users and users-api share (http://localhost:8080 under `pnpm start`). */
  origin: string;
  clientId: string;
  clientSecret: string;
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
}): Provider {
  const { kind, issuer, relyingParty } = options;
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
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
          ctx.body = logoutPage(langOf(ctx), form);
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.body = loggedOutPage(langOf(ctx));
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
      ctx.body = errorPage(langOf(ctx), out);
    },
    ttl: { Session: 8 * 3600, Interaction: 600, AuthorizationCode: 60, IdToken: 600 },
  });
  // Behind the reverse proxy (docker compose) the scheme comes from X-Forwarded-Proto.
  provider.proxy = true;
  return provider;
}
