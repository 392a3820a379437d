import type { Db } from '@ln/db';
import type { PublicProfileGuard } from '../../shared/public-profile.js';

// Stub: filled in by the module's implementation.
export function createAchievementService(deps: { db: Db; guard: PublicProfileGuard }) {
  void deps;
  return {};
}

export type AchievementService = ReturnType<typeof createAchievementService>;
