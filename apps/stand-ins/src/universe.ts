import { parsePeselKeys } from '@ln/pesel';
import {
  DEFAULT_SEED,
  FIXTURE_NAMES,
  FIXTURE_PROFILES,
  generatePerson,
  newCapacity,
  publicationPlan,
  RowSink,
  SEED_NOW,
  type GenerationContext,
  type IdSource,
  seedId,
  type PersonOverrides,
} from '@ln/seeds';

/**
 * The people and works the registries hold, made on the fly by the seed generator (seeds/):
 * person `index` of the seed is the same person in the seeded database, in RAD-on and in PBN
 * (docs/registries.md, "Stand-ins"). Nothing is kept per person: a page is generated when it
 * is asked for, so the stand-in serves 200,000 people and two million works in a few
 * megabytes.
 *
 * Person data (names, degrees, employments, disciplines, ORCID iD, PESEL) come from streams
 * keyed by the person alone, so any person can be made in any order. A publication's
 * co-authors come from a running count of co-authorship slots over the people before it
 * (`GenerationContext.capacity`); `PublicationCursor` replays it from the nearest snapshot.
 */

type Row = Record<string, unknown>;
export interface PersonRows {
  index: number;
  pesel: string;
  rows: Map<string, Row[]>;
}

/** Takes the rows of one person instead of formatting them for COPY. */
class CapturingSink extends RowSink {
  rows = new Map<string, Row[]>();
  override add(table: string, row: Row): void {
    let list = this.rows.get(table);
    if (!list) this.rows.set(table, (list = []));
    list.push(row);
  }
  take(): Map<string, Row[]> {
    const rows = this.rows;
    this.rows = new Map();
    return rows;
  }
}

/**
 * The registries never see our ids: rows get local ones (`publication:3`) that only tie a
 * person's rows together; the person's own profile id is '' (co-authors keep the seed's).
 */
class LocalIds implements IdSource {
  private n = 0;
  take(kind: string): string {
    return `${kind}:${this.n++}`;
  }
  profileId(): string {
    return '';
  }
}
// generatePerson writes a keyed PESEL hash into the profile row, which a registry never sees;
// any key pair will do (the clear PESEL it returns is what the registry holds).
const THROWAWAY_KEYS = parsePeselKeys('a1'.repeat(32), 'b2'.repeat(32));

const FIXTURES = new Map(FIXTURE_PROFILES.map((f) => [f.index, f.overrides]));

export interface UniverseOptions {
  /** The seed (DEFAULT_SEED: `pnpm start`'s). */
  seed?: number;
  /** How many people: the seeded database's profile count. */
  people: number;
}

export class Universe {
  readonly seed: number;
  readonly people: number;
  private prefix: Int32Array | null = null;

  constructor(options: UniverseOptions) {
    this.seed = options.seed ?? DEFAULT_SEED;
    this.people = options.people;
  }

  overrides(index: number): PersonOverrides {
    return FIXTURES.get(index) ?? {};
  }

  private context(sink: RowSink, options: { peers: boolean; capacity?: Int16Array }) {
    return {
      seed: this.seed,
      total: this.people,
      ids: new LocalIds(),
      sink,
      peselKeys: THROWAWAY_KEYS,
      capacity: options.capacity ?? new Int16Array(0),
      now: SEED_NOW,
      fixedNames: FIXTURE_NAMES,
      peers: options.peers,
      searchOnly: !options.peers,
    } satisfies GenerationContext;
  }

  /** A person's own data (no publications): any index, in any order. */
  person(index: number): PersonRows {
    const sink = new CapturingSink();
    const person = generatePerson(
      this.context(sink, { peers: false }),
      index,
      this.overrides(index),
    );
    return { index, pesel: person.pesel, rows: sink.take() };
  }

  /** How many publications person `index` is first author of (their PBN records). */
  ownPublications(index: number): number {
    const overrides = this.overrides(index);
    const plan = publicationPlan(this.seed, index);
    return overrides.ownPublications ?? (overrides.everything ? Math.max(plan.own, 30) : plan.own);
  }

