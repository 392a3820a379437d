/*
 * Examples in both OpenAPI documents (docs/decisions/023-api-for-consumers.md): what the
 * services answer about the seeded fixture profile `full` (seeds/src/personas.ts: Małgorzata
 * Źródłowska, index 0 of the default seed) and its owner's account, in Polish, the default
 * language. The ids are the seed's own (`seedId`). Each service's openapi.test.ts checks every
 * example against its route's response schema and the fixture's identity, so they cannot rot;
 * Redocly checks them against the documents' schemas. No example holds a PESEL.
 */

const PROFILE_ID = 'a6879b65-6da0-4287-93a2-565c967e6d39';
const INSTITUTION_ID = 'a88eeaf3-5698-4218-ae98-7eb4784e4d11';
const INSTITUTION = 'Uniwersytet im. Adama Mickiewicza w Poznaniu';
const REQ_ID = '5b0e4f2c-9d1a-4e7b-8c3f-2a6d1e9b7c40';

const NATURAL_SCIENCES = { code: 'DZ0106N', label: 'dziedzina nauk ścisłych i przyrodniczych' };
const CHEMISTRY = { code: 'DS010604N', label: 'nauki chemiczne' };
const EARTH_SCIENCES = { code: 'DS010606N', label: 'nauki o Ziemi i środowisku' };

const author = (name: string, surname: string, surnamePrefix: string | null = null) => ({
  name,
  surnamePrefix,
  surname,
});

/** The fixture profile's identity, which the tests compare with the seed. */
export const EXAMPLE_FIXTURE = {
  profileId: PROFILE_ID,
  userId: 'd61ead16-87c2-4a51-93b7-1217057d2888',
} as const;

export interface OpenApiExamples {
  /** operationId → status → the example of that answer's body. */
  responses: Record<string, Record<string, unknown>>;
  /** operationId → query or path parameter → an example value. */
  parameters: Record<string, Record<string, unknown>>;
  /** Shared error response (components.responses) → named examples of the envelope. */
  errors: Record<string, Record<string, { summary: string; value: unknown }>>;
}

