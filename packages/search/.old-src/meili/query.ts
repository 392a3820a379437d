import type { SearchParams } from 'meilisearch';
import { SEARCH_MAX_REACHABLE, type MatchingInfo, type SearchQuery } from '../engine.js';
import { tokenize } from '../text.js';
import type { MeiliDocument, SearchableAttribute } from './settings.js';

const SORT_ATTRIBUTE = {
  surname: 'sortSurname',
  field: 'sortField',
  discipline: 'sortDiscipline',
  currentEmployment: 'sortEmployment',
} as const;

type TextField = 'fullQuery' | 'surname' | 'name' | 'specialty';

const ATTRIBUTES: Record<TextField, (onlyCurrent: boolean) => SearchableAttribute[]> = {
  fullQuery: (onlyCurrent) => [
    'surname',
    'previousSurname',
    'firstName',
    'secondName',
    'previousName',
    'specialtiesPl',
    'specialtiesEn',
    'currentInstitutions',
    ...(onlyCurrent ? [] : (['formerInstitutions'] as const)),
  ],
  surname: () => ['surname', 'previousSurname'],
  name: () => ['firstName', 'secondName'],
  specialty: () => ['specialtiesPl', 'specialtiesEn'],
};
const TOKENS: Record<Exclude<TextField, 'fullQuery'>, string> = {
  surname: 'surnameTokens',
  name: 'nameTokens',
  specialty: 'specialtyTokens',
};

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const anyOf = (attribute: string, values: readonly string[]) =>
  `${attribute} IN [${values.map(quote).join(', ')}]`;

export interface MeiliSearchPlan {
  q: string;
  params: SearchParams;
  /** Folded words that must match, by the text field they came from. */
  words: Partial<Record<TextField, string[]>>;
  /** No page of hits is reachable: ask only for the total and the counts. */
  pastCap: boolean;
}

/**
 * One SearchQuery as one Meilisearch search. The first text field given (fullQuery, then
 * surname, name, specialty) is the query, searched on its own attributes; a second and third
 * text field become filters on folded words (each word exact, the last a prefix), since a
 * Meilisearch search has one query string. Paging is offset/limit clipped to the 1,000 cap.
 */
export function planSearch(query: SearchQuery): MeiliSearchPlan {
  const words: MeiliSearchPlan['words'] = {};
  for (const field of ['fullQuery', 'surname', 'name', 'specialty'] as const) {
    const text = query[field];
    const list = text ? tokenize(text) : [];
    if (list.length > 0) words[field] = list;
  }
  const fields = Object.keys(words) as TextField[];
  const primary = fields[0];

  const filter: string[] = [];
  if (!query.withTheDead) filter.push('dead = false');
  if (query.institutionId) {
    filter.push(
      `${query.onlyCurrent ? 'currentInstitutionIds' : 'institutionIds'} = ${quote(query.institutionId)}`,
    );
  }
  if (query.degreeTitles.length > 0) filter.push(anyOf('highestDegree', query.degreeTitles));
  if (query.disciplines.length > 0) filter.push(anyOf('disciplines', query.disciplines));
  if (query.domains.length > 0) filter.push(anyOf('domains', query.domains));
  for (const field of fields.slice(1)) {
    if (field === 'fullQuery') continue;
    const list = words[field]!;
    list.forEach((word, i) =>
      filter.push(`${TOKENS[field]} ${i === list.length - 1 ? 'STARTS WITH' : '='} ${quote(word)}`),
    );
  }

  const offset = query.page * query.size;
  const pastCap = offset >= SEARCH_MAX_REACHABLE;
  const limit = pastCap ? 0 : Math.min(query.size, SEARCH_MAX_REACHABLE - offset);
  const sort = query.sort
    ? [
        `${SORT_ATTRIBUTE[query.sort.field]}:${query.sort.direction}`,
        ...(query.sort.field === 'surname' ? [] : [`sortSurname:asc`]),
      ]
    : primary
      ? undefined
      : ['sortSurname:asc'];

  const params: SearchParams = {
    offset: pastCap ? 0 : offset,
    limit,
    filter,
    facets: ['disciplines', 'domains', 'highestDegree', 'everyone'],
    matchingStrategy: 'all',
    attributesToRetrieve: query.showMatching ? ['id', 'o'] : ['id'],
    showMatchesPosition: query.showMatching,
  };
  if (sort) params.sort = sort;
  if (primary) params.attributesToSearchOn = ATTRIBUTES[primary](query.onlyCurrent);
  return { q: primary ? words[primary]!.join(' ') : '', params, words, pastCap };
}

const FIELD_OF: Record<SearchableAttribute, MatchingInfo['field']> = {
  surname: 'SURNAME',
  previousSurname: 'PREVIOUS_SURNAME',
  firstName: 'NAME',
  secondName: 'SECOND_NAME',
  previousName: 'PREVIOUS_NAME',
  specialtiesPl: 'SPECIALTY',
  specialtiesEn: 'SPECIALTY',
  currentInstitutions: 'INSTITUTION',
  formerInstitutions: 'INSTITUTION',
};

type MatchesPosition = Record<string, Array<{ start: number; length: number; indices?: number[] }>>;

/**
 * matchingInfos from Meilisearch's match positions (on the folded attributes), reported with
 * the original spelling, each (field, value) once. Words that came in as filters (a second
 * text field) are matched here the same way (word prefix).
 */
export function matchingInfos(
  hit: Pick<MeiliDocument, 'o'>,
  positions: MatchesPosition | undefined,
  plan: MeiliSearchPlan,
): MatchingInfo[] {
  const searched = new Set<string>(plan.params.attributesToSearchOn ?? []);
  const seen = new Map<string, MatchingInfo>();
  const add = (attribute: SearchableAttribute, index: number | undefined) => {
    const original = hit.o[attribute];
    const value = Array.isArray(original) ? original[index ?? 0] : original;
    if (!value) return;
    const field = FIELD_OF[attribute];
    seen.set(`${field}\u0000${value}`, { field, value });
  };
  for (const [attribute, matches] of Object.entries(positions ?? {})) {
    if (!searched.has(attribute)) continue;
    for (const m of matches) {
      if (m.indices && m.indices.length > 0)
        m.indices.forEach((i) => add(attribute as SearchableAttribute, i));
      else add(attribute as SearchableAttribute, undefined);
    }
  }
  for (const [field, list] of Object.entries(plan.words) as [TextField, string[]][]) {
    if (field === Object.keys(plan.words)[0] || field === 'fullQuery') continue;
    for (const attribute of ATTRIBUTES[field](false)) {
      const original = hit.o[attribute];
      const values = Array.isArray(original) ? original : original ? [original] : [];
      values.forEach((value, i) => {
        const tokens = tokenize(value);
        if (list.some((w) => tokens.some((t) => t.startsWith(w)))) add(attribute, i);
      });
    }
  }
  return [...seen.values()];
}
