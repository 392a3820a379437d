import type { PersonDetails } from '@ln/contracts';

type Names = Pick<PersonDetails, 'name' | 'secondName' | 'surname'>;

/** `Małgorzata Jadwiga Źródłowska`. */
export function fullName(person: Names): string {
  return [person.name, person.secondName, person.surname].filter(Boolean).join(' ');
}

/** What precedes the name: `ks.`, `prof. dr hab.`. */
export function nameTitle(person: Pick<PersonDetails, 'prefix' | 'calculatedEduLevel'>): string {
  return [person.prefix, person.calculatedEduLevel].filter(Boolean).join(' ');
}

/** A biography exists when either language has one (profiles-area §2: else the main tab is "profile"). */
export function hasBiography(person: Pick<PersonDetails, 'aboutMe' | 'aboutMeEn'>): boolean {
  return Boolean(person.aboutMe?.trim() || person.aboutMeEn?.trim());
}
