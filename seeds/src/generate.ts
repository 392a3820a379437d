import { type PeselKeys, hashPesel, makePesel } from '@ln/pesel';
import { DISCIPLINES, FIELDS } from './data/classification.js';
import { FOREIGN_INSTITUTIONS, INSTITUTIONS } from './data/institutions.js';
import {
  FEMALE_FIRST_NAMES,
  FOREIGN_AUTHORS,
  MALE_FIRST_NAMES,
  PERSON_PREFIXES,
  SURNAMES,
} from './data/names.js';
import { SPECIALTIES } from './data/specialties.js';
import {
  ARTISTIC_ACHIEVEMENT_KINDS,
  ARTISTIC_TITLE_WORDS,
  ART_VENUES,
  BIO_TEMPLATES_EN,
  BIO_TEMPLATES_PL,
  CONFERENCES,
  EMPLOYMENT_POSITIONS,
  FUNDERS,
  GREMIA,
  GREMIUM_FUNCTIONS,
  JOURNALS,
  KEYWORDS,
  MEMBER_KINDS,
  PATENT_TITLES,
  POSTS,
  PROJECT_PROGRAMMES,
  PUBLISHERS,
  TITLE_PATTERNS_EN,
  TITLE_PATTERNS_PL,
  TITLE_WORDS,
} from './data/texts.js';
import type { RowSink } from './copy.js';
import type { IdSource } from './ids.js';
import { seedId } from './ids.js';
import { pbnObjectId, radonInstitutionUuid, radonPersonId } from './registry-ids.js';
import {
  DISCIPLINES_BY_FIELD,
  personField,
  personLevel,
  publicationPlan,
  type Level,
} from './plan.js';
import { Rng, STREAM } from './rng.js';

/** Everything a generator needs; seeds and test factories build one each. */
export interface GenerationContext {
  seed: number;
  /** How many people the data set has (co-authors are drawn among them). */
  total: number;
  ids: IdSource;
  sink: RowSink;
  peselKeys: PeselKeys;
  /** Remaining co-authorship slots per person index (publicationPlan().coauthorCapacity). */
  capacity: Int16Array;
  /** A fixed "now", so a seed is the same whenever it runs. */
  now: Date;
  /** Names that fixtures override, so that lists naming those people agree with them. */
  fixedNames?: { get(index: number): { firstName: string; surname: string } | undefined };
  /**
   * Whether people are linked to other seeded people (co-authors, promoters, reviewers).
   * Test factories, which create people one at a time, switch it off.
   */
  peers: boolean;
  /**
   * Only what search reads (profile, names, disciplines, specialties, links, degrees,
   * employments): no publications, achievements, patents, projects or research works.
   * For search benchmarks at 1M profiles (bench/search); never for `pnpm start` or tests.
   */
  searchOnly?: boolean;
}

export const SEED_NOW = new Date(Date.UTC(2026, 10, 1));

export function newCapacity(seed: number, total: number): Int16Array {
  const capacity = new Int16Array(total);
  for (let j = 0; j < total; j++) capacity[j] = publicationPlan(seed, j).coauthorCapacity;
  return capacity;
}

// ---------------------------------------------------------------------------------------
// Reference-like rows that people point at
// ---------------------------------------------------------------------------------------

export interface SeedInstitution {
  id: string;
  namePl: string;
  nameEn: string;
  city: string;
  countryCode: string;
  fields: readonly string[];
  /** Its POL-on UUID (registry-ids.ts); null for a foreign institution. */
  radonUuid: string | null;
  kind: string;
}

export const SEED_INSTITUTIONS: readonly SeedInstitution[] = [
  ...INSTITUTIONS.map((inst) => ({
    id: seedId('institution', inst.uuidSeed),
    namePl: inst.namePl,
    nameEn: inst.nameEn,
    city: inst.city,
    countryCode: 'PL',
    fields: inst.fields,
    radonUuid: radonInstitutionUuid(inst.uuidSeed),
    kind: inst.kind,
  })),
  ...FOREIGN_INSTITUTIONS.map((inst, i) => ({
    id: seedId('institution', 10_000 + i),
    namePl: inst.namePl,
    nameEn: inst.nameEn,
    city: inst.city,
    countryCode: inst.country,
    fields: [] as readonly string[],
    radonUuid: null,
    kind: 'UNIVERSITY',
  })),
];

const POLISH_INSTITUTIONS = SEED_INSTITUTIONS.filter((i) => i.countryCode === 'PL');
const FOREIGN = SEED_INSTITUTIONS.filter((i) => i.countryCode !== 'PL');
const INSTITUTIONS_BY_FIELD = new Map<string, SeedInstitution[]>(
  FIELDS.map((f) => [f.code, POLISH_INSTITUTIONS.filter((i) => i.fields.includes(f.code))]),
);

export function institutionRows(sink: RowSink): void {
  INSTITUTIONS.forEach((inst) =>
    sink.add('institution', {
      id: seedId('institution', inst.uuidSeed),
      name_pl: inst.namePl,
      name_en: inst.nameEn,
      city: inst.city,
      country_code: 'PL',
      kind: inst.kind,
      external_id: radonInstitutionUuid(inst.uuidSeed),
      source: 'POLON',
    }),
  );
  FOREIGN_INSTITUTIONS.forEach((inst, i) =>
    sink.add('institution', {
      id: seedId('institution', 10_000 + i),
      name_pl: inst.namePl,
      name_en: inst.nameEn,
      city: inst.city,
      country_code: inst.country,
      kind: 'UNIVERSITY',
      external_id: null,
      source: 'RADON',
    }),
  );
}

export const SEED_SPECIALTY_TERMS = SPECIALTIES.map((s, i) => ({
  id: seedId('specialtyTerm', i),
  ...s,
}));
const TERMS_BY_FIELD = new Map<string, (typeof SEED_SPECIALTY_TERMS)[number][]>(
  FIELDS.map((f) => [f.code, SEED_SPECIALTY_TERMS.filter((s) => s.fieldCode === f.code)]),
);

export function specialtyTermRows(sink: RowSink): void {
  for (const term of SEED_SPECIALTY_TERMS) {
    sink.add('specialty_term', {
      id: term.id,
      label_pl: term.pl,
      label_en: term.en,
      usage_count: 0,
    });
  }
}

// ---------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------

