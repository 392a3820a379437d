import { BASE_REFRESH, radonPerson, REFRESH_STEP_MS, type RadonPerson } from './radon.records.js';
import { radonPersonId } from '@ln/seeds';
import type { Universe } from './universe.js';

/**
 * The RAD-on person feed behind /opendata/polon/employees and /opendata/scientist/search:
 * records in the order of their `lastRefresh`, read with a time cursor. The token is the
 * base64 of the last record's `lastRefresh` in milliseconds (the notebook's token
 * 'MTY5MzQ4NDU4Njc4Mg==' is '1693484586782', its last record's lastRefresh), and the next page
 * starts after that instant. Records refreshed in the same millisecond therefore fall between
 * two pages when a page ends among them: the quirk a client has to reconcile
 * (docs/registries.md). Here `sharedTimestamps` people in a row share one `lastRefresh`.
 */

export interface RadonChange {
  lastRefresh: number;
  patch: Partial<
    Pick<RadonPerson, 'employments' | 'personalData' | 'calculatedEduLevel' | 'orcid'>
  >;
}

export interface RadonPage {
  records: RadonPerson[];
  /** The next page's token (the request's when there is nothing after it). */
  token: string | null;
  maxCount: number;
}

export function encodeToken(ms: number): string {
  return Buffer.from(String(ms)).toString('base64');
}

/** A token's instant, or null for a token the registry would call malformed. */
export function decodeToken(token: string): number | null {
  const text = Buffer.from(token, 'base64').toString('utf8');
  return /^\d{1,15}$/.test(text) && encodeToken(Number(text)) === token ? Number(text) : null;
}

export class RadonFeed {
  readonly changes = new Map<number, RadonChange>();
  readonly removed = new Set<number>();
  empty = false;
  private readonly cache = new Map<number, RadonPerson>();
  private uids: Map<string, number> | null = null;
  /** Tokens handed out, for a registry that refuses the ones it did not issue. */
  readonly issued = new Set<string>();

  constructor(
    private readonly universe: Universe,
    private readonly sharedTimestamps = 3,
  ) {}

  reset(): void {
    this.changes.clear();
    this.removed.clear();
    this.cache.clear();
    this.issued.clear();
    this.empty = false;
  }

  baseRefresh(index: number): number {
    return BASE_REFRESH + Math.floor(index / this.sharedTimestamps) * REFRESH_STEP_MS;
  }

  /** The instant after every record so far: when a change made now is refreshed. */
  private now(): number {
    let latest = this.baseRefresh(this.universe.people);
    for (const change of this.changes.values()) latest = Math.max(latest, change.lastRefresh);
    return latest + REFRESH_STEP_MS;
  }

  person(index: number): RadonPerson {
    const change = this.changes.get(index);
    let base = this.cache.get(index);
    if (!base) {
      base = radonPerson(this.universe.person(index), this.baseRefresh(index));
      if (this.cache.size >= 4096) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(index, base);
    }
    return change ? { ...base, ...change.patch, lastRefresh: change.lastRefresh } : base;
  }

  change(index: number, patch: RadonChange['patch']): RadonPerson {
    const previous = this.changes.get(index)?.patch ?? {};
    this.changes.set(index, { lastRefresh: this.now(), patch: { ...previous, ...patch } });
    this.removed.delete(index);
    return this.person(index);
  }

  remove(index: number): void {
    this.removed.add(index);
    this.changes.delete(index);
  }

  count(): number {
    return this.empty ? 0 : this.universe.people - this.removed.size;
  }

  page(token: string | null, size: number): RadonPage {
    const after = token === null ? Number.NEGATIVE_INFINITY : decodeToken(token)!;
    const records: RadonPerson[] = [];
    const maxCount = this.count();
    if (!this.empty) {
      const people = this.universe.people;
      let i =
        after < BASE_REFRESH
          ? 0
          : (Math.floor((after - BASE_REFRESH) / REFRESH_STEP_MS) + 1) * this.sharedTimestamps;
      for (; i < people && records.length < size; i++) {
        if (this.changes.has(i) || this.removed.has(i)) continue;
        records.push(this.person(i));
      }
      if (records.length < size) {
        const changed = [...this.changes.entries()]
          .filter(([index, c]) => c.lastRefresh > after && !this.removed.has(index))
          .sort(([a, x], [b, y]) => x.lastRefresh - y.lastRefresh || a - b);
        for (const [index] of changed) {
          if (records.length >= size) break;
          records.push(this.person(index));
        }
      }
    }
    const last = records.at(-1);
    const next = last ? encodeToken(last.lastRefresh) : token;
    if (next) this.issued.add(next);
    return { records, token: next, maxCount };
  }

  /** The person of a POL-on uid (the scientist register's `uid` criterion), or null. */
  byUid(uid: string): RadonPerson | null {
    if (!this.uids) {
      // Built on the first look-up by uid: 200,000 people take about 15 MB.
      this.uids = new Map();
      for (let i = 0; i < this.universe.people; i++) this.uids.set(radonPersonId(i), i);
    }
    const index = this.uids.get(uid.toUpperCase());
    if (index === undefined || this.removed.has(index) || this.empty) return null;
    return this.person(index);
  }
}
