import { describe, expect, it } from 'vitest';

import {
  EMPTY_FILTER,
  hasCriteria,
  parseSearchParams,
  toApiQuery,
  toggleListValue,
  toSearchParams,
} from '../search-params';

const INSTITUTION_ID = '5b0e8f3c-2a4d-4e6f-8a9b-0c1d2e3f4a5b';

describe('search parameters', () => {
  it('round-trips every filter through the URL', () => {
    const filter = {
      ...EMPTY_FILTER,
      fullQuery: 'zrodlowska',
      name: 'Małgorzata',
      surname: 'Źródłowska',
      specialty: 'chemia',
      institutionId: INSTITUTION_ID,
      institution: 'Uniwersytet Jagielloński',
      onlyCurrent: true,
      withTheDead: true,
      showMatching: true,
      advancedSearch: true,
      degreeTitles: ['DOCTOR' as const, 'PROFESSOR' as const],
      disciplines: ['DS010601N'],
      domains: ['DZ0106N', 'DZ0101N'],
      sort: 'surname,desc' as const,
      page: 3,
    };
    const params = toSearchParams(filter);
    expect(params.get('page')).toBe('4');
    expect(params.getAll('domains')).toEqual(['DZ0106N', 'DZ0101N']);
    expect(parseSearchParams(new URLSearchParams(params.toString()))).toEqual(filter);
  });

  it('leaves the empty search out of the URL', () => {
    expect(toSearchParams(EMPTY_FILTER).toString()).toBe('');
    expect(parseSearchParams(new URLSearchParams())).toEqual(EMPTY_FILTER);
    expect(hasCriteria(EMPTY_FILTER)).toBe(false);
  });

  it('reads lists repeated or comma-separated, as the home tiles and the API write them', () => {
    const filter = parseSearchParams(
      new URLSearchParams('domains=DZ0101N,DZ0102N&domains=DZ0101N&degreeTitles=DOCTOR'),
    );
    expect(filter.domains).toEqual(['DZ0101N', 'DZ0102N']);
    expect(filter.degreeTitles).toEqual(['DOCTOR']);
    expect(hasCriteria(filter)).toBe(true);
  });

  it('drops values the API would refuse instead of sending them', () => {
    const filter = parseSearchParams(
      new URLSearchParams(
        'domains=dz%3Bdrop&degreeTitles=KING&sort=age,asc&institutionId=nope&institution=X&page=-2',
      ),
    );
    expect(filter).toEqual(EMPTY_FILTER);
  });

  it('sends the API a zero-based page, the size and comma-joined lists, never the display name', () => {
    const query = toApiQuery({
      ...EMPTY_FILTER,
      surname: ' Nowak ',
      institutionId: INSTITUTION_ID,
      institution: 'Uniwersytet Warszawski',
      domains: ['DZ0101N', 'DZ0102N'],
      withTheDead: true,
      page: 2,
    });
    expect(query.toString()).toBe(
      `page=2&size=20&surname=Nowak&institutionId=${INSTITUTION_ID}&withTheDead=true&domains=DZ0101N%2CDZ0102N`,
    );
  });

  it('a facet checkbox adds or removes one value and goes back to the first page', () => {
    const start = { ...EMPTY_FILTER, domains: ['DZ0101N'], page: 5 };
    const added = toggleListValue(start, 'domains', 'DZ0102N', true);
    expect(added.domains).toEqual(['DZ0101N', 'DZ0102N']);
    expect(added.page).toBe(0);
    expect(toggleListValue(added, 'domains', 'DZ0101N', false).domains).toEqual(['DZ0102N']);
  });
});