export interface PersonOverrides {
  firstName?: string;
  secondName?: string | null;
  surname?: string;
  previousSurname?: string | null;
  female?: boolean;
  prefix?: string | null;
  field?: string;
  level?: Level;
  hidden?: boolean;
  dead?: boolean;
  orcid?: string | null;
  bwnpId?: number | null;
  aboutMe?: string | null;
  aboutMeEn?: string | null;
  email?: string | null;
  visibilityEmail?: 'ADMINS_ONLY' | 'LOGGED_IN' | 'EVERYONE';
  phoneNumber?: string | null;
  visibilityPhone?: 'ADMINS_ONLY' | 'LOGGED_IN' | 'EVERYONE';
  userId?: string | null;
  createdAt?: Date;
  /** Fill every tab: publications, artistic achievements, patents, projects, research works. */
  everything?: boolean;
  /** Exact number of first-authored publications (0 for none). */
  ownPublications?: number;
}

export interface GeneratedPerson {
  profileId: string;
  firstName: string;
  surname: string;
  female: boolean;
  field: string;
  level: Level;
  pesel: string;
  orcid: string | null;
}

const LEVEL_LABEL = ['mgr', 'dr', 'dr hab.', 'prof. dr hab.'] as const;
const ENGINEER_FIELDS = new Set(['DZ0102N', 'DZ0104N']);
const PATENT_FIELDS = new Set(['DZ0102N', 'DZ0103N', 'DZ0104N', 'DZ0106N', 'DZ0110N']);

