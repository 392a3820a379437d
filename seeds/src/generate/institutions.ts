import { FIELDS } from '../data/classification.js';
import { FOREIGN_INSTITUTIONS, INSTITUTIONS } from '../data/institutions.js';
import type { RowSink } from '../copy.js';
import { seedId } from '../ids.js';
import { radonInstitutionUuid } from '../registry-ids.js';
import type { Rng } from '../rng.js';

/** The institutions people work at and got their degrees from (reference-like rows). */

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

export const POLISH_INSTITUTIONS = SEED_INSTITUTIONS.filter((i) => i.countryCode === 'PL');
export const FOREIGN = SEED_INSTITUTIONS.filter((i) => i.countryCode !== 'PL');
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

export function pickInstitution(rng: Rng, field: string): SeedInstitution {
  const strong = INSTITUTIONS_BY_FIELD.get(field) ?? [];
  return strong.length > 0 && rng.chance(0.85) ? rng.pick(strong) : rng.pick(POLISH_INSTITUTIONS);
}
