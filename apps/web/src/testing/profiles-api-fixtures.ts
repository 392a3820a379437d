// Answers of the public profiles-api, parsed through the contracts' schemas: a contract
// change breaks these fixtures (and so the tests) instead of letting them drift.
import {
  ArtisticAchievementShortListSchema,
  DegreesAndTitlesSchema,
  GremiumAdminSchema,
  GremiumFunctionHoldersPageSchema,
  GremiumMembersPageSchema,
  GremiumSchema,
  GremiumShortFunctionsSchema,
  GremiumShortMembershipsSchema,
  PatentShortListSchema,
  PersonDetailsSchema,
  ProjectShortListSchema,
  PublicationFullSchema,
  PublicationPageSchema,
  PublicationShortListSchema,
  ResearchWorkShortListsSchema,
  ScientistDetailsInfoSchema,
} from '@ln/contracts';
import type { GremiumAdmin, PersonDetails, ProfileEditData } from '@ln/contracts';

import type { FetchAnswers } from './test-utils';
import { jsonResponse } from './test-utils';

export const PROFILE_ID = '0b7c4a52-7f4e-4d55-9a0b-1d2e3f405161';
export const PUBLICATION_ID = '1c8d5b63-8a5f-4e66-8b1c-2e3f40516272';
export const GREMIUM_ID = '2d9e6c74-9b60-4f77-9c2d-3f4051627383';
const API = '/api/profiles-api';

export function person(overrides: Partial<PersonDetails> = {}) {
  return PersonDetailsSchema.parse({
    profileId: PROFILE_ID,
    name: 'Małgorzata',
    secondName: 'Jadwiga',
    surname: 'Źródłowska',
    previousName: null,
    previousSurname: 'Łęcka',
    prefix: null,
    aboutMe: 'Badam algorytmy grafowe i uczę studentów.',
    aboutMeEn: 'I study graph algorithms and teach students.',
    calculatedEduLevel: 'prof. dr hab.',
    domainIconCode: 'natural',
    currentEmployments: [],
    employments: [
      {
        employmentId: '3e0f7d85-ac71-4088-8d3e-405162738494',
        institution: 'Uniwersytet Jagielloński',
        institutionId: null,
        position: 'profesor',
        additionalInformation: null,
        employmentSource: 'POLON',
        statusEmployment: 'CURRENT',
        startDate: '1998-10-01',
        endDate: null,
        internetLink: null,
      },
    ],
    domainDisciplines: [
      {
        domain: { code: 'DZ0106N', label: 'dziedzina nauk ścisłych i przyrodniczych' },
        discipline: { code: 'DS010602N', label: 'informatyka' },
        main: true,
      },
    ],
    specialties: [
      {
        specialtyId: '4f108e96-bd82-4199-9e4f-5162738495a5',
        labelPl: 'algorytmika',
        labelEn: 'algorithms',
        order: 1,
      },
    ],
    file: null,
    profileLinks: {
      googleScholar: null,
      linkedIn: null,
      bwnp: null,
      researchGate: null,
      scopus: null,
      webOfScience: null,
      wikipedia: null,
      others: [],
    },
    contactData: {
      email: null,
      phoneNumber: null,
      visibilityEmail: 'ADMINS_ONLY',
      visibilityPhone: 'ADMINS_ONLY',
    },
    dead: false,
    orcid: '0000-0010-7000-001X',
    orcidUrl: 'https://orcid.org/0000-0010-7000-001X',
    isProfileVisible: true,
    ...overrides,
  });
}

const author = { name: 'Małgorzata', surnamePrefix: null, surname: 'Źródłowska' };

export function shortPublication(index: number) {
  return {
    publicationId:
      index === 0
        ? PUBLICATION_ID
        : `5a21${String(index).padStart(4, '0')}-0000-4000-8000-000000000000`,
    title: `Grafy losowe, część ${index + 1}`,
    authors: [author],
    allAuthorsCount: 1,
    mainAuthorIndex: 0,
    publicationType: 'ARTICLE',
    publicationTypeLabel: 'Artykuł',
    publicationSource: 'OPI',
    year: 2020 - index,
    doi: null,
    iconCode: 'article',
    visibility: true,
    systemData: true,
  };
}