function dateOf(year: number, rng: Rng): string {
  return `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    const value = values[key] ?? values[lower];
    if (value === undefined) return match;
    return key === lower ? value : value.charAt(0).toUpperCase() + value.slice(1);
  });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An ORCID iD with a valid ISO 7064 11,2 check character. */
export function makeOrcid(n: number): string {
  const base = `0000000${String(100_000_000 + (n % 900_000_000)).padStart(9, '0')}`.slice(-15);
  let total = 0;
  for (const ch of base) total = (total + Number(ch)) * 2;
  const check = (12 - (total % 11)) % 11;
  const digits = base + (check === 10 ? 'X' : String(check));
  return `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}`;
}

/**
 * A deterministic PESEL, unique per person index: the day of the birth year comes from
 * index % 365 and the serial from index / 365, so two indices never share both (up to
 * 1,825,000 people, where the 4-digit serial runs out).
 */
export function personPesel(index: number, birthYear: number, female: boolean): string {
  const birth = new Date(Date.UTC(birthYear, 0, 1) + (index % 365) * 86_400_000);
  return makePesel(birth, Math.floor(index / 365), female);
}

function titleFor(rng: Rng, field: string, language: 'pl' | 'en'): string {
  const words = TITLE_WORDS[field as keyof typeof TITLE_WORDS] ?? TITLE_WORDS.DZ0106N;
  const vocab = words[language];
  const pattern = rng.pick(language === 'pl' ? TITLE_PATTERNS_PL : TITLE_PATTERNS_EN);
  return capitalise(
    fill(pattern, {
      topic: rng.pick(vocab.topics),
      method: rng.pick(vocab.methods),
      object: rng.pick(vocab.objects),
    }),
  );
}

function keywordsFor(rng: Rng, field: string, language: 'pl' | 'en', count: number): string[] {
  const words = KEYWORDS[field as keyof typeof KEYWORDS] ?? KEYWORDS.DZ0106N;
  return rng.sample(words[language], count);
}

function pickInstitution(rng: Rng, field: string): SeedInstitution {
  const strong = INSTITUTIONS_BY_FIELD.get(field) ?? [];
  return strong.length > 0 && rng.chance(0.85) ? rng.pick(strong) : rng.pick(POLISH_INSTITUTIONS);
}

function personName(rng: Rng, female: boolean) {
  const firstName = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const surnameEntry = rng.pick(SURNAMES);
  return { firstName, surname: female ? surnameEntry.female : surnameEntry.male };
}

/** Name of another person for author lists: an LN person's or an outside author's. */
/**
 * The names of the person with this index, from a stream of their own, so that every place
 * that names the person (their profile, author lists, promoters, body members) agrees.
 */
export function personNames(seed: number, index: number) {
  const rng = new Rng(seed, STREAM.names, index);
  const female = rng.chance(0.48);
  const drawn = personName(rng, female);
  const secondName = rng.chance(0.3) ? personName(rng, female).firstName : null;
  let surname = drawn.surname;
  let previousSurname: string | null = null;
  if (female && rng.chance(0.14)) {
    previousSurname = rng.pick(SURNAMES).female;
    if (rng.chance(0.35)) surname = `${surname}-${previousSurname}`;
  }
  return { female, firstName: drawn.firstName, secondName, surname, previousSurname };
}

/** How another person is named in lists: as on their profile (fixtures included). */
function lightName(ctx: GenerationContext, index: number) {
  return ctx.fixedNames?.get(index) ?? personNames(ctx.seed, index);
}

/** Generates one scientist with everything of theirs, adding rows to the sink. */
export function generatePerson(
  ctx: GenerationContext,
  index: number,
  overrides: PersonOverrides = {},
): GeneratedPerson {
  const { seed, sink, ids } = ctx;
  const rng = new Rng(seed, STREAM.person, index);
  const profileId = ctx.ids.profileId(index);

  // Names come first from this stream so lightName() agrees with the profile.
  const names = personNames(seed, index);
  const female = overrides.female ?? names.female;
  const firstName = overrides.firstName ?? names.firstName;
  const surname = overrides.surname ?? names.surname;
  const secondName = overrides.secondName !== undefined ? overrides.secondName : names.secondName;
  const previousSurname =
    overrides.previousSurname !== undefined ? overrides.previousSurname : names.previousSurname;
  const field = overrides.field ?? personField(seed, index);
  const level = overrides.level ?? personLevel(seed, index);
  const disciplines = DISCIPLINES_BY_FIELD.get(field) ?? [];
  const mainDiscipline = rng.pick(disciplines);

  let prefix: string | null = null;
  if (field === 'DZ0107N' && rng.chance(0.45))
    prefix = female ? 's.' : rng.pick(PERSON_PREFIXES.filter((p) => p !== 's.'));
  if (overrides.prefix !== undefined) prefix = overrides.prefix;

  const birthYear = 1998 - level * 9 - rng.int(0, 14);
  const pesel = personPesel(index, birthYear, female);
  const engineer = ENGINEER_FIELDS.has(field) && rng.chance(0.6);
  const eduLevel = `${LEVEL_LABEL[level]}${engineer ? ' inż.' : ''}`;
  const hidden = overrides.hidden ?? rng.chance(0.01);
  const dead = overrides.dead ?? (level >= 2 && rng.chance(0.02));
  const orcid =
    overrides.orcid !== undefined ? overrides.orcid : rng.chance(0.6) ? makeOrcid(index + 1) : null;
  const employer = pickInstitution(rng, field);
  const specialtyTerms = rng.sample(TERMS_BY_FIELD.get(field) ?? [], rng.int(1, 4));
  const firstSpecialty = specialtyTerms[0];
  const createdAt =
    overrides.createdAt ??
    new Date(
      Date.UTC(2019, 0, 1) + Math.floor(rng.next() * (ctx.now.getTime() - Date.UTC(2019, 0, 1))),
    );

  let aboutMe: string | null = null;
  let aboutMeEn: string | null = null;
  if (rng.chance(0.35) || overrides.everything) {
    const t = rng.int(0, BIO_TEMPLATES_PL.length - 1);
    const values = {
      specialty: firstSpecialty?.pl ?? mainDiscipline.labelPl,
      specialtyEn: firstSpecialty?.en ?? mainDiscipline.labelEn,
      institution: employer.namePl,
      institutionEn: employer.nameEn,
      year: String(birthYear + 26 + rng.int(0, 8)),
      city: employer.city,
    };
    aboutMe = fill(BIO_TEMPLATES_PL[t]!, values);
    aboutMeEn = fill(BIO_TEMPLATES_EN[t]!, values);
  }
  if (overrides.aboutMe !== undefined) aboutMe = overrides.aboutMe;
  if (overrides.aboutMeEn !== undefined) aboutMeEn = overrides.aboutMeEn;

  const asciiName = `${firstName}.${surname}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, 'l')
    .replace(/[^A-Za-z.-]/g, '')
    .toLowerCase();
  const domain =
    employer.nameEn
      .split(/\s+/)
      .map((w) => w[0])
      .join('')
      .toLowerCase()
      .replace(/[^a-z]/g, '') || 'uczelnia';
  const hasEmail = rng.chance(0.7);
  const visibilities = ['ADMINS_ONLY', 'LOGGED_IN', 'EVERYONE'] as const;
  const email =
    overrides.email !== undefined
      ? overrides.email
      : hasEmail && !dead
        ? `${asciiName}@${domain}.edu.pl`
        : null;
  const phoneNumber =
    overrides.phoneNumber !== undefined
      ? overrides.phoneNumber
      : !dead && rng.chance(0.3)
        ? `+48 ${rng.int(12, 91)} ${rng.int(100, 999)} ${String(rng.int(0, 99)).padStart(2, '0')} ${String(rng.int(0, 99)).padStart(2, '0')}`
        : null;

  sink.add('profile', {
    id: profileId,
    first_name: firstName,
    second_name: secondName,
    surname,
    previous_name: null,
    previous_surname: previousSurname,
    prefix,
    about_me: aboutMe,
    about_me_en: aboutMeEn,
    calculated_edu_level: eduLevel,
    email,
    phone_number: phoneNumber,
    visibility_email: overrides.visibilityEmail ?? rng.weighted(visibilities, [50, 25, 25]),
    visibility_phone: overrides.visibilityPhone ?? rng.weighted(visibilities, [60, 25, 15]),
    orcid,
    hidden,
    dead,
    dead_marked_at: dead ? new Date(ctx.now.getTime() - rng.int(30, 900) * 86_400_000) : null,
    editing_locked: false,
    bwnp_id:
      overrides.bwnpId !== undefined ? overrides.bwnpId : rng.chance(0.5) ? 100_000 + index : null,
    polon_id: radonPersonId(index),
    pesel_hash: hashPesel(pesel, ctx.peselKeys),
    source: 'POLON',
    user_id: overrides.userId ?? null,
    created_at: createdAt,
    updated_at: createdAt,
  });

  // Disciplines: the main one, sometimes a second one.
  sink.add('profile_discipline', {
    profile_id: profileId,
    discipline_code: mainDiscipline.code,
    field_code: field,
    is_main: true,
    source: 'POLON',
  });
  if (rng.chance(0.3)) {
    const other = rng.pick(DISCIPLINES);
    if (other.code !== mainDiscipline.code) {
      sink.add('profile_discipline', {
        profile_id: profileId,
        discipline_code: other.code,
        field_code: other.fieldCode,
        is_main: false,
        source: 'POLON',
      });
    }
  }

  specialtyTerms.forEach((term, order) =>
    sink.add('specialty', {
      id: ids.take('specialty'),
      profile_id: profileId,
      term_id: term.id,
      label_pl: term.pl,
      label_en: term.en,
      order: order + 1,
      source: rng.chance(0.7) ? 'USER' : 'POLON',
    }),
  );

  // Lists that name this person use the name on the profile, overrides included.
  const others = ctx.fixedNames;
  ctx = {
    ...ctx,
    fixedNames: { get: (j: number) => (j === index ? { firstName, surname } : others?.get(j)) },
  };

  addLinks(ctx, rng, profileId, asciiName, orcid, index, overrides.everything === true);
  addDegrees(ctx, rng, profileId, field, mainDiscipline, level, birthYear, engineer);
  addEmployments(ctx, rng, profileId, field, level, birthYear, employer, dead);

  if (ctx.searchOnly) return { profileId, firstName, surname, female, field, level, pesel, orcid };

  const plan = publicationPlan(seed, index);
  const own =
    overrides.ownPublications ?? (overrides.everything ? Math.max(plan.own, 30) : plan.own);
  for (let p = 0; p < own; p++)
    addPublication(ctx, index, profileId, field, p, overrides.everything === true);

  if (field === 'DZ0108N' || overrides.everything)
    addArtisticAchievements(ctx, index, profileId, mainDiscipline.code);
  if ((PATENT_FIELDS.has(field) && level >= 1 && rng.chance(0.15)) || overrides.everything) {
    addPatents(ctx, index, profileId, field);
  }
  if ((level >= 1 && rng.chance(0.45)) || overrides.everything)
    addProjects(ctx, index, profileId, field, employer);
  if (level >= 1)
    addResearchWorks(ctx, index, profileId, field, level, birthYear, mainDiscipline.code);

  return {
    profileId,
    firstName,
    surname,
    female,
    field,
    level,
    pesel,
    orcid,
  };
}

