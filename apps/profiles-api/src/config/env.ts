import {
  appEnvironmentVariable,
  booleanFlag,
  databaseUrlVariable,
  logLevelVariable,
  parseEnv,
  portVariable,
} from '@ln/server';
import { z } from 'zod';

/** The environment of profiles-api, parsed once at boot (README lists every variable). */
export const ProfilesApiEnvSchema = z.object({
  /** PostgreSQL connection string. */
  DATABASE_URL: databaseUrlVariable,
  /** Port of the standalone server (server.ts). */
  PORT: portVariable(3002),
  /** Interface the standalone server binds. */
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: logLevelVariable,
  /** Shown by public/config: development, test, docker, production, … */
  APP_ENVIRONMENT: appEnvironmentVariable,
  /** Feature flag CV-GENERATOR (accounts-and-platform §6). */
  FEATURE_CV_GENERATOR: booleanFlag(false),
  /** Feature flag JSDE_MODULE (accounts-and-platform §6). */
  FEATURE_JSDE_MODULE: booleanFlag(false),
});

export type ProfilesApiEnv = z.infer<typeof ProfilesApiEnvSchema>;

export interface ProfilesApiConfig {
  environment: string;
  features: { cvGenerator: boolean; jsdeModule: boolean };
  logLevel: ProfilesApiEnv['LOG_LEVEL'];
}

export function loadProfilesApiEnv(env: NodeJS.ProcessEnv = process.env): ProfilesApiEnv {
  return parseEnv(ProfilesApiEnvSchema, env);
}

export function configFromEnv(env: ProfilesApiEnv): ProfilesApiConfig {
  return {
    environment: env.APP_ENVIRONMENT,
    features: { cvGenerator: env.FEATURE_CV_GENERATOR, jsdeModule: env.FEATURE_JSDE_MODULE },
    logLevel: env.LOG_LEVEL,
  };
}
