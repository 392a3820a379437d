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

  /** Applicants by id (kept when the profile exists) or by name (every profile of that name). */
  async function resolve(applicants: ExpertSearchBody['applicants']) {
    const resolved: ResolvedApplicant[] = [];
    const unresolved: number[] = [];
    const ids = applicants.flatMap((a) => ('profileId' in a ? [a.profileId] : []));
    const byId = new Map((await finder.profilesById(ids)).map((p) => [p.id, p.name]));
    for (const [index, applicant] of applicants.entries()) {
      const found =
        'profileId' in applicant
          ? byId.has(applicant.profileId)
            ? [{ id: applicant.profileId, name: byId.get(applicant.profileId)! }]
            : []
          : await finder.profilesNamed(applicant.name);
      if (found.length === 0) unresolved.push(index);
      for (const p of found) resolved.push({ index, profileId: p.id, name: p.name });
    }
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
