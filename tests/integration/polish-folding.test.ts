// Text is folded in two places that must agree: in the database, by ln_fold() (migration
// 20261122050000_search: what the SQL search, the type-aheads and the expert finder compare),
// and in TypeScript, by fold() of @ln/search (what the engines index and sort by, and what a
// query is folded with). A letter folded one way by one and another way by the other is a
// name that is found by one path and missed by the other. Every letter of Polish, and every
// text the seed writes, on a real PostgreSQL.
import { withClient } from '@ln/db';
import { useTestDatabase } from '@ln/db/testing';
import { fold, tokenize } from '@ln/search';
import { describe, expect, it } from 'vitest';
import * as classification from '../../seeds/src/data/classification.js';
import * as dictionaries from '../../seeds/src/data/dictionaries.js';
import * as experts from '../../seeds/src/data/experts.js';
import * as institutions from '../../seeds/src/data/institutions.js';
import * as names from '../../seeds/src/data/names.js';
import * as specialties from '../../seeds/src/data/specialties.js';
import * as texts from '../../seeds/src/data/texts.js';
import * as personas from '../../seeds/src/personas.js';

const database = useTestDatabase();

const POLISH = 'aąbcćdeęfghijklłmnńoóprsśtuwyzźż';
const POLISH_LETTERS = [...POLISH, ...POLISH.toUpperCase()];

/** The letters of Latin-1 and Latin Extended-A (U+00C0–U+017F): Europe's Latin alphabets. */
const EUROPEAN_LETTERS = Array.from({ length: 0x17f - 0xc0 + 1 }, (_, i) =>
  String.fromCodePoint(0xc0 + i),
).filter((c) => /\p{L}/u.test(c));

/** Every string the seed's data modules hold, however deep. */
function stringsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

const SEED_TEXTS = [
  ...stringsOf([classification, dictionaries, experts, institutions, names, specialties, texts]),
  ...stringsOf(personas),
];
const SEED_LETTERS = [...new Set(SEED_TEXTS.join('').match(/\p{L}/gu))].sort();

/** ln_fold() of each text, in one statement. */
async function lnFold(values: readonly string[]): Promise<string[]> {
  return withClient(database().url, async (client) => {
    const { rows } = await client.query<{ folded: string }>(
      'SELECT ln_fold(v) AS folded FROM unnest($1::text[]) WITH ORDINALITY AS t(v, i) ORDER BY i',
      [values],
    );
    return rows.map((row) => row.folded);
  });
}

/** The letters whose two foldings differ, as `letter → sql | ts`. */
async function disagreements(letters: readonly string[]): Promise<string[]> {
  const folded = await lnFold(letters);
  return letters.flatMap((letter, i) =>
    folded[i] === fold(letter) ? [] : [`${letter} → ${folded[i]} | ${fold(letter)}`],
  );
}

/** The words of a folded text as tokenize() splits them (letters and digits). */
const wordsOf = (folded: string) => folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);

describe('Polish letters folded in SQL and in TypeScript', () => {
  it('folds every Polish letter, both cases, to the same Latin letter', async () => {
    expect(await disagreements(POLISH_LETTERS)).toEqual([]);
    // What both give: lower case without the diacritic, ł included (no Unicode decomposition).
    expect(await lnFold(['ĄĆĘŁŃÓŚŹŻ', 'ąćęłńóśźż'])).toEqual(['acelnoszz', 'acelnoszz']);
    expect(fold('ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż')).toBe('acelnoszz acelnoszz');
  });

  it('folds every other letter the seed uses the same way', async () => {
    // The seed's names and texts: Polish and English, with foreign co-authors and institutions.
    expect(SEED_LETTERS).toEqual(expect.arrayContaining([...'ąćęłńóśźżĆŁŚŻ']));
    expect(SEED_LETTERS.length).toBeGreaterThan(POLISH_LETTERS.length);
    expect(await disagreements(SEED_LETTERS)).toEqual([]);
  });

  it("folds every letter of Europe's Latin alphabets the same way", async () => {
    // ø, ß, æ, ı, đ … have no Unicode decomposition either: both map them as unaccent does.
    expect(await disagreements(EUROPEAN_LETTERS)).toEqual([]);
    expect(fold('København Aydınoğlu Straße Đurić')).toBe('kobenhavn aydinoglu strasse duric');
  });

  it('splits every text the seed writes into the same folded words', async () => {
    expect(SEED_TEXTS.length).toBeGreaterThan(1000);
    const folded = await lnFold(SEED_TEXTS);
    const differing = SEED_TEXTS.filter(
      (text, i) => wordsOf(folded[i]!).join(' ') !== tokenize(text).join(' '),
    );
    expect(differing).toEqual([]);
  });
});
