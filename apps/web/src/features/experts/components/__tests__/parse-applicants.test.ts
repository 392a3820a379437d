import { describe, expect, it } from 'vitest';

import { parseApplicants } from '../expert-finder';

describe('the finder’s applicants list', () => {
  it('reads a profile id or a name from each line, skipping blank lines', () => {
    expect(
      parseApplicants(
        '  E7D74724-C839-4A97-A1BF-353935F051E6 \n\nKatarzyna Jóźwik-Wojtczak\n   \nJan Kowalski',
      ),
    ).toEqual([
      { profileId: 'e7d74724-c839-4a97-a1bf-353935f051e6' },
      { name: 'Katarzyna Jóźwik-Wojtczak' },
      { name: 'Jan Kowalski' },
    ]);
  });

  it('takes a line that only looks like an id for a name, so the server can say it matched no one', () => {
    expect(parseApplicants('e7d74724-c839-4a97')).toEqual([{ name: 'e7d74724-c839-4a97' }]);
  });
});
