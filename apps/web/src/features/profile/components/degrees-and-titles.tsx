import type { DegreesAndTitles } from '@ln/contracts';
import { useTranslation } from 'react-i18next';

import { countryName, localeOf } from '../../../lib/display-names';

/** Degrees and titles, oldest first, with the granting institution and field. */
export function DegreesAndTitlesSection({ data }: { data: DegreesAndTitles }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  if (data.degreesAndTitles.length === 0) return null;
  const items = [...data.degreesAndTitles].sort((a, b) => (a.year ?? 0) - (b.year ?? 0));
  return (
    <section className="profile-section" aria-labelledby="profile-degrees">
      <h2 id="profile-degrees">{t('PROFILE.DEGREES_AND_TITLES')}</h2>
      <ul className="item-list">
        {items.map((item) => {
          const institution = item.grantingInstitution.institutionName;
          const country = item.grantingInstitution.country;
          const field =
            item.classificationLabels.discipline?.label ?? item.classificationLabels.label;
          return (
            <li key={item.id} className="item-list__item">
              <span className="item-list__title">
                {item.label}
                {item.year ? <span className="item-list__year"> ({item.year})</span> : null}
              </span>
              {field ? <span className="item-list__meta">{field}</span> : null}
              {institution ? (
                <span className="item-list__meta">
                  {t('PROFILE.GRANTED_BY', {
                    institution:
                      country && country !== 'PL'
                        ? `${institution} (${countryName(country, locale)})`
                        : institution,
                  })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
