import { makePesel, type PeselKeys } from '@ln/pesel';
import { RowSink } from './copy.js';
import { generatePerson, newCapacity, SEED_NOW } from './generate/index.js';
import { SequentialIds, seedId } from './ids.js';
import { DEFAULT_SEED, FIXTURE_PROFILES, PERSONAS, type Persona } from './personas.js';

export interface PersonaLogin extends Persona {
  userId: string;
  pesel: string;
  orcid: string | null;
  profileId: string | null;
}

/**
 * The identities of the personas in a default seed: what the dev identity provider offers
 * and README lists. Computed with the seed's own generators, so they always agree.
 */
export function personaLogins(peselKeys: PeselKeys, seed = DEFAULT_SEED): PersonaLogin[] {
  const fixtures = new Map(FIXTURE_PROFILES.map((f) => [f.index, f]));
  return PERSONAS.map((persona, k) => {
    if (persona.profileIndex === undefined) {
      return {
        ...persona,
        userId: seedId('user', k),
        pesel: personaPeselWithoutProfile(persona, k),
        orcid: null,
        profileId: null,
      };
    }
    const person = generatePerson(
      {
        seed,
        total: persona.profileIndex + 1,
        ids: new SequentialIds(),
        sink: new RowSink(),
        peselKeys,
        capacity: newCapacity(seed, persona.profileIndex + 1),
        now: SEED_NOW,
        peers: false,
      },
      persona.profileIndex,
      fixtures.get(persona.profileIndex)?.overrides,
    );
    return {
      ...persona,
      userId: seedId('user', k),
      pesel: person.pesel,
      orcid: person.orcid,
      profileId: person.profileId,
    };
  });
}

/** Serials from 4,990 up are never used by personPesel() below 1.8 million people. */
export function personaPeselWithoutProfile(persona: Persona, k: number): string {
  return makePesel(new Date(Date.UTC(1975 + k, k % 12, 10 + k)), 4_990 + k, persona.female);
}
