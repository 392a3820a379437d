import type { Db } from '@ln/db';
import { z } from 'zod';
import type { SearchEngine } from './engine.js';
import { createFallbackSearchEngine, type SearchLog } from './meili/fallback.js';
import { createMeilisearchEngine } from './meili/meili-engine.js';
import { createPostgresSearchEngine } from './postgres/postgres-engine.js';
import type { HitRowSql } from './postgres/search-read.repository.js';

/**
 * The search variables of a service's environment (spread into its env schema, e.g.
 * `ProfilesApiEnvSchema.extend(SEARCH_ENV_SHAPE)`, then check with `checkSearchEnv`).
 */
export const SEARCH_ENV_SHAPE = {
  /** Which engine answers searches: postgres (default, needs nothing else) or meilisearch. */
  SEARCH_ENGINE: z
    .enum(['postgres', 'meilisearch'], { message: 'must be postgres or meilisearch' })
    .default('postgres'),
  /** Meilisearch's address (SEARCH_ENGINE=meilisearch), e.g. http://meilisearch:7700. */
  MEILI_URL: z
    .string()
    .refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, 'must be an http:// or https:// URL')
    .optional(),
  /** Meilisearch's master key (SEARCH_ENGINE=meilisearch). */
  MEILI_MASTER_KEY: z.string().min(1, 'must not be empty').optional(),
  /** Meilisearch index name (several environments may share one Meilisearch). */
  MEILI_INDEX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be letters, digits, - or _')
    .default('profiles'),
};

/** With SEARCH_ENGINE=meilisearch, MEILI_URL and MEILI_MASTER_KEY are required. */
export function checkSearchEnv(
  env: { SEARCH_ENGINE: string; MEILI_URL?: string; MEILI_MASTER_KEY?: string },
  ctx: z.RefinementCtx,
): void {
  if (env.SEARCH_ENGINE !== 'meilisearch') return;
  for (const key of ['MEILI_URL', 'MEILI_MASTER_KEY'] as const) {
    if (!env[key]) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: 'is required when SEARCH_ENGINE=meilisearch',
      });
    }
  }
}

export const SearchEnvSchema = z.object(SEARCH_ENV_SHAPE).superRefine(checkSearchEnv);
export type SearchEnv = z.infer<typeof SearchEnvSchema>;

export type SearchConfig =
  | { engine: 'postgres' }
  | { engine: 'meilisearch'; url: string; masterKey: string; indexUid: string };

export function searchConfigFromEnv(env: SearchEnv): SearchConfig {
  if (env.SEARCH_ENGINE === 'postgres') return { engine: 'postgres' };
  return {
    engine: 'meilisearch',
    url: env.MEILI_URL!,
    masterKey: env.MEILI_MASTER_KEY!,
    indexUid: env.MEILI_INDEX,
  };
}

/**
 * The engine a service searches with. PostgreSQL alone, or Meilisearch backed by PostgreSQL:
 * searches fall back to PostgreSQL while Meilisearch is unreachable (logged), and writes
 * keep both current (meili/fallback.ts).
 */
export async function selectSearchEngine(
  config: SearchConfig,
  deps: {
    db: Db;
    log: SearchLog;
    retryAfterMs?: number;
    /** The fallback's clock (tests move it instead of waiting). */
    now?: () => number;
    /** The PostgreSQL engine reads these display rows with a page (SearchHit.row). */
    hitRow?: HitRowSql;
  },
): Promise<SearchEngine> {
  const postgres = createPostgresSearchEngine({
    db: deps.db,
    ...(deps.hitRow ? { hitRow: deps.hitRow } : {}),
  });
  if (config.engine === 'postgres') return postgres;
  const meili = await createMeilisearchEngine({
    url: config.url,
    apiKey: config.masterKey,
    indexUid: config.indexUid,
  });
  // Settings now if Meilisearch is up; otherwise on its first successful use.
  await meili
    .ensureIndex()
    .catch((error: unknown) =>
      deps.log.warn(
        { engine: 'meilisearch', err: error },
        'search: Meilisearch is unreachable at start; searching PostgreSQL until it is back',
      ),
    );
  return createFallbackSearchEngine({
    primary: meili,
    fallback: postgres,
    log: deps.log,
    retryAfterMs: deps.retryAfterMs,
    ...(deps.now ? { now: deps.now } : {}),
  });
}
