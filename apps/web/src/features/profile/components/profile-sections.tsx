import type { PersonDetails } from '@ln/contracts';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../../lib/format-date';
import { isEnglish, localeOf } from '../../../lib/display-names';
import { ExpandableText } from './expandable-text';
import './profile.css';

type Employment = PersonDetails['employments'][number];

/** About me in Polish and English; the page's language first, each marked with its `lang`. */
export function AboutMeSection({ person }: { person: PersonDetails }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const versions = [
    { key: 'pl', lang: 'pl', heading: t('PROFILE.ABOUT_ME_PL'), text: person.aboutMe?.trim() },
    { key: 'en', lang: 'en', heading: t('PROFILE.ABOUT_ME_EN'), text: person.aboutMeEn?.trim() },
  ].filter((version): version is typeof version & { text: string } => Boolean(version.text));
  if (versions.length === 0) return null;
  if (isEnglish(locale)) versions.reverse();
  const pageLang = isEnglish(locale) ? 'en' : 'pl';
  return (
    <section className="profile-section" aria-labelledby="profile-about-me">
      <h2 id="profile-about-me">{t('PROFILE.ABOUT_ME')}</h2>
      {versions.map((version) => (
        <div key={version.key} className="profile-about-me">
          {versions.length > 1 ? <h3>{version.heading}</h3> : null}
          <ExpandableText
            text={version.text}
            lang={version.lang === pageLang ? undefined : version.lang}
          />
        </div>
      ))}
    </section>
  );
}

function employmentPeriod(employment: Employment, locale: 'pl-PL' | 'en-EN', now: string): string {
  const from = formatDate(employment.startDate, locale);
  const to = employment.endDate ? formatDate(employment.endDate, locale) : now;
  return from ? `${from} – ${to}` : '';
}

export function EmploymentsSection({ employments }: { employments: PersonDetails['employments'] }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  if (employments.length === 0) return null;
  const current = employments.filter((item) => item.statusEmployment === 'CURRENT');
  const former = employments.filter((item) => item.statusEmployment !== 'CURRENT');
  const list = (items: Employment[]) => (
    <ul className="item-list">
      {items.map((employment) => {
        const period = employmentPeriod(employment, locale, t('PROFILE.UNTIL_NOW'));
        return (
          <li key={employment.employmentId} className="item-list__item">
            <span className="item-list__title">
              {employment.internetLink ? (
                <a href={employment.internetLink} rel="noopener noreferrer">
                  {employment.institution}
                </a>
              ) : (
                employment.institution
              )}
            </span>
            {employment.position ? (
              <span className="item-list__meta">{employment.position}</span>
            ) : null}
            {period ? <span className="item-list__meta">{period}</span> : null}
            {employment.additionalInformation ? (
              <span className="item-list__meta">{employment.additionalInformation}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
  return (
    <section className="profile-section" aria-labelledby="profile-employments">
      <h2 id="profile-employments">{t('PROFILE.EMPLOYMENTS')}</h2>
      {current.length > 0 ? (
        <>
          <h3>{t('PROFILE.EMPLOYMENTS_CURRENT')}</h3>
          {list(current)}
        </>
      ) : null}
      {former.length > 0 ? (
        <>
          <h3>{t('PROFILE.EMPLOYMENTS_FORMER')}</h3>
          {list(former)}
        </>
      ) : null}
    </section>
  );
}

/** Fields and disciplines, then specialties (in the page's language). */
export function SpecialtiesSection({ person }: { person: PersonDetails }) {
  const { t, i18n } = useTranslation();
  const english = isEnglish(i18n.language);
  if (person.domainDisciplines.length === 0 && person.specialties.length === 0) return null;
  const specialties = [...person.specialties].sort((a, b) => a.order - b.order);
  return (
    <section className="profile-section" aria-labelledby="profile-specialties">
      <h2 id="profile-specialties">{t('PROFILE.SPECIALTIES_AND_DISCIPLINES')}</h2>
      {person.domainDisciplines.length > 0 ? (
        <>
          <h3>{t('PROFILE.DISCIPLINES')}</h3>
          <ul className="item-list">
            {person.domainDisciplines.map((item) => (
              <li key={`${item.domain.code}-${item.discipline.code}`} className="item-list__item">
                <span className="item-list__title">
                  {item.discipline.label}
                  {item.main ? <span className="badge">{t('PROFILE.MAIN_DISCIPLINE')}</span> : null}
                </span>
                <span className="item-list__meta">{item.domain.label}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {specialties.length > 0 ? (
        <>
          <h3>{t('PROFILE.SPECIALTIES')}</h3>
          <ul className="tag-list">
            {specialties.map((specialty) => (
              <li key={specialty.specialtyId}>{english ? specialty.labelEn : specialty.labelPl}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

const PORTALS = [
  ['googleScholar', 'Google Scholar'],
  ['researchGate', 'ResearchGate'],
  ['scopus', 'Scopus'],
  ['webOfScience', 'Web of Science'],
  ['linkedIn', 'LinkedIn'],
  ['wikipedia', 'Wikipedia'],
  ['bwnp', 'Nauka Polska'],
] as const;

/** ORCID and the links to other portals. */
export function LinksSection({ person }: { person: PersonDetails }) {
  const { t } = useTranslation();
  const links = [
    ...PORTALS.flatMap(([key, name]) => {
      const link = person.profileLinks[key];
      return link ? [{ key, name, link }] : [];
    }),
    ...person.profileLinks.others.map((other, index) => ({
      key: `other-${index}`,
      name: other.portalName ?? other.link,
      link: other.link,
    })),
  ];
  if (!person.orcid && links.length === 0) return null;
  return (
    <section className="profile-section" aria-labelledby="profile-links">
      <h2 id="profile-links">{t('PROFILE.LINKS')}</h2>
      {person.orcid ? (
        <p className="profile-orcid">
          <abbr title="Open Researcher and Contributor ID">ORCID</abbr>:{' '}
          {person.orcidUrl ? (
            <a href={person.orcidUrl} rel="noopener noreferrer">
              {person.orcid}
            </a>
          ) : (
            person.orcid
          )}
        </p>
      ) : null}
      {links.length > 0 ? (
        <ul className="link-list">
          {links.map((item) => (
            <li key={item.key}>
              <a href={item.link} rel="noopener noreferrer">
                {item.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Contact data exactly as the API gives it: a value appears only where its visibility allows. */
export function ContactSection({ contact }: { contact: PersonDetails['contactData'] }) {
  const { t } = useTranslation();
  if (!contact.email && !contact.phoneNumber) return null;
  return (
    <section className="profile-section" aria-labelledby="profile-contact">
      <h2 id="profile-contact">{t('PROFILE.CONTACT')}</h2>
      <dl className="description-list">
        {contact.email ? (
          <div className="description-list__item">
            <dt>{t('PROFILE.EMAIL')}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
        ) : null}
        {contact.phoneNumber ? (
          <div className="description-list__item">
            <dt>{t('PROFILE.PHONE')}</dt>
            <dd>
              <a href={`tel:${contact.phoneNumber.replace(/\s+/g, '')}`}>{contact.phoneNumber}</a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
