import { hasRoleIn, ROLE_GROUPS, toIsoDate, type PersonDetails } from '@ln/contracts';
import type { Actor } from '@ln/server';
import { isVisibleProfile } from '@ln/visibility';
import type { Lang } from '../../plugins/language.js';
import type { DegreeRow, ProfileDetailsRow } from './profile.repository.js';

/** Who reads: the contact visibility rule (accounts-and-platform §4) depends on it. */
export type Viewer = 'anonymous' | 'logged-in' | 'admin' | 'owner';

const CAN_SEE: Record<Viewer, ReadonlySet<string>> = {
  anonymous: new Set(['EVERYONE']),
  'logged-in': new Set(['EVERYONE', 'LOGGED_IN']),
  admin: new Set(['EVERYONE', 'LOGGED_IN', 'ADMINS_ONLY']),
  owner: new Set(['EVERYONE', 'LOGGED_IN', 'ADMINS_ONLY']),
};

/** The reader of a profile as the contact visibility sees them (request.auth, null when anonymous). */
export function viewerOf(
  auth: Pick<Actor, 'roles' | 'profileId'> | null | undefined,
  profileId: string,
): Viewer {
  if (!auth) return 'anonymous';
  if (hasRoleIn(auth.roles, ROLE_GROUPS.admins)) return 'admin';
  if (auth.profileId === profileId) return 'owner';
  return 'logged-in';
}

/** A contact datum is shown only where its visibility lets the viewer see it; never for the dead. */
export function visibleContact(
  value: string | null,
  visibility: string,
  viewer: Viewer,
  dead: boolean,
): string | null {
  if (dead || value === null) return null;
  return CAN_SEE[viewer].has(visibility) ? value : null;
}

export function orcidUrl(orcid: string | null): string | null {
  return orcid ? `https://orcid.org/${orcid}` : null;
}

const LINK_FIELDS = {
  GOOGLE_SCHOLAR: 'googleScholar',
  LINKEDIN: 'linkedIn',
  BWNP: 'bwnp',
  RESEARCH_GATE: 'researchGate',
  SCOPUS: 'scopus',
  WEB_OF_SCIENCE: 'webOfScience',
  WIKIPEDIA: 'wikipedia',
} as const;

export function profileLinks(links: ProfileDetailsRow['links']): PersonDetails['profileLinks'] {
  const result: PersonDetails['profileLinks'] = {
    googleScholar: null,
    linkedIn: null,
    bwnp: null,
    researchGate: null,
    scopus: null,
    webOfScience: null,
    wikipedia: null,
    others: [],
  };
  for (const link of links) {
    const field = LINK_FIELDS[link.kind as keyof typeof LINK_FIELDS];
    if (field) result[field] = link.link;
    else result.others.push({ portalName: link.portal_name, link: link.link });
  }
  return result;
}

export function toPersonDetails(row: ProfileDetailsRow, lang: Lang, viewer: Viewer): PersonDetails {
  const employments = row.employments.map((e) => ({
    employmentId: e.id,
    institution: e.institution_name,
    institutionId: e.institution_id,
    position: lang === 'en' ? (e.position_en ?? e.position) : e.position,
    additionalInformation: e.additional_information,
    employmentSource: e.source as PersonDetails['employments'][number]['employmentSource'],
    statusEmployment: e.status,
    startDate: toIsoDate(e.start_date),
    endDate: toIsoDate(e.end_date),
    internetLink: e.internet_link,
  }));
  const main = row.disciplines.find((d) => d.is_main) ?? row.disciplines[0];
  return {
    profileId: row.id,
    name: row.first_name,
    secondName: row.second_name,
    surname: row.surname,
    previousName: row.previous_name,
    previousSurname: row.previous_surname,
    prefix: row.prefix,
    aboutMe: row.about_me,
    aboutMeEn: row.about_me_en,
    calculatedEduLevel: row.calculated_edu_level,
    domainIconCode: main?.icon_code ?? null,
    currentEmployments: employments.filter((e) => e.statusEmployment === 'CURRENT'),
    employments,
    domainDisciplines: row.disciplines.map((d) => ({
      domain: { code: d.field_code, label: lang === 'en' ? d.field_en : d.field_pl },
      discipline: {
        code: d.discipline_code,
        label: lang === 'en' ? d.discipline_en : d.discipline_pl,
      },
      main: d.is_main,
    })),
    specialties: row.specialties.map((s) => ({
      specialtyId: s.id,
      labelPl: s.label_pl,
      labelEn: s.label_en,
      order: s.order,
    })),
    file: row.photo ? { id: row.id, name: row.photo.file_name, content: row.photo.content } : null,
    profileLinks: profileLinks(row.links),
    contactData: {
      email: visibleContact(row.email, row.visibility_email, viewer, row.dead),
      phoneNumber: visibleContact(row.phone_number, row.visibility_phone, viewer, row.dead),
      visibilityEmail: row.visibility_email,
      visibilityPhone: row.visibility_phone,
    },
    dead: row.dead,
    orcid: row.orcid,
    orcidUrl: orcidUrl(row.orcid),
    isProfileVisible: isVisibleProfile(row),
  };
}

export function toDegree(row: DegreeRow, lang: Lang) {
  const label = (x: { code: string; labelPl: string; labelEn: string } | null) =>
    x ? { code: x.code, label: lang === 'en' ? x.labelEn : x.labelPl } : null;
  return {
    id: row.id,
    year: row.year,
    degreeOrTitleType: row.type,
    label: row.label,
    classificationLabels: {
      label: row.classificationLabel,
      domain: label(row.field),
      discipline: label(row.discipline),
    },
    grantingInstitution: {
      country: row.grantingCountry,
      institutionId: row.grantingInstitutionId,
      institutionName: row.grantingInstitutionName,
    },
    registryInstitution: row.registryInstitution,
    source: row.source as 'POLON',
    titleKind: row.titleKind as 'POLON' | null,
  };
}
