import { ACCOUNT_ERROR_CODES, type OwnerShortPublicationsQuery } from '@ln/contracts';
import { ProfileNotFoundError } from '@ln/lifecycle';
import { ConflictError } from '@ln/server';
import type { Lang } from '../../plugins/language.js';
import { orcidUrl, toDegree, toPersonDetails } from '../profile/profile.fns.js';
import type { ProfileRepository } from '../profile/profile.repository.js';
import type { PublicationService } from '../publication/publication.service.js';
import type { OwnerRepository } from './owner.repository.js';

/**
 * The profile owner's calls (accounts-and-platform §7, profiles-area §6, §7). Ownership is
 * checked by the routes' guards (onRequest) before any call here.
 */
export function createOwnerService(deps: {
  repo: OwnerRepository;
  profiles: ProfileRepository;
  publications: PublicationService;
  /** Queues the profile's ORCID refresh (issue 43); its failure never fails the update. */
  onOrcidUpdated?: (profileId: string) => Promise<unknown>;
}) {
  const { repo, profiles, publications } = deps;

  return {
    /** Copies the account's ORCID iD (from the ORCID login) to its profile. */
    async updateOrcid(userId: string) {
      const user = await repo.findUserProfile(userId);
      if (!user?.profile) throw new ProfileNotFoundError();
      if (user.profile.editingLocked)
        throw new ConflictError(
          'This profile can no longer be edited.',
          ACCOUNT_ERROR_CODES.PROFILE_LOCKED_ERROR,
        );
      if (!user.orcid)
        throw new ConflictError(
          'The account has no ORCID iD: log in with ORCID first.',
          ACCOUNT_ERROR_CODES.ORCID_MISSING_ERROR,
        );
      const taken = () =>
        new ConflictError(
          'Another profile already has this ORCID iD.',
          ACCOUNT_ERROR_CODES.ORCID_TAKEN_ERROR,
        );
      const holder = await repo.findProfileByOrcid(user.orcid);
      if (holder && holder.id !== user.profile.id) throw taken();
      if (!(await repo.setOrcid(user.profile.id, user.orcid))) throw taken();
      await deps.onOrcidUpdated?.(user.profile.id).catch(() => undefined);
      return { profileId: user.profile.id, orcid: user.orcid, orcidUrl: orcidUrl(user.orcid)! };
    },

    /** The edit view of the own profile: hidden or not, every contact datum shown. */
    async shortPerson(profileId: string, lang: Lang) {
      const row = await profiles.findDetails(profileId);
      if (!row) throw new ProfileNotFoundError();
      return toPersonDetails(row, lang, 'owner');
    },

    async degreesAndTitles(profileId: string, lang: Lang) {
      const degrees = await profiles.findDegrees(profileId);
      return { profileId, degreesAndTitles: degrees.map((d) => toDegree(d, lang)) };
    },

    shortPublications: (profileId: string, query: OwnerShortPublicationsQuery, lang: Lang) =>
      publications.ownerShortPublications(profileId, query, lang),
  };
}

export type OwnerService = ReturnType<typeof createOwnerService>;
