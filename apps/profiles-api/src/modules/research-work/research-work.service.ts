import { ERROR_CODES } from '@ln/contracts';
import { NotFoundError } from '@ln/server';
import type { Lang } from '../../plugins/language.js';
import type { PublicProfileGuard } from '../../shared/public-profile.js';
import { classificationCodes, toResearchWork, toShortLists } from './research-work.fns.js';
import type { ResearchWorkRepository } from './research-work.repository.js';

export class ResearchWorkNotFoundError extends NotFoundError {
  constructor() {
    super('No research work with this id for this profile.', ERROR_CODES.RESEARCH_WORK_NOT_FOUND);
  }
}

/** Public reads of research works (profiles-area §3, §4, §7). */
export function createResearchWorkService(deps: {
  repo: ResearchWorkRepository;
  guard: PublicProfileGuard;
}) {
  const { repo, guard } = deps;
  return {
    async shortResearchWorks(profileId: string, lang: Lang) {
      await guard.assertVisible(profileId);
      return toShortLists(await repo.listShort(profileId), lang);
    },

    /** The full work, only when the profile is its author, promoter or reviewer. */
    async researchWork(profileId: string, researchWorkId: string, lang: Lang) {
      await guard.assertVisible(profileId);
      const row = await repo.findDetail(researchWorkId);
      if (!row || !row.people.some((p) => p.profileId === profileId)) {
        throw new ResearchWorkNotFoundError();
      }
      const codes = classificationCodes(row.classifications);
      const labels = await repo.classificationLabels(
        [...new Set(codes.flatMap((c) => (c.fieldCode ? [c.fieldCode] : [])))],
        [...new Set(codes.flatMap((c) => (c.disciplineCode ? [c.disciplineCode] : [])))],
      );
      return toResearchWork(row, labels, lang);
    },
  };
}

export type ResearchWorkService = ReturnType<typeof createResearchWorkService>;
