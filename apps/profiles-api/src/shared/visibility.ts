import { Prisma } from '@ln/db';

// The visibility rule of profiles-area §8 ("hidden profiles appear nowhere public"), written
// once for every repository of profiles-api: as SQL fragments for the raw reads, and as a
// select plus its reading for the Prisma reads. Aliases are constants of the calling file.

/** The profile (alias `p`; also a LEFT JOIN's missing row) is one the public may see. */
export function visibleProfile(alias: string): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(alias)}.hidden IS NOT TRUE`;
}

/** A person's profile id (`column`), linked only while their profile (alias) is visible. */
export function linkedWhileVisible(alias: string, column: string): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${Prisma.raw(alias)}.hidden THEN NULL ELSE ${Prisma.raw(column)} END`;
}

/** What a Prisma read selects of a person to apply `linkedProfileId`. */
export const LINKED_PROFILE_SELECT = {
  profileId: true,
  profile: { select: { hidden: true } },
} as const;

/** The Prisma form of `linkedWhileVisible`: the person's profile id while it is visible. */
export function linkedProfileId(person: {
  profileId: string | null;
  profile: { hidden: boolean } | null;
}): string | null {
  return person.profile && !person.profile.hidden ? person.profileId : null;
}
