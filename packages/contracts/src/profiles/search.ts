// Contracts of search (profiles-area §3 "Search filter", "Search result item", §7 "Search", §9).
import { z } from 'zod';
import { CodeLabelSchema, pageOf, PageQuerySchema, UuidSchema } from './common.js';
import { DictionaryItemSchema } from './dictionary.js';
import { ProfileFileSchema } from './profile.js';
import {
  SEARCH_MAX_REACHABLE,
  SEARCH_TEXT_MAX_LENGTH,
  TYPEAHEAD_MIN_LENGTH,
  TYPEAHEAD_MAX_LENGTH,
  SEARCH_DEGREE_TITLES,
  SEARCH_SORTS,
  SEARCH_WORDS_MAX,
} from '../constants.js';

export {
  SEARCH_MAX_REACHABLE,
  SEARCH_TEXT_MAX_LENGTH,
  TYPEAHEAD_MIN_LENGTH,
  TYPEAHEAD_MAX_LENGTH,
  TYPEAHEAD_LIMIT,
  SEARCH_DEGREE_TITLES,
  type SearchDegreeTitle,
  SEARCH_SORTS,
  SEARCH_WORDS_MAX,
} from '../constants.js';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(
      (value) => value.split(/\s+/).filter(Boolean).length <= SEARCH_WORDS_MAX,
      `must have at most ${SEARCH_WORDS_MAX} words`,
    )
    .optional()
    .transform((value) => (value ? value : undefined));

const flag = z
  .enum(['true', 'false'], { message: 'must be true or false' })
  .default('false')
  .transform((v) => v === 'true');

/** A list parameter: repeated (`a=X&a=Y`) or comma-separated (`a=X,Y`); duplicates dropped. */
function list<T extends z.ZodType<string, string>>(item: T, max: number) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (value === undefined ? [] : Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => v !== ''),
    )
    .pipe(z.array(item).max(max, `must name at most ${max} values`))
    .transform((values) => [...new Set(values)] as Array<z.infer<T>>);
}

const classificationCode = z
  .string()
  .regex(/^[A-Z0-9]{1,16}$/, 'must be a code of the 2022 classification');

/**
 * `GET v1.1/public/profile/scientistSearchData`: the search filter (profiles-area §3) with
 * zero-based paging and a sort. Text fields are matched without regard to case or Polish
 * diacritics; every given filter applies.
 */
export const ScientistSearchQuerySchema = PageQuerySchema.extend({
  /** Words looked up in names, previous surnames, specialties and institutions. */
  fullQuery: text(SEARCH_TEXT_MAX_LENGTH),
  /** First or second name. */
  name: text(SEARCH_TEXT_MAX_LENGTH),
  /** Surname or previous surname. */
  surname: text(SEARCH_TEXT_MAX_LENGTH),
  /** Words of a specialty, Polish or English. */
  specialty: text(SEARCH_TEXT_MAX_LENGTH),
  /** Employed at this institution (currently, with onlyCurrent). */
  institutionId: UuidSchema.optional(),
  /** Only current employments count (institutionId and institution words). */
  onlyCurrent: flag,
  /** Include deceased people. */
  withTheDead: flag,
  /** The client's advanced form is open; the filters apply the same either way. */
  advancedSearch: flag,
  /** Fill matchingInfos: which field matched on what. */
  showMatching: flag,
  degreeTitles: list(
    z.enum(SEARCH_DEGREE_TITLES, {
      message: 'must be MASTER, DOCTOR, HABILITATED_DOCTOR or PROFESSOR',
    }),
    4,
  ),
  disciplines: list(classificationCode, 100),
  domains: list(classificationCode, 20),
  /** Relevance when absent (surname A–Z for an empty query). */
  sort: z.enum(SEARCH_SORTS, { message: `must be one of ${SEARCH_SORTS.join(', ')}` }).optional(),
});
export type ScientistSearchQuery = z.infer<typeof ScientistSearchQuerySchema>;

export const MatchingInfoSchema = z.object({
  /** NAME, SECOND_NAME, SURNAME, PREVIOUS_NAME, PREVIOUS_SURNAME, SPECIALTY, INSTITUTION */
  field: z.string(),
  value: z.string(),
});
export type MatchingInfo = z.infer<typeof MatchingInfoSchema>;

export const SearchPersonNamesSchema = z.object({
  name: z.string(),
  secondName: z.string().nullable(),
  surname: z.string(),
  previousSurname: z.string().nullable(),
  prefix: z.string().nullable(),
});
export type SearchPersonNames = z.infer<typeof SearchPersonNamesSchema>;

