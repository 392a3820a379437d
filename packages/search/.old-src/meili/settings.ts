import type { Settings } from 'meilisearch';
import type { SearchDocument } from '../engine.js';
import { fold, tokenize } from '../text.js';
import { SEARCH_MAX_REACHABLE } from '../engine.js';

/**
 * What Meilisearch stores per profile. Meilisearch folds most diacritics itself but not ł/Ł
 * (Unicode has no decomposition for it): searchable text is therefore stored folded with our
 * own fold() and queries are folded the same way, so "Lukasiewicz" finds "Łukasiewicz" here
 * exactly as in the PostgreSQL engine. The original spellings ride along in `o` (displayed,
 * not searchable) for matchingInfos.
 */
export interface MeiliDocument {
  id: string;
  // Searchable, folded. Arrays line up with the arrays of `o`.
  surname: string;
  previousSurname: string | null;
  firstName: string;
  secondName: string | null;
  previousName: string | null;
  specialtiesPl: string[];
  specialtiesEn: string[];
  currentInstitutions: string[];
  formerInstitutions: string[];
  // Filters and facets.
  dead: boolean;
  disciplines: string[];
  domains: string[];
  highestDegree: string | null;
  institutionIds: string[];
  currentInstitutionIds: string[];
  /** The same value on every document: its facet count is the exact number of matches. */
  everyone: 1;
  /** Folded words of the first and second name, of the surnames, of the specialties. */
  nameTokens: string[];
  surnameTokens: string[];
  specialtyTokens: string[];
  // Sort keys (already folded by documents.ts); absent when empty, so they sort last.
  sortSurname: string;
  sortField?: string;
  sortDiscipline?: string;
  sortEmployment?: string;
  o: {
    surname: string;
    previousSurname: string | null;
    firstName: string;
    secondName: string | null;
    previousName: string | null;
    specialtiesPl: string[];
    specialtiesEn: string[];
    currentInstitutions: string[];
    formerInstitutions: string[];
  };
}

const foldOrNull = (text: string | null) => (text ? fold(text) : null);
const unique = (values: string[]) => [...new Set(values)];

export function toMeiliDocument(doc: SearchDocument): MeiliDocument {
  const current = doc.employments.filter((e) => e.current);
  const former = doc.employments.filter((e) => !e.current);
  const ids = (list: typeof doc.employments) =>
    unique(list.flatMap((e) => (e.institutionId ? [e.institutionId] : [])));
  const meili: MeiliDocument = {
    id: doc.profileId,
    surname: fold(doc.surname),
    previousSurname: foldOrNull(doc.previousSurname),
    firstName: fold(doc.firstName),
    secondName: foldOrNull(doc.secondName),
    previousName: foldOrNull(doc.previousName),
    specialtiesPl: doc.specialties.map((s) => fold(s.labelPl)),
    specialtiesEn: doc.specialties.map((s) => fold(s.labelEn)),
    currentInstitutions: current.map((e) => fold(e.institutionName)),
    formerInstitutions: former.map((e) => fold(e.institutionName)),
    dead: doc.dead,
    disciplines: doc.disciplines,
    domains: doc.domains,
    highestDegree: doc.highestDegree,
    institutionIds: ids(doc.employments),
    currentInstitutionIds: ids(current),
    everyone: 1,
    nameTokens: unique(tokenize(`${doc.firstName} ${doc.secondName ?? ''}`)),
    surnameTokens: unique(tokenize(`${doc.surname} ${doc.previousSurname ?? ''}`)),
    specialtyTokens: unique(doc.specialties.flatMap((s) => tokenize(`${s.labelPl} ${s.labelEn}`))),
    sortSurname: doc.sort.surname,
    o: {
      surname: doc.surname,
      previousSurname: doc.previousSurname,
      firstName: doc.firstName,
      secondName: doc.secondName,
      previousName: doc.previousName,
      specialtiesPl: doc.specialties.map((s) => s.labelPl),
      specialtiesEn: doc.specialties.map((s) => s.labelEn),
      currentInstitutions: current.map((e) => e.institutionName),
      formerInstitutions: former.map((e) => e.institutionName),
    },
  };
  if (doc.sort.field) meili.sortField = doc.sort.field;
  if (doc.sort.discipline) meili.sortDiscipline = doc.sort.discipline;
  if (doc.sort.currentEmployment) meili.sortEmployment = doc.sort.currentEmployment;
  return meili;
}

/** Searchable attributes in ranking order: a surname match outranks a specialty match. */
export const SEARCHABLE = [
  'surname',
  'previousSurname',
  'firstName',
  'secondName',
  'previousName',
  'specialtiesPl',
  'specialtiesEn',
  'currentInstitutions',
  'formerInstitutions',
] as const;
export type SearchableAttribute = (typeof SEARCHABLE)[number];

export const FACETS = ['disciplines', 'domains', 'highestDegree', 'everyone'] as const;

/**
 * The index settings (applied on start and to every rebuilt index). The rules of issue 4:
 * one typo from five letters on, never two; the last word a prefix (Meilisearch's default);
 * every word must match (matchingStrategy 'all', set per search). maxTotalHits equals the
 * 1,000 cap; the true total comes from the `everyone` facet, which is not capped.
 */
export const INDEX_SETTINGS: Settings = {
  searchableAttributes: [...SEARCHABLE],
  // Searches retrieve only id (and o for matchingInfos); match positions need the rest displayed.
  displayedAttributes: ['*'],
  filterableAttributes: [
    'dead',
    'disciplines',
    'domains',
    'highestDegree',
    'institutionIds',
    'currentInstitutionIds',
    'everyone',
    'nameTokens',
    'surnameTokens',
    'specialtyTokens',
  ],
  sortableAttributes: ['sortSurname', 'sortField', 'sortDiscipline', 'sortEmployment'],
  // An explicit sort orders the whole result; without one, relevance decides.
  rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness'],
  typoTolerance: {
    enabled: true,
    minWordSizeForTypos: { oneTypo: 5, twoTypos: 255 },
  },
  pagination: { maxTotalHits: SEARCH_MAX_REACHABLE },
  // Disciplines (56 values) counted in alphabetical mode: at 1M, 3× faster for match sets of
  // tens of thousands (45 → 15 ms of Meilisearch time), a little slower for the broadest;
  // the others by count, fastest for big sets. The API orders values by its dictionary.
  faceting: { maxValuesPerFacet: 1000, sortFacetValuesBy: { '*': 'count', disciplines: 'alpha' } },
  // Words only need to be near each other within one attribute (cheaper indexing).
  proximityPrecision: 'byAttribute',
  stopWords: [],
};
