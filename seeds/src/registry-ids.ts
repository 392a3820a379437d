import { createHash } from 'node:crypto';

/**
 * The identifiers the registries give the seeded people and works (docs/registries.md), so that
 * the seed and the registry stand-ins (apps/stand-ins) name the same person and publication
 * alike: a sync over a seeded database matches them by registry id.
 * - RAD-on/POL-on names a person by a 40-character upper-case hexadecimal uid
 *   (`id` of /opendata/polon/employees, `personalData.id` of the scientist register) and an
 *   institution by a UUID (`institutionUuid`).
 * - PBN names its objects by 24-character MongoDB ObjectIds (`mongoId`).
 */
function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

export function radonPersonId(index: number): string {
  return sha1(`radon-person:${index}`).toUpperCase();
}

function uuidOf(hex: string): string {
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An institution's POL-on UUID, from the seed's institution number (`uuidSeed`). */
export function radonInstitutionUuid(uuidSeed: number): string {
  return uuidOf(sha1(`radon-institution:${uuidSeed}`));
}

export type PbnKind = 'person' | 'publication' | 'journal' | 'publisher' | 'institution';

/** A PBN object id for a seeded thing: (kind, the numbers that name it). */
export function pbnObjectId(kind: PbnKind, ...parts: number[]): string {
  return sha1(`pbn-${kind}:${parts.join(':')}`).slice(0, 24);
}
