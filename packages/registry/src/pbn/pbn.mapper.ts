import { hashPesel, isValidPesel } from '@ln/pesel';
import { normaliseDoi, normaliseOrcid, sourceRecord, type SourceRecord } from '../records.js';
import type {
  PbnAuthorEntry,
  PbnJournalObject,
  PbnObject,
  PbnPersonObject,
  PbnPublicationObject,
  PbnPublisherObject,
  PbnRef,
} from './pbn.types.js';

/** PBN objects in the portal's terms (docs/registries.md lists each field's source). */

export type PublicationType = 'ARTICLE' | 'BOOK' | 'EDITED_BOOK' | 'CHAPTER' | 'OTHER';

export interface RegistryAuthor {
  position: number;
  /** The author's PBN person id, when PBN names one. */
  sourcePersonId: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface RegistryRef {
  sourceId: string | null;
  name: string | null;
}

export interface RegistryPublication {
  status: 'ACTIVE' | 'DELETED';
  type: PublicationType;
  title: string | null;
  year: number | null;
  /** Normalised (lower case, no resolver): the second matching key after the PBN id. */
  doi: string | null;
  isbn: string | null;
  url: string | null;
  language: string | null;
  volume: string | null;
  issue: string | null;
  pages: string | null;
  authors: RegistryAuthor[];
  journal: (RegistryRef & { issn: string | null; eissn: string | null }) | null;
  publisher: RegistryRef | null;
  /** The book a chapter is in. */
  book: {
    title: string | null;
    year: number | null;
    isbn: string | null;
    publisher: RegistryRef | null;
  } | null;
}

export interface RegistryPersonLink {
  firstName: string | null;
  lastName: string | null;
  orcid: string | null;
  /** The person's POL-on uid: the link to the RAD-on record. */
  polonUid: string | null;
  qualifications: string | null;
  /**
   * The keyed hash (HMAC-SHA-256, hex) of the PESEL PBN holds, under the portal's
   * PESEL_HASH_KEY: the same look-up key as `app_user.pesel_hash`, so a registry person
   * matches an account as the function import does. The PESEL itself is never kept.
   */
  peselHash: string | null;
  employments: RegistryRef[];
}

export type PbnPublicationRecord = SourceRecord<'publication', RegistryPublication>;
export type PbnPersonRecord = SourceRecord<'person', RegistryPersonLink>;
export type PbnJournalRecord = SourceRecord<
  'journal',
  {
    title: string | null;
    issn: string | null;
    eissn: string | null;
    ministryId: number | null;
    publisher: string | null;
  }
>;
export type PbnPublisherRecord = SourceRecord<
  'publisher',
  { name: string | null; place: string | null }
>;

const text = (v: unknown) => {
  const t = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
  return t ? t : null;
};
const year = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 1000 && n < 2200 ? n : null;
};

/** The version PBN marks current (a record without one has no data). */
export function currentObject<T>(raw: PbnObject<T>): T | null {
  return raw.versions?.find((v) => v.current)?.object ?? null;
}

const TYPES: Record<string, PublicationType> = {
  ARTICLE: 'ARTICLE',
  BOOK: 'BOOK',
  EDITED_BOOK: 'EDITED_BOOK',
  CHAPTER: 'CHAPTER',
};

/** Authors come as a dict keyed by PBN person id or as a list (iplweb/bpp handles both). */
function authors(value: PbnPublicationObject['authors']): RegistryAuthor[] {
  if (!value) return [];
  const entries: Array<[string | null, PbnAuthorEntry | string]> = Array.isArray(value)
    ? value.map((a) => [null, a])
    : Object.entries(value);
  return entries.map(([key, entry], position) => {
    const a = typeof entry === 'string' ? {} : entry;
    return {
      position,
      sourcePersonId:
        key ?? text(a.personId) ?? text(a.objectId) ?? (typeof entry === 'string' ? entry : null),
      firstName: text(a.name ?? a.givenNames ?? a.firstName),
      lastName: text(a.lastName),
    };
  });
}

const ref = (r: PbnRef | null | undefined): RegistryRef | null =>
  r
    ? { sourceId: text(r.objectId ?? r.id), name: text(r.name ?? r.publisherName ?? r.title) }
    : null;

export function mapPbnPublication(
  raw: PbnObject<PbnPublicationObject>,
  fetchedAt: Date,
): PbnPublicationRecord {
  const o = currentObject(raw) ?? {};
  const journal = o.journal
    ? {
        sourceId: text(o.journal.objectId ?? o.journal.id),
        name: text(o.journal.title ?? o.journal.name),
        issn: text(o.journal.issn),
        eissn: text(o.journal.eissn),
      }
    : null;
  return sourceRecord('PBN', 'publication', raw.mongoId, fetchedAt, {
    status: raw.status === 'DELETED' ? 'DELETED' : 'ACTIVE',
    type: TYPES[String(o.type)] ?? 'OTHER',
    title: text(o.title),
    year: year(o.year) ?? year(o.book?.year),
    doi: normaliseDoi(o.doi),
    isbn: text(o.isbn ?? o.book?.isbn),
    url: text(o.publicUri),
    language: text(o.mainLanguage),
    volume: text(o.volume),
    issue: text(o.issue),
    pages: text(o.pages),
    authors: authors(o.authors),
    journal,
    publisher: ref(o.publisher),
    book: o.book
      ? {
          title: text(o.book.title),
          year: year(o.book.year),
          isbn: text(o.book.isbn),
          publisher: ref(o.book.publisher),
        }
      : null,
  });
}

export interface PbnPersonMapOptions {
  /** PESEL_HASH_KEY (32 bytes): without it, no PESEL link is made. */
  peselHashKey: Buffer | null;
}

export function mapPbnPerson(
  raw: PbnObject<PbnPersonObject>,
  fetchedAt: Date,
  options: PbnPersonMapOptions,
): PbnPersonRecord {
  const o = currentObject(raw) ?? {};
  const pesel = text(o.externalIdentifiers?.PESEL);
  const peselHash =
    pesel && options.peselHashKey && isValidPesel(pesel)
      ? hashPesel(pesel, { hashKey: options.peselHashKey }).toString('hex')
      : null;
  return sourceRecord('PBN', 'person', raw.mongoId, fetchedAt, {
    firstName: text(o.name),
    lastName: text(o.lastName),
    orcid: normaliseOrcid(o.orcid),
    polonUid: text(o.polonUid)?.toUpperCase() ?? null,
    qualifications: text(o.qualifications),
    peselHash,
    employments: (o.currentEmployments ?? []).map((e) => ({
      sourceId: text(e.institutionId),
      name: text(e.institutionDisplayName),
    })),
  });
}

export function mapPbnJournal(raw: PbnObject<PbnJournalObject>, fetchedAt: Date): PbnJournalRecord {
  const o = currentObject(raw) ?? {};
  return sourceRecord('PBN', 'journal', raw.mongoId, fetchedAt, {
    title: text(o.title),
    issn: text(o.issn),
    eissn: text(o.eissn),
    ministryId: typeof o.mniswId === 'number' ? o.mniswId : null,
    publisher: text(o.publisher?.name),
  });
}

export function mapPbnPublisher(
  raw: PbnObject<PbnPublisherObject>,
  fetchedAt: Date,
): PbnPublisherRecord {
  const o = currentObject(raw) ?? {};
  return sourceRecord('PBN', 'publisher', raw.mongoId, fetchedAt, {
    name: text(o.publisherName ?? o.name),
    place: text(o.place),
  });
}
