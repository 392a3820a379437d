// Contracts of the publication module (profiles-area §3, §7; accounts-and-platform §7, §9).
import { z } from 'zod';
import { PUBLICATION_SORTS, PUBLICATION_TYPES } from '../constants.js';
import { DataSourceSchema, pageOf, PageQuerySchema, UuidSchema } from './common.js';

export { PUBLICATION_SORTS, PUBLICATION_TYPES } from '../constants.js';

export const PublicationTypeSchema = z.enum(PUBLICATION_TYPES, {
  message: `must be one of ${PUBLICATION_TYPES.join(', ')}`,
});
export type PublicationType = z.infer<typeof PublicationTypeSchema>;

/** The four versions of a publication (profiles-area §3 "Publication visibility"). */
export const PublicationVersionKindSchema = z.enum(['AUTHOR', 'AUTHOR_LN', 'OPI', 'PBN']);
export type PublicationVersionKind = z.infer<typeof PublicationVersionKindSchema>;

export const PublicationSortSchema = z.enum(PUBLICATION_SORTS, {
  message: `must be one of ${PUBLICATION_SORTS.join(', ')}`,
});
export type PublicationSort = z.infer<typeof PublicationSortSchema>;

/** How many publications `shortPublications` lists at most (newest first). */
export const SHORT_PUBLICATIONS_LIMIT = 50;
/** How many authors a short publication names at most; `allAuthorsCount` gives the total. */
export const PUBLICATION_SHORT_AUTHORS_LIMIT = 10;

export const PublicationAuthorNameSchema = z.object({
  name: z.string(),
  surnamePrefix: z.string().nullable(),
  surname: z.string(),
});
export type PublicationAuthorName = z.infer<typeof PublicationAuthorNameSchema>;

/** Short publication (profiles-area §3). */
export const PublicationShortSchema = z.object({
  publicationId: UuidSchema,
  title: z.string(),
  /** The first authors in order, at most PUBLICATION_SHORT_AUTHORS_LIMIT. */
  authors: z.array(PublicationAuthorNameSchema),
  allAuthorsCount: z.number().int(),
  /** Zero-based position of this profile in the author list. */
  mainAuthorIndex: z.number().int(),
  publicationType: PublicationTypeSchema,
  publicationTypeLabel: z.string(),
  /** The data source of the version shown (golden record first). */
  publicationSource: DataSourceSchema,
  year: z.number().int().nullable(),
  doi: z.string().nullable(),
  /** Icon of the publication type: article, book, edited-book, chapter, conference. */
  iconCode: z.string(),
  /** The owner's public-visibility toggle; always true in public answers. */
  visibility: z.boolean(),
  /** True when the version shown comes from a register (OPI, PBN), false for an author's own. */
  systemData: z.boolean(),
});
export type PublicationShort = z.infer<typeof PublicationShortSchema>;

/** `GET public/publications/{profileId}/shortPublications`. */
export const PublicationShortListSchema = z.object({
  /** True when the profile has publications that are not shown publicly (never which ones). */
  invisible: z.boolean(),
  /** How many publications are shown publicly in all; the list holds the newest of them. */
  totalElements: z.number().int(),
  publications: z.array(PublicationShortSchema),
});
export type PublicationShortList = z.infer<typeof PublicationShortListSchema>;

/**
 * `GET v1.1/publications/{profileId}/shortPublications` (owner), beside the spec: `page` and
 * `size` page the owner's whole list, newest first, in the spec's short-list shape. Without them
 * it is the spec's answer, the newest SHORT_PUBLICATIONS_LIMIT.
 */
export const OwnerShortPublicationsQuerySchema = PageQuerySchema.extend({
  size: PageQuerySchema.shape.size.removeDefault().default(SHORT_PUBLICATIONS_LIMIT),
});
export type OwnerShortPublicationsQuery = z.infer<typeof OwnerShortPublicationsQuerySchema>;

