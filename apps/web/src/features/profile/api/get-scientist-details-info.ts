import type { ScientistDetailsInfo, ScientistDetailsInfoRequest } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

type ScientistDetailsModule = ScientistDetailsInfoRequest['modules'][number];

/** The modules whose data decide which tabs of the profile menu are enabled (profiles-area §2). */
export const TAB_MODULES: readonly ScientistDetailsModule[] = [
  'publications',
  'artisticAchievements',
  'patents',
  'projects',
  'researchWorks',
];

/**
 * `POST v1.1/public/profile/{profileId}/scientistDetailsInfo` for the tab modules: one small
 * answer with each module's counts, instead of five lists the open tab may never show.
 */
export function getTabModulesInfo(
  profileId: string,
  signal?: AbortSignal,
): Promise<ScientistDetailsInfo> {
  return api.post<ScientistDetailsInfo>(
    'profiles-api',
    `/v1.1/public/profile/${encodeURIComponent(profileId)}/scientistDetailsInfo`,
    { body: { modules: TAB_MODULES }, signal },
  );
}

export function getTabModulesInfoQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'tab-modules-info'],
    queryFn: ({ signal }) => getTabModulesInfo(profileId, signal),
  });
}

export function useTabModulesInfo(profileId: string) {
  return useQuery(getTabModulesInfoQueryOptions(profileId));
}
