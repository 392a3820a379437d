import { describe, expect, it } from 'vitest';
import { authorShortName } from './author-name.js';

describe('authorShortName (accounts-and-platform §5)', () => {
  it('gives the initial with a dot, the surname prefix between', () => {
    expect(authorShortName({ name: 'Jan', surnamePrefix: 'van', surname: 'Dijk' })).toBe(
      'J. van Dijk',
    );
    expect(authorShortName({ name: 'Łucja', surnamePrefix: null, surname: 'Żak' })).toBe('Ł. Żak');
  });

  it('keeps a first name that is already one letter with a dot', () => {
    expect(authorShortName({ name: 'J.', surname: 'Dijk' })).toBe('J. Dijk');
    expect(authorShortName({ name: 'j', surname: 'Dijk' })).toBe('J. Dijk');
  });

  it('gives the surname alone without a first name', () => {
    expect(authorShortName({ name: null, surnamePrefix: 'de', surname: 'Gaulle' })).toBe(
      'de Gaulle',
    );
    expect(authorShortName({ name: '  ', surname: 'Nowak' })).toBe('Nowak');
  });
});