function addLinks(
  ctx: GenerationContext,
  rng: Rng,
  profileId: string,
  asciiName: string,
  orcid: string | null,
  index: number,
  everything: boolean,
) {
  const slug = asciiName.replace(/\./g, '-');
  const candidates = [
    {
      kind: 'GOOGLE_SCHOLAR',
      link: `https://scholar.google.com/citations?user=LN${index.toString(36)}`,
    },
    { kind: 'RESEARCH_GATE', link: `https://www.researchgate.net/profile/${slug}` },
    { kind: 'LINKEDIN', link: `https://www.linkedin.com/in/${slug}` },
    {
      kind: 'SCOPUS',
      link: `https://www.scopus.com/authid/detail.uri?authorId=${57_000_000_000 + index}`,
    },
    {
      kind: 'WEB_OF_SCIENCE',
      link: `https://www.webofscience.com/wos/author/record/${1_000_000 + index}`,
    },
    { kind: 'BWNP', link: `https://nauka-polska.pl/#/profile/scientist?id=${100_000 + index}` },
    { kind: 'WIKIPEDIA', link: `https://pl.wikipedia.org/wiki/${slug}` },
  ] as const;
  const chosen = everything
    ? [...candidates]
    : rng.sample(candidates, rng.chance(0.45) ? rng.int(1, 3) : 0);
  chosen.forEach((c, order) =>
    ctx.sink.add('profile_link', {
      id: ctx.ids.take('link'),
      profile_id: profileId,
      kind: c.kind,
      portal_name: null,
      link: c.link,
      order,
    }),
  );
  if (everything || (orcid && rng.chance(0.1))) {
    ctx.sink.add('profile_link', {
      id: ctx.ids.take('link'),
      profile_id: profileId,
      kind: 'OTHER',
      portal_name: 'Strona domowa',
      link: `https://${slug}.example.edu.pl`,
      order: chosen.length,
    });
  }
}

function addDegrees(
  ctx: GenerationContext,
  rng: Rng,
  profileId: string,
  field: string,
  discipline: (typeof DISCIPLINES)[number],
  level: Level,
  birthYear: number,
  engineer: boolean,
) {
  const types = ['MASTER', 'DOCTOR', 'HABILITATED_DOCTOR', 'PROFESSOR'] as const;
  const labels = [
    engineer ? 'mgr inż.' : 'mgr',
    field === 'DZ0108N' ? 'dr sztuki' : 'dr',
    field === 'DZ0108N' ? 'dr hab. sztuki' : 'dr hab.',
    'prof.',
  ];
  let year = birthYear + 24;
  for (let step = 0; step <= level; step++) {
    if (step > 0) year += step === 1 ? rng.int(4, 8) : rng.int(6, 12);
    const abroad = step === 1 && rng.chance(0.05);
    const granting = abroad ? rng.pick(FOREIGN) : pickInstitution(rng, field);
    const professor = step === 3;
    ctx.sink.add('degree_title', {
      id: ctx.ids.take('degree'),
      profile_id: profileId,
      type: types[step]!,
      label: labels[step]!,
      year: Math.min(year, ctx.now.getUTCFullYear()),
      field_code: step === 0 ? null : field,
      discipline_code: step === 0 ? null : discipline.code,
      classification_label: step === 0 ? null : discipline.labelPl,
      // The title of professor is conferred by the President, not by an institution.
      granting_institution_id: professor ? null : granting.id,
      granting_institution_name: professor
        ? 'Prezydent Rzeczypospolitej Polskiej'
        : granting.namePl,
      granting_country: professor ? 'PL' : granting.countryCode,
      registry_institution: step === 0 ? null : 'POL-on',
      source: step === 0 && rng.chance(0.3) ? 'NAUKA_POLSKA' : 'POLON',
      title_kind: step === 0 ? null : 'POLON',
      external_id: null,
      original: null,
      modified_by_user_at: null,
    });
  }
}

function addEmployments(
  ctx: GenerationContext,
  rng: Rng,
  profileId: string,
  field: string,
  level: Level,
  birthYear: number,
  employer: SeedInstitution,
  dead: boolean,
) {
  const past = rng.int(0, 2);
  let start = birthYear + 25 + rng.int(0, 3);
  for (let p = 0; p < past; p++) {
    const end = start + rng.int(2, 8);
    const inst = pickInstitution(rng, field);
    // Earlier jobs were a step below the current one.
    const position = rng.pick(POSITIONS_BY_LEVEL[Math.max(0, level - 1)]!);
    ctx.sink.add('employment', {
      id: ctx.ids.take('employment'),
      profile_id: profileId,
      institution_id: inst.id,
      institution_name: inst.namePl,
      position: position.pl,
      position_en: position.en,
      additional_information: null,
      status: 'FORMER',
      start_date: dateOf(start, rng),
      end_date: dateOf(Math.min(end, ctx.now.getUTCFullYear() - 1), rng),
      internet_link: null,
      source: 'POLON',
      external_id: null,
      original: null,
      modified_by_user_at: null,
    });
    start = end + 1;
  }
  const levelPositions = POSITIONS_BY_LEVEL[level]!;
  const position = rng.weighted(
    levelPositions,
    levelPositions.map((_, i) => (i === 0 ? 6 : 1)),
  );
  const modified = rng.chance(0.03);
  ctx.sink.add('employment', {
    id: ctx.ids.take('employment'),
    profile_id: profileId,
    institution_id: employer.id,
    institution_name: employer.namePl,
    position: position.pl,
    position_en: position.en,
    additional_information: modified ? 'Kierownik zespołu badawczego' : null,
    status: dead ? 'FORMER' : 'CURRENT',
    start_date: dateOf(Math.min(start, ctx.now.getUTCFullYear() - 1), rng),
    end_date: dead ? dateOf(ctx.now.getUTCFullYear() - 1, rng) : null,
    internet_link: null,
    source: 'POLON',
    external_id: null,
    // A record the owner edited keeps what POL-on delivered, so it can be restored.
    original: modified ? { position: position.pl, additionalInformation: null } : null,
    modified_by_user_at: modified ? ctx.now : null,
  });
}

