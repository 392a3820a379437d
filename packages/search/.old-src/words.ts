import type { MatchingField, MatchingInfo, SearchDocument } from './engine.js';
import { tokenize } from './text.js';

/** A word of length ≥ this tolerates one typo (issue 4). */
export const TYPO_MIN_LENGTH = 5;

/** Shorter words never become prefixes of a very broad expansion. */
export const PREFIX_MIN_LENGTH = 1;

/** A query word: folded, whether it may be a prefix (the last word) and may carry a typo. */
export interface QueryWord {
  word: string;
  prefix: boolean;
  typo: boolean;
}

/** The folded words of a text; the last one matches as a prefix (search as you type). */
export function queryWords(text: string | undefined): QueryWord[] {
  if (!text) return [];
  const words = tokenize(text);
  return words.map((word, i) => ({
    word,
    prefix: i === words.length - 1 && [...word].length >= PREFIX_MIN_LENGTH,
    typo: [...word].length >= TYPO_MIN_LENGTH,
  }));
}

/** The word with one letter deleted, every way (typo look-ups). */
export function deletions(word: string): string[] {
  const letters = [...word];
  const out = new Set<string>();
  for (let i = 0; i < letters.length; i += 1)
    out.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
  return [...out];
}

/** Levenshtein distance ≤ 1 (one insertion, deletion or substitution). */
export function withinOneEdit(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i += 1;
  if (x.length === y.length) return x.slice(i + 1).join('') === y.slice(i + 1).join('');
  if (x.length > y.length) return x.slice(i + 1).join('') === y.slice(i).join('');
  return x.slice(i).join('') === y.slice(i + 1).join('');
}

/** Each (field, value) of a document that can be matched by text. */
function textFields(doc: SearchDocument, onlyCurrent: boolean) {
  const fields: Array<[MatchingField, string | null]> = [
    ['NAME', doc.firstName],
    ['SECOND_NAME', doc.secondName],
    ['PREVIOUS_NAME', doc.previousName],
    ['SURNAME', doc.surname],
    ['PREVIOUS_SURNAME', doc.previousSurname],
    ...doc.specialties.flatMap(
      (s) =>
        [
          ['SPECIALTY', s.labelPl],
          ['SPECIALTY', s.labelEn],
        ] as Array<[MatchingField, string]>,
    ),
    ...doc.employments
      .filter((e) => e.current || !onlyCurrent)
      .map((e) => ['INSTITUTION', e.institutionName] as [MatchingField, string]),
  ];
  return fields.filter((f): f is [MatchingField, string] => Boolean(f[1]));
}

/**
 * matchingInfos of a hit: every text field of the document holding a word the query's words
 * match (`matches`: exact, prefix or one typo away), once per field and value.
 */
export function matchingInfos(
  doc: SearchDocument,
  matches: (token: string) => boolean,
  onlyCurrent: boolean,
): MatchingInfo[] {
  const seen = new Set<string>();
  const infos: MatchingInfo[] = [];
  for (const [field, value] of textFields(doc, onlyCurrent)) {
    const key = `${field}\u0000${value}`;
    if (seen.has(key)) continue;
    if (tokenize(value).some(matches)) {
      seen.add(key);
      infos.push({ field, value });
    }
  }
  return infos;
}

/**
 * Whether an index word is one a query word stands for: the word itself, a longer word it
 * starts (the last word, typed as a prefix) or, when typos are on, a word one edit away.
 */
export function wordMatches(word: QueryWord, token: string, typos: boolean): boolean {
  if (token === word.word) return true;
  if (word.prefix && token.startsWith(word.word)) return true;
  return typos && word.typo && withinOneEdit(token, word.word);
}

/** Edge n-grams of an index word: its prefixes of 1 … min(length − 1, max) letters. */
export function edgeNgrams(word: string, max: number): string[] {
  const letters = [...word];
  const out: string[] = [];
  for (let k = 1; k <= Math.min(letters.length - 1, max); k += 1)
    out.push(letters.slice(0, k).join(''));
  return out;
}
