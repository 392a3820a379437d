import { describe, expect, it } from 'vitest';
import { isValidIsbn, isValidIsmn, isValidIssn } from './identifiers.js';

describe('standard numbers of publication sources', () => {
  it('ISSN: check digit modulo 11, X for ten, hyphen optional', () => {
    expect(isValidIssn('0028-0836')).toBe(true); // Nature
    expect(isValidIssn('0317-8471')).toBe(true);
    expect(isValidIssn('1050-124X')).toBe(true);
    expect(isValidIssn('1050124x')).toBe(true);
    expect(isValidIssn('0028-0837')).toBe(false);
    expect(isValidIssn('0028-083')).toBe(false);
    expect(isValidIssn('abcd-efgh')).toBe(false);
  });

  it('ISBN-10 and ISBN-13', () => {
    expect(isValidIsbn('978-83-01-00000-4')).toBe(true);
    expect(isValidIsbn('978-83-01-00000-1')).toBe(false);
    expect(isValidIsbn('0-306-40615-2')).toBe(true);
    expect(isValidIsbn('0-306-40615-3')).toBe(false);
    expect(isValidIsbn('0-8044-2957-X')).toBe(true);
    expect(isValidIsbn('977-83-01-00000-2')).toBe(false); // an ISSN's EAN prefix, not a book
  });

  it('ISMN: 979-0 or the older M form', () => {
    expect(isValidIsmn('979-0-2600-0043-8')).toBe(true);
    expect(isValidIsmn('M-2600-0043-8')).toBe(true);
    expect(isValidIsmn('979-0-2600-0043-9')).toBe(false);
    expect(isValidIsmn('978-83-01-00000-4')).toBe(false); // an ISBN
  });
});
