import { z } from 'zod';
import type { HttpOptions } from '../http.js';
import { createOrcidClient, type OrcidClient } from './orcid.client.js';

/**
 * ORCID from the environment (docs/environment.md). Without ORCID_API_URL no ORCID is read and
 * a refresh records that ORCID is not configured.
 * Production: ORCID_API_URL=https://pub.orcid.org, ORCID_TOKEN_URL=https://orcid.org;
 * sandbox: https://pub.sandbox.orcid.org and https://sandbox.orcid.org.
 */
const optionalUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.url({ protocol: /^https?$/ }).optional(),
);
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

export const OrcidEnvSchema = z
  .object({
    ORCID_API_URL: optionalUrl.describe('ORCID public API, e.g. https://pub.orcid.org'),
    ORCID_TOKEN_URL: optionalUrl.describe('ORCID token endpoint host, e.g. https://orcid.org'),
    ORCID_CLIENT_ID: optionalText.describe('ORCID public API client id (APP-…)'),
    ORCID_CLIENT_SECRET: optionalText.describe('ORCID public API client secret'),
    REGISTRY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    REGISTRY_MAX_RETRIES: z.coerce.number().int().min(0).max(20).default(6),
  })
  .superRefine((env, ctx) => {
    if (env.ORCID_API_URL && (!env.ORCID_CLIENT_ID || !env.ORCID_CLIENT_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: ['ORCID_CLIENT_ID'],
        message: 'ORCID_API_URL needs ORCID_CLIENT_ID and ORCID_CLIENT_SECRET',
      });
  });

/** The ORCID client the environment asks for, or null when ORCID_API_URL is unset. */
export function orcidClientFromEnv(
  env: Record<string, string | undefined>,
  http: Omit<HttpOptions, 'timeoutMs' | 'maxRetries'> = {},
): OrcidClient | null {
  const parsed = OrcidEnvSchema.parse(env);
  if (!parsed.ORCID_API_URL) return null;
  return createOrcidClient({
    apiUrl: parsed.ORCID_API_URL,
    tokenUrl: parsed.ORCID_TOKEN_URL ?? parsed.ORCID_API_URL,
    credentials: { clientId: parsed.ORCID_CLIENT_ID!, clientSecret: parsed.ORCID_CLIENT_SECRET! },
    http: {
      ...http,
      timeoutMs: parsed.REGISTRY_TIMEOUT_MS,
      maxRetries: parsed.REGISTRY_MAX_RETRIES,
    },
  });
}
