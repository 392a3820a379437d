import { z } from 'zod';
import type { HttpOptions } from './http.js';
import { createPbnClient, type PbnClient } from './pbn/pbn.client.js';
import { createRadonClient, type RadonClient } from './radon/radon.client.js';

/**
 * Which registries the portal reads, from the environment (docs/environment.md). A source
 * whose base URL is not set is not read at all: with none set, no registry is called.
 */
const optionalUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.url({ protocol: /^https?$/ }).optional(),
);
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

export const RegistryEnvSchema = z
  .object({
    RADON_BASE_URL: optionalUrl.describe('RAD-on open data, e.g. https://radon.nauka.gov.pl'),
    PBN_BASE_URL: optionalUrl.describe('PBN API, e.g. https://pbn-micro-alpha.opi.org.pl'),
    PBN_APP_ID: optionalText.describe('PBN application id (X-App-Id)'),
    PBN_APP_TOKEN: optionalText.describe('PBN application token (X-App-Token)'),
    PBN_USER_TOKEN: optionalText.describe("A PBN user's token (X-User-Token), where needed"),
    REGISTRY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    REGISTRY_MAX_RETRIES: z.coerce.number().int().min(0).max(20).default(6),
  })
  .superRefine((env, ctx) => {
    if (env.PBN_BASE_URL && (!env.PBN_APP_ID || !env.PBN_APP_TOKEN))
      ctx.addIssue({
        code: 'custom',
        path: ['PBN_APP_ID'],
        message: 'PBN_BASE_URL needs PBN_APP_ID and PBN_APP_TOKEN',
      });
  });

export type RegistryEnv = z.infer<typeof RegistryEnvSchema>;

export interface RegistryClients {
  radon: RadonClient | null;
  pbn: PbnClient | null;
}

/** The clients the environment asks for; a source without a base URL gets none. */
export function registryClientsFromEnv(
  env: Record<string, string | undefined>,
  http: Omit<HttpOptions, 'timeoutMs' | 'maxRetries'> = {},
): RegistryClients {
  const parsed = RegistryEnvSchema.parse(env);
  const options = {
    ...http,
    timeoutMs: parsed.REGISTRY_TIMEOUT_MS,
    maxRetries: parsed.REGISTRY_MAX_RETRIES,
  };
  return {
    radon: parsed.RADON_BASE_URL
      ? createRadonClient({ baseUrl: parsed.RADON_BASE_URL, http: options })
      : null,
    pbn: parsed.PBN_BASE_URL
      ? createPbnClient({
          baseUrl: parsed.PBN_BASE_URL,
          credentials: {
            appId: parsed.PBN_APP_ID!,
            appToken: parsed.PBN_APP_TOKEN!,
            userToken: parsed.PBN_USER_TOKEN,
          },
          http: options,
        })
      : null,
  };
}