export function shortPublications(count: number) {
  return PublicationShortListSchema.parse({
    invisible: false,
    totalElements: count,
    publications: Array.from({ length: count }, (_, i) => shortPublication(i)),
  });
}

export function publicationsPage(count: number, page = 0, size = 20) {
  return PublicationPageSchema.parse({
    content: Array.from({ length: Math.min(size, count - page * size) }, (_, i) =>
      shortPublication(page * size + i),
    ),
    page,
    size,
    totalElements: count,
    totalPages: Math.ceil(count / size),
  });
}

export function shortAchievements(count: number) {
  return ArtisticAchievementShortListSchema.parse({
    totalElements: count,
    artisticAchievements: Array.from({ length: count }, (_, i) => ({
      artisticAchievementId: `6b32${String(i).padStart(4, '0')}-0000-4000-8000-000000000000`,
      title: `Pejzaż ${i + 1}`,
      authors: [{ name: 'Małgorzata', surname: 'Źródłowska' }],
      allAuthorsCount: 1,
      mainAuthorIndex: 0,
      artisticAchievementKind: { code: 'SOLO_EXHIBITION', label: 'wystawa indywidualna' },
      year: 2015,
      country: 'PL',
      institutionName: 'Muzeum Narodowe w Krakowie',
    })),
  });
}

export function shortPatents(count: number) {
  return PatentShortListSchema.parse(
    Array.from({ length: count }, (_, i) => ({
      industrialPropertyId: `7c43${String(i).padStart(4, '0')}-0000-4000-8000-000000000000`,
      calculatedTitle: `Sposób szyfrowania danych ${i + 1}`,
      typeCode: 'PATENT',
      typeLabel: 'Patent',
      patenSource: 'POLON',
    })),
  );
}

export function shortProjects(count: number) {
  return ProjectShortListSchema.parse(
    Array.from({ length: count }, (_, i) => ({
      projectId: `8d54${String(i).padStart(4, '0')}-0000-4000-8000-000000000000`,
      projectTitle: `Komórki macierzyste ${i + 1}`,
      projectClassification: 'HARMONIA',
      startDate: '2022-02-07',
      endDate: '2024-06-04',
      funds: '2500000.00',
      currency: 'PLN',
      projectSource: 'RADON',
    })),
  );
}

export function shortResearchWorks(counts: {
  author?: number;
  promoter?: number;
  reviewer?: number;
}) {
  const works = (prefix: string, count = 0) =>
    Array.from({ length: count }, (_, i) => ({
      researchWorkId: `${prefix}${String(i).padStart(4, '0')}-0000-4000-8000-000000000000`,
      polishTitle: `Przejścia fazowe ${prefix}-${i + 1}`,
      researchKind: 'rozprawa doktorska',
      researchSources: ['POLON'],
      researchWorkKindId: 202501,
    }));
  return ResearchWorkShortListsSchema.parse({
    authorList: works('9e65', counts.author),
    authorHits: counts.author ?? 0,
    promoterList: works('9e66', counts.promoter),
    promoterHits: counts.promoter ?? 0,
    reviewerList: works('9e67', counts.reviewer),
    reviewerHits: counts.reviewer ?? 0,
  });
}

const record = (title: string, doi: string | null) => ({
  year: 2019,
  doi,
  url: null,
  titles: [{ title, mainTitle: true, languageCode: 'pol' }],
  abstractDocuments: [],
  keyWords: ['grafy'],
  details: {
    language: 'pol',
    translation: null,
    pages: '1–20',
    ismn: null,
    issn: null,
    isbns: [],
    issue: '3',
    volume: '12',
    series: null,
    place: null,
  },
  articleSource: {
    journal: { title: 'Acta Informatica', issn: '0001-5903', eissn: null, publisher: null },
    conference: null,
    platformPublication: null,
  },
  bookSource: null,
  editBookSource: null,
  chapterSource: null,
  conferenceSource: null,
  mainLangPublication: 'pol',
});

const VERSION_IDS = {
  OPI: 'a0760000-0000-4000-8000-000000000001',
  PBN: 'a0760000-0000-4000-8000-000000000002',
  AUTHOR: 'a0760000-0000-4000-8000-000000000003',
  AUTHOR_LN: 'a0760000-0000-4000-8000-000000000004',
} as const;

