import type { ProjectShortList } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET public/{profileId}/shortProjects`. */
export function getShortProjects(
  profileId: string,
  signal?: AbortSignal,
): Promise<ProjectShortList> {
  return api.get<ProjectShortList>(
    'profiles-api',
    `/v1.0/public/${encodeURIComponent(profileId)}/shortProjects`,
    { signal },
  );
}

export function getShortProjectsQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'short-projects'],
    queryFn: ({ signal }) => getShortProjects(profileId, signal),
  });
}

export function useShortProjects(profileId: string) {
  return useQuery(getShortProjectsQueryOptions(profileId));
}
