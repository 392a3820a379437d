import type { Notification, NotificationPage } from '@ln/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type { Notification, NotificationPage };

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** `GET v1.0/notifications?page=&size=`: the own notifications, newest first. */
export function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  const query = new URLSearchParams({ page: String(page), size: String(NOTIFICATIONS_PAGE_SIZE) });
  return api.get<NotificationPage>('profiles-api', `/v1.0/notifications?${query.toString()}`, {
    signal,
  });
}

export function getNotificationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['notifications', 'list', page],
    queryFn: ({ signal }) => getNotifications(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(page: number) {
  return useQuery(getNotificationsQueryOptions(page));
}