function positions(...names: string[]) {
  return names.map((name) => {
    const position = EMPLOYMENT_POSITIONS.find((p) => p.pl === name);
    if (!position) throw new Error(`no employment position ${name}`);
    return position;
  });
}

/** Positions that fit each level (mgr, dr, dr hab., prof.), most usual first. */
const POSITIONS_BY_LEVEL = [
  positions('asystent', 'doktorant', 'specjalista naukowo-techniczny', 'wykładowca', 'lektor'),
  positions('adiunkt', 'starszy wykładowca', 'badacz', 'starszy specjalista naukowo-techniczny'),
  positions('profesor uczelni', 'profesor instytutu', 'adiunkt'),
  positions('profesor', 'profesor uczelni', 'profesor wizytujący'),
] as const;

const PUBLICATION_TYPES = ['ARTICLE', 'BOOK', 'EDITED_BOOK', 'CHAPTER', 'PROCEEDINGS'] as const;
const PUBLICATION_TYPE_WEIGHTS = [62, 6, 4, 14, 14];

/** Up to `wanted` earlier people of the same field with co-authorship slots left. */
function pickCoauthors(
  ctx: GenerationContext,
  index: number,
  field: string,
  wanted: number,
  rng: Rng,
): number[] {
  const chosen: number[] = [];
  if (!ctx.peers) return chosen;
  for (let attempt = 0; attempt < wanted * 6 && chosen.length < wanted; attempt++) {
    const j = index - rng.int(1, 400);
    if (j < 0) break;
    if (chosen.includes(j) || (ctx.capacity[j] ?? 0) <= 0) continue;
    if (personField(ctx.seed, j) !== field) continue;
    chosen.push(j);
    ctx.capacity[j] = (ctx.capacity[j] ?? 0) - 1;
  }
  return chosen;
}

function addPublication(
  ctx: GenerationContext,
  index: number,
  profileId: string,
  field: string,
  ordinal: number,
  everything: boolean,
) {
  const { sink, ids } = ctx;
  const rng = new Rng(ctx.seed, STREAM.publications, index * 64 + ordinal);
  const publicationId = ids.take('publication');
  const type = everything
    ? PUBLICATION_TYPES[ordinal % 5]!
    : rng.weighted(PUBLICATION_TYPES, PUBLICATION_TYPE_WEIGHTS);
  const english = rng.chance(0.55);
  const language = english ? 'eng' : 'pol';
  const title = titleFor(rng, field, english ? 'en' : 'pl');
  const year = ctx.now.getUTCFullYear() - rng.int(0, 25);
  const doi = rng.chance(0.7) ? `10.5555/ln.${year}.${index}.${ordinal}` : null;

  // Author list: outside authors around the LN people.
  const coauthors = pickCoauthors(
    ctx,
    index,
    field,
    rng.weighted([0, 1, 2, 3], [35, 35, 20, 10]),
    rng,
  );
  const before = rng.chance(0.3) ? rng.int(1, 2) : 0;
  const after = rng.weighted([0, 1, 2, 4], [45, 25, 20, 10]);
  type Author = {
    profileIndex: number | null;
    name: { firstName: string; surname: string; prefix?: string };
  };
  const outside = (): Author => {
    if (rng.chance(0.4)) {
      const f = rng.pick(FOREIGN_AUTHORS);
      return {
        profileIndex: null,
        name: { firstName: f.name, surname: f.surname, prefix: f.surnamePrefix },
      };
    }
    const female = rng.chance(0.5);
    return { profileIndex: null, name: personName(rng, female) };
  };
  const authors: Author[] = [];
  for (let k = 0; k < before; k++) authors.push(outside());
  authors.push({ profileIndex: index, name: { firstName: '', surname: '' } });
  for (const j of coauthors) authors.push({ profileIndex: j, name: lightName(ctx, j) });
  for (let k = 0; k < after; k++) authors.push(outside());
  const selfName = lightName(ctx, index);

  sink.add('publication', {
    id: publicationId,
    type,
    year,
    doi,
    main_title: title,
    main_language: language,
    all_authors_count: authors.length,
    source: 'OPI',
  });

  authors.forEach((author, position) => {
    const isSelf = author.profileIndex === index;
    const name = isSelf ? selfName : author.name;
    const inst = author.profileIndex === null ? (rng.chance(0.3) ? rng.pick(FOREIGN) : null) : null;
    sink.add('publication_author', {
      id: ids.take('publicationAuthor'),
      publication_id: publicationId,
      position,
      profile_id:
        author.profileIndex === null
          ? null
          : isSelf
            ? profileId
            : seedId('profile', author.profileIndex),
      first_name: name.firstName,
      surname: name.surname,
      surname_prefix: 'prefix' in name ? (name.prefix ?? null) : null,
      role: type === 'EDITED_BOOK' && position === 0 ? 'EDITOR' : 'AUTHOR',
      affiliation_institution_id: inst?.id ?? null,
      affiliation_name: inst?.nameEn ?? null,
      publicly_visible: !rng.chance(0.03),
    });
  });

  // Versions: PBN and the OPI golden record most often; the author's LN version and
  // the owner's own fork sometimes. Always at least one.
  const kinds: Array<'PBN' | 'OPI' | 'AUTHOR_LN' | 'AUTHOR'> = [];
  if (everything || rng.chance(0.8)) kinds.push('PBN');
  if (everything || rng.chance(0.6)) kinds.push('OPI');
  if ((everything && ordinal % 3 === 0) || rng.chance(0.12)) kinds.push('AUTHOR_LN');
  if ((everything && ordinal % 4 === 0) || rng.chance(0.04)) kinds.push('AUTHOR');
  if (kinds.length === 0) kinds.push('PBN');
  const journal = rng.pick(JOURNALS);
  const publisher = rng.pick(PUBLISHERS);
  const conference = rng.pick(CONFERENCES);
  const keywords = keywordsFor(rng, field, english ? 'en' : 'pl', 3);
  const details = {
    language,
    pages: `${rng.int(1, 300)}–${rng.int(301, 340)}`,
    issue: type === 'ARTICLE' ? String(rng.int(1, 12)) : null,
    volume: type === 'ARTICLE' ? String(rng.int(1, 80)) : null,
    issn: type === 'ARTICLE' ? journal.issn : null,
    isbns:
      type === 'ARTICLE'
        ? []
        : [`978-83-${rng.int(10, 99)}-${rng.int(10000, 99999)}-${rng.int(0, 9)}`],
    place: type === 'ARTICLE' ? null : publisher.city,
  };
  for (const kind of kinds) {
    const source = kind === 'PBN' ? 'PBN' : kind === 'OPI' ? 'OPI' : 'USER';
    sink.add('publication_version', {
      id: ids.take('publicationVersion'),
      publication_id: publicationId,
      kind,
      source,
      owner_profile_id: kind === 'AUTHOR' || kind === 'AUTHOR_LN' ? profileId : null,
      external_id:
        kind === 'PBN'
          ? pbnObjectId('publication', index, ordinal)
          : kind === 'OPI'
            ? `opi-${index}-${ordinal}`
            : null,
      is_visible: !(kind === 'AUTHOR_LN' && rng.chance(0.1)),
      title: kind === 'AUTHOR' ? `${title} (wersja autorska)` : title,
      year,
      doi,
      url: doi ? `https://doi.org/${doi}` : null,
      data: {
        titles: [{ title, mainTitle: true, languageCode: language }],
        keyWords: keywords,
        details,
        ...(type === 'ARTICLE'
          ? {
              articleSource: {
                journal: {
                  title: journal.title,
                  issn: journal.issn,
                  eissn: 'eissn' in journal ? journal.eissn : null,
                  publisher: journal.publisher,
                },
              },
            }
          : {}),
        ...(type === 'BOOK' || type === 'EDITED_BOOK'
          ? { bookSource: { publisher: publisher.name, place: publisher.city } }
          : {}),
        ...(type === 'CHAPTER'
          ? {
              chapterSource: {
                bookTitle: titleFor(rng, field, english ? 'en' : 'pl'),
                publisher: publisher.name,
              },
            }
          : {}),
        ...(type === 'PROCEEDINGS'
          ? {
              conferenceSource: {
                title: conference.name,
                year,
                place: conference.place,
                country: conference.country,
                eventNames: [conference.name],
              },
            }
          : {}),
      },
    });
  }
}

