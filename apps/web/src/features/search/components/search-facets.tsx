import { useTranslation } from 'react-i18next';

import { ShowMoreList } from '../../../components/ui/more-less-toggle';
import './search.css';

export interface FacetValue {
  code: string;
  label: string;
  count: number;
}

export interface SearchFacetProps {
  /** Used for the checkboxes' ids. */
  name: string;
  legend: string;
  values: readonly FacetValue[];
  selected: readonly string[];
  onToggle: (code: string, checked: boolean) => void;
  /** How many values show before the Więcej toggle. */
  limit?: number;
  /** The counts are estimates (`totalHitsEstimated`): each says "about". */
  estimated?: boolean;
}

/**
 * One facet of `filterHint` (disciplines, domains, titles): each value a checkbox with its
 * count; checking one refines the search. A selected value the answer no longer counts stays
 * listed (count 0) so it can be unchecked.
 */
export function SearchFacet({
  name,
  legend,
  values,
  selected,
  onToggle,
  limit = 8,
  estimated = false,
}: SearchFacetProps) {
  const { t } = useTranslation();
  if (values.length === 0) return null;
  // Selected values first, so a checked box never hides behind the Więcej toggle.
  const ordered = [
    ...values.filter((v) => selected.includes(v.code)),
    ...values.filter((v) => !selected.includes(v.code)),
  ];
  return (
    <fieldset className="search-facet">
      <legend>{legend}</legend>
      <ShowMoreList
        className="search-facet__list"
        items={ordered}
        limit={limit}
        getKey={(value) => value.code}
        renderItem={(value) => {
          const id = `facet-${name}-${value.code}`;
          return (
            <div className="checkbox">
              <input
                id={id}
                type="checkbox"
                checked={selected.includes(value.code)}
                onChange={(event) => onToggle(value.code, event.target.checked)}
              />
              <label htmlFor={id}>
                {t(estimated ? 'SEARCH_PAGE.FACET_COUNT_ESTIMATED' : 'SEARCH_PAGE.FACET_COUNT', {
                  label: value.label,
                  count: value.count,
                })}
              </label>
            </div>
          );
        }}
      />
    </fieldset>
  );
}

/**
 * The facet values to show: the answer's counts, plus selected codes it does not count, with
 * labels from the answer's dictionary (or the code itself).
 */
export function facetValues(
  counted: readonly FacetValue[],
  selected: readonly string[],
  dictionary: readonly { code: string; label: string }[],
): FacetValue[] {
  const missing = selected
    .filter((code) => !counted.some((value) => value.code === code))
    .map((code) => ({
      code,
      label: dictionary.find((item) => item.code === code)?.label ?? code,
      count: 0,
    }));
  return [...counted, ...missing];
}
