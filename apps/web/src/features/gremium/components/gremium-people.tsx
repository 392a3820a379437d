import type { GremiumFunctionHoldersPage, GremiumMembersPage } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { localeOf } from '../../../lib/display-names';

import { formatPeriod } from './period';
import { PositionStatus } from './position-status';

type Person = GremiumMembersPage['content'][number];

function PersonName({
  person,
}: {
  person: Pick<Person, 'profileId' | 'names' | 'prefix' | 'calculateEduLevel'>;
}) {
  const title = [person.prefix, person.calculateEduLevel].filter(Boolean).join(' ');
  const name = [person.names.name, person.names.secondName, person.names.surname]
    .filter(Boolean)
    .join(' ');
  const text = title ? `${title} ${name}` : name;
  return person.profileId ? (
    <Link to={paths.profile.getHref(person.profileId)}>{text}</Link>
  ) : (
    <>{text}</>
  );
}

/** One page of the body's members with their kind of membership and terms. */
export function GremiumMembersList({ page }: { page: GremiumMembersPage }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (
    <ul className="item-list">
      {page.content.map((member) => (
        <li key={member.membershipId} className="item-list__item">
          <span className="item-list__title">
            <PersonName person={member} />
          </span>
          <span className="item-list__meta">{member.membershipKind.label}</span>
          {member.terms.map((term, index) => {
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

/** One page of the body's function holders with their periods and status. */
export function GremiumFunctionsList({ page }: { page: GremiumFunctionHoldersPage }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (
    <ul className="item-list">
      {page.content.map((holder) => (
        <li key={holder.functionId} className="item-list__item">
          <span className="item-list__title">
            <PersonName person={holder} />
          </span>
          <span className="item-list__meta">
            {holder.function} · <PositionStatus status={holder.statusCode} />
          </span>
          {holder.periods.map((period, index) => {
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
  );
}
