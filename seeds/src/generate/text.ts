import { KEYWORDS, TITLE_PATTERNS_EN, TITLE_PATTERNS_PL, TITLE_WORDS } from '../data/texts.js';
import type { Rng } from '../rng.js';

/** Dates and the texts (titles, keywords, biographies) that several entities draw. */

export function dateOf(year: number, rng: Rng): string {
  return `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    const value = values[key] ?? values[lower];
    if (value === undefined) return match;
    return key === lower ? value : value.charAt(0).toUpperCase() + value.slice(1);
  });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function titleFor(rng: Rng, field: string, language: 'pl' | 'en'): string {
  const words = TITLE_WORDS[field as keyof typeof TITLE_WORDS] ?? TITLE_WORDS.DZ0106N;
  const vocab = words[language];
  const pattern = rng.pick(language === 'pl' ? TITLE_PATTERNS_PL : TITLE_PATTERNS_EN);
  return capitalise(
    fill(pattern, {
      topic: rng.pick(vocab.topics),
      method: rng.pick(vocab.methods),
      object: rng.pick(vocab.objects),
    }),
  );
}

export function keywordsFor(
  rng: Rng,
  field: string,
  language: 'pl' | 'en',
  count: number,
): string[] {
  const words = KEYWORDS[field as keyof typeof KEYWORDS] ?? KEYWORDS.DZ0106N;
  return rng.sample(words[language], count);
}
