import type { ScientistSearchData } from '@ln/contracts';
import { SEARCH_MAX_REACHABLE, SEARCH_TEXT_MAX_LENGTH } from '@ln/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import {
  getScientistSearchDataQueryOptions,
  useScientistSearchData,
} from '../../../features/search/api/get-scientist-search-data';
import { getSearchableMenuQueryOptions } from '../../../features/search/api/get-searchable-menu';
import { SearchCriteria } from '../../../features/search/components/search-criteria';
import { SearchEmptyState } from '../../../features/search/components/search-empty-state';
import { facetValues, SearchFacet } from '../../../features/search/components/search-facets';
import { SearchResultList } from '../../../features/search/components/search-result-list';
import type { SearchFilter, SearchSort } from '../../../features/search/search-params';
import {
  EMPTY_FILTER,
  parseSearchParams,
  toSearchParams,
  toggleListValue,
} from '../../../features/search/search-params';
import { usePageHead } from '../../../lib/page-head';
import { LoadError } from '../../../components/ui/query-state';
import './search.css';

/** Search-as-you-type waits for this pause in typing before it searches. */
export const QUERY_DEBOUNCE_MS = 400;

/** Catalogue keys of the sort options (accounts-and-platform §2: four orders, A–Z or Z–A). */
export const SORT_LABELS = {
  'surname,asc': 'SEARCH_PAGE.SORTS.SURNAME_ASC',
  'surname,desc': 'SEARCH_PAGE.SORTS.SURNAME_DESC',
  'field,asc': 'SEARCH_PAGE.SORTS.FIELD_ASC',
  'field,desc': 'SEARCH_PAGE.SORTS.FIELD_DESC',
  'discipline,asc': 'SEARCH_PAGE.SORTS.DISCIPLINE_ASC',
  'discipline,desc': 'SEARCH_PAGE.SORTS.DISCIPLINE_DESC',
  'currentEmployment,asc': 'SEARCH_PAGE.SORTS.CURRENT_EMPLOYMENT_ASC',
  'currentEmployment,desc': 'SEARCH_PAGE.SORTS.CURRENT_EMPLOYMENT_DESC',
} as const satisfies Record<SearchSort, string>;

/**
 * How a change enters the history: `change` (a filter, the sort, a page) is a new entry;
 * `typing` (search-as-you-type) is a new entry the first time, then replaces its own entry
 * while the visitor types on; `query` (Enter) keeps that typing entry as the search asked for,
 * or is a new entry. Back therefore goes to the search before the typing, never to a part of
 * the text, and never loses the search the visitor typed over.
 */
type UpdateKind = 'change' | 'typing' | 'query';
type Update = (change: (filter: SearchFilter) => SearchFilter, kind?: UpdateKind) => void;

/** The history state of an entry search-as-you-type made. */
const TYPING_ENTRY = { typing: true } as const;
const isTypingEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { typing?: unknown }).typing === true;

/** The facets of `filterHint`, each refining its list of the filter (URL parameter). */
const FACETS = [
  { name: 'domains', filterKey: 'domains', legend: 'SEARCH_PAGE.DOMAINS', limit: 10 },
  {
    name: 'disciplines',
    filterKey: 'disciplines',
    legend: 'SEARCH_PAGE.DISCIPLINES',
    limit: undefined,
  },
  { name: 'titles', filterKey: 'degreeTitles', legend: 'SEARCH_PAGE.TITLES', limit: undefined },
] as const;

/**
 * The filter lives in the URL; every change is a navigation (back/forward walk the searches).
 * A change builds on the last one asked for, not on the URL of the last render: the router
 * renders a navigation in a transition, so a quick second change (or the search-as-you-type
 * timer, made in an older render) would otherwise undo the first.
 */
function useSearchFilter() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filter = useMemo(() => parseSearchParams(searchParams), [searchParams]);
  const latest = useRef(searchParams);
  const typingEntry = useRef(isTypingEntry(location.state));
  useEffect(() => {
    // A navigation from outside (back/forward, a link) is the new base.
    latest.current = searchParams;
    typingEntry.current = isTypingEntry(location.state);
  }, [searchParams, location.state]);
  const update: Update = (change, kind = 'change') => {
    const next = toSearchParams(change(parseSearchParams(latest.current)));
    const replace = kind !== 'change' && typingEntry.current;
    latest.current = next;
    typingEntry.current = kind === 'typing';
    void navigate(
      { search: `?${next.toString()}` },
      { replace, state: kind === 'typing' ? TYPING_ENTRY : null },
    );
  };
  return { filter, update };
}

/**
 * The main query. It searches as the visitor types (after a pause; one history entry for the
 * whole typing, so back does not walk every keystroke) and on Enter (see `UpdateKind`).
 */
