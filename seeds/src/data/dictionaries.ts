/**
 * Small dictionaries of the platform that are reference data, not people: kinds of
 * industrial property (`public/dictionary/patentUnits`), CV labels per language and the
 * current terms of use.
 */
export interface PatentUnitSeed {
  code: string;
  labelPl: string;
  labelEn: string;
}

export const PATENT_UNITS: readonly PatentUnitSeed[] = [
  { code: 'PATENT', labelPl: 'Patent', labelEn: 'Patent' },
  { code: 'UTILITY_MODEL', labelPl: 'Wzór użytkowy', labelEn: 'Utility model' },
  { code: 'INDUSTRIAL_DESIGN', labelPl: 'Wzór przemysłowy', labelEn: 'Industrial design' },
  { code: 'PLANT_VARIETY', labelPl: 'Odmiana roślin', labelEn: 'Plant variety' },
  {
    code: 'TOPOGRAPHY',
    labelPl: 'Topografia układu scalonego',
    labelEn: 'Integrated circuit topography',
  },
  { code: 'TRADEMARK', labelPl: 'Znak towarowy', labelEn: 'Trademark' },
];

export interface CvLabelSeed {
  key: string;
  section: 'BASIC_DATA' | 'DESCRIPTION' | 'QUALIFICATIONS' | 'PUBLICATIONS' | 'GENERAL';
  pl: string;
  en: string;
  tipPl?: string;
  tipEn?: string;
}

/** Labels of the CV builder; BASIC_DATA ones are the fields a user may add (enableLabels). */
export const CV_LABELS: readonly CvLabelSeed[] = [
  { key: 'FIRST_NAME', section: 'BASIC_DATA', pl: 'Imię', en: 'First name' },
  { key: 'SURNAME', section: 'BASIC_DATA', pl: 'Nazwisko', en: 'Surname' },
  { key: 'DEGREE', section: 'BASIC_DATA', pl: 'Stopień lub tytuł', en: 'Degree or title' },
  { key: 'ORCID', section: 'BASIC_DATA', pl: 'ORCID', en: 'ORCID' },
  { key: 'EMAIL', section: 'BASIC_DATA', pl: 'Adres e-mail', en: 'E-mail address' },
  { key: 'PHONE', section: 'BASIC_DATA', pl: 'Telefon', en: 'Phone' },
  { key: 'WEBSITE', section: 'BASIC_DATA', pl: 'Strona internetowa', en: 'Website' },
  { key: 'EMPLOYMENT', section: 'BASIC_DATA', pl: 'Miejsce pracy', en: 'Place of employment' },
  { key: 'POSITION', section: 'BASIC_DATA', pl: 'Stanowisko', en: 'Position' },
  { key: 'DISCIPLINE', section: 'BASIC_DATA', pl: 'Dyscyplina', en: 'Discipline' },
  {
    key: 'ACHIEVEMENTS',
    section: 'DESCRIPTION',
    pl: 'Najważniejsze osiągnięcia',
    en: 'Key achievements',
    tipPl: 'Opisz do pięciu najważniejszych osiągnięć i ich znaczenie.',
    tipEn: 'Describe up to five key achievements and why they matter.',
  },
  {
    key: 'CONTRIBUTION_TO_SCIENCE',
    section: 'DESCRIPTION',
    pl: 'Wkład w rozwój nauki',
    en: 'Contribution to knowledge',
    tipPl: 'Jak Twoje badania zmieniły stan wiedzy w dziedzinie?',
    tipEn: 'How has your research changed what is known in your field?',
  },
  {
    key: 'CONTRIBUTION_TO_PEOPLE',
    section: 'DESCRIPTION',
    pl: 'Rozwój innych osób',
    en: 'Development of others',
    tipPl: 'Promotorstwo, opieka naukowa, mentoring.',
    tipEn: 'Supervision, mentoring, training.',
  },
  {
    key: 'CONTRIBUTION_TO_COMMUNITY',
    section: 'DESCRIPTION',
    pl: 'Wkład w społeczność naukową',
    en: 'Contribution to the research community',
    tipPl: 'Recenzje, redakcja czasopism, organizacja konferencji, praca w gremiach.',
    tipEn: 'Reviewing, editorial work, organising conferences, service on committees.',
  },
  {
    key: 'CONTRIBUTION_TO_SOCIETY',
    section: 'DESCRIPTION',
    pl: 'Wkład w społeczeństwo',
    en: 'Contribution to society',
    tipPl: 'Upowszechnianie nauki, współpraca z otoczeniem.',
    tipEn: 'Outreach, work with industry and the public.',
  },
  { key: 'FUNCTIONS', section: 'QUALIFICATIONS', pl: 'Pełnione funkcje', en: 'Functions held' },
  { key: 'MEMBERSHIPS', section: 'QUALIFICATIONS', pl: 'Członkostwa', en: 'Memberships' },
  { key: 'SPECIALTIES', section: 'QUALIFICATIONS', pl: 'Specjalności', en: 'Specialties' },
  {
    key: 'EXPERIENCE_YEARS',
    section: 'QUALIFICATIONS',
    pl: 'Lata doświadczenia',
    en: 'Years of experience',
  },
  {
    key: 'PUBLICATIONS',
    section: 'PUBLICATIONS',
    pl: 'Wybrane publikacje',
    en: 'Selected publications',
  },
  { key: 'CV_TITLE', section: 'GENERAL', pl: 'Życiorys naukowy', en: 'Academic CV' },
];

export const CURRENT_TERMS = {
  version: 1,
  publishedAt: '2026-01-01T00:00:00Z',
  textPl:
    'Regulamin portalu Ludzie Nauki. Konto jest zakładane przy pierwszym logowaniu. Dane pochodzące z systemów państwowych są prezentowane w postaci, w jakiej zostały przekazane; dane dodane przez użytkownika można w każdej chwili zmienić lub usunąć. Wycofanie akceptacji regulaminu oznacza usunięcie konta.',
  textEn:
    'Terms of use of the Ludzie Nauki portal. An account is created at the first login. Data from state systems are shown as they were delivered; data added by the user can be changed or removed at any time. Withdrawing acceptance of the terms deletes the account.',
} as const;
