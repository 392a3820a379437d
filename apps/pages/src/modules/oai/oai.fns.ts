// The protocol of OAI-PMH 2.0 (https://www.openarchives.org/OAI/openarchivesprotocol.html):
// its arguments and errors (§3.6), datestamps (§3.3), resumption tokens (§3.5) and the XML of
// its answers (§3.2), and the two metadata formats this repository disseminates: oai_dc (§6.2)
// and the CERIF XML of the OpenAIRE Guidelines for CRIS Managers 1.2
// (https://openaire-guidelines-for-cris-managers.readthedocs.io/). Pure functions; decision 045.

import { bcp47OfIso6392 } from '@ln/contracts';

export const OAI_NS = 'http://www.openarchives.org/OAI/2.0/';
export const OAI_SCHEMA = 'http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd';
export const OAI_DC_NS = 'http://www.openarchives.org/OAI/2.0/oai_dc/';
export const OAI_DC_SCHEMA = 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd';
export const DC_NS = 'http://purl.org/dc/elements/1.1/';
export const CERIF_NS = 'https://www.openaire.eu/cerif-profile/1.2/';
export const CERIF_SCHEMA = 'https://www.openaire.eu/schema/cris/1.2/openaire-cerif-profile.xsd';
const COAR_PUBLICATION_TYPES = 'https://www.openaire.eu/cerif-profile/vocab/COAR_Publication_Types';
const COAR_PATENT_TYPES = 'https://www.openaire.eu/cerif-profile/vocab/COAR_Patent_Types';
const OAI_IDENTIFIER_NS = 'http://www.openarchives.org/OAI/2.0/oai-identifier';
const OAI_IDENTIFIER_SCHEMA = 'http://www.openarchives.org/OAI/2.0/oai-identifier.xsd';

export const VERBS = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'ListIdentifiers',
  'ListRecords',
  'GetRecord',
] as const;
export type Verb = (typeof VERBS)[number];

export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

/** An OAI-PMH error (§3.6): answered with HTTP 200 and an <error> element. */
export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The CERIF collections, in the order ListSets names them. */
export const KINDS = ['Persons', 'OrgUnits', 'Publications', 'Projects', 'Patents'] as const;
export type Kind = (typeof KINDS)[number];

/** The OpenAIRE set of each collection (Guidelines, "OpenAIRE OAI-PMH Sets"). */
export const KIND_SETS: Record<Kind, { spec: string; name: string }> = {
  Persons: { spec: 'openaire_cris_persons', name: 'OpenAIRE_CRIS_persons' },
  OrgUnits: { spec: 'openaire_cris_orgunits', name: 'OpenAIRE_CRIS_orgunits' },
  Publications: { spec: 'openaire_cris_publications', name: 'OpenAIRE_CRIS_publications' },
  Projects: { spec: 'openaire_cris_projects', name: 'OpenAIRE_CRIS_projects' },
  Patents: { spec: 'openaire_cris_patents', name: 'OpenAIRE_CRIS_patents' },
};

/** Sets the Guidelines require every CRIS to recognise; this portal holds nothing of them. */
export const EMPTY_SETS = [
  { spec: 'openaire_cris_products', name: 'OpenAIRE_CRIS_products' },
  { spec: 'openaire_cris_funding', name: 'OpenAIRE_CRIS_funding' },
  { spec: 'openaire_cris_events', name: 'OpenAIRE_CRIS_events' },
  { spec: 'openaire_cris_equipments', name: 'OpenAIRE_CRIS_equipments' },
] as const;

export const METADATA_FORMATS = [
  { prefix: 'oai_dc', schema: OAI_DC_SCHEMA, namespace: OAI_DC_NS },
  { prefix: 'oai_cerif_openaire', schema: CERIF_SCHEMA, namespace: CERIF_NS },
] as const;
export type MetadataPrefix = (typeof METADATA_FORMATS)[number]['prefix'];

/** What a set argument selects: one collection, or the publications of one discipline. */
export type SetFilter =
  | { kind: Kind; discipline: null }
  | { kind: 'Publications'; discipline: string }
  | { kind: null; discipline: null; empty: true };

const DISCIPLINE = /^DS\d{6}[A-Z]$/;

