import { describe, expect, it } from 'vitest';
import { makeDocument } from '../testing/engine-contract.js';
import { dictionaryWordsOf, facetsOf, indexRow, sampleBucket, typoVariants } from './index-row.js';

// The index row alone (no database). Its n-grams, markers and name keys are checked in
// postgres-engine.behaviour.test.ts ("index rows"); these are the rest of the row.

const UW = '11111111-1111-4111-8111-111111111111';
const PW = '22222222-2222-4222-8222-222222222222';

describe('index row', () => {
  const doc = makeDocument({
    profileId: '00000000-0000-4000-8000-0000000000c5',
    firstName: 'Łucja',
    secondName: 'Maria',
    surname: 'Żak',
    highestDegree: 'PROFESSOR',
    disciplines: ['DS010602N', 'DS010601N', 'DS010602N'],
    domains: ['DZ0106N', 'DZ0106N'],
    specialties: [{ labelPl: 'Uczenie maszynowe', labelEn: 'machine learning' }],
    employments: [
      { institutionId: UW, institutionName: 'Uniwersytet Warszawski', current: true },
      { institutionId: PW, institutionName: 'Politechnika Warszawska', current: false },
      { institutionId: null, institutionName: 'Szkoła Letnia', current: true },
    ],
  });
  const row = indexRow(doc, 42);

  it('counts everyone, each discipline and field once, and the highest degree', () => {
    expect(row.facets).toEqual(['*', 'd:DS010602N', 'd:DS010601N', 'f:DZ0106N', 'g:PROFESSOR']);
    expect(row.disciplines).toEqual(['DS010602N', 'DS010601N']);
    expect(row.domains).toEqual(['DZ0106N']);
    expect(row.tokens).toEqual(
      expect.arrayContaining(['d:DS010602N', 'd:DS010601N', 'f:DZ0106N', 'g:PROFESSOR']),
    );
    const none = indexRow(makeDocument({ firstName: 'Jan', surname: 'Lis' }), 1);
    expect(none.facets).toEqual(['*']);
    expect(none.tokens.some((t) => t.startsWith('g:'))).toBe(false);
  });

  it('finds institution words and ids in every employment, and the current ones apart', () => {
    expect(row.tokens).toEqual(
      expect.arrayContaining([
        ...['i:uniwersytet', 'i:warszawski', 'i:politechnika', 'i:warszawska', 'i:szkola'],
        ...['c:uniwersytet', 'c:warszawski', 'c:szkola', 'c:letnia'],
        ...[`ai:${UW}`, `ai:${PW}`, `ci:${UW}`],
      ]),
    );
    expect(row.tokens).not.toContain('c:politechnika');
    expect(row.tokens).not.toContain(`ci:${PW}`);
  });

  it('folds every word, names and specialties in both languages', () => {
    expect(row.tokens).toEqual(
      expect.arrayContaining(['n:lucja', 'n:maria', 's:zak', 'p:uczenie', 'p:machine']),
    );
    expect(row.tokens.filter((t) => /[ąćęłńóśźż]/i.test(t))).toEqual([]);
  });

  it('keeps the folded sort keys, the generation and the sample bucket of its id', () => {
    expect(row).toMatchObject({
      profile_id: doc.profileId,
      sort_surname: 'zak lucja',
      sort_employment: 'uniwersytet warszawski',
      generation: 42,
      dead: false,
      highest_degree: 'PROFESSOR',
    });
    // 0xc5 = 197 = 3 · 64 + 5
    expect(sampleBucket(doc.profileId)).toBe(5);
    expect(row.tokens.filter((t) => t.startsWith('b:'))).toEqual(['b:5']);
  });

  it('gives the dictionary every word of the text fields once, not the codes', () => {
    const words = dictionaryWordsOf([
      doc,
      makeDocument({ firstName: 'Maria', surname: 'Nowak', previousSurname: 'Żak' }),
    ]);
    expect(words.sort()).toEqual(
      [
        ...['lucja', 'maria', 'zak', 'nowak', 'uczenie', 'maszynowe', 'machine', 'learning'],
        ...['uniwersytet', 'warszawski', 'politechnika', 'warszawska', 'szkola', 'letnia'],
      ].sort(),
    );
  });

  it('files a word of five letters or more under each of its one-letter deletions', () => {
    expect(typoVariants(['lis', 'nowak', 'anna'])).toEqual([
      ['owak', 'nowak'],
      ['nwak', 'nowak'],
      ['noak', 'nowak'],
      ['nowk', 'nowak'],
      ['nowa', 'nowak'],
    ]);
    expect(typoVariants(['anna'])).toEqual([]);
    // A doubled letter gives its deletion once.
    expect(typoVariants(['lessa']).map(([v]) => v)).toEqual(['essa', 'lssa', 'lesa', 'less']);
  });

  it('reads a search’s facet counts back into disciplines, domains and titles', () => {
    expect(
      facetsOf({ '*': 9, 'd:DS010602N': 4, 'f:DZ0106N': 9, 'g:DOCTOR': 2, 'g:PROFESSOR': 1 }),
    ).toEqual({
      disciplines: [{ code: 'DS010602N', count: 4 }],
      domains: [{ code: 'DZ0106N', count: 9 }],
      titles: [
        { code: 'DOCTOR', count: 2 },
        { code: 'PROFESSOR', count: 1 },
      ],
    });
  });
});
