import type { RoleName } from '@ln/contracts';
import type { PersonOverrides } from './generate/index.js';
import { makeOrcid } from './generate/index.js';

/** The seed of `pnpm start` and of every persona login README lists. */
export const DEFAULT_SEED = 20_261_122;
/** Profiles a default `pnpm start` seeds. */
export const DEFAULT_PROFILES = 3_000;

/**
 * Fixture profiles (the first indices of every seed) and personas with known logins.
 * README.md lists them; they are the same on every fresh default seed.
 */
export interface FixtureProfile {
  index: number;
  key: string;
  description: string;
  overrides: PersonOverrides;
}

export const FIXTURE_PROFILES: readonly FixtureProfile[] = [
  {
    index: 0,
    key: 'full',
    description:
      'Every tab filled: publications of all five types, artistic achievements, patents, projects, research works; contact data public',
    overrides: {
      firstName: 'Małgorzata',
      secondName: 'Jadwiga',
      surname: 'Źródłowska',
      female: true,
      previousSurname: 'Łęcka',
      field: 'DZ0106N',
      level: 3,
      hidden: false,
      dead: false,
      orcid: makeOrcid(7_000_001),
      bwnpId: 100_000,
      email: 'malgorzata.zrodlowska@uj.edu.pl',
      visibilityEmail: 'EVERYONE',
      phoneNumber: '+48 12 663 55 00',
      visibilityPhone: 'EVERYONE',
      everything: true,
      createdAt: new Date(Date.UTC(2020, 2, 1)),
    },
  },
  {
    index: 1,
    key: 'hidden',
    description: 'Hidden profile: every public call about it answers HIDDEN_PROFILE_ERROR',
    overrides: {
      firstName: 'Jerzy',
      surname: 'Świątek',
      female: false,
      hidden: true,
      dead: false,
      level: 2,
    },
  },
  {
    index: 2,
    key: 'deceased',
    description: 'Deceased professor (dead: true, no contact data); their account is closed',
    overrides: {
      firstName: 'Zbigniew',
      surname: 'Łukasiewicz',
      female: false,
      hidden: false,
      dead: true,
      level: 3,
      field: 'DZ0102N',
      email: null,
      phoneNumber: null,
    },
  },
  {
    index: 3,
    key: 'orcid',
    description: 'Profile whose owner logs in with ORCID',
    overrides: {
      firstName: 'Łukasz',
      surname: 'Żółkiewski',
      female: false,
      hidden: false,
      dead: false,
      level: 1,
      field: 'DZ0102N',
      orcid: makeOrcid(7_000_003),
    },
  },
  {
    index: 4,
    key: 'blocked-owner',
    description: 'Profile of the blocked account',
    overrides: {
      firstName: 'Krzysztof',
      surname: 'Zalewski',
      female: false,
      hidden: false,
      dead: false,
    },
  },
  {
    index: 5,
    key: 'priest',
    description: 'Theologian with a name prefix (ks.)',
    overrides: {
      firstName: 'Stanisław',
      surname: 'Ćwik',
      female: false,
      prefix: 'ks.',
      field: 'DZ0107N',
      level: 2,
      hidden: false,
      dead: false,
    },
  },
  {
    index: 6,
    key: 'previous-surname',
    description: 'Woman with a previous surname (search finds her by either)',
    overrides: {
      firstName: 'Ewa',
      surname: 'Gąsiorowska',
      previousSurname: 'Jaśkiewicz',
      female: true,
      hidden: false,
      dead: false,
    },
  },
];

/** The names fixtures override, so that lists naming those people agree with their profiles. */
export const FIXTURE_NAMES: ReadonlyMap<number, { firstName: string; surname: string }> = new Map(
  FIXTURE_PROFILES.flatMap((f) =>
    f.overrides.firstName && f.overrides.surname
      ? [[f.index, { firstName: f.overrides.firstName, surname: f.overrides.surname }] as const]
      : [],
  ),
);

export type { RoleName };

