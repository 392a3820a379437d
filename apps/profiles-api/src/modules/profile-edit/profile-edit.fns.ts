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