/**
 * A setSpec (§4.6): a collection's set, a discipline below the publications
 * (`openaire_cris_publications:DS010101N`), or one of the empty sets. A set below one that has
 * no hierarchy under it is noSetHierarchy; anything else matches nothing.
 */
export function parseSet(spec: string): SetFilter {
  const [head, ...rest] = spec.split(':');
  const kind = KINDS.find((k) => KIND_SETS[k].spec === head);
  const empty = EMPTY_SETS.some((s) => s.spec === head);
  if (rest.length === 0) {
    if (kind) return { kind, discipline: null };
    if (empty) return { kind: null, discipline: null, empty: true };
  } else if (kind === 'Publications' && rest.length === 1 && DISCIPLINE.test(rest[0]!)) {
    return { kind, discipline: rest[0]! };
  } else if (kind || empty) {
    throw new OaiError(
      'noSetHierarchy',
      kind === 'Publications'
        ? `The publications' sets below ${head} are disciplines (DS010101N), one level deep.`
        : `The set ${head} has no hierarchy below it.`,
    );
  }
  throw new OaiError('noRecordsMatch', `There is no set ${spec}.`);
}

/** The setSpecs a record's header carries. */
export function setSpecsOf(kind: Kind, disciplines: readonly string[]): string[] {
  const own = KIND_SETS[kind].spec;
  return [own, ...disciplines.map((d) => `${own}:${d}`)];
}

// ---------------------------------------------------------------------------------------------
// Identifiers (oai-identifier, and the Guidelines' "OAI identifiers": oai:{domain}:{Kind}/{id})
// ---------------------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function oaiIdentifier(host: string, kind: Kind, id: string): string {
  return `oai:${host}:${kind}/${id}`;
}

/** The item an identifier names, or null when it is not one of this repository's. */
export function parseIdentifier(
  host: string,
  identifier: string,
): { kind: Kind; id: string } | null {
  const prefix = `oai:${host}:`;
  if (!identifier.startsWith(prefix)) return null;
  const [kind, id, ...rest] = identifier.slice(prefix.length).split('/');
  if (rest.length > 0 || !id || !UUID.test(id)) return null;
  const known = KINDS.find((k) => k === kind);
  return known ? { kind: known, id } : null;
}

// ---------------------------------------------------------------------------------------------
// Arguments (§3.1.1, §4) and datestamps (§3.3.1)
// ---------------------------------------------------------------------------------------------

const ARGUMENTS: Record<Verb, { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  ListIdentifiers: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: 'resumptionToken',
  },
  ListRecords: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: 'resumptionToken',
  },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
};

export type Arguments = Record<string, string>;

/**
 * Checks the verb and its arguments: a missing or unknown verb is badVerb; a repeated, unknown,
 * missing or extra argument (an exclusive one with others) is badArgument.
 */
