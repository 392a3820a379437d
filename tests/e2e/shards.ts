import { globSync } from 'node:fs';
import { join } from 'node:path';

// `pnpm test` runs the e2e specs in two shards side by side, each against its own server and
// database (scripts/test.ts): a spec never shares data with a spec running at the same time,
// as with one worker. Playwright's own `--shard` cuts by test count, which left one shard with
// 430 s and the other with 275 s; this one deals whole spec files by their measured seconds,
// longest first, each to the shard with the fewest seconds so far.

/**
 * Seconds of each spec file, both projects together (the JSON report of a run, on the quiet
 * machine). Only the balance depends on them: a spec missing here still runs, counted as
 * UNMEASURED seconds.
 */
const SECONDS: Record<string, number> = {
  'layout/layout.spec.ts': 115,
  'profile-edit/owner-edit.spec.ts': 71,
  'gremia/gremium-admin.spec.ts': 61,
  'experts/reviewers-and-messages.spec.ts': 56,
  'public-pages.spec.ts': 55,
  'search.spec.ts': 39,
  'cv/cv-wizard.spec.ts': 39,
  'login.spec.ts': 34,
  'experts/registration.spec.ts': 28,
  'platform/routes.spec.ts': 28,
  'platform/shell.spec.ts': 28,
  'accounts/admin-users.spec.ts': 24,
  'accounts/terms-and-access.spec.ts': 24,
  'gremia/function-import.spec.ts': 37,
  'layout/developers.spec.ts': 21,
  'server-rendering/server-rendering.spec.ts': 21,
  'owner-publications/owner-publications.spec.ts': 20,
  'accounts/own-account.spec.ts': 19,
};
const UNMEASURED = 30;

const dir = import.meta.dirname;

/** Every spec file, relative to tests/e2e, in a stable order. */
export function allSpecs(): string[] {
  return globSync('**/*.spec.ts', { cwd: dir }).sort();
}

/**
 * The spec files of shard `current` of `total` (1-based): every spec is in exactly one shard.
 */
export function specsOfShard(current: number, total: number, specs = allSpecs()): string[] {
  const shards = Array.from({ length: total }, () => ({ seconds: 0, specs: [] as string[] }));
  const weight = (spec: string) => SECONDS[spec] ?? UNMEASURED;
  const longestFirst = [...specs].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const spec of longestFirst) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.specs.push(spec);
    lightest.seconds += weight(spec);
  }
  return shards[current - 1]!.specs.sort();
}

/** `E2E_SHARD=2/2` → { current: 2, total: 2 }; undefined when unset. */
export function shardFromEnv(
  value = process.env.E2E_SHARD,
): { current: number; total: number } | undefined {
  if (!value) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const current = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (!match || current < 1 || current > total) {
    throw new Error(`E2E_SHARD must read "current/total", e.g. 1/2, not "${value}"`);
  }
  return { current, total };
}

/** A Playwright file matcher for exactly these spec files (no other file of the same name). */
export function exactly(specs: string[]): RegExp[] {
  return specs.map(
    (spec) => new RegExp(`^${join(dir, spec).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
}
