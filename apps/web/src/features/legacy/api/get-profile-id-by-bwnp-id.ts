import type { ProfileIdResult } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * `GET profiles-api v1.0/public/profile/profileId?bwnpId=`: the profile behind a legacy id, or
 * null when there is none or the call fails (the caller then leaves to the archive, §2).
 */
export async function getProfileIdByBwnpId(
  bwnpId: string,
  signal?: AbortSignal,
): Promise<string | null> {
  try {
    const answer = await api.get<ProfileIdResult>(
      'profiles-api',
      `/v1.0/public/profile/profileId?bwnpId=${encodeURIComponent(bwnpId)}`,
      { signal, redirectOnError: false },
    );
    return answer.profileId;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export function getProfileIdByBwnpIdQueryOptions(bwnpId: string) {
  return queryOptions({
    queryKey: ['legacy', 'bwnp', bwnpId],
    queryFn: ({ signal }) => getProfileIdByBwnpId(bwnpId, signal),
  });
}

export function useProfileIdByBwnpId(bwnpId: string) {
  return useQuery(getProfileIdByBwnpIdQueryOptions(bwnpId));
}