function QueryForm({ filter, update }: { filter: SearchFilter; update: Update }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filter.fullQuery);
  // The query this field last put in the URL: a different one in the URL came from outside
  // (back/forward, a link) and replaces the draft.
  const shown = useRef(filter.fullQuery);
  // The pending search-as-you-type; Enter or a change from outside cancels it, so a late
  // timer never overwrites the search the visitor has since moved to.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (filter.fullQuery !== shown.current) {
      clearTimeout(timer.current);
      shown.current = filter.fullQuery;
      setDraft(filter.fullQuery);
    }
  }, [filter.fullQuery]);
  useEffect(() => {
    clearTimeout(timer.current);
    const text = draft.trim();
    if (text === shown.current) return undefined;
    timer.current = setTimeout(() => {
      shown.current = text;
      update((current) => ({ ...current, fullQuery: text, page: 0 }), 'typing');
    }, QUERY_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
    // `update` is a new function each render; the draft alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    const text = draft.trim();
    shown.current = text;
    update((current) => ({ ...current, fullQuery: text, page: 0 }), 'query');
  };
  return (
    <form className="search-query" role="search" onSubmit={onSubmit}>
      <div className="field search-query__field">
        <label htmlFor="search-full-query">{t('SEARCH_PAGE.QUERY_LABEL')}</label>
        <input
          id="search-full-query"
          type="search"
          value={draft}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          aria-describedby="search-full-query-hint"
          onChange={(event) => setDraft(event.target.value)}
        />
        <span id="search-full-query-hint" className="field__hint">
          {t('SEARCH_PAGE.QUERY_HINT')}
        </span>
      </div>
      <button type="submit" className="button button--primary">
        {t('SEARCH_PAGE.SUBMIT')}
      </button>
      <Link
        className="search-query__advanced"
        to={paths.advancedSearch.getHref(toSearchParams(filter))}
      >
        {t('SEARCH_PAGE.ADVANCED_LINK')}
      </Link>
    </form>
  );
}

function activeFilterCount(filter: SearchFilter): number {
  return (
    [filter.name, filter.surname, filter.specialty, filter.institutionId].filter((v) => v !== '')
      .length +
    filter.domains.length +
    filter.disciplines.length +
    filter.degreeTitles.length +
    [filter.onlyCurrent, filter.withTheDead, filter.showMatching].filter(Boolean).length
  );
}

/** Facets with counts, the options and the advanced criteria; a collapsible panel below 768 px. */
function FiltersPanel({
  filter,
  update,
  data,
}: {
  filter: SearchFilter;
  update: Update;
  data: ScientistSearchData | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filter);
  const option = (key: 'onlyCurrent' | 'withTheDead' | 'showMatching', label: string) => (
    <div className="checkbox">
      <input
        id={`search-option-${key}`}
        type="checkbox"
        checked={filter[key]}
        onChange={(event) => {
          const checked = event.target.checked;
          update((current) => ({ ...current, [key]: checked, page: 0 }));
        }}
      />
      <label htmlFor={`search-option-${key}`}>{label}</label>
    </div>
  );
  return (
    <>
      <button
        type="button"
        className="button search-filters__toggle"
        aria-expanded={open}
        aria-controls="search-filters"
        onClick={() => setOpen((value) => !value)}
      >
        {t('SEARCH_PAGE.FILTERS_TOGGLE', { count })}
      </button>
      <aside
        id="search-filters"
        className={open ? 'search-filters search-filters--open' : 'search-filters'}
        aria-labelledby="search-filters-title"
      >
        <h2 id="search-filters-title" className="search-panel__title">
          {t('SEARCH_PAGE.FILTERS_TITLE')}
        </h2>
        <SearchCriteria
          filter={filter}
          onRemove={(key) =>
            update((current) => ({
              ...current,
              [key]: '',
              ...(key === 'institutionId' ? { institution: '' } : {}),
              page: 0,
            }))
          }
        />
        {data ? (
          <>
            {FACETS.map((facet) => (
              <SearchFacet
                key={facet.name}
                name={facet.name}
                legend={t(facet.legend)}
                values={facetValues(
                  data.filterHint[facet.name],
                  filter[facet.filterKey],
                  data.dictionaries[facet.filterKey],
                )}
                selected={filter[facet.filterKey]}
                estimated={data.totalHitsEstimated}
                onToggle={(code, checked) =>
                  update((current) => toggleListValue(current, facet.filterKey, code, checked))
                }
                limit={facet.limit}
              />
            ))}
          </>
        ) : null}
        <fieldset className="search-facet">
          <legend>{t('SEARCH_PAGE.OPTIONS')}</legend>
          {option('onlyCurrent', t('SEARCH_PAGE.ONLY_CURRENT'))}
          {option('withTheDead', t('SEARCH_PAGE.WITH_THE_DEAD'))}
          {option('showMatching', t('SEARCH_PAGE.SHOW_MATCHING'))}
        </fieldset>
        {count > 0 ? (
          <button
            type="button"
            className="link-button search-filters__clear"
            onClick={() =>
              update((current) => ({
                ...EMPTY_FILTER,
                fullQuery: current.fullQuery,
                sort: current.sort,
              }))
            }
          >
            {t('SEARCH_PAGE.CLEAR_FILTERS')}
          </button>
        ) : null}
      </aside>
    </>
  );
}

/** "Znaleziono osób: 45", or past the cap "Wyświetlono 1000 z 12 345 wyników…". */
function ResultSummary({ data }: { data: ScientistSearchData }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  const total = format.format(data.totalHits);
  if (data.totalHits <= SEARCH_MAX_REACHABLE) return <>{t('SEARCH_PAGE.TOTAL', { total })}</>;
  const shown = format.format(data.page.totalElements);
  return (
    <>
      {data.totalHitsEstimated
        ? t('SEARCH_PAGE.CAPPED_ESTIMATED', { shown, total })
        : t('SEARCH_PAGE.CAPPED', { shown, total })}
    </>
  );
}

/** `/profiles`: the people search (accounts-and-platform §2, profiles-area §3). */
export function SearchRoute() {
  const { t } = useTranslation();
  const { filter, update } = useSearchFilter();
  const query = (filter.fullQuery || [filter.name, filter.surname].join(' ')).trim();
  usePageHead(
    query
      ? {
          title: t('SEO.SEARCH_TITLE', { query }),
          description: t('SEO.SEARCH_DESCRIPTION', { query }),
        }
      : { title: t('SEARCH.TITLE'), description: t('SEO.SEARCH_DESCRIPTION_ALL') },
  );
  const search = useScientistSearchData(filter);
  const data = search.data;
  const resultsRef = useRef<HTMLElement>(null);
  return (
    <article className="search-page" aria-labelledby="search-title">
      <h1 id="search-title">{t('SEARCH.TITLE')}</h1>
      <QueryForm filter={filter} update={update} />
      <div className="search-layout">
        <FiltersPanel filter={filter} update={update} data={data} />
        <section
          ref={resultsRef}
          className="search-results-section"
          aria-labelledby="search-results-title"
          aria-busy={search.isFetching}
        >
          <h2 id="search-results-title" className="visually-hidden">
            {t('SEARCH_PAGE.RESULTS_TITLE')}
          </h2>
          <div className="search-toolbar">
            {/* Always rendered, so each new count is announced. */}
            <p className="list-summary search-toolbar__summary" role="status" aria-live="polite">
              {data && !search.isError ? <ResultSummary data={data} /> : ''}
            </p>
            <div className="field search-toolbar__sort">
              <label htmlFor="search-sort">{t('SEARCH_PAGE.SORT')}</label>
              <select
                id="search-sort"
                value={filter.sort ?? ''}
                onChange={(event) => {
                  const value = event.target.value;
                  update((current) => ({
                    ...current,
                    sort: value === '' ? null : (value as SearchSort),
                    page: 0,
                  }));
                }}
              >
                <option value="">{t('SEARCH_PAGE.SORT_RELEVANCE')}</option>
                {(Object.keys(SORT_LABELS) as SearchSort[]).map((sort) => (
                  <option key={sort} value={sort}>
                    {t(SORT_LABELS[sort])}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {search.isPending ? <Spinner block /> : null}
          {search.isError ? <LoadError onRetry={() => void search.refetch()} /> : null}
          {data && !search.isError ? (
            data.totalHits === 0 ? (
              <SearchEmptyState />
            ) : (
              <>
                <SearchResultList items={data.page.content} />
                <Pager
                  page={filter.page}
                  totalPages={data.page.totalPages}
                  onPageChange={(page) => {
                    update((current) => ({ ...current, page }));
                    // Back to the top of the results (jsdom has no scrollIntoView).
                    resultsRef.current?.scrollIntoView?.({ block: 'start' });
                  }}
                  label={t('SEARCH_PAGE.PAGER')}
                />
              </>
            )
          ) : null}
        </section>
      </div>
    </article>
  );
}

/**
 * The route's loader: starts the search of the address's filter as soon as the page's code is
 * there, before the page renders and mounts (the page's own query picks the answer up).
 */
export function createSearchLoader(queryClient: () => QueryClient) {
  return async ({ request }: { request: Request }) => {
    const filter = parseSearchParams(new URL(request.url).searchParams);
    const client = queryClient();
    void client.prefetchQuery(getScientistSearchDataQueryOptions(filter));
    // accounts-and-platform §2: "/profiles … resolves a searchable menu first". Read once per
    // visit (staleTime Infinity); a failure leaves the catalogue's labels, never an error page.
    await client.ensureQueryData(getSearchableMenuQueryOptions()).catch(() => undefined);
    return null;
  };
}

export { SearchRoute as Component };
