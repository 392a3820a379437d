import type { BuildInfo } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { useAfterLoad } from '../../../hooks/use-after-load';
import type { ApiService } from '../../../lib/api-client';
import { api } from '../../../lib/api-client';

/**
 * `GET /api/<service>/public/info`. A failed call gives null (the footer then shows '—'),
 * so the footer never breaks the page. The footer is where a service deployed in another
 * version shows, so the answer's shape is checked here too (the client parses nothing else).
 */
export async function getBuildInfo(
  service: ApiService,
  signal?: AbortSignal,
): Promise<BuildInfo | null> {
  try {
    const answer = await api.get<Partial<BuildInfo> | null>(service, '/public/info', {
      signal,
      redirectOnError: false,
    });
    return typeof answer?.build?.version === 'string' ? (answer as BuildInfo) : null;
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

/** Asked once the page has loaded (see useAfterLoad): nobody waits for the versions. */
export function useBuildInfo(service: ApiService) {
  const afterLoad = useAfterLoad();
  return useQuery({ ...getBuildInfoQueryOptions(service), enabled: afterLoad });
}