/** Search result item (profiles-area §3). Contact data is never part of it. */
export const ScientistSearchItemSchema = z.object({
  profileId: UuidSchema,
  file: ProfileFileSchema.nullable(),
  names: SearchPersonNamesSchema,
  /** The main field of science (DZ…), which picks the icon. */
  domainCode: z.string().nullable(),
  /** Empty unless showMatching. */
  matchingInfos: z.array(MatchingInfoSchema),
  /** Highest degree or title as printed ("prof. dr hab."). */
  title: z.string().nullable(),
  /** The institution of the first current employment. */
  calculatedInstitutionName: z.string().nullable(),
  disciplines: z.array(CodeLabelSchema),
  dead: z.boolean(),
});
export type ScientistSearchItem = z.infer<typeof ScientistSearchItemSchema>;

export const FilterHintValueSchema = z.object({
  code: z.string(),
  label: z.string(),
  count: z.number().int(),
});
export type FilterHintValue = z.infer<typeof FilterHintValueSchema>;

/**
 * `scientistSearchData`: `page` holds at most the first 1,000 matches (totalElements is
 * capped accordingly), `totalHits` the true number of matches.
 */
export const ScientistSearchDataSchema = z.object({
  page: pageOf(ScientistSearchItemSchema),
  /** Counts of each value for the current query and filters (hidden profiles never counted). */
  filterHint: z.object({
    disciplines: z.array(FilterHintValueSchema),
    domains: z.array(FilterHintValueSchema),
    titles: z.array(FilterHintValueSchema),
  }),
  /** Labels of the filter and sort options, in the request language. */
  dictionaries: z.object({
    degreeTitles: z.array(DictionaryItemSchema),
    domains: z.array(DictionaryItemSchema),
    disciplines: z.array(DictionaryItemSchema),
    sorts: z.array(DictionaryItemSchema),
  }),
  totalHits: z.number().int(),
  /**
   * Beside the spec: true when `totalHits` and the `filterHint` counts are estimates. The
   * PostgreSQL engine counts very large match sets (above about 4,000 profiles) from a sample
   * instead of reading every match; the page then says "about". Always false with Meilisearch.
   */
  totalHitsEstimated: z.boolean(),
});
export type ScientistSearchData = z.infer<typeof ScientistSearchDataSchema>;

/** `?name=`: at least TYPEAHEAD_MIN_LENGTH characters. */
export const TypeaheadQuerySchema = z.object({
  name: z
    .string({ message: 'is required' })
    .trim()
    .min(TYPEAHEAD_MIN_LENGTH, `must be at least ${TYPEAHEAD_MIN_LENGTH} characters`)
    .max(TYPEAHEAD_MAX_LENGTH, `must be at most ${TYPEAHEAD_MAX_LENGTH} characters`),
});
export type TypeaheadQuery = z.infer<typeof TypeaheadQuerySchema>;

/** `GET public/profile/findInstitutionsByName`: institutions whose name holds the input. */
export const InstitutionSuggestionSchema = z.object({
  institutionId: UuidSchema,
  institutionName: z.string(),
  city: z.string().nullable(),
});
export type InstitutionSuggestion = z.infer<typeof InstitutionSuggestionSchema>;
export const InstitutionSuggestionsSchema = z.array(InstitutionSuggestionSchema);
export type InstitutionSuggestions = z.infer<typeof InstitutionSuggestionsSchema>;

/** `GET public/profile/specialty/filter`: specialty terms whose Polish or English label holds the input. */
export const SpecialtySuggestionSchema = z.object({
  specialtyId: UuidSchema,
  labelPl: z.string(),
  labelEn: z.string(),
});
export type SpecialtySuggestion = z.infer<typeof SpecialtySuggestionSchema>;
export const SpecialtySuggestionsSchema = z.array(SpecialtySuggestionSchema);
export type SpecialtySuggestions = z.infer<typeof SpecialtySuggestionsSchema>;

/** OpenAPI description of scientistSearchData. */
export const SCIENTIST_SEARCH_DESCRIPTION = [
  'Text fields (fullQuery, name, surname, specialty) match without regard to case or Polish diacritics (ł included); the last word matches as a prefix; words of five letters or more tolerate one typo; surname also matches previous surnames. Every word must match.',
  'Lists (degreeTitles, disciplines, domains) are repeated parameters or comma-separated. Hidden profiles never appear and are never counted; deceased people only with withTheDead=true.',
  `At most ${SEARCH_MAX_REACHABLE} profiles are reachable however paged: a page past them is empty, page.totalElements is capped, totalHits is the true count.`,
  'sort: surname, field, discipline or currentEmployment, then ",asc" or ",desc"; relevance when absent.',
].join('\n\n');
