import type { IndustrialProperty } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { DescriptionList } from '../../../components/ui/description-list';
import { paths } from '../../../config/paths';
import { countryName, languageName, localeOf } from '../../../lib/display-names';
import { formatDate } from '../../../lib/format-date';

/** An industrial property right: its titles, abstracts, creators and protection rights. */
export function PatentDetails({ patent }: { patent: IndustrialProperty }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const { details } = patent;
  const otherTitles = details.titles.filter((title) => title.value !== details.calculatedTitle);
  return (
    <>
      <DescriptionList
        items={[
          { key: 'type', label: t('PATENT.TYPE'), value: details.typeName },
          {
            key: 'creators',
            label: t('PATENT.CREATORS'),
            value:
              patent.creators.length > 0 ? (
                <ul className="plain-list">
                  {patent.creators.map((creator, index) => (
                    <li key={index}>
                      {creator.profileId ? (
                        <Link to={paths.profile.getHref(creator.profileId)}>
                          {creator.name} {creator.surname}
                        </Link>
                      ) : (
                        `${creator.name} ${creator.surname}`
                      )}
                    </li>
                  ))}
                </ul>
              ) : null,
          },
          {
            key: 'titles',
            label: t('PATENT.OTHER_TITLES'),
            value:
              otherTitles.length > 0 ? (
                <ul className="plain-list">
                  {otherTitles.map((title, index) => (
                    <li key={index}>
                      {title.value} ({languageName(title.languageCode, locale)})
                    </li>
                  ))}
                </ul>
              ) : null,
          },
          { key: 'botanic', label: t('PATENT.BOTANIC_NAME'), value: details.botanicName },
          { key: 'species', label: t('PATENT.PLANT_SPECIES'), value: details.plantSpeciesName },
          { key: 'variety', label: t('PATENT.PLANT_VARIETY'), value: details.plantVarietyName },
          { key: 'source', label: t('PATENT.SOURCE'), value: patent.source },
        ]}
      />
      {details.abstracts.length > 0 ? (
        <section className="detail-section" aria-labelledby="patent-abstracts">
          <h3 id="patent-abstracts">{t('PATENT.ABSTRACTS')}</h3>
          {details.abstracts.map((abstract, index) => (
            <p key={index}>
              <span className="item-list__meta">
                {abstract.name ?? languageName(abstract.languageCode, locale)}:{' '}
              </span>
              {abstract.value}
            </p>
          ))}
        </section>
      ) : null}
      {patent.rights.map((right, index) => (
        <section key={index} className="detail-section" aria-labelledby={`patent-right-${index}`}>
          <h3 id={`patent-right-${index}`}>
            {patent.rights.length > 1
              ? t('PATENT.RIGHT_NUMBERED', { number: index + 1 })
              : t('PATENT.RIGHT')}
          </h3>
          <DescriptionList
            items={[
              {
                key: 'application',
                label: t('PATENT.APPLICATION'),
                value: [right.applicationNumber, formatDate(right.applicationDate, locale)]
                  .filter(Boolean)
                  .join(', '),
              },
              {
                key: 'publication',
                label: t('PATENT.PUBLICATION'),
                value: [right.publicationNumber, formatDate(right.publicationDate, locale)]
                  .filter(Boolean)
                  .join(', '),
              },
              {
                key: 'grant',
                label: t('PATENT.GRANT'),
                value: [right.rightNumber, formatDate(right.grantDate, locale)]
                  .filter(Boolean)
                  .join(', '),
              },
              {
                key: 'granting-institution',
                label: t('PATENT.GRANTING_INSTITUTION'),
                value: [
                  right.grantingInstitutionName ?? right.grantingInstitutionCode,
                  right.grantingInstitutionCountry
                    ? countryName(right.grantingInstitutionCountry, locale)
                    : null,
                ]
                  .filter(Boolean)
                  .join(', '),
              },
              {
                key: 'region',
                label: t('PATENT.PROTECTION_REGION'),
                value: right.protectionRegion,
              },
              {
                key: 'priority',
                label: t('PATENT.PRIORITY'),
                value: [right.priorityRegion, right.priorityNumber].filter(Boolean).join(' '),
              },
              {
                key: 'showing-entity',
                label: t('PATENT.SHOWING_ENTITY'),
                value: right.showingEntity
                  ? [
                      right.showingEntity.name,
                      ...right.showingEntity.institutions.map((institution) => institution.name),
                    ]
                      .filter(Boolean)
                      .join(', ')
                  : null,
              },
              {
                key: 'registries',
                label: t('PATENT.REGISTRIES'),
                value: (() => {
                  const links = [
                    ['UPRP', right.registryLinks.uprp],
                    ['Espacenet', right.registryLinks.espacenet],
                    ['EPO', right.registryLinks.epo],
                  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
                  return links.length > 0 ? (
                    <ul className="plain-list">
                      {links.map(([name, link]) => (
                        <li key={name}>
                          <a href={link} rel="noopener noreferrer">
                            {name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null;
                })(),
              },
            ]}
          />
        </section>
      ))}
    </>
  );
}
