import { authorShortName } from '@ln/contracts';
import type {
  CvBasicInfoBody,
  CvDescriptionFieldsBody,
  CvPublicationBody,
  CvQualificationBody,
  ValidationErrorItem,
} from '@ln/contracts';
import type { CvDocument } from '@ln/cv';
import type { CvRepository, CvRows } from './cv.repository.js';

type Lang = 'pl' | 'en';
export const toDbLanguage = (language: Lang) => (language === 'en' ? 'EN' : 'PL');
export const fromDbLanguage = (language: 'PL' | 'EN'): Lang => (language === 'EN' ? 'en' : 'pl');

/** "A. Kowalska" / "J. van Dijk" as a CV lists an author (authorShortName, §5). */
export function authorName(a: {
  firstName: string;
  surname: string;
  surnamePrefix: string | null;
}) {
  return authorShortName({ name: a.firstName, surnamePrefix: a.surnamePrefix, surname: a.surname });
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

/** A publication of the profile as a CV lists it: its first three authors, no description. */
export function toPublicationRow(
  p: Awaited<ReturnType<CvRepository['newestPublications']>>[number],
): CvRows['publications'][number] {
  const [a1, a2, a3] = p.authors.map(authorName);
  return {
    publicationId: p.id,
    author1: a1 ?? null,
    author2: a2 ?? null,
    author3: a3 ?? null,
    year: p.year,
    title: p.mainTitle,
    publicationType: p.type,
    doi: p.doi,
    description: null,
  };
}

/*
 * Validation of the saves beyond their schemas (profiles-area §4, decision 020): what needs
 * the stored labels or the owner's records. Each answers the 400's `errors`, empty when the
 * body is good; the service reads what they need and throws.
 */

const invalid = (key: string, content: string, invalidValue: unknown): ValidationErrorItem => ({
  key,
  content,
  invalidValue: invalidValue as ValidationErrorItem['invalidValue'],
});

const NOT_ON_PROFILE = 'is not on your profile';

/** A value (an id, a key) may be on a list once; null and undefined are never repeats. */
export function uniqueErrors<T>(
  items: T[],
  value: (item: T) => unknown,
  key: (i: number) => string,
  what: string,
): ValidationErrorItem[] {
  const seen = new Set<unknown>();
  const errors: ValidationErrorItem[] = [];
  items.forEach((item, i) => {
    const v = value(item);
    if (v === null || v === undefined) return;
    if (seen.has(v)) errors.push(invalid(key(i), `${what} is already on the list`, v));
    seen.add(v);
  });
  return errors;
}

/** Each basic data key is one of the language's BASIC_DATA labels, once. */
export function basicInfoErrors(
  body: CvBasicInfoBody,
  labels: ReadonlySet<string>,
): ValidationErrorItem[] {
  return [
    ...body.values.flatMap((v, i) =>
      labels.has(v.key)
        ? []
        : [invalid(`values.${i}.key`, 'must be one of the basic data labels', v.key)],
    ),
    ...uniqueErrors(
      body.values,
      (v) => v.key,
      (i) => `values.${i}.key`,
      'this label',
    ),
  ];
}

/** Linked functions, memberships and specialties are the owner's own, each once. */
export function qualificationErrors(
  body: CvQualificationBody,
  own: { functions: string[]; memberships: string[]; specialties: string[] },
): ValidationErrorItem[] {
  return [
    ...body.functions.flatMap((f, i) =>
      f.functionId && !own.functions.includes(f.functionId)
        ? [invalid(`functions.${i}.functionId`, NOT_ON_PROFILE, f.functionId)]
        : [],
    ),
    ...body.memberships.flatMap((m, i) =>
      m.membershipId && !own.memberships.includes(m.membershipId)
        ? [invalid(`memberships.${i}.membershipId`, NOT_ON_PROFILE, m.membershipId)]
        : [],
    ),
    ...body.specialties.flatMap((s, i) =>
      s.specialtyId && !own.specialties.includes(s.specialtyId)
        ? [invalid(`specialties.${i}.specialtyId`, NOT_ON_PROFILE, s.specialtyId)]
        : [],
    ),
    ...uniqueErrors(
      body.functions,
      (f) => f.functionId,
      (i) => `functions.${i}.functionId`,
      'this function',
    ),
    ...uniqueErrors(
      body.memberships,
      (m) => m.membershipId,
      (i) => `memberships.${i}.membershipId`,
      'this membership',
    ),
    ...uniqueErrors(
      body.specialties,
      (s) => s.specialtyId,
      (i) => `specialties.${i}.specialtyId`,
      'this specialty',
    ),
  ];
}

/** A linked publication is a visible publication of the owner's profile, once. */
export function publicationErrors(
  body: CvPublicationBody,
  own: ReadonlySet<string>,
): ValidationErrorItem[] {
  return [
    ...body.publications.flatMap((p, i) =>
      p.publicationId && !own.has(p.publicationId)
        ? [
            invalid(
              `publications.${i}.publicationId`,
              'is not a visible publication of your profile',
              p.publicationId,
            ),
          ]
        : [],
    ),
    ...uniqueErrors(
      body.publications,
      (p) => p.publicationId,
      (i) => `publications.${i}.publicationId`,
      'this publication',
    ),
  ];
}

/**
 * Each field is a DESCRIPTION label with a unique internalId, and its evidence markers
 * (`cited[i]`, the keys of `body.values[i]`) name only works in `own` (`pub:<id>`, `project:<id>`).
 */
export function descriptionFieldErrors(
  body: CvDescriptionFieldsBody,
  labels: ReadonlySet<string>,
  cited: string[][],
  own: ReadonlySet<string>,
): ValidationErrorItem[] {
  return [
    ...body.values.flatMap((v, i) =>
      labels.has(v.key)
        ? []
        : [invalid(`values.${i}.key`, 'must be one of the descriptive part labels', v.key)],
    ),
    ...uniqueErrors(
      body.values,
      (v) => v.internalId,
      (i) => `values.${i}.internalId`,
      'this field',
    ),
    ...cited.flatMap((keys, i) =>
      keys
        .filter((k) => !own.has(k))
        .map((k) => invalid(`values.${i}.value`, 'cites a work that is not on your profile', k)),
    ),
  ];
}

/** The publication and project ids that evidence keys (`pub:<id>`, `project:<id>`) name. */
export function evidenceIds(keys: string[]): { publications: string[]; projects: string[] } {
  return {
    publications: keys.filter((k) => k.startsWith('pub:')).map((k) => k.slice(4)),
    projects: keys.filter((k) => k.startsWith('project:')).map((k) => k.slice(8)),
  };
}
