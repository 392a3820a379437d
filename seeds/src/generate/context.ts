import type { PeselKeys } from '@ln/pesel';
import type { RowSink } from '../copy.js';
import type { IdSource } from '../ids.js';
import { publicationPlan } from '../plan.js';

/** Everything a generator needs; seeds and test factories build one each. */
export interface GenerationContext {
  seed: number;
  /** How many people the data set has (co-authors are drawn among them). */
  total: number;
  ids: IdSource;
  sink: RowSink;
  peselKeys: PeselKeys;
  /** Remaining co-authorship slots per person index (publicationPlan().coauthorCapacity). */
  capacity: Int16Array;
  /** A fixed "now", so a seed is the same whenever it runs. */
  now: Date;
  /** Names that fixtures override, so that lists naming those people agree with them. */
  fixedNames?: { get(index: number): { firstName: string; surname: string } | undefined };
  /**
   * Whether people are linked to other seeded people (co-authors, promoters, reviewers).
   * Test factories, which create people one at a time, switch it off.
   */
  peers: boolean;
  /**
   * Only what search reads (profile, names, disciplines, specialties, links, degrees,
   * employments): no publications, achievements, patents, projects or research works.
   * For search benchmarks at 1M profiles (bench/search); never for `pnpm start` or tests.
   */
  searchOnly?: boolean;
}

export const SEED_NOW = new Date(Date.UTC(2026, 10, 1));

export function newCapacity(seed: number, total: number): Int16Array {
  const capacity = new Int16Array(total);
  for (let j = 0; j < total; j++) capacity[j] = publicationPlan(seed, j).coauthorCapacity;
  return capacity;
}