function addArtisticAchievements(
  ctx: GenerationContext,
  index: number,
  profileId: string,
  disciplineCode: string,
) {
  const rng = new Rng(ctx.seed, STREAM.achievements, index);
  const count = rng.int(2, 10);
  for (let k = 0; k < count; k++) {
    const id = ctx.ids.take('achievement');
    const kind = rng.pick(ARTISTIC_ACHIEVEMENT_KINDS);
    const venue = rng.pick(ART_VENUES);
    const year = ctx.now.getUTCFullYear() - rng.int(0, 20);
    const title = rng.pick(ARTISTIC_TITLE_WORDS.pl);
    const coauthor = rng.chance(0.25) ? pickCoauthors(ctx, index, 'DZ0108N', 1, rng)[0] : undefined;
    const authors = coauthor === undefined ? [index] : [index, coauthor];
    ctx.sink.add('artistic_achievement', {
      id,
      title,
      kind_code: kind.code,
      kind_label: kind.labelPl,
      achievement_type_code: authors.length > 1 ? 'COLLECTIVE' : 'INDIVIDUAL',
      achievement_type_label: authors.length > 1 ? 'zbiorowe' : 'indywidualne',
      discipline_code: disciplineCode,
      year,
      country: venue.country,
      institution_name: venue.name,
      implementation_country: venue.country,
      implementation_year: year,
      first_publication_country: venue.country,
      first_publication_year: year,
      characteristics: `${kind.labelPl} — ${venue.name}, ${venue.city}`,
      range: rng.pick(['krajowy', 'międzynarodowy', 'regionalny']),
      publisher_name: venue.name,
      status: 'PUBLISHED',
      showing_entity_id: null,
      showing_entity_name: venue.name,
      all_authors_count: authors.length,
      source: rng.chance(0.8) ? 'PBN' : 'USER',
      external_id: null,
    });
    authors.forEach((j, position) => {
      const name = lightName(ctx, j);
      ctx.sink.add('artistic_achievement_author', {
        id: ctx.ids.take('achievementAuthor'),
        achievement_id: id,
        position,
        profile_id: j === index ? profileId : seedId('profile', j),
        first_name: name.firstName,
        surname: name.surname,
      });
    });
    if (rng.chance(0.3)) {
      ctx.sink.add('artistic_achievement_collection', {
        id: ctx.ids.take('achievementCollection'),
        achievement_id: id,
        name: rng.pick(ART_VENUES).name,
        country: 'PL',
      });
    }
  }
}

function addPatents(ctx: GenerationContext, index: number, profileId: string, field: string) {
  const rng = new Rng(ctx.seed, STREAM.patents, index);
  const count = rng.int(1, 4);
  for (let k = 0; k < count; k++) {
    const id = ctx.ids.take('patent');
    const title = rng.pick(PATENT_TITLES);
    const type = rng.weighted(['PATENT', 'UTILITY_MODEL', 'INDUSTRIAL_DESIGN'], [80, 15, 5]);
    const applicationYear = ctx.now.getUTCFullYear() - rng.int(1, 15);
    ctx.sink.add('industrial_property', {
      id,
      type_code: type,
      calculated_language: 'pol',
      calculated_title: title.pl,
      titles: [
        { languageCode: 'pol', value: title.pl },
        { languageCode: 'eng', value: title.en },
      ],
      abstracts: [
        {
          languageCode: 'pol',
          name: 'Streszczenie',
          value: `${title.pl}. Rozwiązanie dotyczy ${title.pl.toLowerCase()}.`,
        },
      ],
      botanic_name: null,
      plant_species_name: null,
      plant_variety_name: null,
      source: 'POLON',
      external_id: `uprp-${index}-${k}`,
    });
    const number = 400_000 + ((index * 7 + k) % 99_999);
    ctx.sink.add('industrial_property_right', {
      id: ctx.ids.take('patentRight'),
      property_id: id,
      application_date: dateOf(applicationYear, rng),
      application_number: `P.${number}`,
      publication_date: dateOf(applicationYear + 1, rng),
      publication_number: `BUP ${rng.int(1, 26)}/${applicationYear + 1}`,
      grant_date: rng.chance(0.7)
        ? dateOf(Math.min(applicationYear + 3, ctx.now.getUTCFullYear()), rng)
        : null,
      right_number: `Pat.${240_000 + ((index * 3 + k) % 9_999)}`,
      granting_institution_code: 'UPRP',
      granting_institution_name: 'Urząd Patentowy Rzeczypospolitej Polskiej',
      granting_institution_country: 'PL',
      protection_region: 'PL',
      priority_region: null,
      priority_number: null,
      showing_entity: null,
      registry_links: {
        uprp: `https://ewyszukiwarka.pue.uprp.gov.pl/search/pwp-details/P.${number}`,
        espacenet: `https://worldwide.espacenet.com/patent/search?q=PL${number}`,
        epo: null,
      },
    });
    const coauthors = rng.chance(0.5) ? pickCoauthors(ctx, index, field, rng.int(1, 2), rng) : [];
    [index, ...coauthors].forEach((j, position) => {
      const name = lightName(ctx, j);
      ctx.sink.add('industrial_property_creator', {
        id: ctx.ids.take('patentCreator'),
        property_id: id,
        position,
        profile_id: j === index ? profileId : seedId('profile', j),
        first_name: name.firstName,
        surname: name.surname,
      });
    });
  }
}

