import { ERROR_CODES } from '@ln/contracts';
import { NotFoundError } from '@ln/server';
import type { Lang } from '../../plugins/language.js';
import type { PublicProfileGuard } from '../../shared/public-profile.js';
import { toIndustrialProperty, toShortPatent } from './patent.fns.js';
import type { PatentRepository } from './patent.repository.js';

export class PatentNotFoundError extends NotFoundError {
  constructor() {
    super('No patent with this id for this profile.', ERROR_CODES.PATENT_NOT_FOUND);
  }
}

/** Public reads of a profile's industrial property (profiles-area §3, §7). */
export function createPatentService(deps: { repo: PatentRepository; guard: PublicProfileGuard }) {
  const { repo, guard } = deps;
  return {
    async shortPatents(profileId: string, lang: Lang) {
      await guard.assertVisible(profileId);
      const rows = await repo.listShort(profileId);
      return rows.map((row) => toShortPatent(row, lang));
    },

    /** The detail, only for property the profile is a creator of. */
    async patent(profileId: string, patentId: string, lang: Lang) {
      await guard.assertVisible(profileId);
      const row = await repo.findDetail(patentId);
      if (!row || !row.creators.some((c) => c.profileId === profileId)) {
        throw new PatentNotFoundError();
      }
      return toIndustrialProperty(row, lang);
    },
  };
}

export type PatentService = ReturnType<typeof createPatentService>;
