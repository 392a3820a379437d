import type { ProjectDetails } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET public/{profileId}/projects/{projectId}`. */
export function getProject(
  profileId: string,
  projectId: string,
  signal?: AbortSignal,
): Promise<ProjectDetails> {
  return api.get<ProjectDetails>(
    'profiles-api',
    `/v1.0/public/${encodeURIComponent(profileId)}/projects/${encodeURIComponent(projectId)}`,
    { signal },
  );
}

export function getProjectQueryOptions(profileId: string, projectId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'projects', projectId],
    queryFn: ({ signal }) => getProject(profileId, projectId, signal),
  });
}

export function useProject(profileId: string, projectId: string) {
  return useQuery(getProjectQueryOptions(profileId, projectId));
}
