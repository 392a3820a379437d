import { useTranslation } from 'react-i18next';

import { localeOf } from '../../../lib/display-names';
import type { GremiumProfileMemberships } from '@ln/contracts';
import { formatPeriod } from './period';
import { PositionStatus } from './position-status';

/** The profile's memberships in one body (the profile's gremium child page). */
export function ProfileGremiumMemberships({ data }: { data: GremiumProfileMemberships }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (
    <ul className="item-list">
      {data.memberships.map((membership) => (
        <li key={membership.membershipId} className="item-list__item">
          <span className="item-list__title">{membership.membershipKind.label}</span>
          <span className="item-list__meta">
            <PositionStatus status={membership.status} />
          </span>
          {membership.terms.map((term, index) => {
            const period = formatPeriod(term.from, term.to, locale, t('GREMIUM.UNTIL_NOW'));
            return period ? (
              <span key={index} className="item-list__meta">
                {period}
              </span>
            ) : null;
          })}
        </li>
      ))}
    </ul>
  );
}
