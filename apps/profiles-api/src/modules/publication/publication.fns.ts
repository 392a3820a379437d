import type {
  PublicationFull,
  PublicationRecord,
  PublicationShort,
  PublicationType,
} from '@ln/contracts';
import type { Lang } from '../../plugins/language.js';
import type {
  PublicationDetailRow,
  PublicationListItemRow,
  PublicationVersionRow,
} from './publication.repository.js';

type DataSource = PublicationShort['publicationSource'];

const TYPE_LABELS: Record<Lang, Record<PublicationType, string>> = {
  pl: {
    ARTICLE: 'Artykuł',
    BOOK: 'Książka',
    EDITED_BOOK: 'Redakcja książki',
    CHAPTER: 'Rozdział',
    PROCEEDINGS: 'Materiały konferencyjne',
  },
  en: {
    ARTICLE: 'Article',
    BOOK: 'Book',
    EDITED_BOOK: 'Edited book',
    CHAPTER: 'Chapter',
    PROCEEDINGS: 'Conference proceedings',
  },
};

/** Icon of each publication type (the list shows it beside the title). */
const TYPE_ICONS: Record<PublicationType, string> = {
  ARTICLE: 'article',
  BOOK: 'book',
  EDITED_BOOK: 'edited-book',
  CHAPTER: 'chapter',
  PROCEEDINGS: 'conference',
};

/** Register versions; the others are the author's own (systemData false). */
const SYSTEM_KINDS = new Set(['OPI', 'PBN']);

/** The main language of a publication when its main title names none (profiles-area §5). */
export const DEFAULT_PUBLICATION_LANGUAGE = 'pol';

export function publicationTypeLabel(type: PublicationType, lang: Lang): string {
  return TYPE_LABELS[lang][type];
}

export function toShortPublication(row: PublicationListItemRow, lang: Lang): PublicationShort {
  return {
    publicationId: row.publication_id,
    title: row.title,
    authors: row.authors.map((a) => ({
      name: a.name,
      surnamePrefix: a.surname_prefix,
      surname: a.surname,
    })),
    allAuthorsCount: Math.max(row.all_authors_count, row.authors.length),
    mainAuthorIndex: row.position,
    publicationType: row.type,
    publicationTypeLabel: publicationTypeLabel(row.type, lang),
    publicationSource: row.source as DataSource,
    year: row.year,
    doi: row.doi,
    iconCode: TYPE_ICONS[row.type],
    visibility: row.publicly_visible,
    systemData: SYSTEM_KINDS.has(row.kind),
  };
}

// --- The jsonb record of a version: read defensively, every field may be missing. ---

type JsonObject = Record<string, unknown>;

const obj = (value: unknown): JsonObject | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as JsonObject)
    : null;
const objects = (value: unknown): JsonObject[] =>
  Array.isArray(value) ? value.map(obj).filter((o): o is JsonObject => o !== null) : [];
const str = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const int = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;
const bool = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function conference(value: unknown): PublicationRecord['conferenceSource'] {
  const c = obj(value);
  if (!c) return null;
  return {
    doi: str(c.doi),
    title: str(c.title),
    year: int(c.year),
    isbns: strings(c.isbns),
    issn: str(c.issn),
    volume: str(c.volume),
    series: str(c.series),
    eventNames: strings(c.eventNames),
    dateFrom: str(c.dateFrom ?? c.startDate),
    dateTo: str(c.dateTo ?? c.endDate),
    place: str(c.place),
    country: str(c.country),
    url: str(c.url),
  };
}

function book(value: unknown): PublicationRecord['bookSource'] {
  const b = obj(value);
  if (!b) return null;
  return {
    title: str(b.title),
    publisher: str(b.publisher),
    place: str(b.place),
    series: str(b.series),
    isbns: strings(b.isbns),
  };
}

function article(value: unknown): PublicationRecord['articleSource'] {
  const a = obj(value);
  if (!a) return null;
  const journal = obj(a.journal);
  const platform = obj(a.platformPublication);
  return {
    journal: journal
      ? {
          title: str(journal.title),
          issn: str(journal.issn),
          eissn: str(journal.eissn),
          publisher: str(journal.publisher),
        }
      : null,
    conference: conference(a.conference),
    platformPublication: platform ? { name: str(platform.name), url: str(platform.url) } : null,
  };
}

function chapter(value: unknown): PublicationRecord['chapterSource'] {
  const c = obj(value);
  if (!c) return null;
  return {
    bookTitle: str(c.bookTitle),
    publisher: str(c.publisher),
    place: str(c.place),
    pages: str(c.pages),
    isbns: strings(c.isbns),
  };
}