  /** Publications of people [0, index): where person `index`'s first publication stands. */
  publicationsBefore(index: number): number {
    if (!this.prefix) {
      // 4 bytes a person (0.8 MB for 200,000): the one table the stand-in keeps.
      const prefix = new Int32Array(this.people + 1);
      for (let i = 0; i < this.people; i++) prefix[i + 1] = prefix[i]! + this.ownPublications(i);
      this.prefix = prefix;
    }
    return this.prefix[Math.min(index, this.people)]!;
  }

  get publicationCount(): number {
    return this.publicationsBefore(this.people);
  }

  /** The person whose publications include global position `position`. */
  personOfPublication(position: number): number {
    this.publicationsBefore(0);
    const prefix = this.prefix!;
    let lo = 0;
    let hi = this.people - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (prefix[mid]! <= position) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  cursor(): PublicationCursor {
    return new PublicationCursor(this);
  }

  /** @internal for PublicationCursor */
  generateWithPeers(
    index: number,
    capacity: Int16Array,
    sink: RowSink & { take(): Map<string, Row[]> },
  ): PersonRows {
    const person = generatePerson(
      this.context(sink, { peers: true, capacity }),
      index,
      this.overrides(index),
    );
    return { index, pesel: person.pesel, rows: sink.take() };
  }
}

/** How far back a person's co-authors are drawn from (seeds/src/generate/peers.ts pickCoauthors). */
const PEER_WINDOW = 400;
/** A snapshot of the co-authorship window every this many people. */
const SNAPSHOT_EVERY = 250;

/**
 * Replays the seed's co-author draws in order, so each publication has the authors it has in
 * the seeded database. Person i draws co-authors only among [i - 400, i), so the state before
 * person i is the 400 counts before it: a snapshot of those every 250 people lets a cursor
 * start anywhere after replaying at most 250 people.
 */
export class PublicationCursor {
  private readonly capacity: Int16Array;
  private readonly snapshots = new Map<number, Int16Array>();
  private next = 0;
  private highWater = 0;
  private readonly sink = new CapturingSink();
  private last: PersonRows | null = null;
  /** The seed's profile ids of the people a co-author can be (the window), to their index. */
  private readonly window = new Map<string, number>();

  constructor(private readonly universe: Universe) {
    this.capacity = newCapacity(universe.seed, universe.people);
    this.snapshots.set(0, new Int16Array(0));
  }

  /** The next person this cursor makes without replaying. */
  get position(): number {
    return this.next;
  }

  /** The index of a co-author named in the last person's rows by their seeded profile id. */
  indexOfProfile(profileId: string): number | undefined {
    return this.window.get(profileId);
  }

  /** Person `index` with their publications, generated as the seed does. */
  personAt(index: number): PersonRows {
    // A page of works often ends inside a person's list and the next starts there.
    if (this.last?.index === index) return this.last;
    if (index < this.next) this.rewind(index);
    while (this.next < index) this.step();
    return this.step();
  }

  private step(): PersonRows {
    const index = this.next;
    if (index % SNAPSHOT_EVERY === 0 && !this.snapshots.has(index)) {
      const from = Math.max(0, index - PEER_WINDOW);
      this.snapshots.set(index, this.capacity.slice(from, index));
    }
    const person = this.universe.generateWithPeers(index, this.capacity, this.sink);
    this.window.set(seedId('profile', index), index);
    if (index >= PEER_WINDOW) this.window.delete(seedId('profile', index - PEER_WINDOW));
    this.next = index + 1;
    this.highWater = Math.max(this.highWater, this.next);
    this.last = person;
    return person;
  }

  private rewind(index: number): void {
    let start = Math.floor(index / SNAPSHOT_EVERY) * SNAPSHOT_EVERY;
    while (!this.snapshots.has(start)) start -= SNAPSHOT_EVERY;
    const window = this.snapshots.get(start)!;
    // People at or after `start` have not been drawn from yet as of the snapshot.
    for (let j = start; j < this.highWater; j++)
      this.capacity[j] = publicationPlan(this.universe.seed, j).coauthorCapacity;
    this.capacity.set(window, start - window.length);
    this.window.clear();
    for (let j = Math.max(0, start - PEER_WINDOW); j < start; j++)
      this.window.set(seedId('profile', j), j);
    this.next = start;
  }
}
