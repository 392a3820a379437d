import { randomUUID } from 'node:crypto';
import { fmix32 } from './rng.js';

/**
 * Deterministic, unique, random-looking UUIDs (version 4 layout) for seeded rows.
 * The 32-bit key (kind << 26 | index) is unique per row, and fmix32 is a bijection, so
 * the first word (and with it the UUID) is unique; the other words only add noise.
 */
export const ID_KIND = {
  institution: 1,
  profile: 2,
  user: 3,
  publication: 4,
  publicationVersion: 5,
  publicationAuthor: 6,
  employment: 7,
  degree: 8,
  specialty: 9,
  link: 10,
  achievement: 11,
  achievementAuthor: 12,
  achievementCollection: 13,
  patent: 14,
  patentRight: 15,
  patentCreator: 16,
  project: 17,
  projectInstitution: 18,
  projectPerson: 19,
  researchWork: 20,
  researchWorkPerson: 21,
  gremium: 22,
  membership: 23,
  membershipTerm: 24,
  gremiumFunction: 25,
  functionPeriod: 26,
  post: 27,
  postCategory: 28,
  roleAssignment: 29,
  specialtyTerm: 30,
  cv: 31,
} as const;

export type IdKind = keyof typeof ID_KIND;

const MAX_INDEX = 1 << 26;

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

function hex8(n: number): string {
  return HEX[n >>> 24]! + HEX[(n >>> 16) & 255]! + HEX[(n >>> 8) & 255]! + HEX[n & 255]!;
}

export function seedId(kind: IdKind, index: number): string {
  if (index < 0 || index >= MAX_INDEX) throw new Error(`seed id index out of range: ${index}`);
  const key = ((ID_KIND[kind] << 26) | index) >>> 0;
  const a = fmix32(key);
  const b = fmix32(a ^ 0x68e31da4);
  const c = fmix32(b ^ 0xb5297a4d);
  const d = fmix32(c ^ 0x1b56c4e9);
  const hb = hex8(b);
  const hc = hex8(c);
  return `${hex8(a)}-${hb.slice(0, 4)}-4${hb.slice(5, 8)}-${((parseInt(hc[0]!, 16) & 0x3) | 0x8).toString(16)}${hc.slice(1, 4)}-${hc.slice(4, 8)}${hex8(d)}`;
}

/** Where generated rows get their ids. */
export interface IdSource {
  take(kind: IdKind): string;
  /** The id of the person with this index (co-authors refer to people by index). */
  profileId(index: number): string;
}

/** The seed's ids: sequential per kind, so a fresh default seed has the same ids each time. */
export class SequentialIds implements IdSource {
  private readonly next = new Map<IdKind, number>();

  take(kind: IdKind): string {
    const n = this.next.get(kind) ?? 0;
    this.next.set(kind, n + 1);
    return seedId(kind, n);
  }

  profileId(index: number): string {
    return seedId('profile', index);
  }
}

/** Test factories add rows to databases that may hold seeded ones: random ids never clash. */
export class RandomIds implements IdSource {
  take(): string {
    return randomUUID();
  }

  profileId(): string {
    return randomUUID();
  }
}
