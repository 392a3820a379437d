import type { DISCIPLINES } from '../data/classification.js';
import type { Level } from '../plan.js';
import type { Rng } from '../rng.js';
import type { GenerationContext } from './context.js';
import { FOREIGN, pickInstitution } from './institutions.js';

export function addDegrees(
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
