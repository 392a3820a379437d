import type { ArtisticAchievementShortList } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET public/achievements/{profileId}/shortArtisticAchievement`. */
export function getShortAchievements(
  profileId: string,
  signal?: AbortSignal,
): Promise<ArtisticAchievementShortList> {
  return api.get<ArtisticAchievementShortList>(
    'profiles-api',
    `/v1.0/public/achievements/${encodeURIComponent(profileId)}/shortArtisticAchievement`,
    { signal },
  );
}

export function getShortAchievementsQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'short-achievements'],
    queryFn: ({ signal }) => getShortAchievements(profileId, signal),
  });
}

export function useShortAchievements(profileId: string) {
  return useQuery(getShortAchievementsQueryOptions(profileId));
}
