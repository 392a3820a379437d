import { normaliseOrcid, sourceRecord, type SourceRecord } from '../records.js';
import type {
  RadonAcademicDegree,
  RadonAcademicTitle,
  RadonClassification,
  RadonEmployee,
  RadonEmployment,
  RadonInstitution,
  RadonProfessionalTitle,
  RadonScientist,
} from './radon.types.js';

/**
 * RAD-on records in the portal's terms (docs/registries.md lists where each field comes from).
 * A person comes from two services: the employees service (employments, declared disciplines,
 * degrees) and the scientist register (the same and the ORCID iD). Both map to one
 * `RegistryPerson`; `orcid` is `undefined` from the employees service, which carries none.
 */

export type DegreeKind = 'MASTER' | 'DOCTOR' | 'HABILITATED_DOCTOR' | 'PROFESSOR';

export interface RegistryDegree {
  kind: DegreeKind;
  /** As the registry names it: 'Doktor habilitowany', 'Magister inżynier', 'Profesor'. */
  label: string | null;
  year: number | null;
  institutionSourceId: string | null;
  institutionName: string | null;
  /** ISO country of a degree granted abroad; null for a Polish one. */
  country: string | null;
  fieldCode: string | null;
  fieldName: string | null;
  disciplineCode: string | null;
  disciplineName: string | null;
}

export interface RegistryEmployment {
  institutionSourceId: string | null;
  institutionName: string | null;
  startDate: string | null;
  /** 'Tak' → true, 'Nie' → false, anything else ('Nie dotyczy') → null. */
  mainPlaceOfWork: boolean | null;
  disciplines: Array<{ code: string | null; name: string | null }>;
}

export interface RegistryPerson {
  firstName: string;
  middleName: string | null;
  lastName: string;
  lastNamePrefix: string | null;
  /** From the scientist register only; undefined from the employees service. */
  orcid?: string | null;
  /** 'prof. dr hab.', 'dr hab. inż.' … as the registry computes it. */
  calculatedEduLevel: string | null;
  employments: RegistryEmployment[];
  degrees: RegistryDegree[];
  /** The disciplines declared at the main place of work, the first being the main one. */
  disciplines: Array<{ code: string; name: string | null; main: boolean }>;
}

export interface RegistryInstitution {
  name: string;
  city: string | null;
  countryCode: string;
  /** statusCode '1' (the only status the public scripts treat as active). */
  active: boolean;
  kindCode: string | null;
}

export type RadonPersonRecord = SourceRecord<'person', RegistryPerson>;
export type RadonInstitutionRecord = SourceRecord<'institution', RegistryInstitution>;

const text = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};
const year = (v: string | null | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 1800 && n < 2200 ? n : null;
};
const flag = (v: string | null) => (v === 'Tak' ? true : v === 'Nie' ? false : null);