export function checkRequest(raw: Record<string, string[]>): { verb: Verb; args: Arguments } {
  const verbs = raw.verb ?? [];
  if (verbs.length !== 1) throw new OaiError('badVerb', 'Give exactly one verb.');
  const verb = VERBS.find((v) => v === verbs[0]);
  if (!verb) throw new OaiError('badVerb', `${verbs[0]} is not a verb of OAI-PMH 2.0.`);
  const spec = ARGUMENTS[verb];
  const args: Arguments = {};
  for (const [name, values] of Object.entries(raw)) {
    if (name === 'verb') continue;
    if (values.length !== 1) throw new OaiError('badArgument', `${name} is repeated.`);
    const known = [...spec.required, ...spec.optional, spec.exclusive].includes(name);
    if (!known) throw new OaiError('badArgument', `${verb} takes no argument ${name}.`);
    args[name] = values[0]!;
  }
  if (spec.exclusive && args[spec.exclusive] !== undefined) {
    if (Object.keys(args).length > 1)
      throw new OaiError('badArgument', `${spec.exclusive} is an exclusive argument.`);
    return { verb, args };
  }
  for (const name of spec.required)
    if (args[name] === undefined) throw new OaiError('badArgument', `${verb} needs ${name}.`);
  return { verb, args };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/**
 * A from/until datestamp at the day or the second (the granularity Identify declares): the
 * instant it starts at, and how far it reaches (a day or a second). Anything else, and a
 * finer granularity, is badArgument (§3.3.1).
 */
export function parseDatestamp(
  name: string,
  value: string,
): { start: Date; granularity: 'day' | 'second' } {
  const granularity = DAY.test(value) ? 'day' : SECOND.test(value) ? 'second' : null;
  const start = granularity ? new Date(granularity === 'day' ? `${value}T00:00:00Z` : value) : null;
  if (!granularity || !start || Number.isNaN(start.getTime()))
    throw new OaiError(
      'badArgument',
      `${name} is not a datestamp YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ.`,
    );
  const back = granularity === 'day' ? start.toISOString().slice(0, 10) : formatDatestamp(start);
  if (back !== value) throw new OaiError('badArgument', `${name} is not a date of the calendar.`);
  return { start, granularity };
}

/** The datestamp of the repository's granularity (seconds, UTC). */
export function formatDatestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** A harvest's window: items stamped at or after `from` and before `before`. */
export interface Window {
  from: Date | null;
  before: Date;
}

/**
 * The window of from/until (both inclusive, §3.3), and the harvest's end: never later than the
 * second before `now`, so that an item stamped during the harvest falls outside it and no page
 * shows an item twice (decision 045). from after until, or granularities that differ, are
 * badArgument.
 */
export function harvestWindow(args: Arguments, now: Date): Window {
  const from = args.from !== undefined ? parseDatestamp('from', args.from) : null;
  const until = args.until !== undefined ? parseDatestamp('until', args.until) : null;
  if (from && until && from.granularity !== until.granularity)
    throw new OaiError('badArgument', 'from and until must have the same granularity.');
  const nowSecond = Math.floor(now.getTime() / 1000) * 1000;
  let before = nowSecond;
  if (until) {
    const end = until.start.getTime() + (until.granularity === 'day' ? 86_400_000 : 1000);
    before = Math.min(before, end);
  }
  if (from && until && from.start.getTime() > until.start.getTime())
    throw new OaiError('badArgument', 'from is later than until.');
  return { from: from?.start ?? null, before: new Date(before) };
}

// ---------------------------------------------------------------------------------------------
// Resumption tokens (§3.5): stateless, the harvest's query and position in the token itself
// ---------------------------------------------------------------------------------------------

/** Where the next page starts: after this item in the harvest's order (datestamp, kind, id). */
export interface Position {
  datestamp: string;
  kind: Kind;
  id: string;
}

export interface ListState {
  verb: 'ListIdentifiers' | 'ListRecords';
  prefix: MetadataPrefix;
  set: string | null;
  from: string | null;
  before: string;
  after: Position | null;
  cursor: number;
  completeListSize: number;
  expires: string;
}

/** How long a token may be used. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function encodeToken(state: ListState): string {
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

/** The state of a token of this verb, or badResumptionToken (malformed, other verb, expired). */
export function decodeToken(token: string, verb: ListState['verb'], now: Date): ListState {
  let state: ListState;
  try {
    state = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as ListState;
  } catch {
    throw new OaiError('badResumptionToken', 'The resumption token is not one of ours.');
  }
  const valid =
    state !== null &&
    typeof state === 'object' &&
    state.verb === verb &&
    METADATA_FORMATS.some((f) => f.prefix === state.prefix) &&
    (state.set === null || typeof state.set === 'string') &&
    (state.from === null || !Number.isNaN(Date.parse(state.from))) &&
    !Number.isNaN(Date.parse(state.before)) &&
    Number.isInteger(state.cursor) &&
    state.cursor >= 0 &&
    Number.isInteger(state.completeListSize) &&
    !Number.isNaN(Date.parse(state.expires)) &&
    (state.after === null ||
      (typeof state.after === 'object' &&
        !Number.isNaN(Date.parse(state.after.datestamp)) &&
        KINDS.includes(state.after.kind) &&
        UUID.test(state.after.id)));
  if (!valid) throw new OaiError('badResumptionToken', 'The resumption token is not one of ours.');
  if (Date.parse(state.expires) <= now.getTime())
    throw new OaiError('badResumptionToken', 'The resumption token has expired.');
  return state;
}

// ---------------------------------------------------------------------------------------------
// XML
// ---------------------------------------------------------------------------------------------

/** Characters XML 1.0 cannot carry at all (§2.2 of XML 1.0): left out of any text. */
// eslint-disable-next-line no-control-regex -- these are exactly the ones to drop
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(NOT_XML, '');
}

