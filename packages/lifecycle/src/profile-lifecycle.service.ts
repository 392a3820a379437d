import { AUDIT_ACTIONS } from '@ln/contracts';
import type { Tx, TxRunner } from '@ln/db';
import type { Actor } from '@ln/server';
import { isVisibleProfile } from '@ln/visibility';
import type { AuditRepository } from './audit.repository.js';
import { ProfileNotFoundError } from './errors.js';
import type { LockedProfile, ProfileLifecycleRepository } from './profile-lifecycle.repository.js';

/** A profile after a lifecycle action. */
export interface ProfileState {
  profileId: string;
  /** The linked account, if any (null after its deletion). */
  userId: string | null;
  dead: boolean;
  isProfileVisible: boolean;
}

export interface LifecycleOptions {
  /** Why (kept in the audit entry). */
  reason?: string | undefined;
  /** The route that acted (details.via of the audit entry). */
  via: string;
}

/**
 * The lifecycle of a profile, for both services (accounts-and-platform §4): hide and show,
 * mark deceased, make invisible, and the removal of what the user added when their account
 * is deleted. Every action is one transaction that also writes its audit entry.
 */
export function createProfileLifecycleService(deps: {
  repo: ProfileLifecycleRepository;
  audit: AuditRepository;
  tx: TxRunner;
}) {
  const { repo, audit } = deps;

  async function act(
    actor: Actor,
    profileId: string,
    action: string,
    options: LifecycleOptions,
    write: (profile: LockedProfile, tx: Tx) => Promise<void>,
  ): Promise<ProfileState> {
    return deps.tx(async (tx) => {
      const profile = await repo.lockProfile(profileId, tx);
      if (!profile) throw new ProfileNotFoundError();
      await write(profile, tx);
      await audit.write(
        {
          actor,
          action,
          targetType: 'PROFILE',
          targetId: profileId,
          reason: options.reason,
          details: { userId: profile.user_id, via: options.via },
        },
        tx,
      );
      const after = (await repo.lockProfile(profileId, tx))!;
      return {
        profileId,
        userId: after.user_id,
        dead: after.dead,
        isProfileVisible: isVisibleProfile(after),
      };
    });
  }

  return {
    /** Hides the profile from the public, or shows it again (makeInvisible is a hide). */
    setHidden: (actor: Actor, profileId: string, hidden: boolean, options: LifecycleOptions) =>
      act(
        actor,
        profileId,
        hidden ? AUDIT_ACTIONS.PROFILE_HIDDEN : AUDIT_ACTIONS.PROFILE_SHOWN,
        options,
        (profile, tx) => repo.setHidden(profile.id, hidden, tx),
      ),

    /**
     * Marks the profile deceased: its contact data go and its account, if any, is closed (its
     * sessions then answer CLOSED_USER_ERROR).
     */
    markDeceased: (actor: Actor, profileId: string, options: LifecycleOptions) =>
      act(actor, profileId, AUDIT_ACTIONS.PROFILE_MARKED_DECEASED, options, async (profile, tx) => {
        await repo.markDeceased(profile.id, tx);
        if (profile.user_id) await repo.closeAccount(profile.user_id, tx);
      }),

    /**
     * Part of an account's deletion, inside its transaction: the account's profile (if any)
     * loses what the user added and stays public, unlinked and locked. Returns its id.
     */
    async releaseProfileOf(userId: string, tx: Tx): Promise<string | null> {
      const profile = await repo.lockProfileOfUser(userId, tx);
      if (!profile) return null;
      await repo.removeUserAddedData(profile.id, tx);
      return profile.id;
    },
  };
}

export type ProfileLifecycleService = ReturnType<typeof createProfileLifecycleService>;
