import type { IdentityProvider } from '@ln/contracts';
import * as client from 'openid-client';

/** One upstream OpenID provider as users-api's configuration names it. */
export interface OidcProviderConfig {
  /** The issuer identifier as browsers see it (discovery checks the metadata's `issuer`). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Where users-api reaches the issuer's origin server to server when that differs from what
   * browsers see (docker compose: http://dev-idp:3003). Requests to the issuer's origin are
   * sent there instead; the issuer identifier and its checks stay the same.
   */
  internalBaseUrl?: string;
}

/** An upstream provider could not be reached or answered with a server error. */
export class UpstreamUnavailableError extends Error {}

const TIMEOUT_MS = 10_000;

function fetchVia(issuer: string, internalBaseUrl: string | undefined): client.CustomFetch {
  const publicUrl = new URL(issuer);
  const from = publicUrl.origin;
  const to = internalBaseUrl ? new URL(internalBaseUrl).origin : undefined;
  return (url, options) => {
    const init = { ...(options as RequestInit), signal: AbortSignal.timeout(TIMEOUT_MS) };
    if (!to || !url.startsWith(from)) return fetch(url, init);
    // The provider builds its endpoint URLs from the forwarded host, as behind the proxy.
    init.headers = {
      ...(options.headers as Record<string, string>),
      'x-forwarded-host': publicUrl.host,
      'x-forwarded-proto': publicUrl.protocol.replace(':', ''),
    };
    return fetch(to + url.slice(from.length), init);
  };
}

/**
 * The relying-party configurations (openid-client 6), discovered on first use and cached;
 * a failed discovery is retried on the next login instead of failing the start-up (under
 * `pnpm start` the provider lives in the same process and is not listening yet at boot).
 */
export function createOidcClients(
  providers: Partial<Record<IdentityProvider, OidcProviderConfig>>,
) {
  const cache = new Map<IdentityProvider, Promise<client.Configuration>>();
  return {
    has(kind: IdentityProvider): boolean {
      return providers[kind] !== undefined;
    },
    async configuration(kind: IdentityProvider): Promise<client.Configuration> {
      const config = providers[kind];
      if (!config) throw new UpstreamUnavailableError(`the ${kind} provider is not configured`);
      let pending = cache.get(kind);
      if (!pending) {
        const insecure = new URL(config.issuer).protocol === 'http:';
        pending = client.discovery(
          new URL(config.issuer),
          config.clientId,
          undefined,
          client.ClientSecretBasic(config.clientSecret),
          {
            [client.customFetch]: fetchVia(config.issuer, config.internalBaseUrl),
            // Plain http only for local issuers (dev-idp); production issuers are https.
            execute: insecure ? [client.allowInsecureRequests] : [],
          },
        );
        cache.set(kind, pending);
        pending.catch(() => cache.delete(kind));
      }
      try {
        return await pending;
      } catch (error) {
        throw new UpstreamUnavailableError(`discovery of the ${kind} provider failed`, {
          cause: error,
        });
      }
    },
  };
}

export type OidcClients = ReturnType<typeof createOidcClients>;
