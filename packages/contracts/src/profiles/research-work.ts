// Contracts of the research-work module (profiles-area §3, §4, §7, §9).
import { z } from 'zod';
import { CodeLabelSchema, DataSourceSchema, IsoDateSchema, UuidSchema } from './common.js';

/** `public/{profileId}/researchWorks/{researchWorkId}`. */
export const ResearchWorkParamsSchema = z.object({
  profileId: UuidSchema,
  researchWorkId: UuidSchema,
});
export type ResearchWorkParams = z.infer<typeof ResearchWorkParamsSchema>;

/** Short research work (profiles-area §3). */
export const ResearchWorkShortSchema = z.object({
  researchWorkId: UuidSchema,
  polishTitle: z.string(),
  /** The kind's label in the request language. */
  researchKind: z.string(),
  researchSources: z.array(DataSourceSchema),
  researchWorkKindId: z.number().int(),
});
export type ResearchWorkShort = z.infer<typeof ResearchWorkShortSchema>;

/**
 * `GET public/{profileId}/shortResearchWorks`: the works where the profile is author,
 * promoter or reviewer, each list with its hit count (the number of works in it).
 */
export const ResearchWorkShortListsSchema = z.object({
  authorList: z.array(ResearchWorkShortSchema),
  authorHits: z.number().int(),
  promoterList: z.array(ResearchWorkShortSchema),
  promoterHits: z.number().int(),
  reviewerList: z.array(ResearchWorkShortSchema),
  reviewerHits: z.number().int(),
});
export type ResearchWorkShortLists = z.infer<typeof ResearchWorkShortListsSchema>;

export const ResearchWorkTitleSchema = z.object({ languageCode: z.string(), value: z.string() });
export type ResearchWorkTitle = z.infer<typeof ResearchWorkTitleSchema>;

/** An abstract is an attachment: its metadata only, never its bytes. */
export const ResearchWorkAbstractSchema = z.object({
  id: UuidSchema,
  size: z.number().int(),
  ext: z.string(),
  name: z.string(),
});
export type ResearchWorkAbstract = z.infer<typeof ResearchWorkAbstractSchema>;

/** A classification of the work: field (domain) and discipline, labels in the request language. */
export const ResearchWorkClassificationSchema = z.object({
  domain: CodeLabelSchema.nullable(),
  discipline: CodeLabelSchema.nullable(),
});
export type ResearchWorkClassification = z.infer<typeof ResearchWorkClassificationSchema>;

export const ResearchWorkInstitutionSchema = z.object({
  role: z.string().nullable(),
  name: z.string(),
});
export type ResearchWorkInstitution = z.infer<typeof ResearchWorkInstitutionSchema>;

/** A person of the work in list order; profileId only where the person has a visible profile. */
export const ResearchWorkPersonSchema = z.object({
  profileId: UuidSchema.nullable(),
  name: z.string(),
  surname: z.string(),
});
export type ResearchWorkPerson = z.infer<typeof ResearchWorkPersonSchema>;

/** `GET public/{profileId}/researchWorks/{researchWorkId}` (profiles-area §3 "Full research work"). */
export const ResearchWorkSchema = z.object({
  researchWorkId: UuidSchema,
  titles: z.array(ResearchWorkTitleSchema),
  previousTitles: z.array(ResearchWorkTitleSchema),
  number: z.string().nullable(),
  /** The kind's label in the request language. */
  researchWorkKind: z.string(),
  classifications: z.array(ResearchWorkClassificationSchema),
  abstracts: z.array(ResearchWorkAbstractSchema),
  internationalCooperation: z.boolean(),
  rangeUsages: z.array(z.string()),
  startDate: IsoDateSchema.nullable(),
  endDate: IsoDateSchema.nullable(),
  keywords: z.array(z.string()),
  institutions: z.array(ResearchWorkInstitutionSchema),
  sources: z.array(DataSourceSchema),
  /** The field (dziedzina) label in the request language. */
  domainLabel: z.string().nullable(),
  /** Discipline labels in the request language. */
  disciplineLabels: z.array(z.string()),
  isTitleOverratedByPolon: z.boolean(),
  researchWorkKindId: z.number().int(),
  titleKind: DataSourceSchema.nullable(),
  /** profiles-area §4: false when the title kind is POLON with titles present, or the kind is 202504. */
  canEdit: z.boolean(),
  authors: z.array(ResearchWorkPersonSchema),
  promoters: z.array(ResearchWorkPersonSchema),
  reviewers: z.array(ResearchWorkPersonSchema),
});
export type ResearchWork = z.infer<typeof ResearchWorkSchema>;

/** profiles-area §9: research works of this kind are never editable. */
export const RESEARCH_WORK_READ_ONLY_KIND_ID = 202504;
