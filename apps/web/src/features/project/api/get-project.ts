import type { ProjectDetailsSchema } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';

export type Project = z.infer<typeof ProjectDetailsSchema>;

/** `GET public/{profileId}/projects/{projectId}`. */
export function getProject(
  profileId: string,
  projectId: string,
  signal?: AbortSignal,
): Promise<Project> {
  return api.get<z.output<typeof ProjectDetailsSchema>>(
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
