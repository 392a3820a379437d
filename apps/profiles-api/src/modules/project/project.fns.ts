import { toIsoDate } from '@ln/contracts';
import type { ProjectDetails, ProjectShort } from '@ln/contracts';
import type { ProjectDetailRow, ShortProjectRow } from './project.repository.js';
import { asArray, asObject, asString, showingEntity } from '../../shared/jsonb.js';
import { linkedProfileId } from '@ln/visibility';

type Source = ProjectShort['projectSource'];

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

/** `[{ languageCode, value }]` (seeds/src/generate/projects.ts). */
export function texts(value: unknown) {
  return asArray(value).flatMap((item) => {
    const o = asObject(item);
    const languageCode = asString(o?.languageCode);
    const text = asString(o?.value);
    return languageCode && text !== null ? [{ languageCode, value: text }] : [];
  });
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
    startDate: toIsoDate(row.startDate),
    endDate: toIsoDate(row.endDate),
    funds: row.funds === null ? null : row.funds.toFixed(2),
    currency: row.currency,
    financingInstitutions: institutions('FINANCING'),
    implementingInstitutions: institutions('IMPLEMENTING'),
    projectManagers: row.people.map((p) => ({
      profileId: linkedProfileId(p),
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
