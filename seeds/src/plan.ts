import { DISCIPLINES, FIELDS } from './data/classification.js';
import { Rng, STREAM } from './rng.js';

/**
 * Cheap per-person facts that other people's generation needs (field, seniority, how many
 * publications), computed from (seed, index) alone so they can be asked for any index.
 */

export type Level = 0 | 1 | 2 | 3; // mgr, dr, dr hab., prof.

/** Share of scientists per field, roughly as in the national registry. */
const FIELD_WEIGHTS: Record<string, number> = {
  DZ0101N: 12, // humanities
  DZ0102N: 20, // engineering and technology
  DZ0103N: 17, // medical and health
  DZ0104N: 5, // agricultural
  DZ0105N: 18, // social
  DZ0106N: 17, // natural
  DZ0107N: 2.5, // theology
  DZ0108N: 5.5, // arts
  DZ0109N: 0.7, // family sciences
  DZ0110N: 2.3, // veterinary
};

const FIELD_CODES = FIELDS.map((f) => f.code);
const FIELD_WEIGHT_LIST = FIELD_CODES.map((code) => FIELD_WEIGHTS[code] ?? 1);

export const DISCIPLINES_BY_FIELD = new Map<string, (typeof DISCIPLINES)[number][]>();
for (const d of DISCIPLINES) {
  const list = DISCIPLINES_BY_FIELD.get(d.fieldCode) ?? [];
  list.push(d);
  DISCIPLINES_BY_FIELD.set(d.fieldCode, list);
}

export function personField(seed: number, index: number): string {
  return new Rng(seed, STREAM.field, index).weighted(FIELD_CODES, FIELD_WEIGHT_LIST);
}

export function personLevel(seed: number, index: number): Level {
  return new Rng(seed, STREAM.seniority, index).weighted<Level>([0, 1, 2, 3], [14, 46, 25, 15]);
}

export interface PublicationPlan {
  /** Publications the person is first author of. */
  own: number;
  /** How many more the person may be co-author of (5–60 in all, profiles-area §9 seed). */
  coauthorCapacity: number;
}

export function publicationPlan(seed: number, index: number): PublicationPlan {
  const rng = new Rng(seed, STREAM.capacity, index);
  // Skewed: most people have a few publications, some have many.
  const total = 5 + Math.floor(55 * Math.pow(rng.next(), 2.2));
  const own = Math.max(5, Math.round(total * 0.55));
  return { own: Math.min(own, total), coauthorCapacity: Math.max(0, total - own) };
}
