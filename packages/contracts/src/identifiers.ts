// Check digits of the standard numbers a publication source carries (accounts-and-platform §5:
// a journal needs an ISSN or eISSN, a book an ISBN or ISMN). Plain functions with no zod, so the
// web app can check a field as it is typed without pulling a schema into its bundle.

const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** ISSN (ISO 3297): seven digits and a check digit (0–9 or X), weights 8…2, modulo 11. */
export function isValidIssn(value: string): boolean {
  const v = compact(value);
  if (!/^\d{7}[\dX]$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(v[i]) * (8 - i);
  const check = (11 - (sum % 11)) % 11;
  return v[7] === (check === 10 ? 'X' : String(check));
}

/** EAN-13 check (weights 1 and 3 alternately), shared by ISBN-13 and ISMN. */
function isValidEan13(v: string): boolean {
  if (!/^\d{13}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(v[i]) * (i % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}

/** ISBN (ISO 2108): ISBN-10 (weights 10…1, modulo 11, X allowed last) or ISBN-13 (978/979). */
export function isValidIsbn(value: string): boolean {
  const v = compact(value);
  if (/^\d{9}[\dX]$/.test(v)) {
    let sum = 0;
    for (let i = 0; i < 10; i++) sum += (v[i] === 'X' ? 10 : Number(v[i])) * (10 - i);
    return sum % 11 === 0;
  }
  return /^97[89]/.test(v) && isValidEan13(v);
}

/** ISMN (ISO 10957): 979-0 and nine digits, or the older M and nine digits (M counts as 979-0). */
export function isValidIsmn(value: string): boolean {
  const v = compact(value);
  if (/^M\d{9}$/.test(v)) return isValidEan13(`9790${v.slice(1)}`);
  return v.startsWith('9790') && isValidEan13(v);
}
