/**
 * The seed's generators, one file per entity. Every random draw comes from a stream keyed by
 * (seed, stream, index) (../rng.ts), so the same seed gives the same rows, ids included.
 * These are the package's public generator exports; the per-entity helpers stay inside.
 */
export { newCapacity, SEED_NOW, type GenerationContext } from './context.js';
export { makeOrcid, personPesel } from './identifiers.js';
export { institutionRows, SEED_INSTITUTIONS, type SeedInstitution } from './institutions.js';
export { personNames } from './names.js';
export { generatePerson, type GeneratedPerson, type PersonOverrides } from './people.js';
export { specialtyTermRows, SEED_SPECIALTY_TERMS } from './specialty-terms.js';
export { generateGremia } from './gremia.js';
export { generatePosts } from './posts.js';
