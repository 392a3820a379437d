import { useTranslation } from 'react-i18next';

import type { SearchFilter } from '../search-params';
import './search.css';
import { Icon } from '../../../components/ui/icon';

type TextCriterion = 'name' | 'surname' | 'specialty' | 'institutionId';

const LABELS = {
  name: 'SEARCH_PAGE.NAME',
  surname: 'SEARCH_PAGE.SURNAME',
  specialty: 'SEARCH_PAGE.SPECIALTY',
  institutionId: 'SEARCH_PAGE.INSTITUTION',
} as const satisfies Record<TextCriterion, string>;

/**
 * The advanced form's criteria in force (name, surname, specialty, institution), each with a
 * button removing it; they are edited on the advanced search page.
 */
export function SearchCriteria({
  filter,
  onRemove,
}: {
  filter: SearchFilter;
  onRemove: (criterion: TextCriterion) => void;
}) {
  const { t } = useTranslation();
  const criteria = (Object.keys(LABELS) as TextCriterion[]).flatMap((key) => {
    const value =
      key === 'institutionId' ? filter.institution || filter.institutionId : filter[key];
    return value === ''
      ? []
      : [{ key, text: t('SEARCH_PAGE.CRITERION', { field: t(LABELS[key]), value }) }];
  });
  if (criteria.length === 0) return null;
  return (
    <section className="search-criteria" aria-labelledby="search-criteria-title">
      <h3 id="search-criteria-title" className="search-panel__title">
        {t('SEARCH_PAGE.ACTIVE_FILTERS')}
      </h3>
      <ul className="search-criteria__list">
        {criteria.map((criterion) => (
          <li key={criterion.key} className="search-criteria__item">
            <span>{criterion.text}</span>
            <button
              type="button"
              className="search-criteria__remove"
              aria-label={t('SEARCH_PAGE.REMOVE_FILTER', { filter: criterion.text })}
              onClick={() => onRemove(criterion.key)}
            >
              <Icon name="close" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
