import type { UnreadCount } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** How often the header asks again while the page stays open (a new message may arrive). */
const REFRESH_MS = 120_000;

/** `GET v1.0/notifications/unreadCount`: the header badge. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  // A failed count must not send the user to an error page: the badge just stays away.
  return api.get<UnreadCount>('profiles-api', '/v1.0/notifications/unreadCount', {
    signal,
    redirectOnError: false,
  });
}

export function getUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: ['notifications', 'unread'],
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: REFRESH_MS,
  });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...getUnreadCountQueryOptions(), enabled });
}
