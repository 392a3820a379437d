import { ACCOUNT_ERROR_CODES, AUDIT_ACTIONS } from '@ln/contracts';
import type { Db } from '@ln/db';
import { ConflictError, NotFoundError } from '@ln/server';
import type { Lang } from '../../plugins/language.js';
import { ProfileNotFoundError } from '../../shared/public-profile.js';
import { orcidUrl, toDegree, toPersonDetails } from '../profile/profile.fns.js';
import type { ProfileRepository } from '../profile/profile.repository.js';
import type { PublicationService } from '../publication/publication.service.js';
import type { OwnerRepository } from './owner.repository.js';

export interface Actor {
  userId: string;
  reqId: string;
}

/**
 * The profile owner's calls (accounts-and-platform §7, profiles-area §6, §7) and the
 * administrator's profile actions (mark deceased, make invisible). Ownership and roles are
 * checked by the routes' guards before any call here.
 */
export function createOwnerService(deps: {
  db: Db;
  repo: OwnerRepository;
  profiles: ProfileRepository;
  publications: PublicationService;
}) {
  const { db, repo, profiles, publications } = deps;

  async function adminAction(
    actor: Actor,
    profileId: string,
    action: string,
    reason: string | undefined,
    via: string,
    write: (
      tx: Parameters<Parameters<Db['$transaction']>[0]>[0],
      userId: string | null,
    ) => Promise<void>,
  ) {
    return db.$transaction(async (tx) => {
      const [profile] = await repo.lockProfile(tx, profileId);
      if (!profile) throw new ProfileNotFoundError();
      await write(tx, profile.user_id);
      await repo.audit(tx, {
        actorUserId: actor.userId,
        action,
        profileId,
        reason,
        reqId: actor.reqId,
        details: { userId: profile.user_id, via },
      });
      const [after] = await repo.lockProfile(tx, profileId);
      return {
        profileId,
        dead: after!.dead,
        isProfileVisible: !after!.hidden,
        userId: profile.user_id,
      };
    });
  }

  return {
    /** The account's profile id, null when it has none; 404 for an unknown account. */
    async profileIdOfUser(userId: string) {
      const user = await repo.findUserProfile(userId);
      if (!user)
        throw new NotFoundError('No account with this id.', ACCOUNT_ERROR_CODES.USER_NOT_FOUND);
      return { profileId: user.profile?.id ?? null };
    },

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

    shortPublications: (profileId: string, lang: Lang) =>
      publications.ownerShortPublications(profileId, lang),

    markDeceased: (actor: Actor, profileId: string, reason?: string) =>
      adminAction(
        actor,
        profileId,
        AUDIT_ACTIONS.PROFILE_MARKED_DECEASED,
        reason,
        'postmortem',
        (tx, userId) => repo.markDeceased(tx, profileId, userId),
      ),

    makeInvisible: (actor: Actor, profileId: string, reason?: string) =>
      // The same act as users-api's hideProfile, so the same audit name (details.via differs).
      adminAction(actor, profileId, AUDIT_ACTIONS.PROFILE_HIDDEN, reason, 'makeInvisible', (tx) =>
        repo.hide(tx, profileId),
      ),
  };
}

export type OwnerService = ReturnType<typeof createOwnerService>;
