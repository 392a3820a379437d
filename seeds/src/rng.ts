/**
 * Deterministic randomness. Every random stream is keyed by (seed, stream, index), so a
 * person's data depends only on the seed and the person's index, never on batch sizes or
 * on what was generated before.
 */

/** murmur3's 32-bit finaliser: a bijection on 32-bit integers with good avalanche. */
export function fmix32(input: number): number {
  let h = input >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: number, stream: number, index: number) {
    this.state = fmix32(fmix32(seed ^ Math.imul(stream, 0x9e3779b9)) ^ fmix32(index + 0x632be5ab));
  }

  /** mulberry32 step: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < count && copy.length > 0) {
      const i = Math.floor(this.next() * copy.length);
      out.push(copy[i]!);
      copy[i] = copy[copy.length - 1]!;
      copy.pop();
    }
    return out;
  }

  /** Picks by weight. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i] ?? 0;
      if (r < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }
}

/** Streams: one per kind of decision, so adding a decision never shifts the others. */
export const STREAM = {
  person: 1,
  field: 2,
  seniority: 3,
  publications: 4,
  coauthors: 5,
  achievements: 6,
  patents: 7,
  projects: 8,
  researchWorks: 9,
  gremia: 10,
  posts: 11,
  users: 12,
  capacity: 13,
  names: 14,
} as const;
