import {
  JOURNALS,
  pbnObjectId,
  PUBLISHERS,
  radonPersonId,
  SEED_INSTITUTIONS,
  SEED_NOW,
} from '@ln/seeds';
import type { PersonRows, PublicationCursor } from './universe.js';

/**
 * PBN API objects (docs/registries.md, "PBN"): every object is `{ mongoId, status,
 * verificationLevel, verified, versions: [{ current, object }] }`, the current version's
 * `object` holding the record (iplweb/bpp src/pbn_api/models/base.py reads it that way).
 */

type Row = Record<string, unknown>;
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** When the seed's works were last changed in PBN (the stand-in's changes come after). */
export const BASE_MODIFIED = new Date(SEED_NOW.getTime() - 30 * 86_400_000);

export function pbnObject(mongoId: string, object: Record<string, unknown>, status = 'ACTIVE') {
  return {
    mongoId,
    status,
    verificationLevel: 'MODERATOR',
    verified: true,
    versions: [{ current: true, object }],
  };
}

const JOURNAL_IDS = new Map<string, string>(
  JOURNALS.map((j, k) => [j.title, pbnObjectId('journal', k)]),
);
const PUBLISHER_IDS = new Map(PUBLISHERS.map((p, k) => [p.name, pbnObjectId('publisher', k)]));
const INSTITUTION_IDS = new Map(
  SEED_INSTITUTIONS.map((inst, k) => [inst.id, pbnObjectId('institution', k)]),
);

const TYPES: Record<string, string> = {
  ARTICLE: 'ARTICLE',
  BOOK: 'BOOK',
  EDITED_BOOK: 'EDITED_BOOK',
  CHAPTER: 'CHAPTER',
  PROCEEDINGS: 'ARTICLE',
};

export interface PbnPublication {
  mongoId: string;
  index: number;
  ordinal: number;
  object: Record<string, unknown>;
}

/** Person `index`'s first-authored publications, as PBN holds them. */
export function pbnPublications(person: PersonRows, cursor: PublicationCursor): PbnPublication[] {
  const publications = person.rows.get('publication') ?? [];
  const authors = person.rows.get('publication_author') ?? [];
  const versions = person.rows.get('publication_version') ?? [];
  const byPublication = (rows: Row[]) => {
    const map = new Map<unknown, Row[]>();
    for (const row of rows) {
      const list = map.get(row.publication_id);
      if (list) list.push(row);
      else map.set(row.publication_id, [row]);
    }
    return map;
  };
  const authorsOf = byPublication(authors);
  const versionsOf = byPublication(versions);
  return publications.map((publication, ordinal) => {
    const own = authorsOf.get(publication.id) ?? [];
    const mine = versionsOf.get(publication.id) ?? [];
    const data = (mine[0]?.data ?? {}) as Record<string, unknown>;
    const details = (data.details ?? {}) as Record<string, unknown>;
    const type = String(publication.type);
    const object: Record<string, unknown> = {
      type: TYPES[type] ?? 'ARTICLE',
      title: str(publication.main_title),
      year: publication.year,
      doi: str(publication.doi),
      publicUri: publication.doi ? `https://doi.org/${String(publication.doi)}` : null,
      mainLanguage: str(publication.main_language),
      // A dict keyed by the authors' PBN person ids, in author order: the shape iplweb/bpp
      // calls "from production" (src/pbn_api/tests/test_publication_autorzy.py).
      authors: Object.fromEntries(
        own.map((author) => {
          const profileId = String(author.profile_id ?? '');
          const j =
            author.profile_id === null
              ? undefined
              : profileId === ''
                ? person.index
                : cursor.indexOfProfile(profileId);
          const id =
            j === undefined
              ? pbnObjectId('person', person.index, ordinal, Number(author.position))
              : pbnObjectId('person', j);
          return [id, { name: str(author.first_name), lastName: str(author.surname) }];
        }),
      ),
      volume: str(details.volume),
      issue: str(details.issue),
      pages: str(details.pages),
    };
    const journal = (data.articleSource as { journal?: Row } | undefined)?.journal;
    if (journal) {
      object.journal = {
        objectId: JOURNAL_IDS.get(String(journal.title)) ?? null,
        title: str(journal.title),
        issn: str(journal.issn),
        eissn: str(journal.eissn),
      };
    }
    const book = data.bookSource as Row | undefined;
    const isbn = Array.isArray(details.isbns) ? (str(details.isbns[0]) ?? null) : null;
    if (book) {
      object.isbn = isbn;
      object.publisher = {
        objectId: PUBLISHER_IDS.get(String(book.publisher)) ?? null,
        name: str(book.publisher),
      };
    }
    const chapter = data.chapterSource as Row | undefined;
    if (chapter) {
      object.book = {
        title: str(chapter.bookTitle),
        year: publication.year,
        isbn,
        publisher: {
          objectId: PUBLISHER_IDS.get(String(chapter.publisher)) ?? null,
          name: str(chapter.publisher),
        },
      };
    }
    return {
      mongoId: pbnObjectId('publication', person.index, ordinal),
      index: person.index,
      ordinal,
      object,
    };
  });
}

/**
 * A PBN person (Scientist): names, ORCID iD, the POL-on uid and, for an application the
 * institution authorised, the PESEL in `externalIdentifiers` (iplweb/bpp
 * src/pbn_api/models/scientist.py, adapters/wydawnictwo_autor.py). The PESEL is the
 * outside registry's: our client turns it into the keyed hash at once and drops it.
 */
export function pbnPerson(person: PersonRows) {
  const profile = person.rows.get('profile')![0]!;
  const current = (person.rows.get('employment') ?? []).filter((e) => e.status === 'CURRENT');
  return {
    mongoId: pbnObjectId('person', person.index),
    object: {
      name: String(profile.first_name),
      lastName: String(profile.surname),
      orcid: str(profile.orcid),
      polonUid: radonPersonId(person.index),
      qualifications: str(profile.calculated_edu_level),
      externalIdentifiers: { PESEL: person.pesel },
      currentEmployments: current.map((e) => ({
        institutionId: INSTITUTION_IDS.get(String(e.institution_id)) ?? null,
        institutionDisplayName: str(e.institution_name),
      })),
    },
  };
}

export const PBN_JOURNALS = JOURNALS.map((j, k) =>
  pbnObject(pbnObjectId('journal', k), {
    title: j.title,
    issn: j.issn,
    eissn: 'eissn' in j ? (j.eissn ?? null) : null,
    websiteLink: null,
    mniswId: 10_000 + k,
    publisher: { name: j.publisher },
  }),
);

export const PBN_PUBLISHERS = PUBLISHERS.map((p, k) =>
  pbnObject(pbnObjectId('publisher', k), { publisherName: p.name, place: p.city }),
);

export const PBN_INSTITUTIONS = SEED_INSTITUTIONS.map((inst, k) =>
  pbnObject(pbnObjectId('institution', k), {
    name: inst.namePl,
    nameEn: inst.nameEn,
    city: inst.city,
    countryCode: inst.countryCode,
    polonUuid: inst.radonUuid,
  }),
);
