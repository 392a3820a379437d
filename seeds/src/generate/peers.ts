import { personField, personLevel } from '../plan.js';
import type { Rng } from '../rng.js';
import type { GenerationContext } from './context.js';

/**
 * Links between seeded people: co-authors, promoters and reviewers are always earlier
 * people (lower indices), so a person's rows never depend on people generated after them.
 */

/** Up to `wanted` earlier people of the same field with co-authorship slots left. */
export function pickCoauthors(
  ctx: GenerationContext,
  index: number,
  field: string,
  wanted: number,
  rng: Rng,
): number[] {
  const chosen: number[] = [];
  if (!ctx.peers) return chosen;
  for (let attempt = 0; attempt < wanted * 6 && chosen.length < wanted; attempt++) {
    const j = index - rng.int(1, 400);
    if (j < 0) break;
    if (chosen.includes(j) || (ctx.capacity[j] ?? 0) <= 0) continue;
    if (personField(ctx.seed, j) !== field) continue;
    chosen.push(j);
    ctx.capacity[j] = (ctx.capacity[j] ?? 0) - 1;
  }
  return chosen;
}

/** An earlier senior person (dr hab. or prof.) of the field, to promote or review. */
export function findSenior(
  ctx: GenerationContext,
  index: number,
  field: string,
  rng: Rng,
  exclude: number[],
): number | null {
  if (!ctx.peers) return null;
  for (let attempt = 0; attempt < 40; attempt++) {
    const j = index - rng.int(1, 2000);
    if (j < 0) continue;
    if (exclude.includes(j)) continue;
    if (personLevel(ctx.seed, j) >= 2 && personField(ctx.seed, j) === field) return j;
  }
  return null;
}
