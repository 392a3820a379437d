import { PATENT_TITLES } from '../data/texts.js';
import { seedId } from '../ids.js';
import { Rng, STREAM } from '../rng.js';
import type { GenerationContext } from './context.js';
import { lightName } from './names.js';
import { pickCoauthors } from './peers.js';
import { dateOf } from './text.js';

export function addPatents(
  ctx: GenerationContext,
  index: number,
  profileId: string,
  field: string,
) {
  const rng = new Rng(ctx.seed, STREAM.patents, index);
  const count = rng.int(1, 4);
  for (let k = 0; k < count; k++) {
    const id = ctx.ids.take('patent');
    const title = rng.pick(PATENT_TITLES);
    const type = rng.weighted(['PATENT', 'UTILITY_MODEL', 'INDUSTRIAL_DESIGN'], [80, 15, 5]);
    const applicationYear = ctx.now.getUTCFullYear() - rng.int(1, 15);
    ctx.sink.add('industrial_property', {
      id,
      type_code: type,
      calculated_language: 'pol',
      calculated_title: title.pl,
      titles: [
        { languageCode: 'pol', value: title.pl },
        { languageCode: 'eng', value: title.en },
      ],
      abstracts: [
        {
          languageCode: 'pol',
          name: 'Streszczenie',
          value: `${title.pl}. Rozwiązanie dotyczy ${title.pl.toLowerCase()}.`,
        },
      ],
      botanic_name: null,
      plant_species_name: null,
      plant_variety_name: null,
      source: 'POLON',
      external_id: `uprp-${index}-${k}`,
    });
    const number = 400_000 + ((index * 7 + k) % 99_999);
    ctx.sink.add('industrial_property_right', {
      id: ctx.ids.take('patentRight'),
      property_id: id,
      application_date: dateOf(applicationYear, rng),
      application_number: `P.${number}`,
      publication_date: dateOf(applicationYear + 1, rng),
      publication_number: `BUP ${rng.int(1, 26)}/${applicationYear + 1}`,
      grant_date: rng.chance(0.7)
        ? dateOf(Math.min(applicationYear + 3, ctx.now.getUTCFullYear()), rng)
        : null,
      right_number: `Pat.${240_000 + ((index * 3 + k) % 9_999)}`,
      granting_institution_code: 'UPRP',
      granting_institution_name: 'Urząd Patentowy Rzeczypospolitej Polskiej',
      granting_institution_country: 'PL',
      protection_region: 'PL',
      priority_region: null,
      priority_number: null,
      showing_entity: null,
      registry_links: {
        uprp: `https://ewyszukiwarka.pue.uprp.gov.pl/search/pwp-details/P.${number}`,
        espacenet: `https://worldwide.espacenet.com/patent/search?q=PL${number}`,
        epo: null,
      },
    });
    const coauthors = rng.chance(0.5) ? pickCoauthors(ctx, index, field, rng.int(1, 2), rng) : [];
    [index, ...coauthors].forEach((j, position) => {
      const name = lightName(ctx, j);
      ctx.sink.add('industrial_property_creator', {
        id: ctx.ids.take('patentCreator'),
        property_id: id,
        position,
        profile_id: j === index ? profileId : seedId('profile', j),
        first_name: name.firstName,
        surname: name.surname,
      });
    });
  }
}
