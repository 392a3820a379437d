import { createHash } from 'node:crypto';

/**
 * The portal's form of a registry record (docs/registries.md, "Interfaces for the sync"):
 * whatever the source, a record says where it comes from (`source`, `sourceId`), when it was
 * read (`fetchedAt`), and a hash of its content, so that a sync can tell an unchanged record
 * without comparing it field by field (a second run over unchanged data writes nothing).
 */
export type RegistrySource = 'RADON' | 'PBN';

export interface SourceRecord<K extends string, T> {
  source: RegistrySource;
  kind: K;
  /** The registry's own id: a POL-on uid or UUID, a PBN ObjectId. */
  sourceId: string;
  fetchedAt: Date;
  /** SHA-256 (hex) of `data` in canonical JSON (keys sorted): equal data, equal hash. */
  contentHash: string;
  data: T;
}

/** JSON with object keys sorted at every level, so the hash ignores key order. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function contentHash(data: unknown): string {
  return createHash('sha256').update(canonicalJson(data)).digest('hex');
}

export function sourceRecord<K extends string, T>(
  source: RegistrySource,
  kind: K,
  sourceId: string,
  fetchedAt: Date,
  data: T,
): SourceRecord<K, T> {
  return { source, kind, sourceId, fetchedAt, contentHash: contentHash(data), data };
}

/** A DOI as the portal compares them: lower case, without resolver or `doi:` prefix. */
export function normaliseDoi(doi: string | null | undefined): string | null {
  if (!doi) return null;
  const bare = doi
    .trim()
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '')
    .toLowerCase();
  return /^10\.\d{4,9}\/\S+$/.test(bare) ? bare : null;
}

/** An ORCID iD in its 0000-0000-0000-000X form, from a bare or URL form; null if malformed. */
export function normaliseOrcid(orcid: string | null | undefined): string | null {
  if (!orcid) return null;
  const digits = orcid
    .trim()
    .replace(/^https?:\/\/orcid\.org\//i, '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
  if (!/^\d{15}[\dX]$/.test(digits)) return null;
  return `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}-${digits.slice(12)}`;
}