/** A publication with the given visible versions; each version's title names its kind. */
export function publication(kinds: readonly (keyof typeof VERSION_IDS)[]) {
  const has = (kind: keyof typeof VERSION_IDS) => kinds.includes(kind);
  const id = (kind: keyof typeof VERSION_IDS) => (has(kind) ? VERSION_IDS[kind] : null);
  const source = { OPI: 'OPI', PBN: 'PBN', AUTHOR: 'USER', AUTHOR_LN: 'USER' } as const;
  return PublicationFullSchema.parse({
    publicationId: PUBLICATION_ID,
    type: 'ARTICLE',
    publicationTypeLabel: 'Artykuł',
    authors: [
      { profileId: PROFILE_ID, ...author, authorRole: 'AUTHOR' },
      {
        profileId: null,
        name: 'Lukas',
        surnamePrefix: null,
        surname: 'Steinbach',
        authorRole: 'AUTHOR',
      },
    ],
    allAuthorsCount: 2,
    affiliations: [{ institutionId: null, name: 'Uniwersytet Jagielloński' }],
    ...record('Grafy losowe (rekord OPI)', '10.5555/ln.2019.1'),
    sourceType: kinds[0] ?? 'OPI',
    goldenRecordSources: kinds.filter((kind) => kind === 'OPI' || kind === 'PBN'),
    opiPublicationId: id('OPI'),
    pbnPublicationId: id('PBN'),
    authorPublicationId: id('AUTHOR'),
    authorLNPublicationId: id('AUTHOR_LN'),
    isVisible: true,
    visibility: {
      id: PUBLICATION_ID,
      authorPublicationId: id('AUTHOR'),
      authorPublicationVisible: has('AUTHOR'),
      authorLNPublicationId: id('AUTHOR_LN'),
      authorLNPublicationVisible: has('AUTHOR_LN'),
      opiPublicationId: id('OPI'),
      opiPublicationVisible: has('OPI'),
      pbnPublicationId: id('PBN'),
      pbnPublicationVisible: has('PBN'),
      size: kinds.length,
    },
    versions: kinds.map((kind) => ({
      versionId: VERSION_IDS[kind],
      kind,
      source: source[kind],
      isVisible: true,
      ...record(`Grafy losowe (wersja ${kind})`, kind === 'PBN' ? '10.5555/ln.2019.pbn' : null),
    })),
  });
}

export const degrees = () =>
  DegreesAndTitlesSchema.parse({ profileId: PROFILE_ID, degreesAndTitles: [] });

export function gremium() {
  return GremiumSchema.parse({
    gremium: { id: GREMIUM_ID, name: 'Rada Doskonałości Naukowej', nameHtml: null },
    organizationStructure: 'Organy państwowe systemu nauki',
    description: 'Organ opiniodawczy w sprawach stopni i tytułów.',
    status: 'CURRENT',
    institutionType: { code: 'STATE', label: 'organ państwowy' },
    webSite: 'https://www.rdn.gov.pl',
    phoneNumber: null,
    address: { street: 'ul. Wspólna 1/3', postalCode: '00-529', city: 'Warszawa' },
    source: 'RADON',
    userSource: null,
    userGremium: null,
    userInstitution: null,
  });
}

/** The editors' view of a portal body (`GET v1.0/gremium/{gremiumId}`). */
export function gremiumAdminFixture(overrides: Partial<GremiumAdmin> = {}) {
  return GremiumAdminSchema.parse({
    gremiumId: GREMIUM_ID,
    name: 'Rada Testowa',
    nameEn: null,
    type: { code: 'STATE_BODY', label: 'organ państwowy' },
    status: 'CURRENT',
    organizationStructure: null,
    webSite: null,
    address: { street: null, postalCode: null, city: null },
    phoneNumber: null,
    description: null,
    source: 'USER',
    userSource: null,
    userGremium: 'OPERATOR',
    userInstitution: null,
    institution: null,
    startDate: null,
    endDate: null,
    editable: true,
    membersCount: 0,
    functionsCount: 0,
    ...overrides,
  });
}