/** The bibliographic record of one version (profiles-area §3 "Full publication"). */
export function toPublicationRecord(
  version: PublicationVersionRow,
  type: PublicationType,
): PublicationRecord {
  const data = obj(version.data) ?? {};
  const titles = objects(data.titles).flatMap((t) => {
    const title = str(t.title);
    return title === null
      ? []
      : [{ title, mainTitle: t.mainTitle === true, languageCode: str(t.languageCode) }];
  });
  if (titles.length === 0)
    titles.push({ title: version.title, mainTitle: true, languageCode: null });
  const main = titles.find((t) => t.mainTitle) ?? titles[0];
  const details = obj(data.details) ?? {};
  return {
    year: version.year,
    doi: version.doi,
    url: version.url,
    titles,
    abstractDocuments: objects(data.abstractDocuments ?? data.abstracts).flatMap((a) => {
      const content = str(a.content ?? a.value ?? a.text);
      return content === null ? [] : [{ languageCode: str(a.languageCode), content }];
    }),
    keyWords: strings(data.keyWords),
    details: {
      language: str(details.language),
      translation: bool(details.translation),
      pages: str(details.pages),
      ismn: str(details.ismn),
      issn: str(details.issn),
      isbns: strings(details.isbns),
      issue: str(details.issue),
      volume: str(details.volume),
      series: str(details.series),
      place: str(details.place),
    },
    articleSource: article(data.articleSource),
    // An edited book's publisher record is its editBookSource (the spec names both fields).
    bookSource: type === 'EDITED_BOOK' ? null : book(data.bookSource),
    editBookSource: book(data.editBookSource ?? (type === 'EDITED_BOOK' ? data.bookSource : null)),
    chapterSource: chapter(data.chapterSource),
    conferenceSource: conference(data.conferenceSource),
    mainLangPublication: main?.languageCode ?? DEFAULT_PUBLICATION_LANGUAGE,
  };
}

/**
 * The full publication as a visitor sees it on a profile. `row.versions` holds only the
 * versions the visitor may see, recommended first (OPI, PBN, AUTHOR_LN, AUTHOR); the
 * bibliographic fields are the first one's. Returns null when there is none to show.
 */
export function toFullPublication(row: PublicationDetailRow, lang: Lang): PublicationFull | null {
  const recommended = row.versions[0];
  if (!recommended) return null;
  const idOf = (kind: PublicationVersionRow['kind']) =>
    row.versions.find((v) => v.kind === kind)?.id ?? null;
  const ids = {
    authorPublicationId: idOf('AUTHOR'),
    authorLNPublicationId: idOf('AUTHOR_LN'),
    opiPublicationId: idOf('OPI'),
    pbnPublicationId: idOf('PBN'),
  };
  const affiliations = new Map<string, { institutionId: string | null; name: string }>();
  for (const a of row.authors) {
    if (a.affiliation_name === null) continue;
    const key = a.affiliation_institution_id ?? a.affiliation_name;
    if (!affiliations.has(key))
      affiliations.set(key, {
        institutionId: a.affiliation_institution_id,
        name: a.affiliation_name,
      });
  }
  return {
    publicationId: row.id,
    type: row.type,
    publicationTypeLabel: publicationTypeLabel(row.type, lang),
    ...toPublicationRecord(recommended, row.type),
    authors: row.authors.map((a) => ({
      profileId: a.profile_id,
      name: a.first_name,
      surnamePrefix: a.surname_prefix,
      surname: a.surname,
      authorRole: a.role,
    })),
    allAuthorsCount: Math.max(row.all_authors_count, row.authors.length),
    affiliations: [...affiliations.values()],
    sourceType: recommended.kind,
    goldenRecordSources: [
      ...new Set(
        row.versions.filter((v) => SYSTEM_KINDS.has(v.kind)).map((v) => v.source as DataSource),
      ),
    ],
    ...ids,
    isVisible: row.publicly_visible,
    visibility: {
      id: row.id,
      authorPublicationId: ids.authorPublicationId,
      authorPublicationVisible: ids.authorPublicationId !== null,
      authorLNPublicationId: ids.authorLNPublicationId,
      authorLNPublicationVisible: ids.authorLNPublicationId !== null,
      opiPublicationId: ids.opiPublicationId,
      opiPublicationVisible: ids.opiPublicationId !== null,
      pbnPublicationId: ids.pbnPublicationId,
      pbnPublicationVisible: ids.pbnPublicationId !== null,
      size: Object.values(ids).filter((id) => id !== null).length,
    },
    versions: row.versions.map((v) => ({
      versionId: v.id,
      kind: v.kind,
      source: v.source as DataSource,
      isVisible: v.is_visible,
      ...toPublicationRecord(v, row.type),
    })),
  };
}
