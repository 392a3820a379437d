/**
 * PBN API answers (docs/registries.md, "PBN"): Spring Data pages of MongoDB-backed objects,
 * each `{ mongoId, status, versions: [{ current, object }] }` (iplweb/bpp
 * src/pbn_api/client/transport.py, models/base.py). Everything may be missing.
 */
export interface PbnPage<T> {
  content: T[];
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
  last: boolean;
}

export interface PbnObject<T> {
  mongoId: string;
  status: string;
  verificationLevel?: string;
  verified?: boolean;
  versions: Array<{ current?: boolean; object?: T }>;
  /** The stand-in's modification time (not confirmed from public material). */
  lastModifiedDate?: string;
}

/** An author: a dict keyed by PBN person id ({ name, lastName }) or a list ({ givenNames | firstName, lastName }). */
export interface PbnAuthorEntry {
  name?: string | null;
  givenNames?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  personId?: string | null;
  objectId?: string | null;
}

export interface PbnRef {
  objectId?: string | null;
  id?: string | null;
  title?: string | null;
  name?: string | null;
  publisherName?: string | null;
  issn?: string | null;
  eissn?: string | null;
}

export interface PbnPublicationObject {
  type?: string | null;
  title?: string | null;
  year?: number | string | null;
  doi?: string | null;
  isbn?: string | null;
  publicUri?: string | null;
  mainLanguage?: string | null;
  volume?: string | null;
  issue?: string | null;
  pages?: string | null;
  authors?: Record<string, PbnAuthorEntry> | Array<PbnAuthorEntry | string> | null;
  journal?: PbnRef | null;
  publisher?: PbnRef | null;
  book?: {
    title?: string | null;
    year?: number | string | null;
    isbn?: string | null;
    publisher?: PbnRef | null;
  } | null;
}

export interface PbnPersonObject {
  name?: string | null;
  lastName?: string | null;
  orcid?: string | null;
  polonUid?: string | null;
  qualifications?: string | null;
  /** Carries the PESEL: never kept, logged or copied (the mapper hashes it at once). */
  externalIdentifiers?: { PESEL?: string | null } | null;
  currentEmployments?: Array<{
    institutionId?: string | null;
    institutionDisplayName?: string | null;
  }> | null;
}

export interface PbnJournalObject {
  title?: string | null;
  issn?: string | null;
  eissn?: string | null;
  websiteLink?: string | null;
  mniswId?: number | null;
  /** Not confirmed from public material (the stand-in sends it). */
  publisher?: { name?: string | null } | null;
}

export interface PbnPublisherObject {
  publisherName?: string | null;
  name?: string | null;
  place?: string | null;
}

export interface PbnInstitutionObject {
  name?: string | null;
  city?: string | null;
  countryCode?: string | null;
  polonUuid?: string | null;
}
