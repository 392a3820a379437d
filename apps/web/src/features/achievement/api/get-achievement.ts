import type { ArtisticAchievementDetail } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET public/achievements/{profileId}/artisticAchievement/{id}`. */
export function getAchievement(
  profileId: string,
  achievementId: string,
  signal?: AbortSignal,
): Promise<ArtisticAchievementDetail> {
  return api.get<ArtisticAchievementDetail>(
    'profiles-api',
    `/v1.0/public/achievements/${encodeURIComponent(profileId)}/artisticAchievement/${encodeURIComponent(achievementId)}`,
    { signal },
  );
}

export function getAchievementQueryOptions(profileId: string, achievementId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'achievements', achievementId],
    queryFn: ({ signal }) => getAchievement(profileId, achievementId, signal),
  });
}

export function useAchievement(profileId: string, achievementId: string) {
  return useQuery(getAchievementQueryOptions(profileId, achievementId));
}
