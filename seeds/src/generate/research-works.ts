import { seedId } from '../ids.js';
import type { Level } from '../plan.js';
import { Rng, STREAM } from '../rng.js';
import type { GenerationContext } from './context.js';
import { pickInstitution } from './institutions.js';
import { lightName } from './names.js';
import { findSenior } from './peers.js';
import { dateOf, keywordsFor, titleFor } from './text.js';

export function addResearchWorks(
  ctx: GenerationContext,
  index: number,
  profileId: string,
  field: string,
  level: Level,
  birthYear: number,
  disciplineCode: string,
) {
  const rng = new Rng(ctx.seed, STREAM.researchWorks, index);
  const works: Array<{ kindId: number; year: number; reviewers: number }> = [
    { kindId: 202501, year: birthYear + 30, reviewers: 2 },
  ];
  if (level >= 2) works.push({ kindId: 202502, year: birthYear + 40, reviewers: 3 });
  if (rng.chance(0.05)) works.push({ kindId: 202504, year: birthYear + 35, reviewers: 0 });
  const selfName = lightName(ctx, index);
  for (const work of works) {
    const id = ctx.ids.take('researchWork');
    const title = titleFor(rng, field, 'pl');
    const polon = rng.chance(0.6);
    const year = Math.min(work.year, ctx.now.getUTCFullYear());
    ctx.sink.add('research_work', {
      id,
      number: `RW/${year}/${index}`,
      kind_id: work.kindId,
      polish_title: title,
      titles: [
        { languageCode: 'pol', value: title },
        { languageCode: 'eng', value: titleFor(rng, field, 'en') },
      ],
      previous_titles: [],
      title_kind: polon ? 'POLON' : 'USER',
      classifications: [{ fieldCode: field, disciplineCode }],
      field_code: field,
      international_cooperation: rng.chance(0.1),
      range_usages: [],
      start_date: dateOf(year - 3, rng),
      end_date: dateOf(year, rng),
      keywords: keywordsFor(rng, field, 'pl', 3),
      institutions: [{ role: 'GRANTING', name: pickInstitution(rng, field).namePl }],
      sources: polon ? ['POLON'] : ['RADON'],
      is_title_overrated_by_polon: polon && rng.chance(0.1),
      external_id: `rw-${index}-${work.kindId}`,
    });
    ctx.sink.add('research_work_discipline', {
      research_work_id: id,
      discipline_code: disciplineCode,
    });
    ctx.sink.add('research_work_person', {
      id: ctx.ids.take('researchWorkPerson'),
      research_work_id: id,
      role: 'AUTHOR',
      position: 0,
      profile_id: profileId,
      first_name: selfName.firstName,
      surname: selfName.surname,
    });
    const used: number[] = [index];
    if (work.kindId === 202501) {
      const promoter = findSenior(ctx, index, field, rng, used);
      if (promoter !== null) {
        used.push(promoter);
        addWorkPerson(ctx, id, 'PROMOTER', 0, promoter);
      }
    }
    for (let r = 0; r < work.reviewers; r++) {
      const reviewer = findSenior(ctx, index, field, rng, used);
      if (reviewer === null) continue;
      used.push(reviewer);
      addWorkPerson(ctx, id, 'REVIEWER', r, reviewer);
    }
  }
}

function addWorkPerson(
  ctx: GenerationContext,
  workId: string,
  role: 'PROMOTER' | 'REVIEWER',
  position: number,
  j: number,
) {
  const name = lightName(ctx, j);
  ctx.sink.add('research_work_person', {
    id: ctx.ids.take('researchWorkPerson'),
    research_work_id: workId,
    role,
    position,
    profile_id: seedId('profile', j),
    first_name: name.firstName,
    surname: name.surname,
  });
}
