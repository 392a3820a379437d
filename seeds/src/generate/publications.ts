import { FOREIGN_AUTHORS } from '../data/names.js';
import { CONFERENCES, JOURNALS, PUBLISHERS } from '../data/texts.js';
import { seedId } from '../ids.js';
import { pbnObjectId } from '../registry-ids.js';
import { Rng, STREAM } from '../rng.js';
import type { GenerationContext } from './context.js';
import { FOREIGN } from './institutions.js';
import { lightName, personName } from './names.js';
import { pickCoauthors } from './peers.js';
import { keywordsFor, titleFor } from './text.js';

const PUBLICATION_TYPES = ['ARTICLE', 'BOOK', 'EDITED_BOOK', 'CHAPTER', 'PROCEEDINGS'] as const;
const PUBLICATION_TYPE_WEIGHTS = [62, 6, 4, 14, 14];

export function addPublication(
  ctx: GenerationContext,
  index: number,
  profileId: string,
  field: string,
  ordinal: number,
  everything: boolean,
) {
  const { sink, ids } = ctx;
  const rng = new Rng(ctx.seed, STREAM.publications, index * 64 + ordinal);
  const publicationId = ids.take('publication');
  const type = everything
    ? PUBLICATION_TYPES[ordinal % 5]!
    : rng.weighted(PUBLICATION_TYPES, PUBLICATION_TYPE_WEIGHTS);
  const english = rng.chance(0.55);
  const language = english ? 'eng' : 'pol';
  const title = titleFor(rng, field, english ? 'en' : 'pl');
  const year = ctx.now.getUTCFullYear() - rng.int(0, 25);
  const doi = rng.chance(0.7) ? `10.5555/ln.${year}.${index}.${ordinal}` : null;

  // Author list: outside authors around the LN people.
  const coauthors = pickCoauthors(
    ctx,
    index,
    field,
    rng.weighted([0, 1, 2, 3], [35, 35, 20, 10]),
    rng,
  );
  const before = rng.chance(0.3) ? rng.int(1, 2) : 0;
  const after = rng.weighted([0, 1, 2, 4], [45, 25, 20, 10]);
  type Author = {
    profileIndex: number | null;
    name: { firstName: string; surname: string; prefix?: string };
  };
  const outside = (): Author => {
    if (rng.chance(0.4)) {
      const f = rng.pick(FOREIGN_AUTHORS);
      return {
        profileIndex: null,
        name: { firstName: f.name, surname: f.surname, prefix: f.surnamePrefix },
      };
    }
    const female = rng.chance(0.5);
    return { profileIndex: null, name: personName(rng, female) };
  };
  const authors: Author[] = [];
  for (let k = 0; k < before; k++) authors.push(outside());
  authors.push({ profileIndex: index, name: { firstName: '', surname: '' } });
  for (const j of coauthors) authors.push({ profileIndex: j, name: lightName(ctx, j) });
  for (let k = 0; k < after; k++) authors.push(outside());
  const selfName = lightName(ctx, index);

  sink.add('publication', {
    id: publicationId,
    type,
    year,
    doi,
    main_title: title,
    main_language: language,
    all_authors_count: authors.length,
    source: 'OPI',
  });

  authors.forEach((author, position) => {
    const isSelf = author.profileIndex === index;
    const name = isSelf ? selfName : author.name;
    const inst = author.profileIndex === null ? (rng.chance(0.3) ? rng.pick(FOREIGN) : null) : null;
    sink.add('publication_author', {
      id: ids.take('publicationAuthor'),
      publication_id: publicationId,
      position,
      profile_id:
        author.profileIndex === null
          ? null
          : isSelf
            ? profileId
            : seedId('profile', author.profileIndex),
      first_name: name.firstName,
      surname: name.surname,
      surname_prefix: 'prefix' in name ? (name.prefix ?? null) : null,
      role: type === 'EDITED_BOOK' && position === 0 ? 'EDITOR' : 'AUTHOR',
      affiliation_institution_id: inst?.id ?? null,
      affiliation_name: inst?.nameEn ?? null,
      publicly_visible: !rng.chance(0.03),
    });
  });

  // Versions: PBN and the OPI golden record most often; the author's LN version and
  // the owner's own fork sometimes. Always at least one.
  const kinds: Array<'PBN' | 'OPI' | 'AUTHOR_LN' | 'AUTHOR'> = [];
  if (everything || rng.chance(0.8)) kinds.push('PBN');
  if (everything || rng.chance(0.6)) kinds.push('OPI');
  if ((everything && ordinal % 3 === 0) || rng.chance(0.12)) kinds.push('AUTHOR_LN');
  if ((everything && ordinal % 4 === 0) || rng.chance(0.04)) kinds.push('AUTHOR');
  if (kinds.length === 0) kinds.push('PBN');
  const journal = rng.pick(JOURNALS);
  const publisher = rng.pick(PUBLISHERS);
  const conference = rng.pick(CONFERENCES);
  const keywords = keywordsFor(rng, field, english ? 'en' : 'pl', 3);
  const details = {
    language,
    pages: `${rng.int(1, 300)}–${rng.int(301, 340)}`,
    issue: type === 'ARTICLE' ? String(rng.int(1, 12)) : null,
    volume: type === 'ARTICLE' ? String(rng.int(1, 80)) : null,
    issn: type === 'ARTICLE' ? journal.issn : null,
    isbns:
      type === 'ARTICLE'
        ? []
        : [`978-83-${rng.int(10, 99)}-${rng.int(10000, 99999)}-${rng.int(0, 9)}`],
    place: type === 'ARTICLE' ? null : publisher.city,
  };
  for (const kind of kinds) {
    const source = kind === 'PBN' ? 'PBN' : kind === 'OPI' ? 'OPI' : 'USER';
    sink.add('publication_version', {
      id: ids.take('publicationVersion'),
      publication_id: publicationId,
      kind,
      source,
      owner_profile_id: kind === 'AUTHOR' || kind === 'AUTHOR_LN' ? profileId : null,
      external_id:
        kind === 'PBN'
          ? pbnObjectId('publication', index, ordinal)
          : kind === 'OPI'
            ? `opi-${index}-${ordinal}`
            : null,
      is_visible: !(kind === 'AUTHOR_LN' && rng.chance(0.1)),
      title: kind === 'AUTHOR' ? `${title} (wersja autorska)` : title,
      year,
      doi,
      url: doi ? `https://doi.org/${doi}` : null,
      data: {
        titles: [{ title, mainTitle: true, languageCode: language }],
        keyWords: keywords,
        details,
        ...(type === 'ARTICLE'
          ? {
              articleSource: {
                journal: {
                  title: journal.title,
                  issn: journal.issn,
                  eissn: 'eissn' in journal ? journal.eissn : null,
                  publisher: journal.publisher,
                },
              },
            }
          : {}),
        ...(type === 'BOOK' || type === 'EDITED_BOOK'
          ? { bookSource: { publisher: publisher.name, place: publisher.city } }
          : {}),
        ...(type === 'CHAPTER'
          ? {
              chapterSource: {
                bookTitle: titleFor(rng, field, english ? 'en' : 'pl'),
                publisher: publisher.name,
              },
            }
          : {}),
        ...(type === 'PROCEEDINGS'
          ? {
              conferenceSource: {
                title: conference.name,
                year,
                place: conference.place,
                country: conference.country,
                eventNames: [conference.name],
              },
            }
          : {}),
      },
    });
  }
}
