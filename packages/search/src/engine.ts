// The one search engine interface (issue 4): the PostgreSQL engine (./postgres) and the
// Meilisearch engine (./meili) implement it; the contract suite (./testing) runs the same
// cases against both. Every engine indexes SearchDocuments built by ./documents.ts.

import { SEARCH_DEGREE_TITLES } from '@ln/contracts';

/** Degrees and titles a search filters and counts by (the codes of public/profile/degreeTitles). */
export const DEGREE_TITLE_CODES = SEARCH_DEGREE_TITLES;
export type DegreeTitleCode = (typeof DEGREE_TITLE_CODES)[number];

/** profiles-area §9: at most this many profiles are reachable for any query, however paged. */
export { SEARCH_MAX_REACHABLE } from '@ln/contracts';

/**
 * What an engine indexes per profile. Hidden profiles have no document (they are removed),
 * and no contact data is ever part of one.
 */
export interface SearchDocument {
  profileId: string;
  firstName: string;
  secondName: string | null;
  surname: string;
  previousName: string | null;
  previousSurname: string | null;
  prefix: string | null;
  /** Highest degree or title as printed before the name (profile.calculated_edu_level). */
  title: string | null;
  /** Highest degree or title held, as a code (the `degreeTitles` filter and `titles` facet). */
  highestDegree: DegreeTitleCode | null;
  dead: boolean;
  /** Current employments first. */
  employments: Array<{ institutionId: string | null; institutionName: string; current: boolean }>;
  specialties: Array<{ labelPl: string; labelEn: string }>;
  /** Discipline codes of the 2022 classification, the main one first. */
  disciplines: string[];
  /** Field (domain) codes DZ0101N…DZ0110N, the main one first. */
  domains: string[];
  /**
   * Sort keys, already folded (lower case, no diacritics, ł → l), '' when absent:
   * surname + first name, the main field's Polish label, the main discipline's Polish label,
   * the first current employment's institution name.
   */
  sort: { surname: string; field: string; discipline: string; currentEmployment: string };
}

export type SearchSortField = 'surname' | 'field' | 'discipline' | 'currentEmployment';
export type SortDirection = 'asc' | 'desc';

/**
 * A validated, normalised search (the filter of profiles-area §3 plus paging and sort).
 * Text fields are trimmed and absent when empty; lists are de-duplicated.
 */
export interface SearchQuery {
  /** Words looked up in names (incl. second and previous names), specialties and institutions. */
  fullQuery?: string;
  /** First or second name. */
  name?: string;
  /** Surname or previous surname. */
  surname?: string;
  /** Words of a specialty (Polish or English label). */
  specialty?: string;
  /** An employment at this institution (current only when `onlyCurrent`). */
  institutionId?: string;
  /** Employments count only while current: institutionId and institution-name matching. */
  onlyCurrent: boolean;
  /** Deceased profiles are left out unless this is true. */
  withTheDead: boolean;
  /** Highest degree or title is one of these (any when empty). */
  degreeTitles: DegreeTitleCode[];
  /** Has one of these disciplines (any when empty). */
  disciplines: string[];
  /** Has one of these fields (any when empty). */
  domains: string[];
  /** Fill `matchingInfos` of each hit. */
  showMatching: boolean;
  /** Zero-based page. */
  page: number;
  size: number;
  /** null: relevance when there are words to match, else surname A–Z. */
  sort: { field: SearchSortField; direction: SortDirection } | null;
}

/** Which field matched and on what value (profiles-area §3 `matchingInfos`). */
export interface MatchingInfo {
  field: MatchingField;
  value: string;
}
export type MatchingField =
  | 'NAME'
  | 'SECOND_NAME'
  | 'SURNAME'
  | 'PREVIOUS_NAME'
  | 'PREVIOUS_SURNAME'
  | 'SPECIALTY'
  | 'INSTITUTION';

export interface SearchHit {
  profileId: string;
  /** Empty unless `showMatching`. */
  matchingInfos: MatchingInfo[];
  /**
   * The caller's display row of this profile, when the engine read it with the page (the
   * PostgreSQL engine given `hitRow`); null when the profile no longer exists. Absent: not
   * read, the caller reads it.
   */
  row?: unknown;
}

export interface FacetCount {
  code: string;
  count: number;
}

export interface SearchResult {
  /** The page asked for, in order; empty past SEARCH_MAX_REACHABLE. */
  hits: SearchHit[];
  /** The true number of matching profiles (may exceed SEARCH_MAX_REACHABLE). */
  totalHits: number;
  /**
   * true when totalHits and the facet counts are estimates (the PostgreSQL engine counts a
   * match set of more than a few thousand profiles from a sample; decision 005): a client says
   * "about". Absent or false: exact.
   */
  estimated?: boolean;
  /** Counts over all matching profiles (not only the reachable ones), zero counts left out. */
  facets: { disciplines: FacetCount[]; domains: FacetCount[]; titles: FacetCount[] };
}

export interface ReindexProgress {
  indexed: number;
}

export interface EngineHealth {
  ok: boolean;
  engine: string;
  detail?: string;
}

export interface SearchEngine {
  /** 'postgres' | 'meilisearch' */
  readonly name: string;
  search(query: SearchQuery): Promise<SearchResult>;
  /** Adds or replaces these documents. */
  upsert(docs: SearchDocument[]): Promise<void>;
  /** Removes these profiles (hidden, deleted); unknown ids are ignored. */
  remove(profileIds: string[]): Promise<void>;
  /**
   * Replaces the whole index with these documents; the old index answers until the new
   * one is complete where the engine can do that.
   */
  reindex(
    docs: AsyncIterable<SearchDocument[]>,
    onProgress?: (progress: ReindexProgress) => void,
  ): Promise<{ indexed: number }>;
  /** Number of documents in the index. */
  count(): Promise<number>;
  health(): Promise<EngineHealth>;
  close(): Promise<void>;
}
