import {
  SEARCH_MAX_REACHABLE,
  SEARCH_SORTS,
  toPage,
  TYPEAHEAD_LIMIT,
  type DictionaryItem,
  type ScientistSearchData,
  type ScientistSearchQuery,
} from '@ln/contracts';
import type { SearchEngine } from '@ln/search';
import { isVisibleProfile } from '@ln/visibility';
import type { Lang } from '../../plugins/language.js';
import { DEGREE_TITLES } from '../dictionary/dictionary.fns.js';
import { SORT_LABELS, toSearchItem, toSearchQuery, withLabels } from './search.fns.js';
import type { ClassificationRow, SearchItemRow, SearchRepository } from './search.repository.js';

type Dictionaries = ScientistSearchData['dictionaries'];

/** Search (profiles-area §7 "Search"): the engine finds ids, the database gives the items. */
export function createSearchService(deps: { repo: SearchRepository; engine: SearchEngine }) {
  const { repo, engine } = deps;
  // The classification is reference data: read once, with its disciplines by code.
  let classification:
    Promise<{ rows: ClassificationRow[]; disciplines: Map<string, ClassificationRow> }> | undefined;
  const loadClassification = () =>
    (classification ??= repo.findClassification().then(
      (rows) => ({
        rows,
        disciplines: new Map(rows.filter((r) => r.kind === 'discipline').map((r) => [r.code, r])),
      }),
      (error: unknown) => {
        classification = undefined;
        throw error;
      },
    ));
  const dictionaries = async (lang: Lang): Promise<Dictionaries> => {
    const { rows } = await loadClassification();
    const items = (kind: ClassificationRow['kind']): DictionaryItem[] =>
      rows
        .filter((r) => r.kind === kind)
        .map((r) => ({
          code: r.code,
          label: lang === 'en' ? r.label_en : r.label_pl,
          order: r.order,
        }));
    return {
      degreeTitles: DEGREE_TITLES.map((d, i) => ({ code: d.code, label: d[lang], order: i + 1 })),
      domains: items('field'),
      disciplines: items('discipline'),
      sorts: SEARCH_SORTS.map((code, i) => ({
        code,
        label: SORT_LABELS[code][lang],
        order: i + 1,
      })),
    };
  };

  return {
    async scientistSearchData(
      query: ScientistSearchQuery,
      lang: Lang,
    ): Promise<ScientistSearchData> {
      const [result, dicts, { disciplines }] = await Promise.all([
        engine.search(toSearchQuery(query)),
        dictionaries(lang),
        loadClassification(),
      ]);
      // The PostgreSQL engine reads the display rows with the page (SearchHit.row, given
      // searchItemRow); the rows it did not read (Meilisearch's hits) are read here.
      const unread = result.hits.filter((h) => h.row === undefined).map((h) => h.profileId);
      const read = new Map((await repo.findItems(unread)).map((r) => [r.id, r]));
      // A profile hidden a moment ago may still be in the index until the outbox catches up:
      // it is left out here, never shown. So is one deleted a moment ago (no row).
      const content = result.hits.flatMap((hit) => {
        const row =
          hit.row === undefined ? read.get(hit.profileId) : (hit.row as SearchItemRow | null);
        return row && isVisibleProfile(row)
          ? [toSearchItem(row, hit.matchingInfos, lang, disciplines)]
          : [];
      });
      const reachable = Math.min(result.totalHits, SEARCH_MAX_REACHABLE);
      return {
        page: toPage(content, reachable, query),
        filterHint: {
          disciplines: withLabels(result.facets.disciplines, dicts.disciplines),
          domains: withLabels(result.facets.domains, dicts.domains),
          titles: withLabels(result.facets.titles, dicts.degreeTitles),
        },
        dictionaries: dicts,
        totalHits: result.totalHits,
        totalHitsEstimated: result.estimated === true,
      };
    },

    async institutionsByName(name: string) {
      const rows = await repo.findInstitutions(name, TYPEAHEAD_LIMIT);
      return rows.map((r) => ({ institutionId: r.id, institutionName: r.name_pl, city: r.city }));
    },

    async specialtiesByName(name: string) {
      const rows = await repo.findSpecialtyTerms(name, TYPEAHEAD_LIMIT);
      return rows.map((r) => ({ specialtyId: r.id, labelPl: r.label_pl, labelEn: r.label_en }));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
