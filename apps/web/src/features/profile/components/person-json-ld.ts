import type { DegreesAndTitles, PersonDetails } from '@ln/contracts';

import type { JsonLdObject } from '../../../lib/page-head';
import { fullName, nameTitle } from './person-name';

/** The profile links that identify the same person elsewhere (schema.org `sameAs`). */
function sameAs(person: PersonDetails): string[] {
  const links = person.profileLinks;
  const urls = [
    person.orcidUrl ?? (person.orcid ? `https://orcid.org/${person.orcid}` : null),
    links.googleScholar,
    links.linkedIn,
    links.researchGate,
    links.scopus,
    links.webOfScience,
    links.wikipedia,
    links.bwnp,
    ...links.others.map((other) => other.link),
  ];
  return [
    ...new Set(urls.filter((url): url is string => Boolean(url && /^https?:\/\//.test(url)))),
  ];
}

/**
 * A public profile as a schema.org `Person` (decision 024): the name and title, current
 * employers, the ORCID iD and profile links, specialties, and the institutions that granted
 * the person's degrees. Only what the public page shows; never the contact data.
 */
export function personJsonLd(
  person: PersonDetails,
  options: { url: string; english: boolean; degrees?: DegreesAndTitles },
): JsonLdObject {
  const title = nameTitle(person);
  const alumni = new Set(
    (options.degrees?.degreesAndTitles ?? [])
      // Degrees, not the professor's title (granted by the President, not a school).
      .filter((degree) => degree.degreeOrTitleType !== 'PROFESSOR')
      .map((degree) => degree.grantingInstitution.institutionName)
      .filter((name): name is string => Boolean(name)),
  );
  const employers = new Set(person.currentEmployments.map((employment) => employment.institution));
  const links = sameAs(person);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': options.url,
    url: options.url,
    name: fullName(person),
    givenName: person.name,
    familyName: person.surname,
    ...(title ? { honorificPrefix: title } : {}),
    ...(person.currentEmployments[0]?.position
      ? { jobTitle: person.currentEmployments[0].position }
      : {}),
    ...(employers.size > 0
      ? { affiliation: [...employers].map((name) => ({ '@type': 'Organization', name })) }
      : {}),
    ...(alumni.size > 0
      ? { alumniOf: [...alumni].map((name) => ({ '@type': 'CollegeOrUniversity', name })) }
      : {}),
    ...(links.length > 0 ? { sameAs: links } : {}),
    ...(person.orcid
      ? { identifier: { '@type': 'PropertyValue', propertyID: 'ORCID', value: person.orcid } }
      : {}),
    ...(person.specialties.length > 0
      ? {
          knowsAbout: person.specialties.map((specialty) =>
            options.english ? specialty.labelEn : specialty.labelPl,
          ),
        }
      : {}),
  };
}

/** One line about the person for the description and the link preview. */
export function personSummary(person: PersonDetails): string {
  const title = nameTitle(person);
  const work = person.currentEmployments[0];
  return [
    [title, fullName(person)].filter(Boolean).join(' '),
    work ? [work.position, work.institution].filter(Boolean).join(', ') : null,
  ]
    .filter(Boolean)
    .join(' — ');
}
