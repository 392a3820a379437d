// Polish texts of the expert finder (MEIN_OP, ADMIN).
// Merged into the later texts (later.pl-PL.ts); en-EN must mirror every key.
export const expertFinderPL = {
  EXPERT_FINDER: {
    TITLE: 'Wyszukiwarka ekspertów',
    INTRO:
      'Znajdź zarejestrowanych ekspertów, którzy zgodzili się na przetwarzanie danych przez wybrany podmiot. Podaj wnioskodawców, aby sprawdzić konflikty interesów: współautorstwo w ostatnich 5 latach, tę samą instytucję, promotorstwo i recenzje.',
    LOAD_ERROR: 'Nie udało się wczytać wyszukiwarki ekspertów.',
    CRITERIA: 'Kryteria',
    ENTITY: 'Podmiot pytający',
    ENTITY_HINT: 'Widoczni są tylko eksperci, którzy wyrazili zgodę temu podmiotowi.',
    DEGREE: 'Co najmniej stopień lub tytuł',
    ANY_DEGREE: 'Dowolny',
    DEGREES: {
      DOCTOR: 'doktor',
      HABILITATED_DOCTOR: 'doktor habilitowany',
      PROFESSOR: 'profesor',
    },
    FIELD: 'Dziedzina',
    ANY_FIELD: 'Dowolna dziedzina',
    DISCIPLINE: 'Dyscyplina',
    ANY_DISCIPLINE: 'Dowolna dyscyplina',
    KEYWORD: 'Słowo kluczowe',
    KEYWORD_SHORT: 'Wpisz co najmniej 2 znaki.',
    APPLICANTS: 'Wnioskodawcy',
    APPLICANTS_HINT:
      'Jeden w wierszu: identyfikator profilu albo imię i nazwisko (najwyżej {{max}}).',
    TOO_MANY_APPLICANTS: 'Podaj najwyżej {{max}} wnioskodawców.',
    SEARCH: 'Szukaj ekspertów',
    RESULTS: 'Znalezieni eksperci: {{total}}',
    NONE: 'Żaden ekspert nie spełnia tych kryteriów.',
    PAGES: 'Strony listy ekspertów',
    UNRESOLVED:
      'Tych wnioskodawców nie znaleziono w portalu, więc nie sprawdzono dla nich konfliktów:',
    INSTITUTIONS: 'Instytucje',
    DISCIPLINES: 'Dyscypliny',
    KEYWORDS: 'Słowa kluczowe',
    CONFLICTS: 'Konflikty interesów: {{conflicts}}',
    NO_CONFLICTS: 'Brak konfliktów interesów z podanymi wnioskodawcami.',
    CONFLICT: {
      CO_AUTHOR: 'Współautorstwo',
      SAME_INSTITUTION: 'Ta sama instytucja',
      PROMOTER: 'Promotorstwo',
      REVIEWER: 'Recenzja',
    },
    WITH: 'z: {{name}} —',
    EVIDENCE: {
      PUBLICATION: 'publikacja',
      INSTITUTION: 'instytucja',
      RESEARCH_WORK: 'praca badawcza',
    },
    QUOTED: '„{{title}}”',
  },
} as const;