function addProjects(
  ctx: GenerationContext,
  index: number,
  profileId: string,
  field: string,
  employer: SeedInstitution,
) {
  const rng = new Rng(ctx.seed, STREAM.projects, index);
  const count = rng.int(1, 3);
  for (let k = 0; k < count; k++) {
    const id = ctx.ids.take('project');
    const programme = rng.pick(PROJECT_PROGRAMMES);
    const funder = FUNDERS.find((f) => f.code === programme.funderCode) ?? FUNDERS[0]!;
    const startYear = ctx.now.getUTCFullYear() - rng.int(0, 12);
    const titlePl = titleFor(rng, field, 'pl');
    const titleEn = titleFor(rng, field, 'en');
    ctx.sink.add('project', {
      id,
      project_number: `${startYear}/${rng.int(1, 60)}/${programme.name.replace(/\s+/g, '').slice(0, 2).toUpperCase()}${rng.int(1, 9)}/${rng.int(10000, 99999)}`,
      title: titlePl,
      titles: [
        { languageCode: 'pol', value: titlePl },
        { languageCode: 'eng', value: titleEn },
      ],
      abstracts: [
        {
          languageCode: 'pol',
          value: `Celem projektu jest ${titlePl.charAt(0).toLowerCase()}${titlePl.slice(1)}.`,
        },
      ],
      classification: programme.name,
      edition: String(rng.int(10, 28)),
      key_words: keywordsFor(rng, field, 'pl', 3),
      name_priority: null,
      programme: programme.name,
      start_date: dateOf(startYear, rng),
      end_date: dateOf(startYear + rng.int(1, 4), rng),
      funds: (rng.int(50, 3000) * 1000).toFixed(2),
      currency: 'PLN',
      showing_entity: null,
      link_radon: `https://radon.nauka.gov.pl/dane/projekty/${index}-${k}`,
      source: 'RADON',
      external_id: `radon-${index}-${k}`,
    });
    ctx.sink.add('project_institution', {
      id: ctx.ids.take('projectInstitution'),
      project_id: id,
      role: 'FINANCING',
      institution_id: null,
      name: funder.namePl,
      leader: false,
    });
    ctx.sink.add('project_institution', {
      id: ctx.ids.take('projectInstitution'),
      project_id: id,
      role: 'IMPLEMENTING',
      institution_id: employer.id,
      name: employer.namePl,
      leader: true,
    });
    const members = rng.chance(0.5) ? pickCoauthors(ctx, index, field, rng.int(1, 2), rng) : [];
    [index, ...members].forEach((j, position) => {
      const name = lightName(ctx, j);
      ctx.sink.add('project_person', {
        id: ctx.ids.take('projectPerson'),
        project_id: id,
        position,
        profile_id: j === index ? profileId : seedId('profile', j),
        first_name: name.firstName,
        surname: name.surname,
        idn: null,
        kind_manager: position === 0 ? 'MANAGER' : 'CONTRACTOR',
      });
    });
  }
}

/** An earlier senior person (dr hab. or prof.) of the field, to promote or review. */
function findSenior(
  ctx: GenerationContext,
  index: number,
  field: string,
  rng: Rng,
  exclude: number[],
): number | null {
  if (!ctx.peers) return null;
  for (let attempt = 0; attempt < 40; attempt++) {
    const j = index - rng.int(1, 2000);
    if (j < 0) continue;
    if (exclude.includes(j)) continue;
    if (personLevel(ctx.seed, j) >= 2 && personField(ctx.seed, j) === field) return j;
  }
  return null;
}

function addResearchWorks(
  ctx: GenerationContext,
  index: number,
  profileId: string,
  field: string,
  level: Level,
  birthYear: number,
  disciplineCode: string,
) {
  const rng = new Rng(ctx.seed, STREAM.researchWorks, index);
  const works: Array<{ kindId: number; year: number; reviewers: number }> = [
    { kindId: 202501, year: birthYear + 30, reviewers: 2 },
  ];
  if (level >= 2) works.push({ kindId: 202502, year: birthYear + 40, reviewers: 3 });
  if (rng.chance(0.05)) works.push({ kindId: 202504, year: birthYear + 35, reviewers: 0 });
  const selfName = lightName(ctx, index);
  for (const work of works) {
    const id = ctx.ids.take('researchWork');
    const title = titleFor(rng, field, 'pl');
    const polon = rng.chance(0.6);
    const year = Math.min(work.year, ctx.now.getUTCFullYear());
    ctx.sink.add('research_work', {
      id,
      number: `RW/${year}/${index}`,
      kind_id: work.kindId,
      polish_title: title,
      titles: [
        { languageCode: 'pol', value: title },
        { languageCode: 'eng', value: titleFor(rng, field, 'en') },
      ],
      previous_titles: [],
      title_kind: polon ? 'POLON' : 'USER',
      classifications: [{ fieldCode: field, disciplineCode }],
      field_code: field,
      international_cooperation: rng.chance(0.1),
      range_usages: [],
      start_date: dateOf(year - 3, rng),
      end_date: dateOf(year, rng),
      keywords: keywordsFor(rng, field, 'pl', 3),
      institutions: [{ role: 'GRANTING', name: pickInstitution(rng, field).namePl }],
      sources: polon ? ['POLON'] : ['RADON'],
      is_title_overrated_by_polon: polon && rng.chance(0.1),
      external_id: `rw-${index}-${work.kindId}`,
    });
    ctx.sink.add('research_work_discipline', {
      research_work_id: id,
      discipline_code: disciplineCode,
    });
    ctx.sink.add('research_work_person', {
      id: ctx.ids.take('researchWorkPerson'),
      research_work_id: id,
      role: 'AUTHOR',
      position: 0,
      profile_id: profileId,
      first_name: selfName.firstName,
      surname: selfName.surname,
    });
    const used: number[] = [index];
    if (work.kindId === 202501) {
      const promoter = findSenior(ctx, index, field, rng, used);
      if (promoter !== null) {
        used.push(promoter);
        addWorkPerson(ctx, id, 'PROMOTER', 0, promoter);
      }
    }
    for (let r = 0; r < work.reviewers; r++) {
      const reviewer = findSenior(ctx, index, field, rng, used);
      if (reviewer === null) continue;
      used.push(reviewer);
      addWorkPerson(ctx, id, 'REVIEWER', r, reviewer);
    }
  }
}

