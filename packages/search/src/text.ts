// Text folding shared by the engines and the database (the SQL function ln_fold in the
// search migration does the same): lower case, no diacritics. Unicode decomposition does not
// split ł, nor the other letters below, so they are mapped explicitly, each as PostgreSQL's
// unaccent maps it (tests/integration/polish-folding.test.ts compares the two for every
// letter of Latin-1 and Latin Extended-A and every letter the seed uses).

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower-case letters without a decomposition, and what unaccent makes of them. */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ł: 'l',
  æ: 'ae',
  ð: 'd',
  ø: 'o',
  þ: 'th',
  ß: 'ss',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ĳ: 'ij',
  ĸ: 'q',
  ŀ: 'l',
  ŉ: "'n",
  ŋ: 'n',
  œ: 'oe',
  ŧ: 't',
  ſ: 's',
};
const UNDECOMPOSED_LETTER = new RegExp(`[${Object.keys(UNDECOMPOSED).join('')}]`, 'g');

/** 'Łukasiewicz' → 'lukasiewicz', 'ŻÓŁKIEWSKA' → 'zolkiewska', 'Øre' → 'ore'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(UNDECOMPOSED_LETTER, (letter) => UNDECOMPOSED[letter]!);
}

/** Folded words of a text: letters and digits, split on everything else ('Kowalska-Nowak' → 2). */
export function tokenize(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}
