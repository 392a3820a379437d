import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import type { GremiumListPage } from '@ln/contracts';

/** One page of bodies: each name links to the body's page; status, type and members below. */
export function GremiumList({ page }: { page: GremiumListPage }) {
  const { t } = useTranslation();
  return (
    <ul className="item-list">
      {page.content.map((gremium) => (
        <li key={gremium.gremiumId} className="item-list__item">
          <span className="item-list__title">
            <Link to={paths.gremiums.details.getHref(gremium.gremiumId)}>{gremium.name}</Link>
          </span>
          {gremium.organizationStructure ? (
            <span className="item-list__meta">{gremium.organizationStructure}</span>
          ) : null}
          <span className="item-list__meta">
            {[
              gremium.status === 'CURRENT'
                ? t('GREMIUM.GREMIUM_CURRENT')
                : t('GREMIUM.GREMIUM_FORMER'),
              gremium.institutionType?.label,
              t('GREMIUM.LIST_MEMBERS_COUNT', { members: gremium.membersCount }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
