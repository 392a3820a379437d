import { makeOrcid } from '@ln/seeds';
import type { PbnPublication } from './pbn.records.js';
import type { PersonRows, Universe } from './universe.js';

/**
 * ORCID records of the seed's people (docs/registries.md, "ORCID"), in the public API v3.0's
 * JSON: every seeded ORCID iD has a record, made on the fly from the person and their
 * first-authored works (the ones PBN holds). Of those works, a third carry their DOI, a third
 * their PBN id (external id type `pbn`), a third nothing but title, year and authors; the first
 * is on the record twice (a second source in its group: the duplicate); and three works of the
 * person's are on ORCID only, so they match nothing in the portal.
 */

type Json = Record<string, unknown>;

export interface OrcidRecordChange {
  /** 409: the record is locked, or deactivated. */
  state?: 'LOCKED' | 'DEACTIVATED' | null;
  /** Generated works on top of the person's (a record of 10,000 works). */
  extraWorks?: number;
  /** Works ORCID's users do write: no title, impossible dates, odd external ids. */
  malformed?: boolean;
}

export interface OrcidStandInWork {
  putCode: number;
  group: number;
  source: string;
  title: string | null;
  year: string | null;
  month?: string | null;
  day?: string | null;
  type: string;
  journal: string | null;
  externalIds: Array<{ type: string; value: string | null; relationship: string }>;
  contributors: string[];
}

const WORK_TYPES: Record<string, string> = {
  ARTICLE: 'journal-article',
  BOOK: 'book',
  EDITED_BOOK: 'edited-book',
  CHAPTER: 'book-chapter',
};

export const UNMATCHED_WORKS = 3;

/** Put-codes are the person's: (index + 1) × 1,000,000 + the work's place. */
const base = (index: number) => (index + 1) * 1_000_000;

/** The seed's person index of an ORCID iD, or null (checked against the person made). */
export function indexOfOrcid(universe: Universe, orcid: string): number | null {
  const digits = orcid.replace(/-/g, '').slice(0, 15);
  if (!/^\d{15}$/.test(digits)) return null;
  const n = Number(digits) - 100_000_000;
  const candidates = [n - 1];
  for (let i = 0; i < Math.min(universe.people, 50); i++)
    if (universe.overrides(i).orcid === orcid) candidates.unshift(i);
  for (const index of candidates) {
    if (!Number.isInteger(index) || index < 0 || index >= universe.people) continue;
    const own = universe.overrides(index).orcid;
    if (own !== undefined ? own === orcid : makeOrcid(index + 1) === orcid) {
      const person = universe.person(index);
      if (person.rows.get('profile')?.[0]?.orcid === orcid) return index;
    }
  }
  return null;
}

