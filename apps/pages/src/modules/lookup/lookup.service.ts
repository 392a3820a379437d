import { ORCID_ID_PATTERN, PBN_ID_PATTERN, ProfileIdResultSchema } from '@ln/contracts';
import type { ServiceFetch } from '../pages/service-fetch.js';

/**
 * Links by outside identifier (issue 44): `/orcid/{orcid}` and `/pbn/{pbnId}` lead to the profile. The rule of
 * what is public is the API's (`GET v1.0/public/profile/byIdentifier`): a hidden profile is
 * not found, as an unknown one.
 */
export function createLookupService(deps: { fetch: ServiceFetch }) {
  return {
    /** The profile page of an ORCID iD or a PBN person id, or null when no public profile has it. */
    async profilePath(kind: 'orcid' | 'pbnId', value: string): Promise<string | null> {
      if (!(kind === 'orcid' ? ORCID_ID_PATTERN : PBN_ID_PATTERN).test(value)) return null;
      const answer = await deps.fetch(
        `/api/profiles-api/v1.0/public/profile/byIdentifier?${kind}=${encodeURIComponent(value)}`,
        { headers: { accept: 'application/json' } },
      );
      if (answer.status === 404 || answer.status === 400) return null;
      if (!answer.ok) throw new Error(`the profile look-up answered ${answer.status}`);
      const { profileId } = ProfileIdResultSchema.parse(await answer.json());
      return `/profiles/${profileId}`;
    },
  };
}

export type LookupService = ReturnType<typeof createLookupService>;
