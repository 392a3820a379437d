import { SEARCH_DEGREE_TITLES, SEARCH_SORTS, SEARCH_TEXT_MAX_LENGTH, isUuid } from '@ln/contracts';

/**
 * The search as the URL holds it (`/profiles?fullQuery=…&domains=DZ0101N&page=2`), so a
 * search can be shared, reloaded and walked with back/forward. Parameter names are the API's
 * (profiles-area §3 "Search filter"), so the home page's tiles (`?domains=DZ0101N`) and a
 * hand-written link work alike. Two names are the page's own: `page` is 1-based here (the API
 * is zero-based) and `institution` keeps the chosen institution's name for the form.
 */
export type SearchSort = (typeof SEARCH_SORTS)[number];
export type DegreeTitle = (typeof SEARCH_DEGREE_TITLES)[number];

export interface SearchFilter {
  fullQuery: string;
  name: string;
  surname: string;
  specialty: string;
  institutionId: string;
  /** Display name of `institutionId` (not sent to the API). */
  institution: string;
  onlyCurrent: boolean;
  withTheDead: boolean;
  showMatching: boolean;
  /** The visitor came through the advanced form (sent as `advancedSearch`). */
  advancedSearch: boolean;
  degreeTitles: DegreeTitle[];
  disciplines: string[];
  domains: string[];
  sort: SearchSort | null;
  /** Zero-based. */
  page: number;
}

export const SEARCH_PAGE_SIZE = 20;

export const EMPTY_FILTER: SearchFilter = {
  fullQuery: '',
  name: '',
  surname: '',
  specialty: '',
  institutionId: '',
  institution: '',
  onlyCurrent: false,
  withTheDead: false,
  showMatching: false,
  advancedSearch: false,
  degreeTitles: [],
  disciplines: [],
  domains: [],
  sort: null,
  page: 0,
};

const TEXT_KEYS = ['fullQuery', 'name', 'surname', 'specialty'] as const;
const FLAG_KEYS = ['onlyCurrent', 'withTheDead', 'showMatching', 'advancedSearch'] as const;
const LIST_KEYS = ['degreeTitles', 'disciplines', 'domains'] as const;
const CODE = /^[A-Z0-9]{1,16}$/;

/** Repeated (`a=X&a=Y`) or comma-separated (`a=X,Y`), as the API accepts; duplicates dropped. */
function readList(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(values)];
}

/**
 * Reads the filter from the URL. Values the API would refuse (a bad code, an unknown sort,
 * an institution id that is not a UUID) are dropped rather than sent, so a mangled link still
 * shows a search instead of an error.
 */
export function parseSearchParams(params: URLSearchParams): SearchFilter {
  const filter: SearchFilter = { ...EMPTY_FILTER };
  for (const key of TEXT_KEYS) {
    filter[key] = (params.get(key) ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
  }
  for (const key of FLAG_KEYS) filter[key] = params.get(key) === 'true';
  const institutionId = params.get('institutionId') ?? '';
  if (isUuid(institutionId)) {
    filter.institutionId = institutionId;
    filter.institution = (params.get('institution') ?? '').trim();
  }
  filter.degreeTitles = readList(params, 'degreeTitles').filter((v): v is DegreeTitle =>
    (SEARCH_DEGREE_TITLES as readonly string[]).includes(v),
  );
  filter.disciplines = readList(params, 'disciplines').filter((v) => CODE.test(v));
  filter.domains = readList(params, 'domains').filter((v) => CODE.test(v));
  const sort = params.get('sort');
  filter.sort = (SEARCH_SORTS as readonly string[]).includes(sort ?? '')
    ? (sort as SearchSort)
    : null;
  const page = Number(params.get('page') ?? '1');
  filter.page = Number.isInteger(page) && page >= 1 ? page - 1 : 0;
  return filter;
}

/** Writes the filter to URL parameters: only what differs from the empty search. */
export function toSearchParams(filter: SearchFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = filter[key].trim();
    if (value !== '') params.set(key, value);
  }
  if (filter.institutionId !== '') {
    params.set('institutionId', filter.institutionId);
    if (filter.institution !== '') params.set('institution', filter.institution);
  }
  for (const key of FLAG_KEYS) if (filter[key]) params.set(key, 'true');
  for (const key of LIST_KEYS) for (const value of filter[key]) params.append(key, value);
  if (filter.sort) params.set('sort', filter.sort);
  if (filter.page > 0) params.set('page', String(filter.page + 1));
  return params;
}

/** The API's query string for the filter (`v1.1/public/profile/scientistSearchData`). */
export function toApiQuery(filter: SearchFilter, size = SEARCH_PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams({ page: String(filter.page), size: String(size) });
  for (const key of TEXT_KEYS) {
    const value = filter[key].trim();
    if (value !== '') params.set(key, value);
  }
  if (filter.institutionId !== '') params.set('institutionId', filter.institutionId);
  for (const key of FLAG_KEYS) if (filter[key]) params.set(key, 'true');
  for (const key of LIST_KEYS) {
    if (filter[key].length > 0) params.set(key, filter[key].join(','));
  }
  if (filter.sort) params.set('sort', filter.sort);
  return params;
}

/** The part of the filter that decides the API answer (the query key). */
export function toQueryKey(filter: SearchFilter): Record<string, string> {
  return Object.fromEntries(toApiQuery(filter).entries());
}

/** True when the visitor has asked for anything (text, institution or a list filter). */
export function hasCriteria(filter: SearchFilter): boolean {
  return (
    TEXT_KEYS.some((key) => filter[key].trim() !== '') ||
    filter.institutionId !== '' ||
    LIST_KEYS.some((key) => filter[key].length > 0)
  );
}

/** Adds or removes one value of a list filter (a facet checkbox), back to the first page. */
export function toggleListValue(
  filter: SearchFilter,
  key: (typeof LIST_KEYS)[number],
  value: string,
  checked: boolean,
): SearchFilter {
  const current: string[] = filter[key];
  const next = checked
    ? [...current.filter((v) => v !== value), value]
    : current.filter((v) => v !== value);
  return { ...filter, [key]: next, page: 0 };
}
