import type {
  ForkPublicationRequest,
  OwnerPublication,
  OwnerPublicationVisibility,
  PublicationVersionKind,
} from '@ln/contracts';
import type { Lang } from '../../plugins/language.js';
import { DEFAULT_PUBLICATION_LANGUAGE, toFullPublication } from '../publication/publication.fns.js';
import type { PublicationVersionRow } from '../publication/publication.repository.js';
import type { OwnerPublicationRow, OwnVersionRecord } from './owner-publication.repository.js';

/** The order the public sees versions in: the first visible one is shown (recommended). */
export const VERSION_ORDER: readonly PublicationVersionKind[] = [
  'OPI',
  'PBN',
  'AUTHOR_LN',
  'AUTHOR',
];

/** A version is shown on this profile when its own flag is on and the profile does not hide it. */
export function isShown(
  version: { kind: PublicationVersionKind; is_visible: boolean },
  hidden: readonly PublicationVersionKind[],
): boolean {
  return version.is_visible && !hidden.includes(version.kind);
}

/** The visibility block (profiles-area §3) with this profile's flags. */
export function toOwnerVisibility(row: OwnerPublicationRow): OwnerPublicationVisibility {
  const version = (kind: PublicationVersionKind) => row.versions.find((v) => v.kind === kind);
  const block = (kind: PublicationVersionKind) => {
    const v = version(kind);
    return { id: v?.id ?? null, visible: v ? isShown(v, row.hidden_versions) : false };
  };
  const author = block('AUTHOR');
  const authorLN = block('AUTHOR_LN');
  const opi = block('OPI');
  const pbn = block('PBN');
  const shown = VERSION_ORDER.map(version).find(
    (v): v is PublicationVersionRow => v !== undefined && isShown(v, row.hidden_versions),
  );
  return {
    id: row.id,
    authorPublicationId: author.id,
    authorPublicationVisible: author.visible,
    authorLNPublicationId: authorLN.id,
    authorLNPublicationVisible: authorLN.visible,
    opiPublicationId: opi.id,
    opiPublicationVisible: opi.visible,
    pbnPublicationId: pbn.id,
    pbnPublicationVisible: pbn.visible,
    size: [author, authorLN, opi, pbn].filter((b) => b.id !== null).length,
    publiclyVisible: row.publicly_visible,
    publicVersion: row.publicly_visible && shown ? shown.kind : null,
  };
}

/**
 * The owner's full view: the bibliographic fields of the version the public sees (else the
 * recommended one), every version with its own record, authors and flag for this profile.
 */
export function toOwnerPublication(
  row: OwnerPublicationRow,
  profileId: string,
  lang: Lang,
): OwnerPublication {
  const visibility = toOwnerVisibility(row);
  const rank = (v: PublicationVersionRow) => VERSION_ORDER.indexOf(v.kind);
  const ordered = [...row.versions].sort(
    (a, b) =>
      Number(isShown(b, row.hidden_versions)) - Number(isShown(a, row.hidden_versions)) ||
      rank(a) - rank(b),
  );
  // Every publication has at least one version (a fork or delete never leaves none).
  const full = toFullPublication({ ...row, versions: ordered }, lang)!;
  const byRank = [...row.versions].sort((a, b) => rank(a) - rank(b));
  return {
    ...full,
    profileId,
    visibility,
    recommendedVersion: byRank[0]!.kind,
    versions: byRank.map((v) => {
      const record = full.versions.find((f) => f.versionId === v.id)!;
      return { ...record, isVisible: isShown(v, row.hidden_versions), authors: authorsOf(v) };
    }),
  };
}

/** The author list an own version keeps (null for register versions: the publication's list). */
function authorsOf(version: PublicationVersionRow) {
  const data = version.data as { authors?: unknown } | null;
  if (!Array.isArray(data?.authors)) return null;
  return (data.authors as Array<Record<string, unknown>>).map((a) => ({
    name: String(a.name ?? ''),
    surnamePrefix: typeof a.surnamePrefix === 'string' ? a.surnamePrefix : null,
    surname: String(a.surname ?? ''),
    authorRole:
      (['AUTHOR', 'EDITOR', 'TRANSLATOR'] as const).find((r) => r === a.authorRole) ?? 'AUTHOR',
  }));
}

/**
 * The stored record of an own version, in the shape every version's jsonb has (so the public
 * detail and the export read it as any other version). The main language is the main title's,
 * `pol` when it names none (profiles-area §5).
 */
export function toOwnVersionRecord(body: ForkPublicationRequest): OwnVersionRecord {
  const main = body.titles.find((t) => t.mainTitle) ?? body.titles[0]!;
  const language = main.languageCode ?? DEFAULT_PUBLICATION_LANGUAGE;
  const bookIsbns = body.book?.isbns ?? body.chapter?.isbns ?? body.conference?.isbns ?? [];
  const book = body.book && {
    title: body.book.title,
    publisher: body.book.publisher,
    place: body.book.place,
    series: body.book.series,
    isbns: body.book.isbns,
  };
  return {
    title: main.title,
    year: body.year,
    doi: body.doi,
    url: body.url,
    data: {
      type: body.type,
      titles: body.titles.map((t) => ({
        title: t.title,
        mainTitle: t.mainTitle,
        languageCode: t === main ? language : t.languageCode,
      })),
      authors: body.authors,
      keyWords: body.keyWords,
      details: {
        language,
        pages: body.chapter?.pages ?? body.pages,
        issue: body.issue,
        volume: body.volume,
        // An article's ISSN is its journal's (articleSource); only proceedings keep one here.
        issn: body.conference?.issn ?? null,
        isbns: bookIsbns,
        ismn: body.book?.ismn ?? body.chapter?.ismn ?? null,
        place: body.book?.place ?? body.chapter?.place ?? body.conference?.place ?? null,
        series: body.book?.series ?? body.chapter?.series ?? null,
      },
      ...(body.type === 'ARTICLE' && body.journal
        ? { articleSource: { journal: body.journal } }
        : {}),
      ...(body.type === 'BOOK' && book ? { bookSource: book } : {}),
      ...(body.type === 'EDITED_BOOK' && book ? { editBookSource: book } : {}),
      ...(body.type === 'CHAPTER' && body.chapter
        ? {
            chapterSource: {
              bookTitle: body.chapter.bookTitle,
              publisher: body.chapter.publisher,
              place: body.chapter.place,
              pages: body.chapter.pages,
              isbns: body.chapter.isbns,
            },
          }
        : {}),
      ...(body.type === 'PROCEEDINGS' && body.conference
        ? { conferenceSource: { ...body.conference, eventNames: [body.conference.title] } }
        : {}),
    },
  };
}
