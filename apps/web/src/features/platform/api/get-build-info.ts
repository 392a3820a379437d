import type { BuildInfo } from '@ln/contracts';
import { BuildInfoSchema } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ApiService } from '../../../lib/api-client';
import { api } from '../../../lib/api-client';

/**
 * `GET /api/<service>/public/info`. A failed call gives null (the footer then shows '—'),
 * so the footer never breaks the page.
 */
export async function getBuildInfo(
  service: ApiService,
  signal?: AbortSignal,
): Promise<BuildInfo | null> {
  try {
    return await api.get(service, '/public/info', BuildInfoSchema, {
      signal,
      redirectOnError: false,
    });
  } catch (error) {
    if (signal?.aborted) throw error; // Let the query see its own cancellation.
    return null;
  }
}

export function getBuildInfoQueryOptions(service: ApiService) {
  return queryOptions({
    queryKey: ['platform', 'build-info', service],
    queryFn: ({ signal }) => getBuildInfo(service, signal),
    staleTime: 5 * 60_000,
  });
}

export function useBuildInfo(service: ApiService) {
  return useQuery(getBuildInfoQueryOptions(service));
}
