import { contentHash, type PbnPublicationRecord, type RegistryPublication } from '@ln/registry';
import type { PublicationType } from '@ln/contracts';
import { surnameKey, type PublicationMatchInput } from '../publication-match.js';
import type { NewAuthor, PublicationFields, VersionFields } from './pbn-sync.repository.js';

/**
 * Pure parts of the PBN publications' sync (decision 041, docs/registries.md "PBN → the
 * portal"): the portal's rows made of a mapped PBN record, the hash that decides whether a
 * record changed, and the read's checkpoint.
 */

/** registry_record.entity of PBN's records. */
export const PBN_ENTITY = {
  publication: 'PUBLICATION',
  person: 'PERSON',
  journal: 'JOURNAL',
  publisher: 'PUBLISHER',
} as const;

/** What PBN's journal and publisher lists add to a work (by the ids the work names). */
export interface WorkDictionary {
  journal: { contentHash: string; publisher: string | null } | null;
  publisher: { contentHash: string; place: string | null } | null;
}

export const NO_DICTIONARY: WorkDictionary = { journal: null, publisher: null };

/** The ids of the journal and the publisher (its own, else its book's) a work names. */
export function dictionaryIds(record: PbnPublicationRecord) {
  const { data } = record;
  return {
    journalId: data.journal?.sourceId ?? null,
    publisherId: data.publisher?.sourceId ?? data.book?.publisher?.sourceId ?? null,
  };
}

/** PBN's types in the portal's (PBN's OTHER has no portal type: an article, the commonest). */
export function portalType(type: RegistryPublication['type']): PublicationType {
  return type === 'OTHER' ? 'ARTICLE' : type;
}

/** ISO 639-2 of the portal (publication.main_language); 'pol' when PBN gives none we know. */
export function portalLanguage(language: string | null): string {
  const code = language?.trim().toLowerCase() ?? '';
  return /^[a-z]{3}$/.test(code) ? code : 'pol';
}

/** The record's keys for the matcher. */
export function matchInput(record: PbnPublicationRecord): PublicationMatchInput {
  const { data } = record;
  return {
    externalId: record.sourceId,
    doi: data.doi,
    title: data.title,
    year: data.year,
    firstAuthorSurname: data.authors[0]?.lastName ?? null,
  };
}

/**
 * The hash stored for a publication: its content's, the profiles its authors are linked to and
 * the hashes of its journal and publisher as PBN's lists gave them, so that an author linked
 * since (a person PBN names who now has a profile) or a journal PBN changed is a change, and
 * nothing else is.
 */
export function publicationHash(
  record: PbnPublicationRecord,
  links: Array<string | null>,
  dictionary: WorkDictionary = NO_DICTIONARY,
) {
  return contentHash({
    content: record.contentHash,
    links,
    journal: dictionary.journal?.contentHash ?? null,
    publisher: dictionary.publisher?.contentHash ?? null,
  });
}

/** The profile linked to each author of the record (by PBN person id), in author order. */
export function authorLinks(record: PbnPublicationRecord, people: Map<string, string>) {
  const seen = new Set<string>();
  return record.data.authors.map((a) => {
    const profileId = a.sourcePersonId ? (people.get(a.sourcePersonId) ?? null) : null;
    if (!profileId || seen.has(profileId)) return null;
    seen.add(profileId);
    return profileId;
  });
}

export function publicationFields(record: PbnPublicationRecord): PublicationFields {
  const { data } = record;
  return {
    type: portalType(data.type),
    year: data.year,
    doi: data.doi,
    mainTitle: data.title!,
    mainLanguage: portalLanguage(data.language),
    allAuthorsCount: data.authors.length,
  };
}

/**
 * The PBN version's fields: the bibliographic record in the shape the public reads take
 * (publication.fns.ts toPublicationRecord), and under `pbn` the ids PBN names its authors,
 * journal and publisher by (never shown; what a later run links by).
 */
export function versionFields(
  record: PbnPublicationRecord,
  dictionary: WorkDictionary = NO_DICTIONARY,
): VersionFields {
  const { data } = record;
  const language = portalLanguage(data.language);
  const isbns = data.isbn ? [data.isbn] : [];
  const type = portalType(data.type);
  const versionData: Record<string, unknown> = {
    titles: [{ title: data.title, mainTitle: true, languageCode: language }],
    keyWords: [],
    details: {
      language,
      pages: data.pages,
      issue: data.issue,
      volume: data.volume,
      issn: data.journal?.issn ?? null,
      isbns,
      place: dictionary.publisher?.place ?? null,
    },
    pbn: {
      authors: data.authors.map((a) => a.sourcePersonId),
      journalId: data.journal?.sourceId ?? null,
      publisherId: data.publisher?.sourceId ?? data.book?.publisher?.sourceId ?? null,
    },
  };
  if (data.journal)
    versionData.articleSource = {
      journal: {
        title: data.journal.name,
        issn: data.journal.issn,
        eissn: data.journal.eissn,
        publisher: dictionary.journal?.publisher ?? null,
      },
    };
  if ((type === 'BOOK' || type === 'EDITED_BOOK') && data.publisher)
    versionData.bookSource = {
      publisher: data.publisher.name,
      place: dictionary.publisher?.place ?? null,
      isbns,
    };
  if (data.book)
    versionData.chapterSource = {
      bookTitle: data.book.title,
      publisher: data.book.publisher?.name ?? null,
      place: dictionary.publisher?.place ?? null,
      isbns: data.book.isbn ? [data.book.isbn] : [],
    };
  return {
    title: data.title!,
    year: data.year,
    doi: data.doi,
    url: data.url ?? (data.doi ? `https://doi.org/${data.doi}` : null),
    data: versionData,
  };
}

