import { ERROR_CODES, SHORT_ARTISTIC_ACHIEVEMENTS_LIMIT } from '@ln/contracts';
import { NotFoundError } from '@ln/server';
import type { Lang } from '../../plugins/language.js';
import type { PublicProfileGuard } from '../../shared/public-profile.js';
import { toAchievementDetail, toShortAchievement } from './achievement.fns.js';
import type { AchievementRepository } from './achievement.repository.js';

export class AchievementNotFoundError extends NotFoundError {
  constructor() {
    super('No such artistic achievement on this profile.', ERROR_CODES.ACHIEVEMENT_NOT_FOUND);
  }
}

/** Public reads of a profile's artistic achievements (profiles-area §3, §7). */
export function createAchievementService(deps: {
  repo: AchievementRepository;
  guard: PublicProfileGuard;
}) {
  const { repo, guard } = deps;
  return {
    async shortArtisticAchievements(profileId: string, lang: Lang) {
      await guard.assertVisible(profileId);
      const { total, items } = await repo.findShortList(
        profileId,
        SHORT_ARTISTIC_ACHIEVEMENTS_LIMIT,
      );
      return {
        totalElements: total,
        artisticAchievements: items.map((item) => toShortAchievement(item, lang)),
      };
    },

    async artisticAchievement(profileId: string, achievementId: string, lang: Lang) {
      await guard.assertVisible(profileId);
      const row = await repo.findDetail(profileId, achievementId);
      if (!row) throw new AchievementNotFoundError();
      return toAchievementDetail(row, lang);
    },
  };
}

export type AchievementService = ReturnType<typeof createAchievementService>;