/** An element with text, or nothing when the value is empty. */
function el(name: string, value: string | number | null | undefined, attrs = ''): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${name}${attrs}>${esc(String(value))}</${name}>`;
}

/** The envelope of every answer (§3.2): responseDate, request, then the verb's element or errors. */
export function envelope(options: {
  now: Date;
  baseUrl: string;
  request: { verb: Verb; args: Arguments } | null;
  body: string;
  schemaLocations?: string;
}): string {
  const attrs = options.request
    ? [
        `verb="${options.request.verb}"`,
        ...Object.entries(options.request.args).map(([k, v]) => `${k}="${esc(v)}"`),
      ].join(' ')
    : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<OAI-PMH xmlns="${OAI_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xsi:schemaLocation="${OAI_NS} ${OAI_SCHEMA}">` +
    `<responseDate>${formatDatestamp(options.now)}</responseDate>` +
    `<request${attrs ? ` ${attrs}` : ''}>${esc(options.baseUrl)}</request>` +
    options.body +
    `</OAI-PMH>\n`
  );
}

export function errorBody(error: OaiError): string {
  return `<error code="${error.code}">${esc(error.message)}</error>`;
}

export function identifyBody(options: {
  baseUrl: string;
  host: string;
  adminEmail: string;
  earliest: Date;
  portalUrl: string;
}): string {
  const sample = oaiIdentifier(options.host, 'Persons', '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
  return (
    '<Identify>' +
    '<repositoryName>Ludzie Nauki</repositoryName>' +
    el('baseURL', options.baseUrl) +
    '<protocolVersion>2.0</protocolVersion>' +
    el('adminEmail', options.adminEmail) +
    el('earliestDatestamp', formatDatestamp(options.earliest)) +
    '<deletedRecord>persistent</deletedRecord>' +
    '<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>' +
    `<description><oai-identifier xmlns="${OAI_IDENTIFIER_NS}" ` +
    `xsi:schemaLocation="${OAI_IDENTIFIER_NS} ${OAI_IDENTIFIER_SCHEMA}">` +
    '<scheme>oai</scheme>' +
    el('repositoryIdentifier', options.host) +
    '<delimiter>:</delimiter>' +
    el('sampleIdentifier', sample) +
    '</oai-identifier></description>' +
    // The Guidelines: exactly one Service record, the CRIS itself, in Identify.
    `<description><Service xmlns="${CERIF_NS}" id="Services/ludzie-nauki" ` +
    `xsi:schemaLocation="${CERIF_NS} ${CERIF_SCHEMA}">` +
    '<Compatibility xmlns="https://www.openaire.eu/cerif-profile/vocab/OpenAIRE_Service_Compatibility">' +
    'https://www.openaire.eu/cerif-profile/vocab/OpenAIRE_Service_Compatibility#1.2</Compatibility>' +
    '<Acronym>LN</Acronym>' +
    '<Name xml:lang="pl">Ludzie Nauki</Name>' +
    '<Name xml:lang="en">People of Science</Name>' +
    '<Description xml:lang="en">The public portal of Polish researchers.</Description>' +
    el('WebsiteURL', options.portalUrl) +
    el('OAIPMHBaseURL', options.baseUrl) +
    '</Service></description>' +
    '</Identify>'
  );
}

export function metadataFormatsBody(): string {
  return (
    '<ListMetadataFormats>' +
    METADATA_FORMATS.map(
      (f) =>
        `<metadataFormat><metadataPrefix>${f.prefix}</metadataPrefix><schema>${f.schema}</schema>` +
        `<metadataNamespace>${f.namespace}</metadataNamespace></metadataFormat>`,
    ).join('') +
    '</ListMetadataFormats>'
  );
}

export function setsBody(disciplines: readonly { code: string; labelEn: string }[]): string {
  const sets = [
    ...KINDS.map((k) => KIND_SETS[k]),
    ...EMPTY_SETS,
    ...disciplines.map((d) => ({
      spec: `${KIND_SETS.Publications.spec}:${d.code}`,
      name: `Publications in ${d.labelEn}`,
    })),
  ];
  return (
    '<ListSets>' +
    sets
      .map((s) => `<set><setSpec>${esc(s.spec)}</setSpec><setName>${esc(s.name)}</setName></set>`)
      .join('') +
    '</ListSets>'
  );
}

export interface HeaderItem {
  kind: Kind;
  id: string;
  datestamp: Date;
  deleted: boolean;
  disciplines: readonly string[];
}

export function header(host: string, item: HeaderItem): string {
  const sets = item.deleted ? [KIND_SETS[item.kind].spec] : setSpecsOf(item.kind, item.disciplines);
  return (
    `<header${item.deleted ? ' status="deleted"' : ''}>` +
    `<identifier>${esc(oaiIdentifier(host, item.kind, item.id))}</identifier>` +
    `<datestamp>${formatDatestamp(item.datestamp)}</datestamp>` +
    sets.map((s) => `<setSpec>${esc(s)}</setSpec>`).join('') +
    '</header>'
  );
}

export function resumptionToken(
  token: string | null,
  completeListSize: number,
  cursor: number,
  expires: Date | null,
): string {
  const attrs =
    (expires ? ` expirationDate="${formatDatestamp(expires)}"` : '') +
    ` completeListSize="${completeListSize}" cursor="${cursor}"`;
  return `<resumptionToken${attrs}>${token ? esc(token) : ''}</resumptionToken>`;
}

// ---------------------------------------------------------------------------------------------
// The records: what the repository reads of each item, and its two metadata formats
// ---------------------------------------------------------------------------------------------

export interface PersonLink {
  /** The linked person's id; null when the person is not in LN or their profile is hidden. */
  profileId: string | null;
  firstName: string;
  surname: string;
}

export interface OrgUnitLink {
  institutionId: string | null;
  name: string;
}

export interface PersonRecord {
  kind: 'Persons';
  id: string;
  firstName: string;
  secondName: string | null;
  surname: string;
  orcid: string | null;
  affiliations: OrgUnitLink[];
  disciplines: string[];
}

export interface OrgUnitRecord {
  kind: 'OrgUnits';
  id: string;
  namePl: string;
  nameEn: string | null;
  city: string | null;
  countryCode: string;
}

export interface PublicationRecord {
  kind: 'Publications';
  id: string;
  type: 'ARTICLE' | 'BOOK' | 'EDITED_BOOK' | 'CHAPTER' | 'PROCEEDINGS';
  title: string;
  language: string;
  year: number | null;
  doi: string | null;
  authors: (PersonLink & { affiliation: OrgUnitLink | null })[];
  disciplines: string[];
}

export interface ProjectRecord {
  kind: 'Projects';
  id: string;
  title: string;
  projectNumber: string | null;
  startDate: string | null;
  endDate: string | null;
  people: PersonLink[];
  institutions: (OrgUnitLink & { role: 'FINANCING' | 'IMPLEMENTING'; leader: boolean })[];
}

export interface PatentRecord {
  kind: 'Patents';
  id: string;
  title: string;
  language: string;
  applicationDate: string | null;
  publicationDate: string | null;
  number: string | null;
  countryCode: string | null;
  issuer: string | null;
  creators: PersonLink[];
}

export type OaiRecord =
  PersonRecord | OrgUnitRecord | PublicationRecord | ProjectRecord | PatentRecord;

export function languageTag(code: string): string {
  return bcp47OfIso6392(code) ?? (/^[a-z]{2,3}$/.test(code) ? code : 'und');
}

/** COAR resource types of the publication types (vocabulary of the Guidelines' schema). */
const COAR_TYPES: Record<PublicationRecord['type'], { uri: string; label: string }> = {
  ARTICLE: { uri: 'http://purl.org/coar/resource_type/c_6501', label: 'journal article' },
  BOOK: { uri: 'http://purl.org/coar/resource_type/c_2f33', label: 'book' },
  EDITED_BOOK: { uri: 'http://purl.org/coar/resource_type/c_2f33', label: 'book' },
  CHAPTER: { uri: 'http://purl.org/coar/resource_type/c_3248', label: 'book part' },
  PROCEEDINGS: {
    uri: 'http://purl.org/coar/resource_type/c_f744',
    label: 'conference proceedings',
  },
};
const COAR_PATENT = 'http://purl.org/coar/resource_type/c_15cd';

/**
 * The ranges ORCID issues identifiers from, as the Guidelines' schema (ORCID__Type) admits them;
 * an identifier outside them (test data) stays out of the CERIF record.
 */
const ORCID_ISSUED = /^0000-000((1-[5-9]|2-[0-9]|3-[0-4])[0-9]{3}-[0-9]{3}[0-9X]|3-5000-0001)$/;

function personName(p: { firstName: string; surname: string }): string {
  return `<PersonName>${el('FamilyNames', p.surname)}${el('FirstNames', p.firstName)}</PersonName>`;
}

/** A link to a person: their name as shown, and the person itself only while public. */
function personLink(p: PersonLink, displayName: boolean): string {
  const display = displayName ? el('DisplayName', `${p.firstName} ${p.surname}`) : '';
  const person = p.profileId
    ? `<Person id="Persons/${p.profileId}">${personName(p)}</Person>`
    : `<Person>${personName(p)}</Person>`;
  return display + person;
}

function orgUnitLink(o: OrgUnitLink): string {
  return o.institutionId
    ? `<OrgUnit id="OrgUnits/${o.institutionId}">${el('Name', o.name, ' xml:lang="pl"')}</OrgUnit>`
    : `<OrgUnit>${el('Name', o.name, ' xml:lang="pl"')}</OrgUnit>`;
}

/** The publication's page on the profile of its first public author (apps/web's paths). */
function publicationPage(record: PublicationRecord, portal: string): string | null {
  const author = record.authors.find((a) => a.profileId);
  return author ? `${portal}/profiles/${author.profileId}/publications/${record.id}` : null;
}

/** The record in the CERIF XML of the Guidelines (its element order is the schema's). */
export function cerif(record: OaiRecord, portal: string): string {
  const ns = ` xmlns="${CERIF_NS}"`;
  switch (record.kind) {
    case 'Persons':
      return (
        `<Person${ns} id="Persons/${record.id}">` +
        `<PersonName>${el('FamilyNames', record.surname)}${el(
          'FirstNames',
          [record.firstName, record.secondName].filter(Boolean).join(' '),
        )}</PersonName>` +
        el(
          'ORCID',
          record.orcid && ORCID_ISSUED.test(record.orcid)
            ? `https://orcid.org/${record.orcid}`
            : null,
        ) +
        el('ElectronicAddress', `${portal}/profiles/${record.id}`) +
        record.affiliations.map((a) => `<Affiliation>${orgUnitLink(a)}</Affiliation>`).join('') +
        '</Person>'
      );
    case 'OrgUnits':
      return (
        `<OrgUnit${ns} id="OrgUnits/${record.id}">` +
        el('Name', record.namePl, ' xml:lang="pl"') +
        el('Name', record.nameEn, ' xml:lang="en"') +
        '</OrgUnit>'
      );
    case 'Publications': {
      const type = COAR_TYPES[record.type];
      return (
        `<Publication${ns} id="Publications/${record.id}">` +
        `<Type xmlns="${COAR_PUBLICATION_TYPES}">${type.uri}</Type>` +
        el('Language', languageTag(record.language)) +
        el('Title', record.title, ` xml:lang="${languageTag(record.language)}"`) +
        el('PublicationDate', record.year) +
        el('DOI', record.doi) +
        el('URL', publicationPage(record, portal)) +
        (record.authors.length
          ? '<Authors>' +
            record.authors
              .map(
                (a) =>
                  `<Author>${personLink(a, true)}${a.affiliation ? `<Affiliation>${orgUnitLink(a.affiliation)}</Affiliation>` : ''}</Author>`,
              )
              .join('') +
            '</Authors>'
          : '') +
        '</Publication>'
      );
    }
    case 'Projects': {
      const coordinator = record.institutions.filter((i) => i.role === 'IMPLEMENTING' && i.leader);
      const partners = record.institutions.filter((i) => i.role === 'IMPLEMENTING' && !i.leader);
      const funders = record.institutions.filter((i) => i.role === 'FINANCING');
      return (
        `<Project${ns} id="Projects/${record.id}">` +
        el('Title', record.title, ' xml:lang="pl"') +
        el(
          'Identifier',
          record.projectNumber,
          ' type="https://w3id.org/cerif/vocab/IdentifierTypes#ProjectReference"',
        ) +
        el('StartDate', record.startDate) +
        el('EndDate', record.endDate) +
        (coordinator.length || partners.length
          ? '<Consortium>' +
            coordinator.map((o) => `<Coordinator>${orgUnitLink(o)}</Coordinator>`).join('') +
            partners.map((o) => `<Partner>${orgUnitLink(o)}</Partner>`).join('') +
            '</Consortium>'
          : '') +
        (record.people.length
          ? '<Team>' +
            record.people.map((p) => `<Member>${personLink(p, true)}</Member>`).join('') +
            '</Team>'
          : '') +
        funders.map((o) => `<Funded><By>${orgUnitLink(o)}</By></Funded>`).join('') +
        '</Project>'
      );
    }
    case 'Patents':
      return (
        `<Patent${ns} id="Patents/${record.id}">` +
        `<Type xmlns="${COAR_PATENT_TYPES}">${COAR_PATENT}</Type>` +
        el('Title', record.title, ` xml:lang="${languageTag(record.language)}"`) +
        el('RegistrationDate', record.applicationDate) +
        el('PublicationDate', record.publicationDate) +
        el('CountryCode', record.countryCode) +
        (record.issuer
          ? `<Issuer><OrgUnit>${el('Name', record.issuer, ' xml:lang="pl"')}</OrgUnit></Issuer>`
          : '') +
        el('PatentNumber', record.number) +
        (record.creators.length
          ? '<Inventors>' +
            record.creators.map((p) => `<Inventor>${personLink(p, true)}</Inventor>`).join('') +
            '</Inventors>'
          : '') +
        '</Patent>'
      );
  }
}

/** The record in unqualified Dublin Core (§6.2, oai_dc). */
export function dublinCore(record: OaiRecord, portal: string): string {
  const fields: string[] = [];
  const add = (name: string, value: string | number | null | undefined, attrs = '') => {
    const x = el(`dc:${name}`, value, attrs);
    if (x) fields.push(x);
  };
  switch (record.kind) {
    case 'Persons':
      add('title', [record.firstName, record.secondName, record.surname].filter(Boolean).join(' '));
      add('type', 'Person');
      add('identifier', `${portal}/profiles/${record.id}`);
      add('identifier', record.orcid ? `https://orcid.org/${record.orcid}` : null);
      for (const a of record.affiliations) add('relation', a.name);
      break;
    case 'OrgUnits':
      add('title', record.namePl, ' xml:lang="pl"');
      add('title', record.nameEn, ' xml:lang="en"');
      add('type', 'Organization');
      add('coverage', [record.city, record.countryCode].filter(Boolean).join(', '));
      break;
    case 'Publications':
      add('title', record.title);
      for (const a of record.authors) add('creator', `${a.surname}, ${a.firstName}`);
      add('type', COAR_TYPES[record.type].label);
      add('date', record.year);
      add('language', languageTag(record.language));
      add('identifier', publicationPage(record, portal));
      add('identifier', record.doi ? `https://doi.org/${record.doi}` : null);
      break;
    case 'Projects':
      add('title', record.title);
      for (const p of record.people) add('contributor', `${p.surname}, ${p.firstName}`);
      add('type', 'Project');
      add('identifier', record.projectNumber);
      add('date', [record.startDate, record.endDate].filter(Boolean).join('/'));
      break;
    case 'Patents':
      add('title', record.title);
      for (const p of record.creators) add('creator', `${p.surname}, ${p.firstName}`);
      add('type', 'patent');
      add('date', record.applicationDate);
      add('identifier', record.number);
      break;
  }
  return (
    `<oai_dc:dc xmlns:oai_dc="${OAI_DC_NS}" xmlns:dc="${DC_NS}" ` +
    `xsi:schemaLocation="${OAI_DC_NS} ${OAI_DC_SCHEMA}">${fields.join('')}</oai_dc:dc>`
  );
}

export function recordXml(
  host: string,
  item: HeaderItem,
  record: OaiRecord | null,
  prefix: MetadataPrefix,
  portal: string,
): string {
  if (item.deleted || !record)
    return `<record>${header(host, { ...item, deleted: true })}</record>`;
  const metadata = prefix === 'oai_dc' ? dublinCore(record, portal) : cerif(record, portal);
  return `<record>${header(host, item)}<metadata>${metadata}</metadata></record>`;
}
