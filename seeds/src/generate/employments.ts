import { EMPLOYMENT_POSITIONS } from '../data/texts.js';
import type { Level } from '../plan.js';
import type { Rng } from '../rng.js';
import type { GenerationContext } from './context.js';
import { pickInstitution, type SeedInstitution } from './institutions.js';
import { dateOf } from './text.js';

function positions(...names: string[]) {
  return names.map((name) => {
    const position = EMPLOYMENT_POSITIONS.find((p) => p.pl === name);
    if (!position) throw new Error(`no employment position ${name}`);
    return position;
  });
}

/** Positions that fit each level (mgr, dr, dr hab., prof.), most usual first. */
const POSITIONS_BY_LEVEL = [
  positions('asystent', 'doktorant', 'specjalista naukowo-techniczny', 'wykładowca', 'lektor'),
  positions('adiunkt', 'starszy wykładowca', 'badacz', 'starszy specjalista naukowo-techniczny'),
  positions('profesor uczelni', 'profesor instytutu', 'adiunkt'),
  positions('profesor', 'profesor uczelni', 'profesor wizytujący'),
] as const;

export function addEmployments(
  ctx: GenerationContext,
  rng: Rng,
  profileId: string,
  field: string,
  level: Level,
  birthYear: number,
  employer: SeedInstitution,
  dead: boolean,
) {
  const past = rng.int(0, 2);
  let start = birthYear + 25 + rng.int(0, 3);
  for (let p = 0; p < past; p++) {
    const end = start + rng.int(2, 8);
    const inst = pickInstitution(rng, field);
    // Earlier jobs were a step below the current one.
    const position = rng.pick(POSITIONS_BY_LEVEL[Math.max(0, level - 1)]!);
    ctx.sink.add('employment', {
      id: ctx.ids.take('employment'),
      profile_id: profileId,
      institution_id: inst.id,
      institution_name: inst.namePl,
      position: position.pl,
      position_en: position.en,
      additional_information: null,
      status: 'FORMER',
      start_date: dateOf(start, rng),
      end_date: dateOf(Math.min(end, ctx.now.getUTCFullYear() - 1), rng),
      internet_link: null,
      source: 'POLON',
      external_id: null,
      original: null,
      modified_by_user_at: null,
    });
    start = end + 1;
  }
  const levelPositions = POSITIONS_BY_LEVEL[level]!;
  const position = rng.weighted(
    levelPositions,
    levelPositions.map((_, i) => (i === 0 ? 6 : 1)),
  );
  const modified = rng.chance(0.03);
  ctx.sink.add('employment', {
    id: ctx.ids.take('employment'),
    profile_id: profileId,
    institution_id: employer.id,
    institution_name: employer.namePl,
    position: position.pl,
    position_en: position.en,
    additional_information: modified ? 'Kierownik zespołu badawczego' : null,
    status: dead ? 'FORMER' : 'CURRENT',
    start_date: dateOf(Math.min(start, ctx.now.getUTCFullYear() - 1), rng),
    end_date: dead ? dateOf(ctx.now.getUTCFullYear() - 1, rng) : null,
    internet_link: null,
    source: 'POLON',
    external_id: null,
    // A record the owner edited keeps what POL-on delivered, so it can be restored.
    original: modified ? { position: position.pl, additionalInformation: null } : null,
    modified_by_user_at: modified ? ctx.now : null,
  });
}
