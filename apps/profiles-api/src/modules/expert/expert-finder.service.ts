import {
  COAUTHORSHIP_YEARS,
  toPage,
  type ConflictFlag,
  type ExpertSearchBody,
  type ExpertSearchResult,
} from '@ln/contracts';
import type { Lang } from '../../plugins/language.js';
import type { ExpertFinderRepository } from './expert-finder.repository.js';

interface ResolvedApplicant {
  index: number;
  profileId: string;
  name: string;
}

/**
 * The expert finder (MEIN_OP, ADMIN): experts who consented to the asking entity, filtered by
 * discipline, field, keyword and degree, each with the conflicts of interest it has with the
 * given applicants and the evidence of each (a publication, an institution, a research work).
 */
export function createExpertFinderService(deps: { finder: ExpertFinderRepository }) {
  const { finder } = deps;

  /**
   * Applicants by id (kept when the profile exists) or by name (every profile of that name):
   * two statements whatever their number (issue 41 #3: one query per applicant took ~2 s).
   */
  async function resolve(applicants: ExpertSearchBody['applicants']) {
    const ids = applicants.flatMap((a) => ('profileId' in a ? [a.profileId] : []));
    const named = applicants.flatMap((a, index) => ('name' in a ? [{ index, name: a.name }] : []));
    const [byId, byName] = await Promise.all([
      finder.profilesById(ids),
      finder.profilesNamed(named.map((a) => a.name)),
    ]);
    const names = new Map(byId.map((p) => [p.id, p.name]));
    const resolved: ResolvedApplicant[] = [];
    for (const [index, applicant] of applicants.entries()) {
      if (!('profileId' in applicant)) continue;
      const name = names.get(applicant.profileId);
      if (name !== undefined) resolved.push({ index, profileId: applicant.profileId, name });
    }
    for (const p of byName)
      resolved.push({ index: named[p.index]!.index, profileId: p.id, name: p.name });
    resolved.sort((a, b) => a.index - b.index);
    const found = new Set(resolved.map((a) => a.index));
    const unresolved = applicants.flatMap((_a, index) => (found.has(index) ? [] : [index]));
    return { resolved, unresolved };
  }

  return {
    async search(body: ExpertSearchBody, lang: Lang): Promise<ExpertSearchResult> {
      const { resolved, unresolved } = await resolve(body.applicants);
      const page = await finder.search({
        entity: body.entity,
        fieldCode: body.fieldCode,
        disciplineCode: body.disciplineCode,
        keyword: body.keyword,
        degree: body.degree,
        lang,
        limit: body.size,
        offset: body.page * body.size,
      });
      const rows = await finder.conflicts(
        page.items.map((e) => e.profile_id),
        [...new Set(resolved.map((a) => a.profileId))],
        new Date().getUTCFullYear() - COAUTHORSHIP_YEARS,
      );
      const flags = new Map<string, ConflictFlag[]>();
      for (const row of rows) {
        for (const applicant of resolved.filter((a) => a.profileId === row.applicant_profile_id)) {
          const list = flags.get(row.expert_profile_id) ?? [];
          list.push({
            kind: row.kind,
            applicantIndex: applicant.index,
            applicantProfileId: applicant.profileId,
            applicantName: applicant.name,
            evidence: {
              type: row.evidence_type,
              id: row.evidence_id,
              title: row.evidence_title,
              year: row.evidence_year,
            },
          });
          flags.set(row.expert_profile_id, list);
        }
      }
      const content = page.items.map((e) => ({
        profileId: e.profile_id,
        name: e.first_name,
        surname: e.surname,
        degree: e.degree,
        disciplines: e.disciplines,
        keywords: e.keywords,
        currentInstitutions: e.current_institutions,
        conflicts: (flags.get(e.profile_id) ?? []).sort(
          (a, b) => a.applicantIndex - b.applicantIndex || a.kind.localeCompare(b.kind),
        ),
      }));
      return {
        ...toPage(content, page.total, { page: body.page, size: body.size }),
        unresolvedApplicants: unresolved,
      };
    },
  };
}

export type ExpertFinderService = ReturnType<typeof createExpertFinderService>;
