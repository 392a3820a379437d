// Text folding shared by the engines and the database (the SQL function ln_fold in the
// search migration does the same): lower case, no diacritics, ł/Ł → l (Unicode
// decomposition does not split ł, so it is mapped explicitly).

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** 'Łukasiewicz' → 'lukasiewicz', 'ŻÓŁKIEWSKA' → 'zolkiewska'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').replace(/[łŁ]/g, 'l').toLowerCase();
}

/** Folded words of a text: letters and digits, split on everything else ('Kowalska-Nowak' → 2). */
export function tokenize(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}
