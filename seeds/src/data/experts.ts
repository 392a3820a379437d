/**
 * JSDE reference data: the statements experts give and the contests that need them
 * (accounts-and-platform §3, §4). A statement needed by several contests is given once and
 * counts for all of them. Bump `version` when a text changes: acceptances keep theirs.
 */
export interface ExpertStatementData {
  code: string;
  version: number;
  textPl: string;
  textEn: string;
}

export interface ExpertContestData {
  id: string;
  code: string;
  namePl: string;
  nameEn: string;
  statements: readonly string[];
}

export const EXPERT_STATEMENTS: readonly ExpertStatementData[] = [
  {
    code: 'CONFLICT_OF_INTEREST',
    version: 1,
    textPl:
      'Oświadczam, że poinformuję o każdym konflikcie interesów z ocenianym wnioskodawcą (współautorstwo, wspólne zatrudnienie, relacja promotora lub recenzenta) i nie podejmę się wtedy oceny.',
    textEn:
      'I declare that I will report any conflict of interest with an assessed applicant (co-authorship, common employment, a promoter or reviewer relation) and will then not take the assessment.',
  },
  {
    code: 'AVAILABILITY',
    version: 1,
    textPl:
      'Oświadczam, że jestem dostępny do wykonania ocen w terminach wyznaczonych w konkursie.',
    textEn:
      'I declare that I am available to carry out assessments within the contest’s deadlines.',
  },
  {
    code: 'CONFIDENTIALITY',
    version: 1,
    textPl: 'Zobowiązuję się zachować w tajemnicy treść ocenianych wniosków i wyników oceny.',
    textEn:
      'I undertake to keep the content of the assessed applications and of the assessment confidential.',
  },
];

export const EXPERT_CONTESTS: readonly ExpertContestData[] = [
  {
    id: '6a1e0000-0000-4000-8000-000000000001',
    code: 'NAUKA_DLA_SPOLECZENSTWA',
    namePl: 'Nauka dla Społeczeństwa',
    nameEn: 'Science for Society',
    statements: ['CONFLICT_OF_INTEREST', 'AVAILABILITY'],
  },
  {
    id: '6a1e0000-0000-4000-8000-000000000002',
    code: 'DOSKONALA_NAUKA',
    namePl: 'Doskonała Nauka',
    nameEn: 'Excellent Science',
    statements: ['CONFLICT_OF_INTEREST', 'CONFIDENTIALITY'],
  },
  {
    id: '6a1e0000-0000-4000-8000-000000000003',
    code: 'PERLY_NAUKI',
    namePl: 'Perły Nauki',
    nameEn: 'Pearls of Science',
    statements: ['AVAILABILITY', 'CONFIDENTIALITY'],
  },
];
