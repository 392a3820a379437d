import type { ContactBody, MyProfilesBody, ValidationErrorItem } from '@ln/contracts';
import type { LinkRow } from './profile-edit.repository.js';

const NAMED_LINKS = [
  ['googleScholar', 'GOOGLE_SCHOLAR'],
  ['linkedIn', 'LINKEDIN'],
  ['bwnp', 'BWNP'],
  ['researchGate', 'RESEARCH_GATE'],
  ['scopus', 'SCOPUS'],
  ['webOfScience', 'WEB_OF_SCIENCE'],
  ['wikipedia', 'WIKIPEDIA'],
] as const;

/** The rows of `profile_link` for a `myProfiles` body: named portals first, then the others. */
export function toLinkRows(body: MyProfilesBody): LinkRow[] {
  const rows: LinkRow[] = [];
  for (const [field, kind] of NAMED_LINKS) {
    const link = body[field];
    if (link) rows.push({ kind, portalName: null, link });
  }
  for (const other of body.others) {
    rows.push({ kind: 'OTHER', portalName: other.portalName, link: other.link });
  }
  return rows;
}

/** Names of the contact fields whose value differs (the audit keeps names, never values). */
export function changedContactFields(
  before: Record<keyof ContactBody, string | null>,
  after: ContactBody,
): string[] {
  return (Object.keys(after) as Array<keyof ContactBody>).filter((k) => before[k] !== after[k]);
}

/** The same pair of names listed twice is a mistake worth telling, not a silent merge. */
export function duplicateSpecialties(
  items: ReadonlyArray<{ labelPl: string; labelEn: string }>,
): ValidationErrorItem[] {
  const seen = new Set<string>();
  const errors: ValidationErrorItem[] = [];
  items.forEach((item, i) => {
    const key = `${item.labelPl.toLocaleLowerCase('pl')}\u0000${item.labelEn.toLocaleLowerCase('en')}`;
    if (seen.has(key)) {
      errors.push({
        key: `specialties.${i}.labelPl`,
        content: 'is listed twice',
        invalidValue: item.labelPl,
      });
    }
    seen.add(key);
  });
  return errors;
}

/**
 * The values a state system delivered for `fields`, or null when the owner has not changed
 * the record. A field missing from `original` was never changed, so its current value is the
 * delivered one.
 */
export function deliveredValues<F extends string>(
  original: unknown,
  fields: readonly F[],
  current: Record<F, unknown>,
): Record<F, unknown> | null {
  const kept = asRecord(original);
  if (!kept) return null;
  return Object.fromEntries(
    fields.map((f) => [f, f in kept ? (kept[f] ?? null) : (current[f] ?? null)]),
  ) as Record<F, unknown>;
}

/**
 * The owner's change of a record's editable fields (accounts-and-platform §4). A record of a
 * state system keeps what it delivered in `original` at its first edit (later edits never
 * overwrite it); when the new values equal the delivered ones the record is its original
 * again and `original` goes. A record the owner added (USER) has no original.
 */
export function recordEdit<F extends string>(
  record: { source: string; original: unknown },
  fields: readonly F[],
  current: Record<F, unknown>,
  next: Record<F, unknown>,
  now: Date,
): { original: Record<F, unknown> | null; modifiedByUserAt: Date | null } {
  if (record.source === 'USER') return { original: null, modifiedByUserAt: now };
  const delivered =
    deliveredValues(record.original, fields, current) ??
    (Object.fromEntries(fields.map((f) => [f, current[f] ?? null])) as Record<F, unknown>);
  const unchanged = fields.every((f) => delivered[f] === (next[f] ?? null));
  return unchanged
    ? { original: null, modifiedByUserAt: null }
    : { original: delivered, modifiedByUserAt: now };
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