/** A registry name in upper case ('ADAMSKA') as people write it ('Adamska'); mixed case kept. */
function nameCase(v: string | null | undefined): string | null {
  const t = text(v);
  if (!t) return null;
  if (t !== t.toUpperCase()) return t;
  return t
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

function classification(list: RadonClassification[] | null) {
  const c = list?.[0];
  return {
    fieldCode: text(c?.fieldCode),
    fieldName: text(c?.fieldName),
    disciplineCode: text(c?.disciplineCode),
    disciplineName: text(c?.disciplineName),
  };
}

function degree(d: RadonAcademicDegree): RegistryDegree | null {
  const kind: DegreeKind | null =
    d.academicDegreeCode === 1
      ? 'DOCTOR'
      : d.academicDegreeCode === 2
        ? 'HABILITATED_DOCTOR'
        : null;
  if (!kind) return null;
  const abroad = d.grantingMode === 'Zagraniczny' || !!d.foreignInstitutionName;
  return {
    kind,
    label: text(d.academicDegreeName),
    year: year(d.grantingYear),
    institutionSourceId: text(d.grantingInstitutionUuid),
    institutionName: text(
      abroad ? (d.foreignInstitutionName ?? d.grantingInstitutionName) : d.grantingInstitutionName,
    ),
    country: abroad ? text(d.grantingCountry) : null,
    ...classification(d.degreeClassification),
  };
}

function title(t: RadonAcademicTitle): RegistryDegree {
  return {
    kind: 'PROFESSOR',
    label: text(t.academicTitleName),
    year: year(t.grantingYear),
    institutionSourceId: null,
    institutionName: null,
    country: null,
    ...classification(t.titleClassification),
  };
}

function professional(t: RadonProfessionalTitle): RegistryDegree | null {
  const name = text(t.professionalTitleName);
  // Masters (Magister, Magister inżynier…); a bachelor's or engineer's title is not a degree here.
  if (!name || !/^magister/i.test(name)) return null;
  return {
    kind: 'MASTER',
    label: name,
    year: year(t.graduationYear),
    institutionSourceId: text(t.institutionUuid),
    institutionName: text(t.institutionName ?? t.foreignInstitutionName),
    country: t.foreignInstitutionName ? text(t.grantingCountry) : null,
    fieldCode: null,
    fieldName: null,
    disciplineCode: null,
    disciplineName: null,
  };
}

function employment(e: RadonEmployment): RegistryEmployment {
  const d = e.declaredDisciplines;
  const disciplines = [
    { code: text(d?.firstDisciplineCode), name: text(d?.firstDisciplineName) },
    { code: text(d?.secondDisciplineCode), name: text(d?.secondDisciplineName) },
  ].filter((x) => x.code || x.name);
  return {
    institutionSourceId: text(e.employingInstitutionUuid),
    institutionName: text(e.employingInstitutionName),
    startDate: text(e.startDate),
    mainPlaceOfWork: flag(e.basicPlaceOfWork),
    disciplines,
  };
}

const byYear = (a: RegistryDegree, b: RegistryDegree) =>
  (a.year ?? 0) - (b.year ?? 0) || a.kind.localeCompare(b.kind);

function person(
  raw: RadonEmployee | RadonScientist,
  orcid: string | null | undefined,
): RegistryPerson {
  const employments = (raw.employments ?? []).map(employment);
  const main = employments.find((e) => e.mainPlaceOfWork) ?? employments[0];
  const degrees = [
    ...(raw.professionalTitles ?? []).map(professional),
    ...(raw.academicDegrees ?? []).map(degree),
    ...(raw.academicTitles ?? []).map(title),
  ].filter((d): d is RegistryDegree => d !== null);
  const data: RegistryPerson = {
    firstName: nameCase(raw.personalData.firstName) ?? '',
    middleName: nameCase(raw.personalData.middleName),
    lastName: nameCase(raw.personalData.lastName) ?? '',
    lastNamePrefix: text(raw.personalData.lastNamePrefix),
    calculatedEduLevel: text(raw.calculatedEduLevel),
    employments,
    degrees: degrees.sort(byYear),
    disciplines: (main?.disciplines ?? []).flatMap((d, k) =>
      d.code ? [{ code: d.code, name: d.name, main: k === 0 }] : [],
    ),
  };
  if (orcid !== undefined) data.orcid = normaliseOrcid(orcid);
  return data;
}

export function mapRadonEmployee(raw: RadonEmployee, fetchedAt: Date): RadonPersonRecord {
  return sourceRecord('RADON', 'person', raw.id, fetchedAt, person(raw, undefined));
}

export function mapRadonScientist(raw: RadonScientist, fetchedAt: Date): RadonPersonRecord {
  return sourceRecord(
    'RADON',
    'person',
    raw.personalData.id,
    fetchedAt,
    person(raw, raw.personalData.orcid),
  );
}

export function mapRadonInstitution(
  raw: RadonInstitution,
  fetchedAt: Date,
): RadonInstitutionRecord {
  const address = raw.addresses?.[0];
  return sourceRecord('RADON', 'institution', raw.institutionUuid, fetchedAt, {
    name: text(raw.name) ?? '',
    city: text(address?.city),
    countryCode: text(address?.countryCode) ?? 'PL',
    active: raw.statusCode === '1',
    kindCode: text(raw.iKindCd),
  });
}
