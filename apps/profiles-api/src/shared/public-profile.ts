import { HiddenProfileError, ProfileNotFoundError } from '@ln/lifecycle';
import { isVisibleProfile } from '@ln/visibility';

export interface PublicProfileGuard {
  /** Resolves for a visible profile; throws 404 for an unknown one, 400 for a hidden one. */
  assertVisible(profileId: string): Promise<void>;
}

/**
 * The public may read this profile: 404 PROFILE_NOT_FOUND for none, 400 HIDDEN_PROFILE_ERROR
 * for a hidden one (profiles-area §8). Reads that fetch the profile row anyway check it here.
 */
export function assertPublic<T extends { hidden: boolean }>(
  profile: T | null | undefined,
): asserts profile is T {
  if (!profile) throw new ProfileNotFoundError();
  if (!isVisibleProfile(profile)) throw new HiddenProfileError();
}

/** The read the guard needs (the profile repository has it). */
export interface ProfileVisibilityReader {
  findVisibility(profileId: string): Promise<{ hidden: boolean } | null>;
}

/**
 * The one check every public call about a profile or its data goes through. Calls that check
 * the same profile while its check is under way share that read (a profile page asks four
 * guarded reads at once); a shared answer is at most one round trip old, as an answer is by
 * the time its call uses it. Nothing is kept once the read is done. Fewer queries is what counts here: each costs a
 * round trip to PostgreSQL, the largest part of a rendered page's CPU.
 */
export function createPublicProfileGuard(deps: {
  profiles: ProfileVisibilityReader;
}): PublicProfileGuard {
  const inFlight = new Map<string, Promise<{ hidden: boolean } | null>>();
  const visibility = (profileId: string) => {
    let read = inFlight.get(profileId);
    if (!read) {
      read = deps.profiles.findVisibility(profileId).finally(() => inFlight.delete(profileId));
      inFlight.set(profileId, read);
    }
    return read;
  };
  return {
    async assertVisible(profileId) {
      assertPublic(await visibility(profileId));
    },
  };
}
