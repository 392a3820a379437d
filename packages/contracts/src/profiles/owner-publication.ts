// Contracts of the owner's publication calls (profiles-area §3, §5, §7; accounts-and-platform §5).
import { z } from 'zod';
import { isValidIsbn, isValidIsmn, isValidIssn } from '../identifiers.js';
import { oneLine } from '../text.js';
import { isoDate, UuidSchema } from './common.js';
import {
  PublicationFullSchema,
  PublicationAuthorNameSchema,
  PublicationTypeSchema,
  PublicationVersionKindSchema,
  PublicationVersionSchema,
  PublicationVisibilitySchema,
} from './publication.js';

/** Error codes of the owner's publication calls (beside the spec's §8 codes). */
export const OWNER_PUBLICATION_ERROR_CODES = {
  /** DELETE of a publication that has no own version: state-system data can only be hidden. */
  PUBLICATION_STATE_ONLY_ERROR: 'PUBLICATION_STATE_ONLY_ERROR',
  /** A per-version flag for a version the publication does not have. */
  PUBLICATION_VERSION_NOT_FOUND: 'PUBLICATION_VERSION_NOT_FOUND',
} as const;

/** Audit actions of the owner's publication writes (the audit log users-api shows). */
export const OWNER_PUBLICATION_AUDIT_ACTIONS = {
  VISIBILITY_CHANGED: 'PUBLICATION_VISIBILITY_CHANGED',
  FORKED: 'PUBLICATION_FORKED',
  OWN_VERSION_DELETED: 'PUBLICATION_OWN_VERSION_DELETED',
} as const;

export const PublicationIdParamsSchema = z.object({ publicationId: UuidSchema });

/**
 * The visibility block (profiles-area §3) as the owner sees it: every version id present
 * with its flag for this profile, `size` the count of ids present; beside it the owner's
 * toggle of the whole publication and the version the public sees now (null: none).
 */
export const OwnerPublicationVisibilitySchema = PublicationVisibilitySchema.extend({
  publiclyVisible: z.boolean(),
  publicVersion: PublicationVersionKindSchema.nullable(),
});
export type OwnerPublicationVisibility = z.infer<typeof OwnerPublicationVisibilitySchema>;

/**
 * `GET publications/{publicationId}`: the owner's full view. As the public detail, but
 * `versions` holds every version of the publication this profile has (AUTHOR, AUTHOR_LN, OPI,
 * PBN), hidden ones included, each with its own record and its flag for this profile.
 */
export const OwnerPublicationSchema = PublicationFullSchema.extend({
  profileId: UuidSchema,
  visibility: OwnerPublicationVisibilitySchema,
  /** The version a fork starts from: the recommended one among all (OPI, PBN, AUTHOR_LN, AUTHOR). */
  recommendedVersion: PublicationVersionKindSchema,
  /** `isVisible` is the version's flag for this profile; `authors` the own version's list. */
  versions: z.array(
    PublicationVersionSchema.extend({
      authors: z
        .array(
          PublicationAuthorNameSchema.extend({
            authorRole: z.enum(['AUTHOR', 'EDITOR', 'TRANSLATOR']),
          }),
        )
        .nullable(),
    }),
  ),
});
export type OwnerPublication = z.infer<typeof OwnerPublicationSchema>;

/**
 * `POST publication/{publicationId}/publicVisibility`. The spec's body is
 * `{ publiclyVisible }`, the owner's toggle of the whole publication. The per-version flags
 * change through the same resource with the visibility block's own field names; every field
 * is optional, at least one is required, and only those sent change.
 */
export const PublicVisibilityRequestSchema = z
  .strictObject({
    publiclyVisible: z.boolean().optional(),
    authorPublicationVisible: z.boolean().optional(),
    authorLNPublicationVisible: z.boolean().optional(),
    opiPublicationVisible: z.boolean().optional(),
    pbnPublicationVisible: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'send publiclyVisible or at least one version flag',
  });
export type PublicVisibilityRequest = z.infer<typeof PublicVisibilityRequestSchema>;

/** The request's version flags and the version kind each one sets. */
export const VERSION_FLAG_KINDS = {
  authorPublicationVisible: 'AUTHOR',
  authorLNPublicationVisible: 'AUTHOR_LN',
  opiPublicationVisible: 'OPI',
  pbnPublicationVisible: 'PBN',
} as const;

// --- The own version (fork) -------------------------------------------------------------

