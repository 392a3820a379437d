import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { localeOf } from '../../../lib/display-names';
import type { GremiumShortFunctions, GremiumShortMemberships } from '@ln/contracts';
import { formatPeriod } from './period';
import { PositionStatus } from './position-status';

/** Memberships of the profile in bodies of scientists, each linking to its details. */
export function MembershipsSection({
  profileId,
  memberships,
}: {
  profileId: string;
  memberships: GremiumShortMemberships;
}) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  if (memberships.length === 0) return null;
  return (
    <section className="profile-section" aria-labelledby="profile-memberships">
      <h2 id="profile-memberships">{t('GREMIUM.MEMBERSHIPS')}</h2>
      <ul className="item-list">
        {memberships.map((membership) => (
          <li key={membership.membershipId} className="item-list__item">
            <span className="item-list__title">
              <Link to={paths.profile.gremiums.getHref(profileId, membership.gremiumId)}>
                {membership.gremiumName}
              </Link>
            </span>
            <span className="item-list__meta">
              {membership.memberKind.label} · <PositionStatus status={membership.status} />
            </span>
            {membership.organizationStructure ? (
              <span className="item-list__meta">{membership.organizationStructure}</span>
            ) : null}
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
    </section>
  );
}

/** Functions of the profile in bodies of scientists. */
export function FunctionsSection({
  profileId,
  functions,
}: {
  profileId: string;
  functions: GremiumShortFunctions;
}) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  if (functions.length === 0) return null;
  return (
    <section className="profile-section" aria-labelledby="profile-functions">
      <h2 id="profile-functions">{t('GREMIUM.FUNCTIONS')}</h2>
      <ul className="item-list">
        {functions.map((item) => (
          <li key={item.functionId} className="item-list__item">
            <span className="item-list__title">
              {item.gremiumFunction} ·{' '}
              <Link to={paths.profile.gremiums.getHref(profileId, item.gremiumId)}>
                {item.gremiumName}
              </Link>
            </span>
            <span className="item-list__meta">
              <PositionStatus status={item.status} />
              {item.structure ? ` · ${item.structure}` : ''}
            </span>
            {item.periods.map((period, index) => {
              const text = formatPeriod(
                period.dateFrom,
                period.dateTo,
                locale,
                t('GREMIUM.UNTIL_NOW'),
              );
              return text ? (
                <span key={index} className="item-list__meta">
                  {text}
                </span>
              ) : null;
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