function addWorkPerson(
  ctx: GenerationContext,
  workId: string,
  role: 'PROMOTER' | 'REVIEWER',
  position: number,
  j: number,
) {
  const name = lightName(ctx, j);
  ctx.sink.add('research_work_person', {
    id: ctx.ids.take('researchWorkPerson'),
    research_work_id: workId,
    role,
    position,
    profile_id: seedId('profile', j),
    first_name: name.firstName,
    surname: name.surname,
  });
}

// ---------------------------------------------------------------------------------------
// Gremia and posts (after everybody exists)
// ---------------------------------------------------------------------------------------

export function generateGremia(ctx: GenerationContext): void {
  GREMIA.forEach((g, gi) => {
    const rng = new Rng(ctx.seed, STREAM.gremia, gi);
    const id = seedId('gremium', gi);
    const startYear = 2000 + rng.int(0, 20);
    ctx.sink.add('gremium', {
      id,
      name: g.namePl,
      name_html: g.namePl,
      name_en: g.nameEn,
      organization_structure: g.structure,
      description: g.description,
      institution_type_code: g.institutionTypeCode,
      institution_type_label: g.institutionTypeLabel,
      web_site: g.website ?? null,
      phone_number: g.phone ?? null,
      street: g.street ?? null,
      postal_code: g.postalCode ?? null,
      city: g.city ?? null,
      start_date: `${startYear}-01-01`,
      end_date: g.ended ? `${Math.min(startYear + 15, 2019)}-12-31` : null,
      source: rng.chance(0.7) ? 'RADON' : 'USER',
    });
    const size = Math.min(ctx.total, rng.int(8, 30));
    const members = new Set<number>();
    // The full fixture (index 0) sits in the first two bodies and holds a function there.
    if (gi < 2 && ctx.total > 0) members.add(0);
    while (members.size < size) members.add(rng.int(0, ctx.total - 1));
    [...members].forEach((j, position) => {
      const name = lightName(ctx, j);
      const membershipId = ctx.ids.take('membership');
      ctx.sink.add('gremium_membership', {
        id: membershipId,
        gremium_id: id,
        profile_id: seedId('profile', j),
        first_name: name.firstName,
        surname: name.surname,
        prefix: null,
        member_kind: rng.pick(MEMBER_KINDS).code,
        position_on_list: position,
        source: 'RADON',
        source_name: 'RAD-on',
      });
      // Terms of four years from the body's start, never starting in the future.
      const termStart = Math.min(startYear + rng.int(0, 4) * 4, ctx.now.getUTCFullYear() - 1);
      const current = !g.ended && rng.chance(0.6);
      ctx.sink.add('gremium_membership_term', {
        id: ctx.ids.take('membershipTerm'),
        membership_id: membershipId,
        date_from: `${termStart}-01-01`,
        date_to: current ? null : `${termStart + 3}-12-31`,
        status_override: null,
      });
    });
    const holders = [...members].slice(0, rng.int(1, Math.min(4, members.size)));
    holders.forEach((j, position) => {
      const name = lightName(ctx, j);
      const fn = GREMIUM_FUNCTIONS[position % GREMIUM_FUNCTIONS.length]!;
      const functionId = ctx.ids.take('gremiumFunction');
      ctx.sink.add('gremium_function', {
        id: functionId,
        gremium_id: id,
        profile_id: seedId('profile', j),
        first_name: name.firstName,
        surname: name.surname,
        function_pl: fn.pl,
        function_en: fn.en,
        position_on_list: position,
        source: 'RADON',
        source_name: 'RAD-on',
      });
      const from = Math.min(startYear + rng.int(0, 6), ctx.now.getUTCFullYear() - 1);
      const ended = g.ended || rng.chance(0.3);
      ctx.sink.add('gremium_function_period', {
        id: ctx.ids.take('functionPeriod'),
        function_id: functionId,
        date_from: `${from}-01-01`,
        date_to: ended ? `${from + 3}-12-31` : null,
        status_override: null,
      });
    });
  });
}

export function generatePosts(ctx: GenerationContext): void {
  const categories = new Map<string, { id: string; name: string }>();
  for (const post of POSTS) {
    for (const c of post.categories) {
      if (!categories.has(c.slug))
        categories.set(c.slug, { id: seedId('postCategory', categories.size), name: c.name });
    }
  }
  for (const [slug, c] of categories) {
    ctx.sink.add('post_category', {
      id: c.id,
      name: c.name,
      slug,
      link: `/aktualnosci/kategoria/${slug}`,
    });
  }
  POSTS.forEach((post, i) => {
    const id = seedId('post', i);
    const published = new Date(ctx.now.getTime() - (POSTS.length - i) * 9 * 86_400_000);
    ctx.sink.add('post', {
      id,
      number: i + 1,
      title: post.titlePl,
      title_en: post.titleEn,
      excerpt: post.excerptPl,
      excerpt_en: post.excerptEn,
      link: `/aktualnosci/${i + 1}-${post.categories[0]?.slug ?? 'news'}`,
      published_at: published,
    });
    for (const c of post.categories) {
      ctx.sink.add('post_category_on_post', {
        post_id: id,
        category_id: categories.get(c.slug)!.id,
      });
    }
  });
}
