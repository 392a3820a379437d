import { makePesel } from '@ln/pesel';

/** A person's identifiers: ORCID iD and PESEL. */

/** An ORCID iD with a valid ISO 7064 11,2 check character. */
export function makeOrcid(n: number): string {
  const base = `0000000${String(100_000_000 + (n % 900_000_000)).padStart(9, '0')}`.slice(-15);
  let total = 0;
  for (const ch of base) total = (total + Number(ch)) * 2;
  const check = (12 - (total % 11)) % 11;
  const digits = base + (check === 10 ? 'X' : String(check));
  return `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}`;
}

/**
 * A deterministic PESEL, unique per person index: the day of the birth year comes from
 * index % 365 and the serial from index / 365, so two indices never share both (up to
 * 1,825,000 people, where the 4-digit serial runs out).
 */
export function personPesel(index: number, birthYear: number, female: boolean): string {
  const birth = new Date(Date.UTC(birthYear, 0, 1) + (index % 365) * 86_400_000);
  return makePesel(birth, Math.floor(index / 365), female);
}
