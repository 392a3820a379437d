import { hashPesel } from '@ln/pesel';
import { DISCIPLINES } from '../data/classification.js';
import { PERSON_PREFIXES } from '../data/names.js';
import { BIO_TEMPLATES_EN, BIO_TEMPLATES_PL } from '../data/texts.js';
import {
  DISCIPLINES_BY_FIELD,
  personField,
  personLevel,
  publicationPlan,
  type Level,
} from '../plan.js';
import { radonPersonId } from '../registry-ids.js';
import { Rng, STREAM } from '../rng.js';
import { addArtisticAchievements } from './artistic-achievements.js';
import type { GenerationContext } from './context.js';
import { addDegrees } from './degrees.js';
import { addEmployments } from './employments.js';
import { makeOrcid, personPesel } from './identifiers.js';
import { pickInstitution } from './institutions.js';
import { addLinks } from './links.js';
import { personNames } from './names.js';
import { addPatents } from './patents.js';
import { addProjects } from './projects.js';
import { addPublication } from './publications.js';
import { addResearchWorks } from './research-works.js';
import { TERMS_BY_FIELD } from './specialty-terms.js';
import { fill } from './text.js';

/**
 * One scientist: the profile with its disciplines and specialties, then everything of theirs
 * through the other entities' generators, each on a random stream of its own.
 */

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
