import { createPrismaClient, type Db } from '@ln/db';
import { createSeededDatabase, type SeededDatabase } from '@ln/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublicationMatcher,
  describeMatch,
  doiKey,
  surnameKey,
  titleKey,
  type PublicationMatchInput,
} from './publication-match.js';
import { createPublicationMatchRepository } from './publication-match.repository.js';

// Matching against the seeded database (real PostgreSQL): by the source's id, then the
// normalised DOI, then title + year + first author (decision 041).
let database: SeededDatabase;
let db: Db;
let matcher: ReturnType<typeof createPublicationMatcher>;
const PBN = { source: 'PBN', kind: 'PBN', ownerProfileId: null } as const;

beforeAll(async () => {
  database = await createSeededDatabase({ profiles: 40 });
  db = createPrismaClient(database.url, { max: 2 });
  matcher = createPublicationMatcher(createPublicationMatchRepository(db));
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const match = (...inputs: PublicationMatchInput[]) =>
  db.$transaction((tx) => matcher.match(tx, PBN, inputs));
const none: PublicationMatchInput = {
  externalId: null,
  doi: null,
  title: null,
  year: null,
  firstAuthorSurname: null,
};

interface Seeded {
  id: string;
  doi: string | null;
  title: string;
  year: number;
  surname: string;
  pbn: string | null;
}

/** Seeded publications with their first author and PBN id (null: no PBN version). */
async function seeded(where: 'with PBN' | 'without PBN'): Promise<Seeded[]> {
  return db.$queryRawUnsafe<Seeded[]>(`
    SELECT p.id::text, p.doi, p.main_title AS title, p.year, a.surname,
           (SELECT v.external_id FROM publication_version v
             WHERE v.publication_id = p.id AND v.kind = 'PBN') AS pbn
      FROM publication p
      JOIN publication_author a ON a.publication_id = p.id AND a.position = 0
     WHERE ${where === 'with PBN' ? '' : 'NOT'} EXISTS (
             SELECT 1 FROM publication_version v WHERE v.publication_id = p.id AND v.kind = 'PBN')
     ORDER BY p.id LIMIT 20`);
}

describe('the match keys', () => {
  it('are made alike in TypeScript and in PostgreSQL', async () => {
    const titles = [
      'Zażółć gęślą jaźń: – „studium” przypadku (część II)',
      '  ŁÓDŹ,   Kraków; and  Gdańsk!  ',
      'Über die Größe — naïve café',
      'Сравнительный анализ 2024',
      '...',
    ];
    const dois = ['https://doi.org/10.1000/ABC.def', 'doi: 10.5555/X', ' 10.1/AbC '];
    const [row] = await db.$queryRaw<Array<{ titles: Array<string | null>; dois: string[] }>>`
      SELECT array(SELECT ln_title_key(t) FROM unnest(${titles}::text[]) WITH ORDINALITY u(t, o)
                    ORDER BY o) AS titles,
             array(SELECT ln_doi_key(d) FROM unnest(${dois.slice(0, 2)}::text[]) WITH ORDINALITY u(d, o)
                    ORDER BY o) AS dois`;
    expect(row!.titles).toEqual(titles.map(titleKey));
    expect(titleKey(titles[0])).toBe('zazolc gesla jazn studium przypadku czesc ii');
    expect(titleKey('...')).toBeNull();
    expect(row!.dois).toEqual(dois.slice(0, 2).map(doiKey));
    expect(doiKey(dois[2])).toBeNull(); // not a DOI: never a key
    expect(surnameKey(' Łukasiewicz ')).toBe('lukasiewicz');
  });
});

describe('matching a source record to a portal publication', () => {
  it('by the source id first, whatever its other keys say', async () => {
    const [p] = await seeded('with PBN');
    const [m] = await match({
      ...none,
      externalId: p!.pbn,
      doi: '10.9999/elsewhere',
      title: 'Another work',
      year: 1999,
      firstAuthorSurname: 'Nobody',
    });
    expect(m).toMatchObject({ matched: true, publicationId: p!.id, key: 'SOURCE_ID' });
    expect(m!.matched && m!.versionId).toBeTruthy();
    expect(describeMatch(m!)).toBe('matched by SOURCE_ID');
  });

  it('then by the normalised DOI, in another case and with a resolver', async () => {
    const p = (await seeded('without PBN')).find((s) => s.doi)!;
    const [m] = await match({
      ...none,
      externalId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      doi: `https://doi.org/${p.doi!.toUpperCase()}`,
    });
    expect(m).toMatchObject({ matched: true, publicationId: p.id, key: 'DOI', versionId: null });
  });

  it('then by title, year and first author, the title folded and without punctuation', async () => {
    const p = (await seeded('without PBN'))[0]!;
    const input = {
      ...none,
      externalId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
      title: ` ${p.title.toUpperCase()}. `,
      year: p.year,
      firstAuthorSurname: p.surname.toLowerCase(),
    };
    const [m, otherYear, otherAuthor] = await match(
      input,
      { ...input, externalId: 'cccccccccccccccccccccccc', year: p.year - 1 },
      { ...input, externalId: 'dddddddddddddddddddddddd', firstAuthorSurname: 'Nobody' },
    );
    expect(m).toMatchObject({ matched: true, publicationId: p.id, key: 'TITLE_YEAR_FIRST_AUTHOR' });
    expect(otherYear).toEqual({
      matched: false,
      reason: 'NOT_FOUND',
      tried: ['SOURCE_ID', 'TITLE_YEAR_FIRST_AUTHOR'],
    });
    expect(otherAuthor).toMatchObject({ matched: false, reason: 'NOT_FOUND' });
  });

  it('never to a publication that holds another record of the source, nor twice in a batch', async () => {
    const withPbn = (await seeded('with PBN')).find((s) => s.doi)!;
    const withoutPbn = (await seeded('without PBN')).find((s) => s.doi)!;
    const [other, first, second] = await match(
      { ...none, externalId: 'eeeeeeeeeeeeeeeeeeeeeeee', doi: withPbn.doi },
      { ...none, externalId: 'ffffffffffffffffffffffff', doi: withoutPbn.doi },
      { ...none, externalId: '111111111111111111111111', doi: withoutPbn.doi },
    );
    expect(other).toEqual({ matched: false, reason: 'CLAIMED', tried: ['SOURCE_ID', 'DOI'] });
    expect(first).toMatchObject({ matched: true, publicationId: withoutPbn.id, key: 'DOI' });
    expect(second).toMatchObject({ matched: false, reason: 'CLAIMED' });
    // Its own record still finds it by DOI (a PBN record whose id the portal lost).
    const [own] = await match({ ...none, externalId: withPbn.pbn, doi: withPbn.doi });
    expect(own).toMatchObject({ matched: true, key: 'SOURCE_ID' });
  });

  it('says why nothing matched', async () => {
    const [empty, unknown] = await match(
      { ...none, title: 'A title without year or author' },
      { ...none, externalId: '222222222222222222222222', doi: '10.9999/nowhere' },
    );
    expect(empty).toEqual({ matched: false, reason: 'NO_KEYS', tried: [] });
    expect(unknown).toEqual({ matched: false, reason: 'NOT_FOUND', tried: ['SOURCE_ID', 'DOI'] });
    expect(describeMatch(unknown!)).toBe('no match: NOT_FOUND; tried SOURCE_ID, DOI');
  });
});