export const OPENAPI_EXAMPLES: OpenApiExamples = {
  responses: {
    getDetailsPerson: {
      200: {
        profileId: PROFILE_ID,
        name: 'Małgorzata',
        secondName: 'Jadwiga',
        surname: 'Źródłowska',
        previousName: null,
        previousSurname: 'Łęcka',
        prefix: null,
        aboutMe:
          'Badania, które prowadzę, dotyczą przede wszystkim obszaru: algorytmika. Od 1993 r. kontynuuję je w jednostce: Uniwersytet im. Adama Mickiewicza w Poznaniu, gdzie prowadzę również zajęcia ze studentami i doktorantami.',
        aboutMeEn:
          'My research focuses primarily on algorithms. Since 1993 I have been continuing it at Adam Mickiewicz University, Poznań, where I also teach students and doctoral candidates.',
        calculatedEduLevel: 'prof. dr hab.',
        domainIconCode: 'natural',
        currentEmployments: [
          {
            employmentId: '13d216d3-3821-45f6-b9f4-09fa2afee569',
            institution: INSTITUTION,
            institutionId: INSTITUTION_ID,
            position: 'profesor',
            additionalInformation: null,
            employmentSource: 'POLON',
            statusEmployment: 'CURRENT',
            startDate: '1988-08-27',
            endDate: null,
            internetLink: null,
          },
        ],
        employments: [
          {
            employmentId: '13d216d3-3821-45f6-b9f4-09fa2afee569',
            institution: INSTITUTION,
            institutionId: INSTITUTION_ID,
            position: 'profesor',
            additionalInformation: null,
            employmentSource: 'POLON',
            statusEmployment: 'CURRENT',
            startDate: '1988-08-27',
            endDate: null,
            internetLink: null,
          },
        ],
        domainDisciplines: [
          { domain: NATURAL_SCIENCES, discipline: CHEMISTRY, main: true },
          { domain: NATURAL_SCIENCES, discipline: EARTH_SCIENCES, main: false },
        ],
        specialties: [
          {
            specialtyId: '25f154e9-c87f-4478-be5d-7abbd7ffa3ff',
            labelPl: 'algorytmika',
            labelEn: 'algorithms',
            order: 1,
          },
          {
            specialtyId: '27f93f18-9ce8-496c-ba50-93967dbaf4f2',
            labelPl: 'biologia molekularna',
            labelEn: 'molecular biology',
            order: 2,
          },
          {
            specialtyId: '01be7401-7eac-441c-bf55-4bf9b4f54e2d',
            labelPl: 'ekologia',
            labelEn: 'ecology',
            order: 3,
          },
        ],
        file: null,
        profileLinks: {
          googleScholar: 'https://scholar.google.com/citations?user=LN0',
          linkedIn: 'https://www.linkedin.com/in/malgorzata-zrodlowska',
          bwnp: 'https://nauka-polska.pl/#/profile/scientist?id=100000',
          researchGate: 'https://www.researchgate.net/profile/malgorzata-zrodlowska',
          scopus: 'https://www.scopus.com/authid/detail.uri?authorId=57000000000',
          webOfScience: 'https://www.webofscience.com/wos/author/record/1000000',
          wikipedia: 'https://pl.wikipedia.org/wiki/malgorzata-zrodlowska',
          others: [
            { portalName: 'Strona domowa', link: 'https://malgorzata-zrodlowska.example.edu.pl' },
          ],
        },
        contactData: {
          email: 'malgorzata.zrodlowska@uj.edu.pl',
          phoneNumber: '+48 12 663 55 00',
          visibilityEmail: 'EVERYONE',
          visibilityPhone: 'EVERYONE',
        },
        dead: false,
        orcid: '0000-0010-7000-001X',
        orcidUrl: 'https://orcid.org/0000-0010-7000-001X',
        isProfileVisible: true,
      },
    },
    getProfileOrcid: {
      200: {
        profileId: PROFILE_ID,
        orcid: '0000-0010-7000-001X',
        orcidUrl: 'https://orcid.org/0000-0010-7000-001X',
      },
    },
    getShortPatents: {
      200: [
        {
          industrialPropertyId: 'ea565261-6600-4e3d-93b0-882812eea6c5',
          calculatedTitle: 'Sposób szyfrowania danych w bezprzewodowych sieciach czujnikowych',
          typeCode: 'PATENT',
          typeLabel: 'Patent',
          patenSource: 'POLON',
        },
      ],
    },
    getShortProjects: {
      200: [
        {
          projectId: '155e2e61-1b4d-4afa-8b54-ea1f736a722e',
          projectTitle:
            'Komórki macierzyste — obliczenia z pierwszych zasad i interpretacja wyników',
          projectClassification: 'HARMONIA',
          startDate: '2022-02-07',
          endDate: '2024-06-04',
          funds: '2500000.00',
          currency: 'PLN',
          projectSource: 'RADON',
        },
        {
          projectId: '3df49e86-b2e9-4748-a07f-31c45781b561',
          projectTitle: 'Gwiazdy zmienne. Studium przypadku',
          projectClassification: 'HARMONIA',
          startDate: '2017-02-09',
          endDate: '2020-01-15',
          funds: '814000.00',
          currency: 'PLN',
          projectSource: 'RADON',
        },
      ],
    },
    getPublications: {
      200: {
        content: [
          {
            publicationId: '9e19b7e0-1e04-4b9f-b93c-635ede0075d5',
            title: 'Lake sediments: galaxy evolution in a comparative perspective',
            authors: [
              author('Małgorzata', 'Źródłowska'),
              author('Artur', 'Dobrowolski'),
              author('Dariusz', 'Klimek'),
              author('Józef', 'Chmura'),
              author('Weronika', 'Jabłońska'),
            ],
            allAuthorsCount: 5,
            mainAuthorIndex: 0,
            publicationType: 'ARTICLE',
            publicationTypeLabel: 'Artykuł',
            publicationSource: 'OPI',
            year: 2025,
            doi: '10.5555/ln.2025.0.0',
            iconCode: 'article',
            visibility: true,
            systemData: true,
          },
          {
            publicationId: '39e730bf-a384-47af-a730-d12b1ea72f05',
            title: 'Stem cells: ecosystem stability in a comparative perspective',
            authors: [
              author('Małgorzata', 'Źródłowska'),
              author('Czesław', 'Żółkiewski'),
              author('Marta', 'Quintana'),
              author('Samuel', 'Delacroix-Hart'),
              author('Julien', 'Gall', 'le'),
            ],
            allAuthorsCount: 5,
            mainAuthorIndex: 0,
            publicationType: 'BOOK',
            publicationTypeLabel: 'Książka',
            publicationSource: 'OPI',
            year: 2003,
            doi: null,
            iconCode: 'book',
            visibility: true,
            systemData: true,
          },
        ],
        page: 0,
        size: 2,
        totalElements: 30,
        totalPages: 15,
      },
    },
    getScientistSearchData: {
      200: {
        page: {
          content: [
            {
              profileId: PROFILE_ID,
              file: null,
              names: {
                name: 'Małgorzata',
                secondName: 'Jadwiga',
                surname: 'Źródłowska',
                previousSurname: 'Łęcka',
                prefix: null,
              },
              domainCode: 'DZ0106N',
              matchingInfos: [],
              title: 'prof. dr hab.',
              calculatedInstitutionName: INSTITUTION,
              disciplines: [CHEMISTRY, EARTH_SCIENCES],
              dead: false,
            },
          ],
          page: 0,
          size: 20,
          totalElements: 1,
          totalPages: 1,
        },
        filterHint: {
          disciplines: [
            { ...CHEMISTRY, count: 1 },
            { ...EARTH_SCIENCES, count: 1 },
          ],
          domains: [{ ...NATURAL_SCIENCES, count: 1 }],
          titles: [{ code: 'prof. dr hab.', label: 'prof. dr hab.', count: 1 }],
        },
        dictionaries: {
          degreeTitles: [{ code: 'prof. dr hab.', label: 'prof. dr hab.', order: 1 }],
          domains: [{ ...NATURAL_SCIENCES, order: 1 }],
          disciplines: [
            { ...CHEMISTRY, order: 1 },
            { ...EARTH_SCIENCES, order: 2 },
          ],
          sorts: [
            { code: 'surname,asc', label: 'Nazwisko A–Z', order: 0 },
            { code: 'surname,desc', label: 'Nazwisko Z–A', order: 1 },
          ],
        },
        totalHits: 1,
        totalHitsEstimated: false,
      },
    },
    getAuthUser: {
      200: {
        userId: EXAMPLE_FIXTURE.userId,
        profileId: PROFILE_ID,
        // Only the owner's own session reads it; an example never shows one.
        pesel: null,
        orcid: '0000-0010-7000-001X',
        firstname: 'Małgorzata',
        lastname: 'Źródłowska',
        email: 'malgorzata.zrodlowska@uj.edu.pl',
        accountStatus: 'ACTIVE',
        roles: ['BASIC'],
      },
    },
  },
  parameters: {
    getDetailsPerson: { profileId: PROFILE_ID },
    getProfileOrcid: { profileId: PROFILE_ID },
    getShortPatents: { profileId: PROFILE_ID },
    getShortProjects: { profileId: PROFILE_ID },
    getPublications: { profileId: PROFILE_ID, size: 2 },
    getScientistSearchData: { fullQuery: 'Źródłowska', size: 20 },
  },
  errors: {
    BadRequest: {
      validation: {
        summary: 'Bad input: each problem with its field',
        value: {
          code: 'VALIDATION_ERROR',
          message: 'The request is not valid.',
          errors: [
            {
              key: 'size',
              content: 'Too big: expected number to be <=100',
              invalidValue: 500,
            },
          ],
          reqId: REQ_ID,
        },
      },
      hiddenProfile: {
        summary: 'The profile is hidden',
        value: { code: 'HIDDEN_PROFILE_ERROR', message: 'This profile is hidden.', reqId: REQ_ID },
      },
    },
    Unauthorized: {
      unauthorized: {
        summary: 'No valid session',
        value: { code: 'UNAUTHORIZED', message: 'Authentication failed.', reqId: REQ_ID },
      },
    },
    Forbidden: {
      forbidden: {
        summary: 'Another owner’s profile',
        value: { code: 'FORBIDDEN', message: 'Authorisation failed.', reqId: REQ_ID },
      },
    },
    NotFound: {
      profileNotFound: {
        summary: 'No profile with this id',
        value: { code: 'PROFILE_NOT_FOUND', message: 'No profile with this id.', reqId: REQ_ID },
      },
    },
  },
};
