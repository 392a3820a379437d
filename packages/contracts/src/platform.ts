import { z } from 'zod';

/** `GET public/info` of both services (accounts-and-platform §7: build.version). */
export const BuildInfoSchema = z.object({ build: z.object({ version: z.string() }) });
export type BuildInfo = z.infer<typeof BuildInfoSchema>;

/** `GET public/config` of profiles-api: environment and feature flags (accounts-and-platform §3). */
export const FeatureFlagsSchema = z.record(z.string(), z.boolean());
export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;
export const AppConfigSchema = z.object({
  environment: z.string(),
  features: z.object({
    profiles: FeatureFlagsSchema,
    publications: FeatureFlagsSchema,
    jsde: FeatureFlagsSchema,
  }),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

/** `GET health` of every service. */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof HealthSchema>;

/** The scopes every login asks for (accounts-and-platform §9: openid, profile, email). */
export const OIDC_SCOPE = 'openid profile email';

/**
 * `GET public/securityConfig` of users-api (accounts-and-platform §3 "Security config"): the
 * public values a client needs to start a login; never a secret. `oauthBackend` is the base
 * of the service that runs the code flow (the portal's client is confidential, so the browser
 * never talks to the token endpoint itself). `institutionUuids` maps an institution's short
 * name to its id in the registry.
 */
export const SecurityConfigSchema = z.object({
  cmsUrl: z.url(),
  oauthIssuerUrl: z.url(),
  oauthClientId: z.string(),
  oauthScope: z.string(),
  oauthBackend: z.url(),
  institutionUuids: z.record(z.string(), z.string()),
});
export type SecurityConfig = z.infer<typeof SecurityConfigSchema>;
