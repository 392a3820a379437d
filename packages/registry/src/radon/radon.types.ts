/**
 * RAD-on's answers as the operator's notebooks show them (OPI-PIB/Radon-api,
 * Radon_API_Basics_en.ipynb; docs/registries.md has them field by field). Everything may be
 * null: the mapper takes nothing for granted.
 */
export interface RadonClassification {
  fieldName: string | null;
  fieldCode: string | null;
  disciplineName: string | null;
  disciplineCode: string | null;
}

export interface RadonEmployment {
  startDate: string | null;
  employingInstitutionName: string | null;
  employingInstitutionUuid: string | null;
  /** 'Tak', 'Nie' or 'Nie dotyczy'. */
  basicPlaceOfWork: string | null;
  declaredDisciplines: {
    firstDisciplineName: string | null;
    firstDisciplineCode: string | null;
    secondDisciplineName: string | null;
    secondDisciplineCode: string | null;
  } | null;
}

export interface RadonAcademicDegree {
  academicDegreeCode: number | null;
  academicDegreeName: string | null;
  grantingMode: string | null;
  grantingYear: string | null;
  grantingInstitutionUuid: string | null;
  grantingInstitutionName: string | null;
  foreignInstitutionName: string | null;
  grantingCountry: string | null;
  degreeClassification: RadonClassification[] | null;
}

export interface RadonAcademicTitle {
  academicTitleCode: number | null;
  academicTitleName: string | null;
  grantingYear: string | null;
  titleClassification: RadonClassification[] | null;
}

export interface RadonProfessionalTitle {
  professionalTitleCode: number | null;
  professionalTitleName: string | null;
  courseName: string | null;
  institutionUuid: string | null;
  institutionName: string | null;
  foreignInstitutionName: string | null;
  graduationYear: string | null;
  grantingCountry: string | null;
}

export interface RadonPersonalData {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  lastNamePrefix: string | null;
}

/** GET /opendata/polon/employees, one of `results`. */
export interface RadonEmployee {
  id: string;
  lastRefresh: string;
  dataSource: string | null;
  personalData: RadonPersonalData;
  calculatedEduLevel: string | null;
  employments: RadonEmployment[] | null;
  academicDegrees: RadonAcademicDegree[] | null;
  academicTitles: RadonAcademicTitle[] | null;
  professionalTitles: RadonProfessionalTitle[] | null;
  penaltyMarker: boolean | null;
}

/** POST /opendata/scientist/search, one of `results`: the uid and ORCID iD in personalData. */
export interface RadonScientist {
  lastRefresh: string;
  personalData: RadonPersonalData & { id: string; orcid: string | null };
  calculatedEduLevel: string | null;
  employments: RadonEmployment[] | null;
  academicDegrees: RadonAcademicDegree[] | null;
  academicTitles: RadonAcademicTitle[] | null;
  professionalTitles: RadonProfessionalTitle[] | null;
  dataSources: string[] | null;
}

/** GET /opendata/polon/institutions, one of `results`. */
export interface RadonInstitution {
  institutionUuid: string;
  lastRefresh: string;
  name: string | null;
  statusCode: string | null;
  addresses: Array<{ city: string | null; countryCode?: string | null }> | null;
  www: string | null;
  iKindCd: string | null;
}
