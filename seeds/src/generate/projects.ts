import { FUNDERS, PROJECT_PROGRAMMES } from '../data/texts.js';
import { seedId } from '../ids.js';
import { Rng, STREAM } from '../rng.js';
import type { GenerationContext } from './context.js';
import type { SeedInstitution } from './institutions.js';
import { lightName } from './names.js';
import { pickCoauthors } from './peers.js';
import { dateOf, keywordsFor, titleFor } from './text.js';

export function addProjects(
  ctx: GenerationContext,
  index: number,
  profileId: string,
  field: string,
  employer: SeedInstitution,
) {
  const rng = new Rng(ctx.seed, STREAM.projects, index);
  const count = rng.int(1, 3);
  for (let k = 0; k < count; k++) {
    const id = ctx.ids.take('project');
    const programme = rng.pick(PROJECT_PROGRAMMES);
    const funder = FUNDERS.find((f) => f.code === programme.funderCode) ?? FUNDERS[0]!;
    const startYear = ctx.now.getUTCFullYear() - rng.int(0, 12);
    const titlePl = titleFor(rng, field, 'pl');
    const titleEn = titleFor(rng, field, 'en');
    ctx.sink.add('project', {
      id,
      project_number: `${startYear}/${rng.int(1, 60)}/${programme.name.replace(/\s+/g, '').slice(0, 2).toUpperCase()}${rng.int(1, 9)}/${rng.int(10000, 99999)}`,
      title: titlePl,
      titles: [
        { languageCode: 'pol', value: titlePl },
        { languageCode: 'eng', value: titleEn },
      ],
      abstracts: [
        {
          languageCode: 'pol',
          value: `Celem projektu jest ${titlePl.charAt(0).toLowerCase()}${titlePl.slice(1)}.`,
        },
      ],
      classification: programme.name,
      edition: String(rng.int(10, 28)),
      key_words: keywordsFor(rng, field, 'pl', 3),
      name_priority: null,
      programme: programme.name,
      start_date: dateOf(startYear, rng),
      end_date: dateOf(startYear + rng.int(1, 4), rng),
      funds: (rng.int(50, 3000) * 1000).toFixed(2),
      currency: 'PLN',
      showing_entity: null,
      link_radon: `https://radon.nauka.gov.pl/dane/projekty/${index}-${k}`,
      source: 'RADON',
      external_id: `radon-${index}-${k}`,
    });
    ctx.sink.add('project_institution', {
      id: ctx.ids.take('projectInstitution'),
      project_id: id,
      role: 'FINANCING',
      institution_id: null,
      name: funder.namePl,
      leader: false,
    });
    ctx.sink.add('project_institution', {
      id: ctx.ids.take('projectInstitution'),
      project_id: id,
      role: 'IMPLEMENTING',
      institution_id: employer.id,
      name: employer.namePl,
      leader: true,
    });
    const members = rng.chance(0.5) ? pickCoauthors(ctx, index, field, rng.int(1, 2), rng) : [];
    [index, ...members].forEach((j, position) => {
      const name = lightName(ctx, j);
      ctx.sink.add('project_person', {
        id: ctx.ids.take('projectPerson'),
        project_id: id,
        position,
        profile_id: j === index ? profileId : seedId('profile', j),
        first_name: name.firstName,
        surname: name.surname,
        idn: null,
        kind_manager: position === 0 ? 'MANAGER' : 'CONTRACTOR',
      });
    });
  }
}