export function gremiumMembers(total: number, page = 0) {
  const size = 20;
  return GremiumMembersPageSchema.parse({
    content: Array.from({ length: Math.min(size, total - page * size) }, (_, i) => ({
      profileId: i === 0 ? PROFILE_ID : null,
      names: {
        name: i === 0 ? 'Małgorzata' : 'Jan',
        secondName: null,
        surname: i === 0 ? 'Źródłowska' : `Kowalski ${page * size + i}`,
      },
      prefix: null,
      calculateEduLevel: 'prof. dr hab.',
      membershipKind: { code: 'MEMBER', label: 'członek' },
      membershipId: `b1870000-0000-4000-8000-${String(page * size + i).padStart(12, '0')}`,
      terms: [{ from: '2019-01-01', to: null }],
      source: 'RADON',
      sourceName: 'RAD-on',
    })),
    page,
    size,
    totalElements: total,
    totalPages: Math.ceil(total / size),
  });
}

export function gremiumFunctions() {
  return GremiumFunctionHoldersPageSchema.parse({
    content: [
      {
        profileId: PROFILE_ID,
        names: { name: 'Małgorzata', secondName: null, surname: 'Źródłowska' },
        prefix: null,
        calculateEduLevel: 'prof. dr hab.',
        function: 'Przewodniczący',
        functionId: 'c2980000-0000-4000-8000-000000000001',
        periods: [{ dateFrom: '2011-01-01', dateTo: '2014-12-31' }],
        statusCode: 'INACTIVE',
        current: false,
        source: 'RADON',
        sourceName: 'RAD-on',
      },
    ],
    page: 0,
    size: 20,
    totalElements: 1,
    totalPages: 1,
  });
}

export interface ProfileData {
  person?: ReturnType<typeof person>;
  publications?: number;
  achievements?: number;
  patents?: number;
  projects?: number;
  researchWorks?: { author?: number; promoter?: number; reviewer?: number };
}

/** `scientistDetailsInfo` for the tab modules, with the counts of the data given. */
export function tabModulesInfo(data: ProfileData = {}) {
  const count = (value: number) => [{ code: 'COUNT', label: `Liczba: ${value}`, value }];
  const link = (tab: string) => `/profiles/${PROFILE_ID}${tab}`;
  const works = data.researchWorks ?? {};
  return ScientistDetailsInfoSchema.parse([
    { id: 'publications', link: link('/publications'), datas: count(data.publications ?? 0) },
    {
      id: 'artisticAchievements',
      link: link('/achievement'),
      datas: count(data.achievements ?? 0),
    },
    { id: 'patents', link: link('/patents'), datas: count(data.patents ?? 0) },
    { id: 'projects', link: link('/projects'), datas: count(data.projects ?? 0) },
    {
      id: 'researchWorks',
      link: link('/research-work'),
      datas: (['author', 'promoter', 'reviewer'] as const).map((role) => ({
        code: role.toUpperCase(),
        label: `${role}: ${works[role] ?? 0}`,
        value: works[role] ?? 0,
      })),
    },
  ]);
}

/** Every call the profile's pages make, answered from the data given (empty lists by default). */
export function profileAnswers(data: ProfileData = {}): FetchAnswers {
  const base = `${API}/v1.0/public`;
  return {
    [`${API}/v1.3/public/profile/${PROFILE_ID}/detailsPerson`]: () =>
      jsonResponse(data.person ?? person()),
    [`${base}/publications/${PROFILE_ID}/shortPublications`]: () =>
      jsonResponse(shortPublications(data.publications ?? 0)),
    [`${base}/publications/${PROFILE_ID}/publications`]: () =>
      jsonResponse(publicationsPage(data.publications ?? 0)),
    [`${base}/achievements/${PROFILE_ID}/shortArtisticAchievement`]: () =>
      jsonResponse(shortAchievements(data.achievements ?? 0)),
    [`${base}/${PROFILE_ID}/shortPatents`]: () => jsonResponse(shortPatents(data.patents ?? 0)),
    [`${base}/${PROFILE_ID}/shortProjects`]: () => jsonResponse(shortProjects(data.projects ?? 0)),
    [`${base}/${PROFILE_ID}/shortResearchWorks`]: () =>
      jsonResponse(shortResearchWorks(data.researchWorks ?? {})),
    [`${API}/v1.1/public/profile/${PROFILE_ID}/scientistDetailsInfo`]: () =>
      jsonResponse(tabModulesInfo(data)),
    [`${base}/profile/${PROFILE_ID}/degreesAndTitles`]: () => jsonResponse(degrees()),
    [`${API}/v1.1/public/${PROFILE_ID}/memberships`]: () =>
      jsonResponse(GremiumShortMembershipsSchema.parse([])),
    [`${API}/v1.1/public/${PROFILE_ID}/functions`]: () =>
      jsonResponse(GremiumShortFunctionsSchema.parse([])),
    [`${base}/profile/${PROFILE_ID}/coauthors`]: () =>
      jsonResponse({ content: [], page: 0, size: 5, totalElements: 0, totalPages: 0 }),
    [`${base}/profile/${PROFILE_ID}/similar`]: () => jsonResponse({ content: [] }),
  };
}

