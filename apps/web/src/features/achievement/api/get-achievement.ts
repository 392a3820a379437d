import type { ArtisticAchievementDetailSchema } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';

export type Achievement = z.infer<typeof ArtisticAchievementDetailSchema>;

/** `GET public/achievements/{profileId}/artisticAchievement/{id}`. */
export function getAchievement(
  profileId: string,
  achievementId: string,
  signal?: AbortSignal,
): Promise<Achievement> {
  return api.get<z.output<typeof ArtisticAchievementDetailSchema>>(
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
