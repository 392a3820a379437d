import { describe, expect, it } from 'vitest';
import { canEditResearchWork, toShortLists } from './research-work.fns.js';

const TITLES = [{ languageCode: 'pol', value: 'Rozprawa' }];

describe('canEditResearchWork (profiles-area §4, §9)', () => {
  it.each([
    ['POLON title kind with titles', { titleKind: 'POLON', titles: TITLES, kindId: 202501 }, false],
    ['POLON title kind with no titles', { titleKind: 'POLON', titles: [], kindId: 202501 }, true],
    [
      'POLON title kind with only blank titles',
      { titleKind: 'POLON', titles: [{ languageCode: 'pol', value: '  ' }], kindId: 202501 },
      true,
    ],
    [
      'POLON title kind with titles that are not the documented shape',
      { titleKind: 'POLON', titles: { pol: 'x' }, kindId: 202501 },
      true,
    ],
    ['USER title kind with titles', { titleKind: 'USER', titles: TITLES, kindId: 202501 }, true],
    ['no title kind', { titleKind: null, titles: TITLES, kindId: 202502 }, true],
    ['kind 202504 with USER titles', { titleKind: 'USER', titles: TITLES, kindId: 202504 }, false],
    ['kind 202504 with no titles', { titleKind: null, titles: [], kindId: 202504 }, false],
    ['kind 202504 and POLON titles', { titleKind: 'POLON', titles: TITLES, kindId: 202504 }, false],
  ])('%s → %s', (_name, work, expected) => {
    expect(canEditResearchWork(work)).toBe(expected);
  });
});

describe('toShortLists', () => {
  const row = (role: 'AUTHOR' | 'PROMOTER' | 'REVIEWER', id: string) => ({
    role,
    id,
    polish_title: `Tytuł ${id}`,
    label_pl: 'rozprawa doktorska',
    label_en: 'doctoral dissertation',
    sources: ['POLON'],
    kind_id: 202501,
  });

  it('splits rows by role, keeps their order and counts each list', () => {
    const lists = toShortLists(
      [row('REVIEWER', 'a'), row('AUTHOR', 'b'), row('REVIEWER', 'c')],
      'en',
    );
    expect(lists.authorHits).toBe(1);
    expect(lists.promoterHits).toBe(0);
    expect(lists.promoterList).toEqual([]);
    expect(lists.reviewerHits).toBe(2);
    expect(lists.reviewerList.map((w) => w.researchWorkId)).toEqual(['a', 'c']);
    expect(lists.authorList[0]).toEqual({
      researchWorkId: 'b',
      polishTitle: 'Tytuł b',
      researchKind: 'doctoral dissertation',
      researchSources: ['POLON'],
      researchWorkKindId: 202501,
    });
  });
});
