import type { ProjectDetails, ProjectShort } from '@ln/contracts';
import type { ProjectDetailRow, ShortProjectRow } from './project.repository.js';

type Source = ProjectShort['projectSource'];

const isoDate = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

/** jsonb read defensively: a value that is not the documented shape is left out, never a 500. */
const asObject = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function toShortProject(row: ShortProjectRow): ProjectShort {
  return {
    projectId: row.id,
    projectTitle: row.title,
    projectClassification: row.classification,
    startDate: row.start_date,
    endDate: row.end_date,
    // numeric(16,2)::text is already the two-place decimal string of ProjectFundsSchema.
    funds: row.funds,
    currency: row.currency,
    projectSource: row.source as Source,
  };
}

/** `[{ languageCode, value }]` (seeds/src/generate.ts addProjects). */
export function texts(value: unknown) {
  return asArray(value).flatMap((item) => {
    const o = asObject(item);
    const languageCode = asString(o?.languageCode);
    const text = asString(o?.value);
    return languageCode && text !== null ? [{ languageCode, value: text }] : [];
  });
}

export function showingEntity(value: unknown): ProjectDetails['showingEntity'] {
  const o = asObject(value);
  if (!o) return null;
  return {
    name: asString(o.name),
    institutions: asArray(o.institutions).flatMap((item) => {
      const i = asObject(item);
      const name = asString(i?.name);
      return name ? [{ uuid: asString(i?.uuid) ?? asString(i?.id), name }] : [];
    }),
    persons: asArray(o.persons).flatMap((item) => {
      const p = asObject(item);
      const name = asString(p?.name) ?? asString(p?.firstName);
      const surname = asString(p?.surname);
      return name && surname ? [{ name, surname }] : [];
    }),
  };
}

export function toProjectDetails(row: ProjectDetailRow): ProjectDetails {
  const institutions = (role: 'FINANCING' | 'IMPLEMENTING') =>
    row.institutions
      .filter((i) => i.role === role)
      .map((i) => ({ leader: i.leader, name: i.name, uuid: i.institutionId }));
  return {
    projectId: row.id,
    projectNumber: row.projectNumber,
    projectTitle: row.title,
    projectClassification: row.classification,
    titles: texts(row.titles),
    abstracts: texts(row.abstracts),
    edition: row.edition,
    keyWords: row.keyWords,
    namePriority: row.namePriority,
    startDate: isoDate(row.startDate),
    endDate: isoDate(row.endDate),
    funds: row.funds === null ? null : row.funds.toFixed(2),
    currency: row.currency,
    financingInstitutions: institutions('FINANCING'),
    implementingInstitutions: institutions('IMPLEMENTING'),
    // A person links to a profile only while that profile is visible.
    projectManagers: row.people.map((p) => ({
      profileId: p.profile && !p.profile.hidden ? p.profileId : null,
      name: p.firstName,
      surname: p.surname,
      idn: p.idn,
      kindManager: p.kindManager,
    })),
    showingEntity: showingEntity(row.showingEntity),
    linkRadon: row.linkRadon,
    projectSource: row.source,
  };
}
