import {
  DictionaryClassificationSchema,
  InstitutionSuggestionsSchema,
  ScientistSearchDataSchema,
  SEARCHABLE_MENU_AREAS,
  SearchableMenuSchema,
  SpecialtySuggestionsSchema,
} from '@ln/contracts';
import type { Mock } from 'vitest';

import type { FetchAnswers } from '../../../../testing/test-utils';
import { jsonResponse, stubPlatform } from '../../../../testing/test-utils';

// A small search API answering at the HTTP boundary as profiles-api does (filters, counts,
// the 1,000 cap), every answer parsed through the contracts so the fixtures cannot drift.
export const SEARCH_PATH = '/api/profiles-api/v1.1/public/profile/scientistSearchData';
export const INSTITUTIONS_PATH = '/api/profiles-api/v1.0/public/profile/findInstitutionsByName';
export const SPECIALTIES_PATH = '/api/profiles-api/v1.0/public/profile/specialty/filter';
export const CLASSIFICATION_PATH =
  '/api/profiles-api/v1.0/public/profile/disciplinesInNewClassification';

export const SEARCHABLE_MENU_PATH = '/api/profiles-api/v1.0/public/profile/searchableMenu';

/** The searchable menu, with a label of its own so a test sees that the page uses it. */
export const SEARCHABLE_MENU = SearchableMenuSchema.parse({
  ...Object.fromEntries(SEARCHABLE_MENU_AREAS.map((area) => [area, []])),
  profiles: [
    { code: 'NAME', label: 'Imię', order: 1 },
    { code: 'SURNAME', label: 'Nazwisko osoby', order: 2 },
  ],
});

export const UJ_ID = '7d1f0b52-3c4e-4f60-8a71-92b3c4d5e6f7';
export const PW_ID = '8e2a1c63-4d5f-4071-9b82-a3c4d5e6f708';

interface Person {
  profileId: string;
  name: string;
  secondName: string | null;
  surname: string;
  previousSurname: string | null;
  prefix: string | null;
  title: string | null;
  institutionId: string;
  institution: string;
  domain: string;
  disciplines: { code: string; label: string }[];
  degree: 'MASTER' | 'DOCTOR' | 'HABILITATED_DOCTOR' | 'PROFESSOR';
  dead: boolean;
}

export const PEOPLE: Person[] = [
  {
    profileId: 'a6879b65-6da0-4287-93a2-565c967e6d39',
    name: 'Małgorzata',
    secondName: 'Jadwiga',
    surname: 'Źródłowska',
    previousSurname: 'Łęcka',
    prefix: null,
    title: 'prof. dr hab.',
    institutionId: UJ_ID,
    institution: 'Uniwersytet Jagielloński',
    domain: 'DZ0106N',
    disciplines: [{ code: 'DS010603N', label: 'nauki chemiczne' }],
    degree: 'PROFESSOR',
    dead: false,
  },
  {
    profileId: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
    name: 'Łukasz',
    secondName: null,
    surname: 'Żółkiewski',
    previousSurname: null,
    prefix: null,
    title: 'dr inż.',
    institutionId: PW_ID,
    institution: 'Politechnika Warszawska',
    domain: 'DZ0102N',
    disciplines: [{ code: 'DS010202N', label: 'automatyka, elektronika i elektrotechnika' }],
    degree: 'DOCTOR',
    dead: false,
  },
  {
    profileId: 'cd50e4e5-375a-4fda-9783-d39bb61365c2',
    name: 'Zbigniew',
    secondName: null,
    surname: 'Łukasiewicz',
    previousSurname: null,
    prefix: null,
    title: 'prof. dr hab. inż.',
    institutionId: PW_ID,
    institution: 'Politechnika Warszawska',
    domain: 'DZ0102N',
    disciplines: [{ code: 'DS010202N', label: 'automatyka, elektronika i elektrotechnika' }],
    degree: 'PROFESSOR',
    dead: true,
  },
];

const DOMAINS = [
  { code: 'DZ0102N', label: 'Dziedzina nauk inżynieryjno-technicznych', order: 2 },
  { code: 'DZ0106N', label: 'Dziedzina nauk ścisłych i przyrodniczych', order: 6 },
];
const DISCIPLINES = [
  { code: 'DS010202N', label: 'automatyka, elektronika i elektrotechnika', order: 1 },
  { code: 'DS010603N', label: 'nauki chemiczne', order: 2 },
];
const DEGREES = [
  { code: 'MASTER', label: 'magister', order: 1 },
  { code: 'DOCTOR', label: 'doktor', order: 2 },
  { code: 'HABILITATED_DOCTOR', label: 'doktor habilitowany', order: 3 },
  { code: 'PROFESSOR', label: 'profesor', order: 4 },
];