/** `GET public/publications/{profileId}/publications`: paging, sorting, a type filter. */
export const PublicationPageQuerySchema = PageQuerySchema.extend({
  sort: PublicationSortSchema.default('newest'),
  publicationType: PublicationTypeSchema.optional(),
  /** Only the publications shared with this co-author (beside the spec; decision 047). */
  coauthorId: UuidSchema.optional(),
});
export type PublicationPageQuery = z.infer<typeof PublicationPageQuerySchema>;

export const PublicationPageSchema = pageOf(PublicationShortSchema);
export type PublicationPage = z.infer<typeof PublicationPageSchema>;

export const PublicationDetailParamsSchema = z.object({
  profileId: UuidSchema,
  publicationId: UuidSchema,
});
export type PublicationDetailParams = z.infer<typeof PublicationDetailParamsSchema>;

export const PublicationTitleSchema = z.object({
  title: z.string(),
  mainTitle: z.boolean(),
  languageCode: z.string().nullable(),
});
export type PublicationTitle = z.infer<typeof PublicationTitleSchema>;

export const PublicationAuthorSchema = z.object({
  /** The author's LN profile; null for outside authors and for hidden profiles. */
  profileId: UuidSchema.nullable(),
  name: z.string(),
  surnamePrefix: z.string().nullable(),
  surname: z.string(),
  authorRole: z.enum(['AUTHOR', 'EDITOR', 'TRANSLATOR']),
});
export type PublicationAuthor = z.infer<typeof PublicationAuthorSchema>;

export const PublicationAffiliationSchema = z.object({
  institutionId: UuidSchema.nullable(),
  name: z.string(),
});
export type PublicationAffiliation = z.infer<typeof PublicationAffiliationSchema>;

export const PublicationAbstractSchema = z.object({
  languageCode: z.string().nullable(),
  content: z.string(),
});
export type PublicationAbstract = z.infer<typeof PublicationAbstractSchema>;

export const PublicationDetailsSchema = z.object({
  language: z.string().nullable(),
  translation: z.boolean().nullable(),
  pages: z.string().nullable(),
  ismn: z.string().nullable(),
  issn: z.string().nullable(),
  isbns: z.array(z.string()),
  issue: z.string().nullable(),
  volume: z.string().nullable(),
  series: z.string().nullable(),
  place: z.string().nullable(),
});
export type PublicationDetails = z.infer<typeof PublicationDetailsSchema>;

export const PublicationConferenceSourceSchema = z.object({
  doi: z.string().nullable(),
  title: z.string().nullable(),
  year: z.number().int().nullable(),
  isbns: z.array(z.string()),
  issn: z.string().nullable(),
  volume: z.string().nullable(),
  series: z.string().nullable(),
  eventNames: z.array(z.string()),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  place: z.string().nullable(),
  country: z.string().nullable(),
  url: z.string().nullable(),
});
export type PublicationConferenceSource = z.infer<typeof PublicationConferenceSourceSchema>;

export const PublicationJournalSchema = z.object({
  title: z.string().nullable(),
  issn: z.string().nullable(),
  eissn: z.string().nullable(),
  publisher: z.string().nullable(),
});
export type PublicationJournal = z.infer<typeof PublicationJournalSchema>;

/** Where an article appeared: a journal, a conference or a publishing platform. */
export const PublicationArticleSourceSchema = z.object({
  journal: PublicationJournalSchema.nullable(),
  conference: PublicationConferenceSourceSchema.nullable(),
  platformPublication: z
    .object({ name: z.string().nullable(), url: z.string().nullable() })
    .nullable(),
});
export type PublicationArticleSource = z.infer<typeof PublicationArticleSourceSchema>;

export const PublicationBookSourceSchema = z.object({
  title: z.string().nullable(),
  publisher: z.string().nullable(),
  place: z.string().nullable(),
  series: z.string().nullable(),
  isbns: z.array(z.string()),
});
export type PublicationBookSource = z.infer<typeof PublicationBookSourceSchema>;

