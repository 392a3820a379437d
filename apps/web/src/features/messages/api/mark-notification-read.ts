import type { Notification } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `PUT v1.0/notifications/{messageId}/read`: an own notification, read. */
export function markNotificationRead(messageId: string): Promise<Notification> {
  return api.put<Notification>(
    'profiles-api',
    `/v1.0/notifications/${encodeURIComponent(messageId)}/read`,
  );
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    // The list and the header's unread count both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
