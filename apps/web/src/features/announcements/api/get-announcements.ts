import type { Announcement, AnnouncementPage } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET v1.0/public/announcements`: published calls and election notices (decision 049). */
export function getAnnouncements(page: number, signal?: AbortSignal): Promise<AnnouncementPage> {
  return api.get<AnnouncementPage>(
    'profiles-api',
    `/v1.0/public/announcements?page=${page}&size=20`,
    { signal },
  );
}

export function useAnnouncements(page: number) {
  return useQuery(
    queryOptions({
      queryKey: ['announcements', 'list', page],
      queryFn: ({ signal }) => getAnnouncements(page, signal),
    }),
  );
}

/** `GET v1.0/public/announcements/{announcementId}`: one published (404 otherwise). */
export function getAnnouncement(id: string, signal?: AbortSignal): Promise<Announcement> {
  return api.get<Announcement>(
    'profiles-api',
    `/v1.0/public/announcements/${encodeURIComponent(id)}`,
    // An unknown or withdrawn one is the page's own "not found".
    { signal, redirectOnError: false },
  );
}

export function useAnnouncement(id: string) {
  return useQuery(
    queryOptions({
      queryKey: ['announcements', 'detail', id],
      queryFn: ({ signal }) => getAnnouncement(id, signal),
    }),
  );
}