export const PublicationChapterSourceSchema = z.object({
  bookTitle: z.string().nullable(),
  publisher: z.string().nullable(),
  place: z.string().nullable(),
  pages: z.string().nullable(),
  isbns: z.array(z.string()),
});
export type PublicationChapterSource = z.infer<typeof PublicationChapterSourceSchema>;

/** The bibliographic record of one version (profiles-area §3 "Full publication"). */
export const PublicationRecordSchema = z.object({
  year: z.number().int().nullable(),
  doi: z.string().nullable(),
  url: z.string().nullable(),
  titles: z.array(PublicationTitleSchema),
  abstractDocuments: z.array(PublicationAbstractSchema),
  keyWords: z.array(z.string()),
  details: PublicationDetailsSchema,
  articleSource: PublicationArticleSourceSchema.nullable(),
  bookSource: PublicationBookSourceSchema.nullable(),
  editBookSource: PublicationBookSourceSchema.nullable(),
  chapterSource: PublicationChapterSourceSchema.nullable(),
  conferenceSource: PublicationConferenceSourceSchema.nullable(),
  /** The language of the main title; 'pol' by default (profiles-area §5). */
  mainLangPublication: z.string(),
});

/** One publicly visible version with its own record (the detail page's version tabs). */
export const PublicationVersionSchema = z.object({
  versionId: UuidSchema,
  kind: PublicationVersionKindSchema,
  source: DataSourceSchema,
  isVisible: z.boolean(),
  ...PublicationRecordSchema.shape,
});
export type PublicationVersion = z.infer<typeof PublicationVersionSchema>;

/**
 * Publication visibility (profiles-area §3): the four version ids with a flag each, the
 * combined id (the publication's) and `size`, the count of the version ids present. A visitor
 * is given only the publicly visible versions, so `size` counts the ids shown.
 */
export const PublicationVisibilitySchema = z.object({
  id: UuidSchema,
  authorPublicationId: UuidSchema.nullable(),
  authorPublicationVisible: z.boolean(),
  authorLNPublicationId: UuidSchema.nullable(),
  authorLNPublicationVisible: z.boolean(),
  opiPublicationId: UuidSchema.nullable(),
  opiPublicationVisible: z.boolean(),
  pbnPublicationId: UuidSchema.nullable(),
  pbnPublicationVisible: z.boolean(),
  size: z.number().int(),
});
export type PublicationVisibility = z.infer<typeof PublicationVisibilitySchema>;

/** `GET public/profile/{profileId}/publication/{publicationId}` (profiles-area §3). */
export const PublicationFullSchema = z.object({
  publicationId: UuidSchema,
  type: PublicationTypeSchema,
  publicationTypeLabel: z.string(),
  authors: z.array(PublicationAuthorSchema),
  allAuthorsCount: z.number().int(),
  affiliations: z.array(PublicationAffiliationSchema),
  ...PublicationRecordSchema.shape,
  /** The version the bibliographic fields come from: OPI, else PBN, else AUTHOR_LN, else AUTHOR. */
  sourceType: PublicationVersionKindSchema,
  /** Data sources of the register versions shown (OPI, PBN). */
  goldenRecordSources: z.array(DataSourceSchema),
  opiPublicationId: UuidSchema.nullable(),
  pbnPublicationId: UuidSchema.nullable(),
  authorPublicationId: UuidSchema.nullable(),
  authorLNPublicationId: UuidSchema.nullable(),
  /** The owner's public-visibility toggle; always true in public answers. */
  isVisible: z.boolean(),
  visibility: PublicationVisibilitySchema,
  versions: z.array(PublicationVersionSchema),
});
export type PublicationFull = z.infer<typeof PublicationFullSchema>;
export type PublicationRecord = z.infer<typeof PublicationRecordSchema>;
