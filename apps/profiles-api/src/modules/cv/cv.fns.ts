import type { CvDocument } from '@ln/cv';

type Lang = 'pl' | 'en';
export const toDbLanguage = (language: Lang) => (language === 'en' ? 'EN' : 'PL');
export const fromDbLanguage = (language: 'PL' | 'EN'): Lang => (language === 'EN' ? 'en' : 'pl');

/** "Kowalska A." / "van Dijk J." as a CV lists an author. */
export function authorName(a: {
  firstName: string;
  surname: string;
  surnamePrefix: string | null;
}) {
  const initial = a.firstName.trim().charAt(0);
  const surname = a.surnamePrefix ? `${a.surnamePrefix} ${a.surname}` : a.surname;
  return initial ? `${surname} ${initial}.` : surname;
}

/** The authors of a CV publication as one line: up to three, then "et al." when there are more. */
export function authorsLine(
  p: { author1: string | null; author2: string | null; author3: string | null },
  language: Lang,
  more = false,
) {
  const names = [p.author1, p.author2, p.author3].filter((a): a is string => !!a);
  return names.join(', ') + (more ? (language === 'pl' ? ' i in.' : ' et al.') : '');
}

export const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
export const yearOf = (date: Date | null) => (date ? date.getUTCFullYear() : null);

/** "(2019–2023)", "(2019–)", "" */
export function period(from: string | number | null, to: string | number | null) {
  if (from === null && to === null) return '';
  return ` (${from ?? '…'}–${to ?? ''})`;
}

/** The person as the documents name them: "dr hab. Anna Maria Kowalska". */
export function personName(p: {
  prefix: string | null;
  firstName: string;
  secondName: string | null;
  surname: string;
}) {
  return [p.prefix, p.firstName, p.secondName, p.surname].filter(Boolean).join(' ');
}

/**
 * The download's file name: the person's name and the date. `ascii` is the fallback of
 * `filename=`; `utf8` goes in `filename*` (RFC 6266) with the Polish letters kept.
 */
export function documentFileName(
  person: { firstName: string; surname: string },
  date: Date,
  extension: 'pdf' | 'docx',
  suffix = '',
) {
  const base =
    `CV-${person.firstName}-${person.surname}${suffix}-${date.toISOString().slice(0, 10)}.${extension}`
      .replace(/\s+/g, '-')
      .replace(/[^\p{L}\p{N}._-]/gu, '');
  const ascii = base
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '');
  return {
    header: `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(base)}`,
    ascii,
    utf8: base,
  };
}

export type DocumentEvidence = CvDocument['evidence'];
