import type { ArtisticAchievementShortListSchema } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';

export type ShortAchievements = z.infer<typeof ArtisticAchievementShortListSchema>;

/** `GET public/achievements/{profileId}/shortArtisticAchievement`. */
export function getShortAchievements(
  profileId: string,
  signal?: AbortSignal,
): Promise<ShortAchievements> {
  return api.get<z.output<typeof ArtisticAchievementShortListSchema>>(
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
