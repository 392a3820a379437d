// The part of oidc-provider 9's API the dev identity provider uses (the package ships no
// types). See the package's README and lib/helpers/defaults.js for the full configuration.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContextWithOIDC {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      params?: Record<string, unknown>;
      provider: Provider;
    };
    body: unknown;
    host: string;
    query: Record<string, unknown>;
  }

  export interface Account {
    accountId: string;
    claims(
      use: string,
      scope: string,
      claims: unknown,
      rejected: string[],
    ): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export class Grant {
    constructor(options: { clientId: string; accountId: string });
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface Configuration {
    adapter?: new (model: string) => object;
    clients?: Array<Record<string, unknown>>;
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
      token?: unknown,
    ) => Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    cookies?: { keys: string[] };
    jwks?: { keys: Array<Record<string, unknown>> };
    pkce?: { required?: () => boolean; methods?: string[] };
    features?: Record<string, unknown>;
    interactions?: { url: (ctx: KoaContextWithOIDC, interaction: Interaction) => string };
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    renderError?: (
      ctx: KoaContextWithOIDC,
      out: Record<string, string>,
      error: Error,
    ) => Promise<void> | void;
    ttl?: Record<string, number>;
    scopes?: string[];
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    proxy: boolean;
    issuer: string;
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
