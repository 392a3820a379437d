import { Prisma } from '@ln/db';

// The one rule for what of a profile is public (profiles-area §7–§8, accounts-and-platform
// §3), for every reader of the database: profiles-api's repositories, the page server's
// sitemap, the search documents and the lifecycle. Each part is a SQL fragment for raw reads
// and its TypeScript twin for rows already read; visibility.test.ts proves on PostgreSQL that
// the two agree. Aliases are constants of the calling file, never request input.
//
// - hidden (`profile.hidden`: hide/show, makeInvisible): nowhere public. No page or part of
//   one, no search hit, list entry or count, no sitemap entry, no link from another record.
// - deceased (`profile.dead`: the postmortem call): the page stays public, with its mark and
//   without contact data; what addresses the living leaves them out (the home page's new
//   profiles, messages to scientists, the expert finder, search unless `withTheDead`).
// - withdrawn (an expert's consent, `expert_consent.withdrawn_at`, or the registration
//   ended): the expert is out of that entity's finder.

/** What the rule reads of a profile. `hidden` null: a LEFT JOIN found no profile row. */
export interface ProfileFlags {
  hidden: boolean | null;
}

/** What the rule reads of a profile to leave the deceased out. */
export interface LivingProfileFlags extends ProfileFlags {
  dead: boolean | null;
}

export interface VisibleProfileOptions {
  /**
   * Whether the deceased stay in (default true: their pages are public); false for what
   * addresses the living.
   */
  withTheDead?: boolean;
}

/** The profile (alias; a LEFT JOIN's missing row included) is not deceased. */
export function livingProfile(alias: string): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(alias)}.dead IS NOT TRUE`;
}

/** The TypeScript twin of `livingProfile`. */
export function isLivingProfile(profile: { dead: boolean | null }): boolean {
  return profile.dead !== true;
}

/**
 * The profile (alias; a LEFT JOIN's missing row included, so a person without a profile is
 * kept) is one the public may see.
 */
export function visibleProfile(alias: string, options: VisibleProfileOptions = {}): Prisma.Sql {
  const visible = Prisma.sql`${Prisma.raw(alias)}.hidden IS NOT TRUE`;
  return options.withTheDead === false
    ? Prisma.sql`(${visible} AND ${livingProfile(alias)})`
    : visible;
}

/** The TypeScript twin of `visibleProfile`. */
export function isVisibleProfile(profile: ProfileFlags): boolean;
export function isVisibleProfile(
  profile: LivingProfileFlags,
  options: VisibleProfileOptions,
): boolean;
export function isVisibleProfile(
  profile: ProfileFlags & { dead?: boolean | null },
  options: VisibleProfileOptions = {},
): boolean {
  if (profile.hidden === true) return false;
  return options.withTheDead !== false || isLivingProfile({ dead: profile.dead ?? null });
}

/** A person's profile id (`column`), linked only while their profile (alias) is visible. */
export function linkedWhileVisible(alias: string, column: string): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${visibleProfile(alias)} THEN ${Prisma.raw(column)} END`;
}

/** What a Prisma read selects of a person to apply `linkedProfileId`. */
export const LINKED_PROFILE_SELECT = {
  profileId: true,
  profile: { select: { hidden: true } },
} as const;

/** The Prisma form of `linkedWhileVisible`: the person's profile id while it is visible. */
export function linkedProfileId(person: {
  profileId: string | null;
  profile: ProfileFlags | null;
}): string | null {
  return person.profile && isVisibleProfile(person.profile) ? person.profileId : null;
}

/**
 * An expert's consent to one entity (alias of `expert_consent`) is in force: not withdrawn,
 * and their registration (alias of `expert_registration`) not ended.
 */
export function consentInForce(consent: string, registration: string): Prisma.Sql {
  return Prisma.sql`(${Prisma.raw(consent)}.withdrawn_at IS NULL AND ${Prisma.raw(registration)}.ended_at IS NULL)`;
}

/** The TypeScript twin of `consentInForce`. */
export function isConsentInForce(
  consent: { withdrawnAt: Date | null },
  registration: { endedAt: Date | null },
): boolean {
  return consent.withdrawnAt === null && registration.endedAt === null;
}