export interface Persona {
  key: string;
  firstName: string;
  surname: string;
  female: boolean;
  email: string;
  roles: RoleName[];
  status: 'ACTIVE' | 'BLOCKED' | 'CLOSED';
  /** The fixture profile this account owns, if any. */
  profileIndex?: number;
  /** The account has accepted the current terms. */
  termsAccepted: boolean;
  description: string;
}

export const PERSONAS: readonly Persona[] = [
  {
    key: 'owner',
    firstName: 'Małgorzata',
    surname: 'Źródłowska',
    female: true,
    email: 'malgorzata.zrodlowska@uj.edu.pl',
    roles: ['BASIC'],
    status: 'ACTIVE',
    profileIndex: 0,
    termsAccepted: true,
    description: 'Owner of the full fixture profile',
  },
  {
    key: 'orcid-owner',
    firstName: 'Łukasz',
    surname: 'Żółkiewski',
    female: false,
    email: 'lukasz.zolkiewski@pw.edu.pl',
    roles: ['BASIC'],
    status: 'ACTIVE',
    profileIndex: 3,
    termsAccepted: true,
    description: 'Owner who logs in with ORCID',
  },
  {
    key: 'no-profile',
    firstName: 'Tomasz',
    surname: 'Nowicki',
    female: false,
    email: 'tomasz.nowicki@example.pl',
    roles: ['BASIC'],
    status: 'ACTIVE',
    termsAccepted: true,
    description: 'User without a scientist profile',
  },
  {
    key: 'new-user',
    firstName: 'Łucja',
    surname: 'Ślęzak',
    female: true,
    email: 'lucja.slezak@example.pl',
    roles: ['BASIC'],
    status: 'ACTIVE',
    termsAccepted: false,
    description: 'Account that has not accepted the terms yet (CONSENT_REQUIRED_ERROR)',
  },
  {
    key: 'admin',
    firstName: 'Joanna',
    surname: 'Kamińska',
    female: true,
    email: 'joanna.kaminska@ln.gov.pl',
    roles: ['BASIC', 'ADMIN'],
    status: 'ACTIVE',
    termsAccepted: true,
    description: 'Administrator',
  },
  {
    key: 'opi-operator',
    firstName: 'Piotr',
    surname: 'Sikorski',
    female: false,
    email: 'piotr.sikorski@opi.org.pl',
    roles: ['BASIC', 'OPI_OP'],
    status: 'ACTIVE',
    termsAccepted: true,
    description: 'OPI operator (adds and edits gremia)',
  },
  {
    key: 'mein-operator',
    firstName: 'Barbara',
    surname: 'Górska',
    female: true,
    email: 'barbara.gorska@nauka.gov.pl',
    roles: ['BASIC', 'MEIN_OP'],
    status: 'ACTIVE',
    termsAccepted: true,
    description: 'Ministry specialist (gremia, messages)',
  },
  {
    key: 'agent',
    firstName: 'Marek',
    surname: 'Wróbel',
    female: false,
    email: 'marek.wrobel@nauka.gov.pl',
    roles: ['BASIC', 'AGENT'],
    status: 'ACTIVE',
    termsAccepted: true,
    description: 'Informant (messages about calls and elections)',
  },
  {
    key: 'blocked',
    firstName: 'Krzysztof',
    surname: 'Zalewski',
    female: false,
    email: 'krzysztof.zalewski@example.pl',
    roles: ['BASIC'],
    status: 'BLOCKED',
    profileIndex: 4,
    termsAccepted: true,
    description: 'Blocked account (ACCOUNT_LOCKED)',
  },
  {
    key: 'closed',
    firstName: 'Zbigniew',
    surname: 'Łukasiewicz',
    female: false,
    email: 'zbigniew.lukasiewicz@example.pl',
    roles: ['BASIC'],
    status: 'CLOSED',
    profileIndex: 2,
    termsAccepted: true,
    description: 'Closed account of the deceased profile (CLOSED_USER_ERROR)',
  },
];
