/**
 * ORCID's public API v3.0 in JSON (`Accept: application/vnd.orcid+json`), the parts the portal
 * reads (docs/registries.md, "ORCID"). Every value is a wrapper object (`{ value }`) and almost
 * every field may be null or absent, so all are optional here: the mapper decides.
 */
export interface OrcidValue<T = string> {
  value?: T | null;
}

export interface OrcidDate {
  year?: OrcidValue | null;
  month?: OrcidValue | null;
  day?: OrcidValue | null;
}

export interface OrcidExternalId {
  'external-id-type'?: string | null;
  'external-id-value'?: string | null;
  'external-id-normalized'?: { value?: string | null; transient?: boolean } | null;
  'external-id-url'?: OrcidValue | null;
  'external-id-relationship'?: string | null;
}

export interface OrcidExternalIds {
  'external-id'?: OrcidExternalId[] | null;
}

export interface OrcidTitle {
  title?: OrcidValue | null;
  subtitle?: OrcidValue | null;
  'translated-title'?: ({ value?: string | null; 'language-code'?: string | null } | null) | null;
}

export interface OrcidSource {
  'source-name'?: OrcidValue | null;
  'source-orcid'?: { path?: string | null } | null;
  'source-client-id'?: { path?: string | null } | null;
}

export interface OrcidWorkSummary {
  'put-code'?: number | null;
  title?: OrcidTitle | null;
  'external-ids'?: OrcidExternalIds | null;
  type?: string | null;
  'publication-date'?: OrcidDate | null;
  'journal-title'?: OrcidValue | null;
  source?: OrcidSource | null;
  'display-index'?: string | null;
  visibility?: string | null;
  path?: string | null;
}

export interface OrcidWorksGroup {
  'last-modified-date'?: OrcidValue<number> | null;
  'external-ids'?: OrcidExternalIds | null;
  'work-summary'?: OrcidWorkSummary[] | null;
}

/** `GET /v3.0/{orcid}/works`: the summaries, grouped by ORCID (same external ids: one group). */
export interface OrcidWorks {
  'last-modified-date'?: OrcidValue<number> | null;
  group?: OrcidWorksGroup[] | null;
  path?: string | null;
}

export interface OrcidContributor {
  'contributor-orcid'?: { path?: string | null; uri?: string | null } | null;
  'credit-name'?: OrcidValue | null;
  'contributor-attributes'?: {
    'contributor-sequence'?: string | null;
    'contributor-role'?: string | null;
  } | null;
}

/** A whole work (`GET /v3.0/{orcid}/work/{put-code}`, or an item of the bulk read). */
export interface OrcidWorkRecord extends OrcidWorkSummary {
  'short-description'?: string | null;
  citation?: { 'citation-type'?: string | null; 'citation-value'?: string | null } | null;
  url?: OrcidValue | null;
  contributors?: { contributor?: OrcidContributor[] | null } | null;
  'language-code'?: string | null;
}

export interface OrcidError {
  'response-code'?: number;
  'developer-message'?: string;
  'user-message'?: string;
  'error-code'?: number;
  'more-info'?: string;
}

/** `GET /v3.0/{orcid}/works/{put-code,put-code,…}` (at most 100): a work or an error each. */
export interface OrcidBulk {
  bulk?: Array<{ work?: OrcidWorkRecord | null; error?: OrcidError | null }> | null;
}

export interface OrcidOrganization {
  name?: string | null;
  address?: { city?: string | null; region?: string | null; country?: string | null } | null;
  'disambiguated-organization'?: {
    'disambiguated-organization-identifier'?: string | null;
    'disambiguation-source'?: string | null;
  } | null;
}

export interface OrcidAffiliationSummary {
  'put-code'?: number | null;
  'department-name'?: string | null;
  'role-title'?: string | null;
  'start-date'?: OrcidDate | null;
  'end-date'?: OrcidDate | null;
  organization?: OrcidOrganization | null;
  url?: OrcidValue | null;
  source?: OrcidSource | null;
}

/** `GET /v3.0/{orcid}/employments` and `/educations`: affiliation groups of summaries. */
export interface OrcidAffiliations {
  'affiliation-group'?: Array<{
    summaries?: Array<{
      'employment-summary'?: OrcidAffiliationSummary | null;
      'education-summary'?: OrcidAffiliationSummary | null;
    }> | null;
  }> | null;
  path?: string | null;
}

export interface OrcidFundingSummary {
  'put-code'?: number | null;
  title?: OrcidTitle | null;
  type?: string | null;
  'start-date'?: OrcidDate | null;
  'end-date'?: OrcidDate | null;
  organization?: OrcidOrganization | null;
  'external-ids'?: OrcidExternalIds | null;
}

/** `GET /v3.0/{orcid}/fundings`. */
export interface OrcidFundings {
  group?: Array<{ 'funding-summary'?: OrcidFundingSummary[] | null }> | null;
}

/** `GET /v3.0/{orcid}/record`: the parts read here (the name, and whether it is live). */
export interface OrcidRecord {
  'orcid-identifier'?: { uri?: string | null; path?: string | null; host?: string | null } | null;
  person?: {
    name?: {
      'given-names'?: OrcidValue | null;
      'family-name'?: OrcidValue | null;
      'credit-name'?: OrcidValue | null;
    } | null;
  } | null;
  history?: { 'deactivation-date'?: OrcidValue<number> | null } | null;
}

/** `POST /oauth/token` (client credentials, scope /read-public). */
export interface OrcidToken {
  access_token: string;
  token_type: string;
  refresh_token?: string;
  /** Seconds; ORCID's read-public tokens live about 20 years, but one may be revoked. */
  expires_in?: number;
  scope?: string;
  orcid?: string | null;
}
