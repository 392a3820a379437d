import type {
  DictionaryItem,
  ScientistSearchItem,
  ScientistSearchQuery,
  SEARCH_SORTS,
} from '@ln/contracts';
import type { FacetCount, SearchQuery } from '@ln/search';
import type { Lang } from '../../plugins/language.js';
import type { ClassificationRow, SearchItemRow } from './search.repository.js';

/** The validated API query as the engines take it. */
export function toSearchQuery(query: ScientistSearchQuery): SearchQuery {
  const [field, direction] = (query.sort?.split(',') ?? []) as [
    NonNullable<SearchQuery['sort']>['field'],
    NonNullable<SearchQuery['sort']>['direction'],
  ];
  return {
    fullQuery: query.fullQuery,
    name: query.name,
    surname: query.surname,
    specialty: query.specialty,
    institutionId: query.institutionId,
    onlyCurrent: query.onlyCurrent,
    withTheDead: query.withTheDead,
    degreeTitles: query.degreeTitles,
    disciplines: query.disciplines,
    domains: query.domains,
    showMatching: query.showMatching,
    page: query.page,
    size: query.size,
    sort: query.sort ? { field, direction } : null,
  };
}

export function toSearchItem(
  row: SearchItemRow,
  matchingInfos: ScientistSearchItem['matchingInfos'],
  lang: Lang,
  /** The classification's disciplines by code. */
  disciplinesByCode: ReadonlyMap<string, ClassificationRow>,
): ScientistSearchItem {
  // The main discipline first, then the classification's order.
  const disciplines = row.disciplines
    .map((entry) => {
      const [code = '', field = '', main] = entry.split(' ');
      const known = disciplinesByCode.get(code);
      return { code, field, main: main === '1', known };
    })
    .sort(
      (a, b) =>
        Number(b.main) - Number(a.main) ||
        (a.known?.order ?? Infinity) - (b.known?.order ?? Infinity) ||
        a.code.localeCompare(b.code),
    );
  return {
    profileId: row.id,
    file:
      row.photo_content !== null
        ? { id: row.id, name: row.photo_name ?? '', content: row.photo_content }
        : null,
    names: {
      name: row.first_name,
      secondName: row.second_name,
      surname: row.surname,
      previousSurname: row.previous_surname,
      prefix: row.prefix,
    },
    domainCode: disciplines[0]?.field ?? null,
    matchingInfos,
    title: row.calculated_edu_level,
    calculatedInstitutionName: row.institution_name,
    disciplines: disciplines.map((d) => ({
      code: d.code,
      label: (lang === 'en' ? d.known?.label_en : d.known?.label_pl) ?? d.code,
    })),
    dead: row.dead,
  };
}

/** Facet counts with their labels, in dictionary order; unknown codes are dropped. */
export function withLabels(counts: FacetCount[], dictionary: DictionaryItem[]) {
  const byCode = new Map(counts.map((c) => [c.code, c.count]));
  return dictionary
    .filter((item) => (byCode.get(item.code) ?? 0) > 0)
    .map((item) => ({ code: item.code, label: item.label, count: byCode.get(item.code)! }));
}

export const SORT_LABELS: Record<(typeof SEARCH_SORTS)[number], { pl: string; en: string }> = {
  'surname,asc': { pl: 'Nazwisko A–Z', en: 'Surname A–Z' },
  'surname,desc': { pl: 'Nazwisko Z–A', en: 'Surname Z–A' },
  'field,asc': { pl: 'Dziedzina A–Z', en: 'Field A–Z' },
  'field,desc': { pl: 'Dziedzina Z–A', en: 'Field Z–A' },
  'discipline,asc': { pl: 'Dyscyplina A–Z', en: 'Discipline A–Z' },
  'discipline,desc': { pl: 'Dyscyplina Z–A', en: 'Discipline Z–A' },
  'currentEmployment,asc': { pl: 'Obecne zatrudnienie A–Z', en: 'Current employment A–Z' },
  'currentEmployment,desc': { pl: 'Obecne zatrudnienie Z–A', en: 'Current employment Z–A' },
};
