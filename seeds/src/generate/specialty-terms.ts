import { FIELDS } from '../data/classification.js';
import { SPECIALTIES } from '../data/specialties.js';
import type { RowSink } from '../copy.js';
import { seedId } from '../ids.js';

/** The specialty terms people's specialties point at (reference-like rows). */

export const SEED_SPECIALTY_TERMS = SPECIALTIES.map((s, i) => ({
  id: seedId('specialtyTerm', i),
  ...s,
}));
export const TERMS_BY_FIELD = new Map<string, (typeof SEED_SPECIALTY_TERMS)[number][]>(
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
