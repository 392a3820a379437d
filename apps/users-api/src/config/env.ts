import {
  appEnvironmentVariable,
  databaseUrlVariable,
  logLevelVariable,
  parseEnv,
  portVariable,
} from '@ln/server';
import { z } from 'zod';

const hexKey = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (a 32-byte key)')
  .optional();

/** The environment of users-api, parsed once at boot (README lists every variable). */
export const UsersApiEnvSchema = z
  .object({
    DATABASE_URL: databaseUrlVariable,
    PORT: portVariable(3001),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: logLevelVariable,
    APP_ENVIRONMENT: appEnvironmentVariable,
    /** AES-256-GCM key for PESEL at rest; generated for development when absent. */
    PESEL_ENCRYPTION_KEY: hexKey,
    /** HMAC key for PESEL look-ups; must differ from the encryption key. */
    PESEL_HASH_KEY: hexKey,
    /** Where the helpdesk button leads (accounts-and-platform §7 `helpdesk`). */
    HELPDESK_URL: z.url('must be a URL').default('https://pomoc.nauka.gov.pl/'),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENVIRONMENT === 'production') {
      for (const key of ['PESEL_ENCRYPTION_KEY', 'PESEL_HASH_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
      }
    }
  });

export type UsersApiEnv = z.infer<typeof UsersApiEnvSchema>;

export function loadUsersApiEnv(env: NodeJS.ProcessEnv = process.env): UsersApiEnv {
  return parseEnv(UsersApiEnvSchema, env);
}
