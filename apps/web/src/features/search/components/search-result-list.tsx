import type { ScientistSearchItem } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { searchableFieldLabel, useSearchableMenu } from '../api/get-searchable-menu';
import './search.css';

/** "ks. Stanisław Ćwik": prefix, first and second name, surname. */
export function personName(names: ScientistSearchItem['names']): string {
  return [names.prefix, names.name, names.secondName, names.surname]
    .filter((part): part is string => Boolean(part))
    .join(' ');
}

const MATCH_FIELDS = [
  'NAME',
  'SECOND_NAME',
  'PREVIOUS_NAME',
  'SURNAME',
  'PREVIOUS_SURNAME',
  'SPECIALTY',
  'INSTITUTION',
] as const;

function isMatchField(field: string): field is (typeof MATCH_FIELDS)[number] {
  return (MATCH_FIELDS as readonly string[]).includes(field);
}

function MatchingInfos({ infos }: { infos: ScientistSearchItem['matchingInfos'] }) {
  const { t } = useTranslation();
  // The labels of the searchable menu the route resolved (profiles-area §3), else ours.
  const { data: menu } = useSearchableMenu();
  if (infos.length === 0) return null;
  const fieldLabel = (field: string) =>
    searchableFieldLabel(menu, field) ??
    (isMatchField(field) ? t(`SEARCH_PAGE.MATCH_FIELDS.${field}`) : field);
  return (
    <p className="search-result__matching">
      <span className="search-result__matching-label">{t('SEARCH_PAGE.MATCHED')}:</span>{' '}
      {infos.map((info, index) => (
        <span key={`${info.field}-${info.value}-${index}`}>
          {index > 0 ? '; ' : null}
          {t('SEARCH_PAGE.CRITERION', { field: fieldLabel(info.field), value: info.value })}
        </span>
      ))}
    </p>
  );
}

/** One person found: linked name, degree, institution, disciplines, the deceased mark. */
function SearchResult({ item }: { item: ScientistSearchItem }) {
  const { t } = useTranslation();
  const name = personName(item.names);
  return (
    <article className="search-result" aria-labelledby={`search-result-${item.profileId}`}>
      <h3 className="search-result__name" id={`search-result-${item.profileId}`}>
        <Link to={paths.profile.getHref(item.profileId)}>{name}</Link>
      </h3>
      {item.dead ? <p className="badge badge--deceased">{t('PROFILE.DECEASED')}</p> : null}
      {item.title ? <p className="search-result__title">{item.title}</p> : null}
      {item.names.previousSurname ? (
        <p className="search-result__meta">
          {t('SEARCH_PAGE.PREVIOUS_SURNAME', { surname: item.names.previousSurname })}
        </p>
      ) : null}
      {item.calculatedInstitutionName ? (
        <p className="search-result__institution">{item.calculatedInstitutionName}</p>
      ) : null}
      {item.disciplines.length > 0 ? (
        <ul
          className="tag-list search-result__disciplines"
          aria-label={t('SEARCH_PAGE.DISCIPLINES')}
        >
          {item.disciplines.map((discipline) => (
            <li key={discipline.code}>{discipline.label}</li>
          ))}
        </ul>
      ) : null}
      <MatchingInfos infos={item.matchingInfos} />
    </article>
  );
}

export function SearchResultList({ items }: { items: readonly ScientistSearchItem[] }) {
  return (
    <ol className="search-results">
      {items.map((item) => (
        <li key={item.profileId}>
          <SearchResult item={item} />
        </li>
      ))}
    </ol>
  );
}
