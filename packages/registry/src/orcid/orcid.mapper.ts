import { normaliseDoi } from '../records.js';
import type {
  OrcidAffiliationSummary,
  OrcidDate,
  OrcidExternalIds,
  OrcidFundingSummary,
  OrcidWorkRecord,
} from './orcid.types.js';

/**
 * ORCID's shapes in the portal's terms. ORCID holds what its users and their sources typed,
 * so the mapper expects anything: a work without a title, a date "2019-13-45", a DOI written as
 * a URL or not a DOI at all. It never throws: what it could not read is named in `problems`,
 * and the caller decides (a work without a title goes to the owner's queue, never public).
 */

export type OrcidWorkProblem = 'MISSING_TITLE' | 'BAD_DATE' | 'ODD_EXTERNAL_ID' | 'NO_PUT_CODE';

export interface OrcidExternalIdValue {
  type: string;
  value: string;
  relationship: string | null;
}

export interface OrcidPerson {
  name: string;
  orcid: string | null;
  /** ORCID's `contributor-sequence`: first or additional (often absent). */
  sequence: string | null;
}

export interface MappedOrcidWork {
  putCode: number;
  title: string | null;
  subtitle: string | null;
  type: string | null;
  journal: string | null;
  year: number | null;
  month: number | null;
  day: number | null;
  doi: string | null;
  /** A PBN id among the external ids (types `pbn`, `pbn-id`; not confirmed: docs/registries.md). */
  pbnId: string | null;
  isbn: string | null;
  issn: string | null;
  url: string | null;
  externalIds: OrcidExternalIdValue[];
  contributors: OrcidPerson[];
  /** Who put the work on the record (a publisher, Crossref, the person). */
  sourceName: string | null;
  problems: OrcidWorkProblem[];
}

const text = (v: unknown): string | null => {
  if (typeof v !== 'string') return null;
  const t = v.replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
};

/** A date of ORCID's (strings in `{ value }` wrappers); a part that is not a number is dropped. */
export function mapOrcidDate(date: OrcidDate | null | undefined): {
  year: number | null;
  month: number | null;
  day: number | null;
  bad: boolean;
} {
  const part = (raw: unknown, min: number, max: number) => {
    if (raw === null || raw === undefined || raw === '') return { n: null, bad: false };
    const s = String(raw).trim();
    if (!/^\d{1,4}$/.test(s)) return { n: null, bad: true };
    const n = Number(s);
    return n < min || n > max ? { n: null, bad: true } : { n, bad: false };
  };
  const y = part(date?.year?.value, 1000, 2999);
  const m = y.n === null ? { n: null, bad: false } : part(date?.month?.value, 1, 12);
  const d = m.n === null ? { n: null, bad: false } : part(date?.day?.value, 1, 31);
  const dayOk =
    d.n === null ||
    (y.n !== null && m.n !== null && d.n <= new Date(Date.UTC(y.n, m.n, 0)).getUTCDate());
  return {
    year: y.n,
    month: m.n,
    day: dayOk ? d.n : null,
    bad: y.bad || m.bad || d.bad || !dayOk,
  };
}

const ISSN = /^\d{4}-?\d{3}[\dX]$/i;
const ISBN = /^(97[89])?\d{9}[\dX]$/i;

function externalIds(ids: OrcidExternalIds | null | undefined) {
  const out: OrcidExternalIdValue[] = [];
  let odd = false;
  let doi: string | null = null;
  let pbnId: string | null = null;
  let isbn: string | null = null;
  let issn: string | null = null;
  for (const id of ids?.['external-id'] ?? []) {
    const type = text(id?.['external-id-type'])?.toLowerCase() ?? null;
    const value =
      text(id?.['external-id-value']) ?? text(id?.['external-id-normalized']?.value) ?? null;
    if (!type || !value) {
      odd = true;
      continue;
    }
    const relationship = text(id?.['external-id-relationship'])?.toLowerCase() ?? null;
    if (type === 'doi') {
      const normal = normaliseDoi(value);
      if (!normal) {
        odd = true;
        continue;
      }
      // A DOI "part-of" names the book or journal, not this work.
      if (relationship !== 'part-of' && doi === null) doi = normal;
      out.push({ type, value: normal, relationship });
      continue;
    }
    if (type === 'pbn' || type === 'pbn-id') {
      if (!/^[\w-]{1,64}$/.test(value)) {
        odd = true;
        continue;
      }
      pbnId ??= value;
    } else if (type === 'isbn') {
      const bare = value.replace(/[\s-]/g, '');
      if (ISBN.test(bare)) isbn ??= bare.toUpperCase();
      else odd = true;
    } else if (type === 'issn') {
      if (ISSN.test(value)) issn ??= value.toUpperCase();
      else odd = true;
    }
    out.push({ type, value: value.slice(0, 500), relationship });
  }
  return { out, odd, doi, pbnId, isbn, issn };
}

