import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from '../data/names.js';
import { Rng, STREAM } from '../rng.js';
import type { GenerationContext } from './context.js';

/** A first name and surname drawn from the lists: an outside author, or the start of personNames. */
export function personName(rng: Rng, female: boolean) {
  const firstName = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const surnameEntry = rng.pick(SURNAMES);
  return { firstName, surname: female ? surnameEntry.female : surnameEntry.male };
}

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
export function lightName(ctx: GenerationContext, index: number) {
  return ctx.fixedNames?.get(index) ?? personNames(ctx.seed, index);
}
