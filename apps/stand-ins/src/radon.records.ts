import { DISCIPLINES, FIELDS, radonPersonId, SEED_INSTITUTIONS, SEED_NOW } from '@ln/seeds';
import type { PersonRows } from './universe.js';

/**
 * RAD-on open data records (POL-on employees, the scientist register, institutions) in the
 * shapes of the operator's published answers (OPI-PIB/Radon-api, "Radon API – Basics"; field by
 * field in docs/registries.md). Built from the seed's rows of one person.
 */

type Row = Record<string, unknown>;
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

const DISCIPLINE = new Map<string, { labelPl: string }>(DISCIPLINES.map((d) => [d.code, d]));
const FIELD = new Map<string, { labelPl: string }>(FIELDS.map((f) => [f.code, f]));
const INSTITUTION = new Map(SEED_INSTITUTIONS.map((i) => [i.id, i]));

/** The night every record was last refreshed, and how many share one millisecond. */
export const BASE_REFRESH = SEED_NOW.getTime() - 30 * 86_400_000;
export const REFRESH_STEP_MS = 1_000;

/** A stable uuid-looking id for a person's employment at an institution (employeeInInstitutionUuid). */
function employeeInInstitutionUuid(personId: string, institution: string): string {
  const hex = (personId + institution.replace(/-/g, '')).toLowerCase().slice(8, 40);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function radonInstitution(id: unknown) {
  const inst = INSTITUTION.get(String(id));
  return inst && inst.radonUuid ? inst : null;
}

const DEGREE = {
  DOCTOR: { code: 1, name: 'Doktor' },
  HABILITATED_DOCTOR: { code: 2, name: 'Doktor habilitowany' },
} as const;

export interface RadonPerson {
  id: string;
  index: number;
  lastRefresh: number;
  personalData: {
    firstName: string;
    middleName: string | null;
    lastName: string;
    lastNamePrefix: string | null;
  };
  orcid: string | null;
  calculatedEduLevel: string | null;
  employments: Array<Record<string, unknown>>;
  employeeInInstitutionUuids: Array<Record<string, unknown>>;
  academicDegrees: Array<Record<string, unknown>> | null;
  academicTitles: Array<Record<string, unknown>> | null;
  professionalTitles: Array<Record<string, unknown>> | null;
}

/** Our record of a RAD-on person, before it is shaped for one service. */
export function radonPerson(person: PersonRows, lastRefresh: number): RadonPerson {
  const profile = person.rows.get('profile')![0]!;
  const id = radonPersonId(person.index);
  const disciplines = person.rows.get('profile_discipline') ?? [];
  const main = disciplines.find((d) => d.is_main) ?? disciplines[0];
  const second = disciplines.find((d) => d !== main);
  const declared = {
    firstDisciplineName: main
      ? (DISCIPLINE.get(String(main.discipline_code))?.labelPl ?? null)
      : null,
    firstDisciplineCode: str(main?.discipline_code),
    secondDisciplineName: second
      ? (DISCIPLINE.get(String(second.discipline_code))?.labelPl ?? null)
      : null,
    secondDisciplineCode: str(second?.discipline_code),
  };
  // The open data lists active employments only ("people with active employment").
  const current = (person.rows.get('employment') ?? []).filter((e) => e.status === 'CURRENT');
  const employments = current.flatMap((e, k) => {
    const inst = radonInstitution(e.institution_id);
    if (!inst) return [];
    return [
      {
        startDate: str(e.start_date),
        employingInstitutionName: inst.namePl,
        employingInstitutionUuid: inst.radonUuid,
        basicPlaceOfWork: k === 0 ? 'Tak' : 'Nie',
        declaredDisciplines: declared,
      },
    ];
  });
  const anyInstitution = employments[0]?.employingInstitutionUuid ?? '00000000';
  const eiu = employeeInInstitutionUuid(id, String(anyInstitution));
  const degrees = person.rows.get('degree_title') ?? [];
  const classification = (d: Row) => [
    {
      fieldName: FIELD.get(String(d.field_code))?.labelPl ?? null,
      fieldCode: str(d.field_code),
      disciplineName: str(d.classification_label),
      disciplineCode: str(d.discipline_code),
    },
  ];
  const academicDegrees = degrees
    .filter((d) => d.type === 'DOCTOR' || d.type === 'HABILITATED_DOCTOR')
    .map((d) => {
      const kind = DEGREE[d.type as keyof typeof DEGREE];
      const granting = radonInstitution(d.granting_institution_id);
      const foreign = d.granting_country !== 'PL';
      return {
        employeeInInstitutionUuid: eiu,
        academicDegreeCode: kind.code,
        academicDegreeName: kind.name,
        grantingMode: foreign ? 'Zagraniczny' : 'Krajowy',
        grantingYear: str(d.year),
        grantingInstitutionUuid: granting?.radonUuid ?? null,
        grantingInstitutionName: foreign ? null : str(d.granting_institution_name),
        baseReasonAccept: null,
        foreignInstitutionName: foreign ? str(d.granting_institution_name) : null,
        grantingCountry: foreign ? str(d.granting_country) : null,
        recognitionInstitutionName: null,
        degreeClassification: classification(d),
      };
    });
  const academicTitles = degrees
    .filter((d) => d.type === 'PROFESSOR')
    .map((d) => ({
      employeeInInstitutionUuid: eiu,
      academicTitleCode: 2,
      academicTitleName: 'Profesor',
      grantingYear: str(d.year),
      titleClassification: classification(d),
    }));
  const professionalTitles = degrees
    .filter((d) => d.type === 'MASTER')
    .map((d) => {
      const granting = radonInstitution(d.granting_institution_id);
      const engineer = String(d.label).includes('inż');
      return {
        employeeInInstitutionUuid: eiu,
        professionalTitleCode: engineer ? 4 : 7,
        professionalTitleName: engineer ? 'Magister inżynier' : 'Magister',
        courseName: null,
        institutionUuid: granting?.radonUuid ?? null,
        institutionName: str(d.granting_institution_name),
        foreignInstitutionName: null,
        graduationYear: str(d.year),
        grantingCountry: null,
      };
    });
  return {
    id,
    index: person.index,
    lastRefresh,
    personalData: {
      firstName: String(profile.first_name),
      middleName: str(profile.second_name),
      lastName: String(profile.surname),
      lastNamePrefix: null,
    },
    orcid: str(profile.orcid),
    calculatedEduLevel: str(profile.calculated_edu_level),
    employments,
    employeeInInstitutionUuids: employments.map((e) => ({
      employeeInInstitutionUuid: eiu,
      employingInstitutionUuid: e.employingInstitutionUuid,
      employingInstitutionName: e.employingInstitutionName,
    })),
    academicDegrees: academicDegrees.length > 0 ? academicDegrees : null,
    academicTitles: academicTitles.length > 0 ? academicTitles : null,
    professionalTitles: professionalTitles.length > 0 ? professionalTitles : null,
  };
}

/** One record of GET /opendata/polon/employees (the notebook's first answer, key for key). */
export function employeeRecord(p: RadonPerson) {
  return {
    professionalTitles: p.professionalTitles,
    lastRefresh: String(p.lastRefresh),
    employeeInInstitutionUuids: p.employeeInInstitutionUuids,
    personalData: p.personalData,
    employments: p.employments,
    disciplinaryPenalties: null,
    penaltyMarker: false,
    academicTitles: p.academicTitles,
    managerialFunctions: [],
    calculatedEduLevel: p.calculatedEduLevel,
    academicDegrees: p.academicDegrees,
    id: p.id,
    doctoralSchoolCourses: [],
    dataSource: 'POLON',
    equivalentDegrees: null,
  };
}

/**
 * One record of POST /opendata/scientist/search (the integrated register): the ORCID iD and the
 * uid sit in personalData, which the employees service lacks.
 */
export function scientistRecord(p: RadonPerson) {
  return {
    personalData: { ...p.personalData, id: p.id, orcid: p.orcid },
    lastRefresh: String(p.lastRefresh),
    calculatedEduLevel: p.calculatedEduLevel,
    academicDegrees: p.academicDegrees ?? [],
    academicTitles: p.academicTitles ?? [],
    professionalTitles: p.professionalTitles ?? [],
    employments: p.employments,
    dataSources: ['POLON'],
  };
}

/** GET /opendata/polon/institutions: the Polish institutions of the seed. */
export const RADON_INSTITUTIONS = SEED_INSTITUTIONS.filter((i) => i.radonUuid).map((inst, k) => ({
  institutionUuid: inst.radonUuid!,
  name: inst.namePl,
  nameEn: inst.nameEn,
  acronym: null,
  statusCode: '1',
  statusName: 'Działająca',
  iKindCd: inst.kind === 'UNIVERSITY' ? '1' : '2',
  iKindNm: inst.kind === 'UNIVERSITY' ? 'Uczelnia' : 'Instytut',
  addresses: [{ city: inst.city, countryCode: 'PL' }],
  www: null,
  lastRefresh: String(BASE_REFRESH + k * REFRESH_STEP_MS),
}));