/** Case- and diacritic-insensitive, ł included, as the API matches. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase();

function count<T>(people: Person[], pick: (p: Person) => T[], label: (code: T) => string) {
  const counts = new Map<T, number>();
  for (const person of people) {
    for (const value of pick(person)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].map(([code, n]) => ({ code: String(code), label: label(code), count: n }));
}

/** The answer of scientistSearchData for a request URL; `totalHits` overrides the true count. */
export function searchAnswer(
  url: URL,
  options: { totalHits?: number; totalHitsEstimated?: boolean } = {},
) {
  const q = url.searchParams;
  const list = (key: string) => (q.get(key) ?? '').split(',').filter(Boolean);
  const words = fold(q.get('fullQuery') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const surname = fold(q.get('surname') ?? '');
  const found = PEOPLE.filter(
    (p) =>
      (q.get('withTheDead') === 'true' || !p.dead) &&
      words.every((w) => fold(`${p.name} ${p.surname} ${p.institution}`).includes(w)) &&
      (surname === '' || fold(p.surname).includes(surname)) &&
      (!q.get('institutionId') || p.institutionId === q.get('institutionId')) &&
      (list('domains').length === 0 || list('domains').includes(p.domain)) &&
      (list('disciplines').length === 0 ||
        p.disciplines.some((d) => list('disciplines').includes(d.code))) &&
      (list('degreeTitles').length === 0 || list('degreeTitles').includes(p.degree)),
  );
  if (q.get('sort') === 'surname,desc') found.reverse();
  const totalHits = options.totalHits ?? found.length;
  const size = Number(q.get('size'));
  const reachable = Math.min(totalHits, 1000);
  return ScientistSearchDataSchema.parse({
    page: {
      content: found.map((p) => ({
        profileId: p.profileId,
        file: null,
        names: {
          name: p.name,
          secondName: p.secondName,
          surname: p.surname,
          previousSurname: p.previousSurname,
          prefix: p.prefix,
        },
        domainCode: p.domain,
        matchingInfos:
          q.get('showMatching') === 'true' && words.length > 0
            ? [{ field: 'SURNAME', value: p.surname }]
            : [],
        title: p.title,
        calculatedInstitutionName: p.institution,
        disciplines: p.disciplines,
        dead: p.dead,
      })),
      page: Number(q.get('page')),
      size,
      totalElements: reachable,
      totalPages: Math.ceil(reachable / size),
    },
    filterHint: {
      domains: count(
        found,
        (p) => [p.domain],
        (c) => DOMAINS.find((d) => d.code === c)?.label ?? c,
      ),
      disciplines: count(
        found,
        (p) => p.disciplines.map((d) => d.code),
        (c) => DISCIPLINES.find((d) => d.code === c)?.label ?? c,
      ),
      titles: count(
        found,
        (p) => [p.degree],
        (c) => DEGREES.find((d) => d.code === c)?.label ?? c,
      ),
    },
    dictionaries: { domains: DOMAINS, disciplines: DISCIPLINES, degreeTitles: DEGREES, sorts: [] },
    totalHits,
    totalHitsEstimated: options.totalHitsEstimated ?? false,
  });
}

const INSTITUTIONS = InstitutionSuggestionsSchema.parse([
  { institutionId: UJ_ID, institutionName: 'Uniwersytet Jagielloński', city: 'Kraków' },
  { institutionId: PW_ID, institutionName: 'Politechnika Warszawska', city: 'Warszawa' },
]);
const SPECIALTIES = SpecialtySuggestionsSchema.parse([
  {
    specialtyId: '9f3b2d74-5e60-4182-8c93-b4d5e6f70819',
    labelPl: 'chemia organiczna',
    labelEn: 'organic chemistry',
  },
  {
    specialtyId: 'a04c3e85-6f71-4293-9da4-c5e6f708192a',
    labelPl: 'chemia fizyczna',
    labelEn: 'physical chemistry',
  },
]);
const CLASSIFICATION = DictionaryClassificationSchema.parse(
  DOMAINS.map((d) => ({
    ...d,
    iconCode: d.code,
    disciplines: DISCIPLINES.filter((x) => x.code.slice(2, 6) === d.code.slice(2, 6)),
  })),
);

const lastUrl = (fetchMock: Mock, path: string) => {
  const call = fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .at(-1);
  if (!call) throw new Error(`no request to ${path}`);
  return call;
};

/** Stubs the platform calls and the search API; returns the fetch mock. */
export function stubSearchApi(
  options: { totalHits?: number; totalHitsEstimated?: boolean } = {},
): Mock {
  const answers: FetchAnswers = {
    [SEARCH_PATH]: () => jsonResponse(searchAnswer(lastUrl(fetchMock, SEARCH_PATH), options)),
    [INSTITUTIONS_PATH]: () => {
      const name = fold(lastUrl(fetchMock, INSTITUTIONS_PATH).searchParams.get('name') ?? '');
      return jsonResponse(INSTITUTIONS.filter((i) => fold(i.institutionName).includes(name)));
    },
    [SPECIALTIES_PATH]: () => {
      const name = fold(lastUrl(fetchMock, SPECIALTIES_PATH).searchParams.get('name') ?? '');
      return jsonResponse(
        SPECIALTIES.filter((s) => fold(`${s.labelPl} ${s.labelEn}`).includes(name)),
      );
    },
    [CLASSIFICATION_PATH]: () => jsonResponse(CLASSIFICATION),
    [SEARCHABLE_MENU_PATH]: () => jsonResponse(SEARCHABLE_MENU),
  };
  const fetchMock: Mock = stubPlatform({ extra: answers });
  return fetchMock;
}

/** The requests made to one path, as URLs. */
export function requestsTo(fetchMock: Mock, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}