export function orcidWorks(
  person: PersonRows,
  publications: PbnPublication[],
  change: OrcidRecordChange = {},
): OrcidStandInWork[] {
  const i = person.index;
  const profile = person.rows.get('profile')?.[0] ?? {};
  const ownName = `${String(profile.first_name ?? '')} ${String(profile.surname ?? '')}`.trim();
  const works: OrcidStandInWork[] = [];
  let group = 0;
  publications.forEach((p, k) => {
    const o = p.object;
    const doi = o.doi ? String(o.doi) : null;
    const ids: OrcidStandInWork['externalIds'] = [];
    if (k % 3 === 0 && doi) ids.push({ type: 'doi', value: doi, relationship: 'self' });
    if (k % 3 === 1) ids.push({ type: 'pbn', value: p.mongoId, relationship: 'self' });
    const authors = Object.values((o.authors ?? {}) as Record<string, Json>).map((a) =>
      `${String(a.name ?? '')} ${String(a.lastName ?? '')}`.trim(),
    );
    const work: OrcidStandInWork = {
      putCode: base(i) + k + 1,
      group,
      source: ownName || 'ORCID',
      title: o.title ? String(o.title) : null,
      year: o.year === null || o.year === undefined ? null : String(o.year),
      type: WORK_TYPES[String(o.type)] ?? 'other',
      journal: ((o.journal as Json | undefined)?.title as string | undefined) ?? null,
      externalIds: ids,
      contributors: authors,
    };
    works.push(work);
    // The first work twice: Crossref put it on the record as well (one group, two sources).
    if (k === 0)
      works.push({
        ...work,
        putCode: base(i) + 5000,
        source: 'Crossref',
        externalIds: doi ? [{ type: 'doi', value: doi, relationship: 'self' }] : ids,
      });
    group += 1;
  });
  for (let j = 0; j < UNMATCHED_WORKS; j++) {
    works.push({
      putCode: base(i) + 6000 + j,
      group: group++,
      source: ownName || 'ORCID',
      title: [
        'Konferencyjny referat o metodach pomiaru (tylko w ORCID)',
        'Raport techniczny dla partnera przemysłowego (tylko w ORCID)',
        'Recenzja książki w czasopiśmie zagranicznym (tylko w ORCID)',
      ][j]!,
      year: String(2015 + ((i + j) % 10)),
      type: ['conference-paper', 'report', 'book-review'][j]!,
      journal: j === 2 ? 'Journal of Reviews' : null,
      externalIds:
        j === 0 ? [] : [{ type: 'doi', value: `10.5555/ln-orcid.${i}.${j}`, relationship: 'self' }],
      contributors: [ownName],
    });
  }
  if (change.malformed) {
    works.push(
      {
        putCode: base(i) + 7000,
        group: group++,
        source: ownName,
        title: null,
        year: '2020',
        type: 'journal-article',
        journal: null,
        externalIds: [],
        contributors: [ownName],
      },
      {
        putCode: base(i) + 7001,
        group: group++,
        source: ownName,
        title: 'Praca z niemożliwą datą',
        year: 'abcd',
        month: '13',
        type: 'other',
        journal: null,
        externalIds: [],
        contributors: [],
      },
      {
        putCode: base(i) + 7002,
        group: group++,
        source: ownName,
        title: 'Praca z dziwnymi identyfikatorami',
        year: '2021',
        month: '02',
        day: '30',
        type: 'other',
        journal: null,
        externalIds: [
          { type: 'doi', value: 'not a doi', relationship: 'self' },
          { type: 'issn', value: null, relationship: 'part-of' },
        ],
        contributors: [],
      },
    );
  }
  for (let j = 0; j < (change.extraWorks ?? 0); j++)
    works.push({
      putCode: base(i) + 10_000 + j,
      group: group++,
      source: ownName,
      title: `Praca wygenerowana nr ${j + 1}`,
      year: String(2000 + (j % 25)),
      type: 'journal-article',
      journal: 'Generated Journal',
      externalIds: [
        { type: 'doi', value: `10.5555/ln-orcid-extra.${i}.${j}`, relationship: 'self' },
      ],
      contributors: [ownName],
    });
  return works;
}

const MODIFIED = { value: 1_700_000_000_000 };
const v = (value: string | null | undefined) =>
  value === null || value === undefined ? null : { value };
const date = (w: Pick<OrcidStandInWork, 'year' | 'month' | 'day'>) =>
  w.year === null ? null : { year: v(w.year), month: v(w.month ?? null), day: v(w.day ?? null) };

function externalIds(w: OrcidStandInWork) {
  return {
    'external-id': w.externalIds.map((id) => ({
      'external-id-type': id.type,
      'external-id-value': id.value,
      'external-id-normalized':
        id.value === null ? null : { value: id.value.toLowerCase(), transient: true },
      'external-id-url': id.type === 'doi' && id.value ? v(`https://doi.org/${id.value}`) : null,
      'external-id-relationship': id.relationship,
    })),
  };
}

const source = (name: string) => ({
  'source-orcid': null,
  'source-client-id': null,
  'source-name': v(name),
});

export function workSummary(orcid: string, w: OrcidStandInWork): Json {
  return {
    'created-date': MODIFIED,
    'last-modified-date': MODIFIED,
    source: source(w.source),
    title: { title: v(w.title), subtitle: null, 'translated-title': null },
    'external-ids': externalIds(w),
    url: null,
    type: w.type,
    'publication-date': date(w),
    'journal-title': v(w.journal),
    visibility: 'public',
    path: `/${orcid}/work/${w.putCode}`,
    'put-code': w.putCode,
    'display-index': '0',
  };
}

export function workRecord(orcid: string, w: OrcidStandInWork): Json {
  return {
    ...workSummary(orcid, w),
    'short-description': null,
    citation: null,
    'language-code': null,
    country: null,
    contributors: {
      contributor: w.contributors.map((name, k) => ({
        'contributor-orcid':
          k === 0 && name ? { path: orcid, uri: `https://orcid.org/${orcid}` } : null,
        'credit-name': v(name),
        'contributor-email': null,
        'contributor-attributes': {
          'contributor-sequence': k === 0 ? 'first' : 'additional',
          'contributor-role': 'author',
        },
      })),
    },
  };
}

