import type { Db } from '@ln/db';
import type { PublicProfileGuard } from '../../shared/public-profile.js';

// Stub: filled in by the module's implementation.
export function createResearchWorkService(deps: { db: Db; guard: PublicProfileGuard }) {
  void deps;
  return {};
}

export type ResearchWorkService = ReturnType<typeof createResearchWorkService>;
