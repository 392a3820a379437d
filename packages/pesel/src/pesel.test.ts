import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptPesel,
  encryptPesel,
  hashPesel,
  isValidPesel,
  makePesel,
  parsePeselKeys,
  peselBirthDate,
} from './pesel.js';

const keys = parsePeselKeys(randomBytes(32).toString('hex'), randomBytes(32).toString('hex'));

describe('PESEL', () => {
  it('accepts a well-formed number and rejects a wrong check digit or date', () => {
    expect(isValidPesel('44051401359')).toBe(true);
    expect(isValidPesel('44051401358')).toBe(false);
    expect(isValidPesel('02270803624')).toBe(true); // born 2002-07-08
    expect(isValidPesel('4405140135')).toBe(false);
    expect(isValidPesel('44023001359')).toBe(false); // 30 February
  });

  it('reads the century from the month', () => {
    expect(peselBirthDate('02270803624')?.toISOString().slice(0, 10)).toBe('2002-07-08');
    expect(peselBirthDate('44051401359')?.toISOString().slice(0, 10)).toBe('1944-05-14');
  });

  it('builds valid numbers that encode the birth date and the sex', () => {
    const birth = new Date(Date.UTC(1987, 10, 23));
    const woman = makePesel(birth, 123, true);
    const man = makePesel(birth, 123, false);
    expect(isValidPesel(woman) && isValidPesel(man)).toBe(true);
    expect(Number(woman[9]) % 2).toBe(0);
    expect(Number(man[9]) % 2).toBe(1);
    expect(peselBirthDate(woman)?.getTime()).toBe(birth.getTime());
  });

  it('encrypts with a fresh IV each time and decrypts to the same number', () => {
    const a = encryptPesel('44051401359', keys);
    const b = encryptPesel('44051401359', keys);
    expect(a.equals(b)).toBe(false);
    expect(a.includes(Buffer.from('44051401359'))).toBe(false);
    expect(decryptPesel(a, keys)).toBe('44051401359');
  });

  it('detects tampering with the sealed value', () => {
    const sealed = encryptPesel('44051401359', keys);
    sealed[sealed.length - 1]! ^= 1;
    expect(() => decryptPesel(sealed, keys)).toThrow();
  });

  it('hashes deterministically under the key and differently under another key', () => {
    const other = parsePeselKeys(randomBytes(32).toString('hex'), randomBytes(32).toString('hex'));
    expect(hashPesel('44051401359', keys).equals(hashPesel('44051401359', keys))).toBe(true);
    expect(hashPesel('44051401359', keys).equals(hashPesel('44051401359', other))).toBe(false);
  });

  it('rejects keys of the wrong length or a key used twice', () => {
    expect(() => parsePeselKeys('abcd', randomBytes(32).toString('hex'))).toThrow(
      /PESEL_ENCRYPTION_KEY/,
    );
    const same = randomBytes(32).toString('hex');
    expect(() => parsePeselKeys(same, same)).toThrow(/must differ/);
  });
});
