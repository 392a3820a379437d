import type { HelpdeskLink } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { EXTERNAL_LINKS } from '../../../config/app';
import { useAfterLoad } from '../../../hooks/use-after-load';
import { api } from '../../../lib/api-client';

/** users-api `GET helpdesk` (§7): the helpdesk link, or the configured fallback when users-api cannot give one. */
export async function getHelpdeskLink(signal?: AbortSignal): Promise<string> {
  try {
    const answer = await api.get<HelpdeskLink>('users-api', '/helpdesk', {
      signal,
      redirectOnError: false,
    });
    return answer.link;
  } catch (error) {
    if (signal?.aborted) throw error;
    return EXTERNAL_LINKS.helpdesk;
  }
}

export function getHelpdeskLinkQueryOptions() {
  return queryOptions({
    queryKey: ['platform', 'helpdesk'],
    queryFn: ({ signal }) => getHelpdeskLink(signal),
    staleTime: 30 * 60_000,
  });
}

/**
 * The link to open in a new tab; the fallback until (or unless) users-api answers, which it
 * is asked once the page has loaded (see useAfterLoad).
 */
export function useHelpdeskLink(): string {
  const afterLoad = useAfterLoad();
  const { data } = useQuery({ ...getHelpdeskLinkQueryOptions(), enabled: afterLoad });
  return data ?? EXTERNAL_LINKS.helpdesk;
}