export const publicationPath = `${API}/v1.0/public/profile/${PROFILE_ID}/publication/${PUBLICATION_ID}`;
export const gremiumPaths = {
  details: `${API}/v1.1/public/gremium/${GREMIUM_ID}`,
  members: `${API}/v1.0/public/gremium/${GREMIUM_ID}/memberships`,
  functions: `${API}/v1.0/public/gremium/${GREMIUM_ID}/functions`,
};

/** Ids of the records in `profileEditData`. */
export const EDIT_IDS = {
  employment: '00000000-0000-4000-8000-000000000201',
  degree: '00000000-0000-4000-8000-000000000301',
  work: '00000000-0000-4000-8000-000000000401',
} as const;

/** The edit data: one delivered employment (edited by the owner when `edited`), a degree, two works. */
export function profileEditData(profileId: string, edited = false): ProfileEditData {
  const delivered = {
    position: 'adiunkt',
    positionEn: 'assistant professor',
    additionalInformation: null,
    internetLink: null,
  };
  return {
    profileId,
    isProfileVisible: true,
    editable: true,
    personalData: {
      name: { source: 'POLON', editable: false },
      surname: { source: 'POLON', editable: false },
      secondName: { source: 'POLON', editable: true },
    },
    employments: [
      {
        employmentId: EDIT_IDS.employment,
        institution: 'Uniwersytet Warszawski',
        statusEmployment: 'CURRENT',
        startDate: '2015-10-01',
        endDate: null,
        ...(edited ? { ...delivered, position: 'kierownik pracowni' } : delivered),
        source: 'POLON',
        fromStateSystem: true,
        editableFields: ['position', 'positionEn', 'additionalInformation', 'internetLink'],
        editedByOwner: edited,
        modifiedByUserAt: edited ? '2026-11-26T03:00:00.000Z' : null,
        original: edited ? delivered : null,
      },
    ],
    degreesAndTitles: [
      {
        id: EDIT_IDS.degree,
        degreeOrTitleType: 'DOCTOR',
        label: 'dr',
        year: 2010,
        classificationLabel: 'językoznawstwo',
        grantingInstitutionName: 'Uniwersytet Jagielloński',
        source: 'POLON',
        fromStateSystem: true,
        editableFields: ['label', 'year', 'classificationLabel'],
        editedByOwner: false,
        modifiedByUserAt: null,
        original: null,
      },
    ],
    researchWorks: [
      {
        researchWorkId: EDIT_IDS.work,
        researchWorkKindId: 202501,
        polishTitle: 'Składnia zdań złożonych',
        englishTitle: null,
        titleKind: 'USER',
        canEdit: true,
      },
      {
        researchWorkId: '00000000-0000-4000-8000-000000000402',
        researchWorkKindId: 202501,
        polishTitle: 'Fonetyka gwar',
        englishTitle: null,
        titleKind: 'POLON',
        canEdit: false,
      },
    ],
  };
}

/**
 * What the owner's edit layout reads (the own profile, its tabs' counts) and its index (the
 * edit data).
 */
export function ownProfileEditAnswers(profileId: string): FetchAnswers {
  return {
    [`/api/profiles-api/v1.1/public/profile/${profileId}/scientistDetailsInfo`]: () =>
      jsonResponse(tabModulesInfo()),
    [`/api/profiles-api/v1.3/profile/${profileId}/shortPerson`]: () =>
      jsonResponse(person({ profileId })),
    [`/api/profiles-api/v1.0/profile/${profileId}/editData`]: () =>
      jsonResponse(profileEditData(profileId)),
    // The edit page's "bodies I added": none.
    [`/api/profiles-api/v1.0/profile/${profileId}/ownGremia`]: () => jsonResponse([]),
  };
}
