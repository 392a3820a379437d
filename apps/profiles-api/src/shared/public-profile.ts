import { ERROR_CODES } from '@ln/contracts';
import type { Db } from '@ln/db';
import { AppError, NotFoundError } from '@ln/server';

/** profiles-area §8: the public fetch of anything of a hidden profile fails with this. */
export class HiddenProfileError extends AppError {
  constructor() {
    super(400, ERROR_CODES.HIDDEN_PROFILE_ERROR, 'This profile is hidden.');
  }
}

export class ProfileNotFoundError extends NotFoundError {
  constructor() {
    super('No profile with this id.', ERROR_CODES.PROFILE_NOT_FOUND);
  }
}

export interface PublicProfileGuard {
  /** Resolves for a visible profile; throws 404 for an unknown one, 400 for a hidden one. */
  assertVisible(profileId: string): Promise<void>;
}

/** The one check every public call about a profile or its data goes through. */
export function createPublicProfileGuard(db: Db): PublicProfileGuard {
  return {
    async assertVisible(profileId) {
      // Runs before nearly every public read: a prepared statement, not a Prisma query.
      const [profile] = await db.sql<Array<{ hidden: boolean }>>`
        SELECT hidden FROM profile WHERE id = ${profileId}::uuid`;
      if (!profile) throw new ProfileNotFoundError();
      if (profile.hidden) throw new HiddenProfileError();
    },
  };
}
