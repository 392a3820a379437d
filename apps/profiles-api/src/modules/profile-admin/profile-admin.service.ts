import { ACCOUNT_ERROR_CODES } from '@ln/contracts';
import type { ProfileLifecycleService } from '@ln/lifecycle';
import { NotFoundError, type Actor } from '@ln/server';
import type { ProfileAdminRepository } from './profile-admin.repository.js';

/**
 * The administrator's profile calls of profiles-api (accounts-and-platform §4, §6): an
 * account's profile id, mark deceased, make invisible. The writes are the shared profile
 * lifecycle's (@ln/lifecycle), each one transaction with its audit entry.
 */
export function createProfileAdminService(deps: {
  repo: ProfileAdminRepository;
  lifecycle: ProfileLifecycleService;
}) {
  const { repo, lifecycle } = deps;
  return {
    /** The account's profile id, null when it has none; 404 for an unknown account. */
    async profileIdOfUser(userId: string) {
      const user = await repo.findUserProfile(userId);
      if (!user)
        throw new NotFoundError('No account with this id.', ACCOUNT_ERROR_CODES.USER_NOT_FOUND);
      return { profileId: user.profile?.id ?? null };
    },

    markDeceased: (actor: Actor, profileId: string, reason?: string) =>
      lifecycle.markDeceased(actor, profileId, { reason, via: 'postmortem' }),

    // The same act as users-api's hideProfile, so the same audit name (details.via differs).
    makeInvisible: (actor: Actor, profileId: string, reason?: string) =>
      lifecycle.setHidden(actor, profileId, true, { reason, via: 'makeInvisible' }),
  };
}

export type ProfileAdminService = ReturnType<typeof createProfileAdminService>;