export function worksAnswer(orcid: string, works: OrcidStandInWork[]): Json {
  const groups = new Map<number, OrcidStandInWork[]>();
  for (const w of works) {
    const list = groups.get(w.group);
    if (list) list.push(w);
    else groups.set(w.group, [w]);
  }
  return {
    'last-modified-date': MODIFIED,
    group: [...groups.values()].map((list) => ({
      'last-modified-date': MODIFIED,
      'external-ids': externalIds(list[0]!),
      'work-summary': list.map((w) => workSummary(orcid, w)),
    })),
    path: `/${orcid}/works`,
  };
}

function employmentsOf(person: PersonRows) {
  return (person.rows.get('employment') ?? []).map((e, k) => ({
    'put-code': base(person.index) + 8000 + k,
    'department-name': null,
    'role-title': e.position_en ?? e.position ?? null,
    'start-date': e.start_date ? date({ year: String(e.start_date).slice(0, 4) }) : null,
    'end-date': e.end_date ? date({ year: String(e.end_date).slice(0, 4) }) : null,
    organization: {
      name: e.institution_name,
      address: { city: null, region: null, country: 'PL' },
      'disambiguated-organization': null,
    },
    source: source('ORCID'),
  }));
}

export function affiliationsAnswer(
  orcid: string,
  person: PersonRows,
  kind: 'employment' | 'education',
): Json {
  const items =
    kind === 'employment'
      ? employmentsOf(person)
      : [
          {
            'put-code': base(person.index) + 9000,
            'department-name': 'Wydział Fizyki',
            'role-title': 'magister',
            'start-date': date({ year: '2001' }),
            'end-date': date({ year: '2006' }),
            organization: {
              name: 'Uniwersytet Warszawski',
              address: { city: 'Warszawa', region: null, country: 'PL' },
              'disambiguated-organization': {
                'disambiguated-organization-identifier': 'https://ror.org/039bjqg32',
                'disambiguation-source': 'ROR',
              },
            },
            source: source('ORCID'),
          },
        ];
  return {
    'last-modified-date': null,
    'affiliation-group': items.map((item) => ({
      'last-modified-date': null,
      'external-ids': { 'external-id': [] },
      summaries: [{ [`${kind}-summary`]: item }],
    })),
    path: `/${orcid}/${kind}s`,
  };
}

export function fundingsAnswer(orcid: string, person: PersonRows): Json {
  return {
    'last-modified-date': null,
    group: [
      {
        'last-modified-date': null,
        'external-ids': { 'external-id': [] },
        'funding-summary': [
          {
            'put-code': base(person.index) + 9500,
            title: { title: v('Grant OPUS'), 'translated-title': null },
            type: 'grant',
            'start-date': date({ year: '2019' }),
            'end-date': date({ year: '2023' }),
            organization: {
              name: 'Narodowe Centrum Nauki',
              address: { city: 'Kraków', region: null, country: 'PL' },
              'disambiguated-organization': null,
            },
            'external-ids': { 'external-id': [] },
          },
        ],
      },
    ],
    path: `/${orcid}/fundings`,
  };
}

export function recordAnswer(orcid: string, person: PersonRows, works: OrcidStandInWork[]): Json {
  const profile = person.rows.get('profile')?.[0] ?? {};
  return {
    'orcid-identifier': { uri: `https://orcid.org/${orcid}`, path: orcid, host: 'orcid.org' },
    preferences: { locale: 'pl' },
    history: { 'deactivation-date': null, 'creation-method': 'MEMBER_REFERRED' },
    person: {
      name: {
        'given-names': v(String(profile.first_name ?? '')),
        'family-name': v(String(profile.surname ?? '')),
        'credit-name': null,
        visibility: 'public',
        path: orcid,
      },
    },
    'activities-summary': {
      employments: affiliationsAnswer(orcid, person, 'employment'),
      educations: affiliationsAnswer(orcid, person, 'education'),
      fundings: fundingsAnswer(orcid, person),
      works: worksAnswer(orcid, works),
    },
    path: `/${orcid}`,
  };
}
