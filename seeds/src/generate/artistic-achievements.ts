import { ARTISTIC_ACHIEVEMENT_KINDS, ARTISTIC_TITLE_WORDS, ART_VENUES } from '../data/texts.js';
import { seedId } from '../ids.js';
import { Rng, STREAM } from '../rng.js';
import type { GenerationContext } from './context.js';
import { lightName } from './names.js';
import { pickCoauthors } from './peers.js';

export function addArtisticAchievements(
  ctx: GenerationContext,
  index: number,
  profileId: string,
  disciplineCode: string,
) {
  const rng = new Rng(ctx.seed, STREAM.achievements, index);
  const count = rng.int(2, 10);
  for (let k = 0; k < count; k++) {
    const id = ctx.ids.take('achievement');
    const kind = rng.pick(ARTISTIC_ACHIEVEMENT_KINDS);
    const venue = rng.pick(ART_VENUES);
    const year = ctx.now.getUTCFullYear() - rng.int(0, 20);
    const title = rng.pick(ARTISTIC_TITLE_WORDS.pl);
    const coauthor = rng.chance(0.25) ? pickCoauthors(ctx, index, 'DZ0108N', 1, rng)[0] : undefined;
    const authors = coauthor === undefined ? [index] : [index, coauthor];
    ctx.sink.add('artistic_achievement', {
      id,
      title,
      kind_code: kind.code,
      kind_label: kind.labelPl,
      achievement_type_code: authors.length > 1 ? 'COLLECTIVE' : 'INDIVIDUAL',
      achievement_type_label: authors.length > 1 ? 'zbiorowe' : 'indywidualne',
      discipline_code: disciplineCode,
      year,
      country: venue.country,
      institution_name: venue.name,
      implementation_country: venue.country,
      implementation_year: year,
      first_publication_country: venue.country,
      first_publication_year: year,
      characteristics: `${kind.labelPl} — ${venue.name}, ${venue.city}`,
      range: rng.pick(['krajowy', 'międzynarodowy', 'regionalny']),
      publisher_name: venue.name,
      status: 'PUBLISHED',
      showing_entity_id: null,
      showing_entity_name: venue.name,
      all_authors_count: authors.length,
      source: rng.chance(0.8) ? 'PBN' : 'USER',
      external_id: null,
    });
    authors.forEach((j, position) => {
      const name = lightName(ctx, j);
      ctx.sink.add('artistic_achievement_author', {
        id: ctx.ids.take('achievementAuthor'),
        achievement_id: id,
        position,
        profile_id: j === index ? profileId : seedId('profile', j),
        first_name: name.firstName,
        surname: name.surname,
      });
    });
    if (rng.chance(0.3)) {
      ctx.sink.add('artistic_achievement_collection', {
        id: ctx.ids.take('achievementCollection'),
        achievement_id: id,
        name: rng.pick(ART_VENUES).name,
        country: 'PL',
      });
    }
  }
}
