import {
  BASE_MODIFIED,
  pbnObject,
  pbnPerson,
  pbnPublications,
  type PbnPublication,
} from './pbn.records.js';
import type { PublicationCursor, Universe } from './universe.js';

/**
 * The PBN publication and person lists behind /api/v1/publications/page and
 * /api/v1/person/page: Spring Data pages (`?page=&size=`, `content`, `totalElements`,
 * `totalPages`, `last`; the shape iplweb/bpp's transport documents), publications in the order of
 * their first author and then their number. The changes a test makes sit on top: a changed
 * record, a record deleted (listed under `status=DELETED`), or the whole source emptied.
 */

export interface SpringPage<T> {
  content: T[];
  first: boolean;
  last: boolean;
  number: number;
  numberOfElements: number;
  pageable: {
    offset: number;
    pageNumber: number;
    pageSize: number;
    paged: true;
    sort: { sorted: false; unsorted: true; empty: true };
    unpaged: false;
  };
  size: number;
  sort: { sorted: false; unsorted: true; empty: true };
  totalElements: number;
  totalPages: number;
}

export function springPage<T>(
  content: T[],
  page: number,
  size: number,
  total: number,
): SpringPage<T> {
  const totalPages = Math.ceil(total / size);
  const sort = { sorted: false, unsorted: true, empty: true } as const;
  return {
    content,
    first: page === 0,
    last: page >= totalPages - 1,
    number: page,
    numberOfElements: content.length,
    pageable: {
      offset: page * size,
      pageNumber: page,
      pageSize: size,
      paged: true,
      sort,
      unpaged: false,
    },
    size,
    sort,
    totalElements: total,
    totalPages,
  };
}

export interface PbnChange {
  modified: Date;
  patch: Record<string, unknown>;
}

export class PbnFeed {
  readonly changes = new Map<string, PbnChange>();
  readonly deleted = new Map<string, { modified: Date; object: Record<string, unknown> }>();
  empty = false;
  private readonly cursors: PublicationCursor[];
  private clock = BASE_MODIFIED.getTime();

  constructor(private readonly universe: Universe) {
    // Two cursors: a reader of pages and another reader (a second run, a test) do not make
    // each other replay.
    this.cursors = [universe.cursor(), universe.cursor()];
  }

  reset(): void {
    this.changes.clear();
    this.deleted.clear();
    this.empty = false;
  }

  private tick(): Date {
    this.clock = Math.max(this.clock + 1000, BASE_MODIFIED.getTime() + 1000);
    return new Date(this.clock);
  }

  private used = new Map<PublicationCursor, number>();
  private uses = 0;

  /** The cursor that reaches person `index` with the least replay. */
  private cursorFor(index: number): PublicationCursor {
    const ahead = this.cursors.filter((c) => c.position <= index);
    const pick =
      ahead.length > 0
        ? ahead.reduce((x, y) => (x.position >= y.position ? x : y))
        : this.cursors.reduce((x, y) =>
            (this.used.get(x) ?? 0) <= (this.used.get(y) ?? 0) ? x : y,
          );
    this.used.set(pick, ++this.uses);
    return pick;
  }

  /** The publications of person `index`, as generated (without the changes). */
  publicationsOf(index: number): PbnPublication[] {
    const cursor = this.cursorFor(index);
    return pbnPublications(cursor.personAt(index), cursor);
  }

  private present(p: PbnPublication) {
    const change = this.changes.get(p.mongoId);
    const object = change ? { ...p.object, ...change.patch } : p.object;
    return {
      ...pbnObject(p.mongoId, object),
      lastModifiedDate: (change?.modified ?? BASE_MODIFIED).toISOString(),
    };
  }

  /** Publication `mongoId` as it is now, or null if there is none (or it is deleted). */
  find(mongoId: string, index: number, ordinal: number) {
    if (this.empty || this.deleted.has(mongoId)) return null;
    const found = this.publicationsOf(index)[ordinal];
    return found && found.mongoId === mongoId ? this.present(found) : null;
  }

  change(index: number, ordinal: number, patch: Record<string, unknown>) {
    const found = this.publicationsOf(index)[ordinal];
    if (!found) return null;
    this.remember(found.mongoId, index, ordinal);
    const previous = this.changes.get(found.mongoId)?.patch ?? {};
    this.changes.set(found.mongoId, { modified: this.tick(), patch: { ...previous, ...patch } });
    this.deleted.delete(found.mongoId);
    return this.present(found);
  }

  remove(index: number, ordinal: number): boolean {
    const found = this.publicationsOf(index)[ordinal];
    if (!found) return false;
    this.deleted.set(found.mongoId, { modified: this.tick(), object: found.object });
    this.changes.delete(found.mongoId);
    return true;
  }

  /**
   * A page of ACTIVE publications. With `modifiedSince` after the seed's own works, only the
   * changes made since are listed (the stand-in's form of "changes since the last run";
   * docs/registries.md says what of it is not confirmed).
   */
  activePage(page: number, size: number, modifiedSince?: Date) {
    if (this.empty) return springPage([], page, size, 0);
    if (modifiedSince && modifiedSince >= BASE_MODIFIED) {
      const changed = [...this.changes.entries()]
        .filter(([, c]) => c.modified > modifiedSince)
        .sort(
          ([x, a], [y, b]) => a.modified.getTime() - b.modified.getTime() || x.localeCompare(y),
        );
      const slice = changed.slice(page * size, (page + 1) * size);
      const content = slice.flatMap(([mongoId]) => {
        const [index, ordinal] = this.locate(mongoId);
        const found = index === undefined ? null : this.find(mongoId, index, ordinal!);
        return found ? [found] : [];
      });
      return springPage(content, page, size, changed.length);
    }
    const total = this.universe.publicationCount;
    const from = page * size;
    const to = Math.min(total, from + size);
    const content: ReturnType<PbnFeed['present']>[] = [];
    if (from < to) {
      let index = this.universe.personOfPublication(from);
      let position = this.universe.publicationsBefore(index);
      while (position < to && index < this.universe.people) {
        for (const p of this.publicationsOf(index)) {
          if (position >= from && position < to && !this.deleted.has(p.mongoId))
            content.push(this.present(p));
          position += 1;
        }
        index += 1;
      }
    }
    return springPage(content, page, size, total - this.deleted.size);
  }

  deletedPage(page: number, size: number) {
    const all = [...this.deleted.entries()];
    const content = all.slice(page * size, (page + 1) * size).map(([mongoId, d]) => ({
      ...pbnObject(mongoId, d.object, 'DELETED'),
      lastModifiedDate: d.modified.toISOString(),
    }));
    return springPage(content, page, size, all.length);
  }

  personPage(page: number, size: number) {
    const total = this.empty ? 0 : this.universe.people;
    const content = [];
    for (let i = page * size; i < Math.min(total, (page + 1) * size); i++) {
      const person = pbnPerson(this.universe.person(i));
      content.push(pbnObject(person.mongoId, person.object));
    }
    return springPage(content, page, size, total);
  }

  private readonly located = new Map<string, [number, number]>();
  /** Remembers where a changed publication is (changes are few). */
  remember(mongoId: string, index: number, ordinal: number): void {
    this.located.set(mongoId, [index, ordinal]);
  }
  private locate(mongoId: string): [number | undefined, number | undefined] {
    return this.located.get(mongoId) ?? [undefined, undefined];
  }
}
