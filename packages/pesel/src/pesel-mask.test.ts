import { describe, expect, it } from 'vitest';
import { makePesel } from './pesel.js';
import { containsPesel, maskPesels, maskPeselsIn, PESEL_MASK } from './pesel-mask.js';

const pesel = makePesel(new Date(Date.UTC(1984, 6, 21)), 417, true);

describe('finding and masking PESELs', () => {
  it('finds a valid PESEL standing alone, not a phone number, an id or other digits', () => {
    expect(containsPesel(`nr ${pesel}.`)).toBe(true);
    expect(containsPesel(pesel)).toBe(true);
    expect(containsPesel(`+${pesel}`)).toBe(false);
    expect(containsPesel(`${pesel}1`)).toBe(false);
    expect(containsPesel(`${pesel.slice(0, 10)}${(Number(pesel[10]) + 1) % 10}`)).toBe(false);
    expect(containsPesel(`8e2b5bd6-8f17-4157-8360-${pesel}d`)).toBe(false);
    expect(maskPesels(`a ${pesel} b ${pesel}`)).toBe(`a ${PESEL_MASK} b ${PESEL_MASK}`);
  });

  it('masks every string of an answer, keeps the same object when there is none, and spares the own field', () => {
    const clean = { a: ['x', 1, null], b: { c: new Date(0) } };
    expect(maskPeselsIn(clean)).toBe(clean);
    const answer = { login: `custom-${pesel}`, account: { pesel, notes: [pesel] } };
    expect(maskPeselsIn(answer)).toEqual({
      login: `custom-${PESEL_MASK}`,
      account: { pesel: PESEL_MASK, notes: [PESEL_MASK] },
    });
    expect(maskPeselsIn(answer, ['account', 'pesel'])).toEqual({
      login: `custom-${PESEL_MASK}`,
      account: { pesel, notes: [PESEL_MASK] },
    });
    expect(answer.account.pesel).toBe(pesel);
  });
});