/** A whole work (a bulk item), or a summary when the whole could not be read. */
export function mapOrcidWork(raw: OrcidWorkRecord): MappedOrcidWork {
  const problems: OrcidWorkProblem[] = [];
  const putCode = Number(raw['put-code']);
  if (!Number.isSafeInteger(putCode) || putCode <= 0) problems.push('NO_PUT_CODE');
  const title = text(raw.title?.title?.value);
  if (!title) problems.push('MISSING_TITLE');
  const date = mapOrcidDate(raw['publication-date']);
  if (date.bad) problems.push('BAD_DATE');
  const ids = externalIds(raw['external-ids']);
  if (ids.odd) problems.push('ODD_EXTERNAL_ID');
  const contributors: OrcidPerson[] = [];
  for (const c of raw.contributors?.contributor ?? []) {
    const name = text(c?.['credit-name']?.value);
    if (!name) continue;
    contributors.push({
      name: name.slice(0, 300),
      orcid: text(c?.['contributor-orcid']?.path),
      sequence: text(c?.['contributor-attributes']?.['contributor-sequence']),
    });
  }
  const url = text(raw.url?.value);
  return {
    putCode: problems.includes('NO_PUT_CODE') ? 0 : putCode,
    title: title?.slice(0, 2000) ?? null,
    subtitle: text(raw.title?.subtitle?.value),
    type: text(raw.type),
    journal: text(raw['journal-title']?.value),
    year: date.year,
    month: date.month,
    day: date.day,
    doi: ids.doi,
    pbnId: ids.pbnId,
    isbn: ids.isbn,
    issn: ids.issn,
    url: url && /^https?:\/\//i.test(url) ? url.slice(0, 2000) : null,
    externalIds: ids.out,
    contributors,
    sourceName: text(raw.source?.['source-name']?.value),
    problems,
  };
}

export interface MappedOrcidAffiliation {
  putCode: number;
  kind: 'EMPLOYMENT' | 'EDUCATION';
  organization: string | null;
  city: string | null;
  country: string | null;
  department: string | null;
  role: string | null;
  startYear: number | null;
  endYear: number | null;
  /** ROR, GRID, RINGGOLD, … with its identifier, when ORCID has it. */
  organizationId: { source: string; id: string } | null;
}

export function mapOrcidAffiliation(
  raw: OrcidAffiliationSummary,
  kind: MappedOrcidAffiliation['kind'],
): MappedOrcidAffiliation {
  const org = raw.organization;
  const disambiguated = org?.['disambiguated-organization'];
  const source = text(disambiguated?.['disambiguation-source']);
  const id = text(disambiguated?.['disambiguated-organization-identifier']);
  return {
    putCode: Number(raw['put-code']) || 0,
    kind,
    organization: text(org?.name),
    city: text(org?.address?.city),
    country: text(org?.address?.country),
    department: text(raw['department-name']),
    role: text(raw['role-title']),
    startYear: mapOrcidDate(raw['start-date']).year,
    endYear: mapOrcidDate(raw['end-date']).year,
    organizationId: source && id ? { source, id } : null,
  };
}

export interface MappedOrcidFunding {
  putCode: number;
  title: string | null;
  type: string | null;
  organization: string | null;
  startYear: number | null;
  endYear: number | null;
}

export function mapOrcidFunding(raw: OrcidFundingSummary): MappedOrcidFunding {
  return {
    putCode: Number(raw['put-code']) || 0,
    title: text(raw.title?.title?.value),
    type: text(raw.type),
    organization: text(raw.organization?.name),
    startYear: mapOrcidDate(raw['start-date']).year,
    endYear: mapOrcidDate(raw['end-date']).year,
  };
}
