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
