import type { ProjectShortListSchema } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';

export type ShortProjects = z.infer<typeof ProjectShortListSchema>;

/** `GET public/{profileId}/shortProjects`. */
export function getShortProjects(profileId: string, signal?: AbortSignal): Promise<ShortProjects> {
  return api.get<z.output<typeof ProjectShortListSchema>>(
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