/**
 * The authors of a publication PBN made, as PBN lists them, each linked profile keeping its
 * own choices (publicly_visible, hidden_versions) from the rows it had.
 */
export function authorsOf(
  record: PbnPublicationRecord,
  links: Array<string | null>,
  previous: Array<{ profileId: string | null; publiclyVisible: boolean; hiddenVersions: string[] }>,
): NewAuthor[] {
  const kept = new Map(previous.filter((p) => p.profileId).map((p) => [p.profileId!, p]));
  const editedBook = record.data.type === 'EDITED_BOOK';
  return record.data.authors.map((a, position) => {
    const profileId = links[position] ?? null;
    const before = profileId ? kept.get(profileId) : undefined;
    return {
      position,
      profileId,
      firstName: a.firstName ?? '',
      surname: a.lastName ?? '',
      role: editedBook && position === 0 ? 'EDITOR' : 'AUTHOR',
      publiclyVisible: before?.publiclyVisible ?? true,
      hiddenVersions: before?.hiddenVersions ?? [],
    };
  });
}

/** Whether two author lists name the same people in the same order. */
export function sameAuthors(
  a: Array<{ profileId: string | null; firstName: string; surname: string }>,
  b: Array<{ profileId: string | null; firstName: string; surname: string }>,
): boolean {
  return (
    a.length === b.length &&
    a.every(
      (x, i) =>
        x.profileId === b[i]!.profileId &&
        x.firstName === b[i]!.firstName &&
        x.surname === b[i]!.surname,
    )
  );
}

/**
 * Where, in a publication the portal has from elsewhere, the profile of PBN's author
 * `position` goes: the unlinked row at that position with the same surname, else the only
 * unlinked row with that surname; null when there is none (nothing is linked).
 */
export function linkPosition(
  rows: Array<{ position: number; profileId: string | null; surname: string }>,
  position: number,
  surname: string | null,
): number | null {
  const key = surnameKey(surname);
  if (!key) return null;
  const free = rows.filter((r) => r.profileId === null && surnameKey(r.surname) === key);
  const same = free.find((r) => r.position === position);
  if (same) return same.position;
  return free.length === 1 ? free[0]!.position : null;
}

/** Why a record cannot be written, or null. */
export function invalidReason(record: PbnPublicationRecord): string | null {
  if (!record.data.title) return 'The work has no title.';
  if (record.data.title.length > 4000) return 'The title is longer than 4000 characters.';
  return null;
}

/**
 * The checkpoint of the publications' read (a string for the run framework): which list
 * (ACTIVE, then DELETED, then DONE), the next page, the `modifiedSince` of this read, and the
 * latest `lastModifiedDate` seen so far (the next incremental read's `modifiedSince`).
 */
export interface PublicationsCheckpoint {
  list: 'ACTIVE' | 'DELETED' | 'DONE';
  page: number;
  since: string | null;
  seenUpTo: string | null;
  /** How many ACTIVE works the read listed (the DELETED pages add theirs for the total). */
  activeTotal: number;
}

export function encodeCheckpoint(c: PublicationsCheckpoint): string {
  return JSON.stringify(c);
}

export function decodeCheckpoint(text: string | null): PublicationsCheckpoint | null {
  if (!text) return null;
  try {
    const c = JSON.parse(text) as Partial<PublicationsCheckpoint>;
    if (c.list !== 'ACTIVE' && c.list !== 'DELETED' && c.list !== 'DONE') return null;
    return {
      list: c.list,
      page: Number.isInteger(c.page) && c.page! >= 0 ? c.page! : 0,
      since: typeof c.since === 'string' ? c.since : null,
      seenUpTo: typeof c.seenUpTo === 'string' ? c.seenUpTo : null,
      activeTotal: Number.isInteger(c.activeTotal) ? c.activeTotal! : 0,
    };
  } catch {
    return null;
  }
}

/** The later of two ISO instants (null: unknown). */
export function later(a: string | null, b: string | null | undefined): string | null {
  if (!b || Number.isNaN(Date.parse(b))) return a;
  if (!a) return new Date(b).toISOString();
  return Date.parse(b) > Date.parse(a) ? new Date(b).toISOString() : a;
}
