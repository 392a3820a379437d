import { z } from 'zod';

/** Thrown at boot with every bad variable listed at once. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the environment with a zod schema; names each bad variable in the message. */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    ),
  );
}

/** "true"/"false"/"1"/"0" (case-insensitive) as a boolean. */
export const booleanFlag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'TRUE', 'FALSE', 'True', 'False'], {
      message: 'must be true or false',
    })
    .optional()
    .transform((v) =>
      v === undefined ? defaultValue : v === 'true' || v === '1' || v.toLowerCase() === 'true',
    );

/**
 * TRUST_PROXY: behind reverse proxies, how many of them (a hop count) or their addresses
 * (comma list), so the client address of the rate limits comes from X-Forwarded-For. Never
 * "trust every hop": a client could then choose its own address with the header.
 */
export const trustProxyVariable = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | number | string => {
    if (value === 'false' || value === '' || value === '0') return false;
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
    if (value !== 'true' && /^[0-9a-fA-F:./,\s]+$/.test(value)) return value;
    ctx.addIssue({
      code: 'custom',
      message:
        'give the number of proxies in front of the service (e.g. 1) or their addresses; "true" would let clients choose their address',
    });
    return z.NEVER;
  });

/** Fastify's trustProxy for a TRUST_PROXY value (a hop count trusts that many nearest proxies). */
export function trustProxyOption(value: false | number | string) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * PUBLIC_ORIGIN of the page renderers (`pnpm start`, the page server): the origin visitors
 * use in canonical URLs, Open Graph, JSON-LD and the sitemap. Empty (compose's default) is unset.
 */
export const publicOriginVariable = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.url('must be a URL such as https://ludzie.nauka.gov.pl').optional(),
);

export const portVariable = (defaultValue: number) =>
  z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be from 1 to 65535')
    .max(65535, 'must be from 1 to 65535')
    .default(defaultValue);

export const databaseUrlVariable = z
  .string({ message: 'is required (a postgresql:// connection string)' })
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'postgresql:' || url.protocol === 'postgres:';
    } catch {
      return false;
    }
  }, 'must be a postgresql:// connection string');

/**
 * DATABASE_READ_POOL_MAX: connections of a service's raw reads (createPrismaClient's
 * `readMax`); unset: one per core of the machine, at least two.
 */
export const databaseReadPoolVariable = z.coerce
  .number({ message: 'must be a number of connections' })
  .int('must be a whole number')
  .min(1, 'must be from 1 to 100')
  .max(100, 'must be from 1 to 100')
  .optional();

export const logLevelVariable = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    message: 'must be one of fatal, error, warn, info, debug, trace, silent',
  })
  .default('info');

export const appEnvironmentVariable = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]*$/,
    'must be a lowercase name such as development, test, docker, production',
  )
  .default('development');