// Every text of a version is one line: a line break in a title or a keyword would start a new
// record or field in the RIS and BibTeX exports (issue 41 #8).
const text = (max: number) =>
  oneLine(
    z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`),
  );
const optionalText = (max: number) =>
  oneLine(z.string().trim().max(max, `must be at most ${max} characters`))
    .nullish()
    .transform((v) => (v ? v : null));
const issn = optionalText(9).refine((v) => v === null || isValidIssn(v), {
  message: 'is not a valid ISSN (check digit)',
});
const isbns = z
  .array(text(17).refine(isValidIsbn, { message: 'is not a valid ISBN (check digit)' }))
  .max(10, 'at most 10')
  .default([]);
const ismn = optionalText(17).refine((v) => v === null || isValidIsmn(v), {
  message: 'is not a valid ISMN (check digit)',
});
/** ISO 639-2 code, three lowercase letters (pol, eng, deu, …). */
const languageCode = z
  .string()
  .regex(/^[a-z]{3}$/, 'must be an ISO 639-2 code of three letters (pol, eng, …)');

export const ForkTitleSchema = z.object({
  title: text(1000),
  mainTitle: z.boolean(),
  languageCode: languageCode.nullish().transform((v) => v ?? null),
});

export const ForkAuthorSchema = z.object({
  name: text(200),
  surnamePrefix: optionalText(32),
  surname: text(200),
  authorRole: z.enum(['AUTHOR', 'EDITOR', 'TRANSLATOR']).default('AUTHOR'),
});

export const ForkJournalSchema = z.object({
  title: text(500),
  issn,
  eissn: issn,
  publisher: optionalText(300),
});

export const ForkBookSchema = z.object({
  title: optionalText(1000),
  publisher: optionalText(300),
  place: optionalText(200),
  series: optionalText(300),
  isbns,
  ismn,
});

export const ForkChapterSchema = ForkBookSchema.omit({ title: true }).extend({
  bookTitle: text(1000),
  pages: optionalText(50),
});

export const ForkConferenceSchema = z.object({
  title: text(1000),
  place: optionalText(200),
  country: optionalText(2),
  dateFrom: isoDate.nullish().transform((v) => v ?? null),
  dateTo: isoDate.nullish().transform((v) => v ?? null),
  isbns,
  issn,
});

/**
 * `PUT publication/{publicationId}/fork`: the whole own version (the web form starts from a
 * copy of the recommended version). The source block follows the type: `journal` for an
 * ARTICLE, `book` for a BOOK or EDITED_BOOK, `chapter` for a CHAPTER, `conference` for
 * PROCEEDINGS. The main language is the main title's language, `pol` when it names none.
 */
export const ForkPublicationRequestSchema = z
  .object({
    type: PublicationTypeSchema,
    titles: z.array(ForkTitleSchema).min(1, 'at least one title').max(10, 'at most 10'),
    year: z
      .number({ message: 'must be a year' })
      .int('must be a year')
      .min(1000, 'must be four digits')
      .max(9999, 'must be four digits')
      .nullish()
      .transform((v) => v ?? null),
    doi: optionalText(255).refine((v) => v === null || /^10\.\d{4,9}\/\S+$/.test(v), {
      message: 'must be a DOI (10.xxxx/…)',
    }),
    url: optionalText(2000).refine((v) => v === null || /^https?:\/\/\S+$/.test(v), {
      message: 'must be an http(s) address',
    }),
    authors: z.array(ForkAuthorSchema).min(1, 'at least one author').max(500, 'at most 500'),
    pages: optionalText(50),
    volume: optionalText(50),
    issue: optionalText(50),
    keyWords: z.array(text(200)).max(50, 'at most 50').default([]),
    journal: ForkJournalSchema.nullish(),
    book: ForkBookSchema.nullish(),
    chapter: ForkChapterSchema.nullish(),
    conference: ForkConferenceSchema.nullish(),
  })
  .superRefine((body, ctx) => {
    const mains = body.titles.filter((t) => t.mainTitle).length;
    if (mains !== 1)
      ctx.addIssue({ code: 'custom', path: ['titles'], message: 'exactly one main title' });
    const need = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    const book = (key: 'book' | 'chapter', b: { isbns: string[]; ismn: string | null }) => {
      // accounts-and-platform §5: a book source needs an ISMN or ISBN.
      if (b.isbns.length === 0 && b.ismn === null)
        need(`${key}.isbns`, 'an ISBN or ISMN is required');
    };
    switch (body.type) {
      case 'ARTICLE':
        if (!body.journal) need('journal', 'an article needs its journal');
        // §5: a journal source needs an ISSN or eISSN.
        else if (body.journal.issn === null && body.journal.eissn === null)
          need('journal.issn', 'an ISSN or eISSN is required');
        break;
      case 'BOOK':
      case 'EDITED_BOOK':
        if (!body.book) need('book', 'a book needs its publication data');
        else book('book', body.book);
        break;
      case 'CHAPTER':
        if (!body.chapter) need('chapter', 'a chapter needs its book');
        else book('chapter', body.chapter);
        break;
      case 'PROCEEDINGS':
        if (!body.conference) need('conference', 'proceedings need their conference');
        break;
    }
  });
export type ForkPublicationRequest = z.infer<typeof ForkPublicationRequestSchema>;
export type ForkPublicationInput = z.input<typeof ForkPublicationRequestSchema>;

/** Answer of the fork: whether it was created (201) or updated (200), and the owner's view. */
export const ForkPublicationResultSchema = z.object({
  created: z.boolean(),
  versionId: UuidSchema,
  publication: OwnerPublicationSchema,
});
export type ForkPublicationResult = z.infer<typeof ForkPublicationResultSchema>;

/** Answer of DELETE: the own version removed; `publicationRemoved` when nothing else was left. */
export const DeletePublicationResultSchema = z.object({
  publicationId: UuidSchema,
  deletedVersionId: UuidSchema,
  publicationRemoved: z.boolean(),
});
export type DeletePublicationResult = z.infer<typeof DeletePublicationResultSchema>;
